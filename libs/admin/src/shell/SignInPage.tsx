import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@rewards/design-system';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './demoStaff';
import { loginHref } from './returnTo';
import { signInReason } from './signInReasons';
import { PRODUCT_NAME, usePageTitle } from './usePageTitle';
import * as styles from './shell.css';

export interface SignInPageProps {
  /** Lists the sandbox's demo staff (development only: the app passes `import.meta.env.DEV`). */
  demoStaff?: boolean;
}

/**
 * Staff sign in with their company account only (OpenID Connect through the API), never with a
 * member's login. `?returnTo=` is where they were going; `?error=` why the last try did not work.
 */
export function SignInPage({ demoStaff = false }: SignInPageProps) {
  const [params] = useSearchParams();
  const reason = signInReason(params.get('error'));
  const queryClient = useQueryClient();
  usePageTitle('Sign in');
  // whatever the last session read stays with it: the next staff member starts from nothing
  useEffect(() => queryClient.clear(), [queryClient]);

  return (
    <main id="main" className={styles.signInPage}>
      <div className={styles.signInCard}>
        <p className={styles.eyebrow}>{PRODUCT_NAME}</p>
        <h1>Sign in to the console</h1>
        {reason && (
          <p role="alert" className={styles.alert}>
            {reason}
          </p>
        )}
        <p>The console is for the staff who run the membership. Sign in with the account your company gave you; your roles decide which sections you see.</p>
        <ButtonLink href={loginHref(params.get('returnTo'))} fullWidth>
          Sign in with your company account
        </ButtonLink>
        {demoStaff && (
          <section aria-labelledby="demo-staff" className={styles.demo}>
            <h2 id="demo-staff">Demo staff (development only)</h2>
            <p>
              The sandbox sign-in has one account per role, each with the password <code>{DEMO_STAFF_PASSWORD}</code>:
            </p>
            <ul className={styles.demoList}>
              {DEMO_STAFF.map((member) => (
                <li key={member.email}>
                  <code>{member.email}</code>: {member.name}, {member.role}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </main>
  );
}
