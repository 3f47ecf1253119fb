import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@rewards/design-system';
import { fillSlot, SLOT, useT } from '@rewards/i18n';
import { adminCatalogue } from '../i18n/catalogue';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './demoStaff';
import { LanguageSwitch } from './LanguageSwitch';
import { loginHref } from './returnTo';
import { signInReason } from './signInReasons';
import { usePageTitle } from './usePageTitle';
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
  const t = useT(adminCatalogue);
  const [params] = useSearchParams();
  const reason = signInReason(t, params.get('error'));
  const queryClient = useQueryClient();
  usePageTitle(t('signIn.title'));
  // whatever the last session read stays with it: the next staff member starts from nothing
  useEffect(() => queryClient.clear(), [queryClient]);

  return (
    <main id="main" className={styles.signInPage}>
      <div className={styles.signInCard}>
        <p className={styles.eyebrow}>{t('console.product')}</p>
        <h1>{t('signIn.heading')}</h1>
        {reason && (
          <p role="alert" className={styles.alert}>
            {reason}
          </p>
        )}
        <p>{t('signIn.intro')}</p>
        <ButtonLink href={loginHref(params.get('returnTo'))} fullWidth>
          {t('signIn.button')}
        </ButtonLink>
        <p>
          <LanguageSwitch className={styles.languageLink} />
        </p>
        {demoStaff && (
          <section aria-labelledby="demo-staff" className={styles.demo}>
            <h2 id="demo-staff">{t('signIn.demo.heading')}</h2>
            <p>{fillSlot(t('signIn.demo.password', { password: SLOT }), <code>{DEMO_STAFF_PASSWORD}</code>)}</p>
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
