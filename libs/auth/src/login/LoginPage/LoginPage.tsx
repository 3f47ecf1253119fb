import { PageMeta, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useId } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { authCatalogue } from '../../i18n/catalogue';
import type { LoginVariant } from '../../rules/enterMobileAction';
import { exchangeOrigin, loginOriginFrom } from '../../rules/loginOrigin';
import { useSession } from '../../session';
import { useLoginFlow, type LoggedIn } from '../flow/useLoginFlow';
import { LoginScreens } from '../LoginScreens';
import { socialLoginReturn } from '../SocialLoginButtons';
import * as styles from './LoginPage.css';

/** Spec §1 and §9: the login tagline, in English (the page reads the catalogue's 'loginPage.tagline' and 'loginPage.stats'). */
export const LOGIN_TAGLINE = 'One membership, unlimited benefits';
export const LOGIN_STATS = '20+ Subscriptions | 40+ Offerings';

export interface LoginPageProps {
  variant?: LoginVariant;
  onLoggedIn?: (loggedIn: LoggedIn) => void;
}

/**
 * The /login page: the login screens in the page, prefilled from `?mobile=`, with the location
 * state's `origin` (TRIAL, PAYMENT or LOGIN). A member who is already logged in goes to the
 * partner's home.
 */
/** The protected page the shell sent the visitor away from (`state.from`), if it is a path on this site. */
function returnPathFrom(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}

export function LoginPage({ variant, onLoggedIn }: LoginPageProps) {
  const partner = usePartner();
  const t = useT(authCatalogue);
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const headingId = useId();
  const returnTo = returnPathFrom(location.state);
  // Back from a social login: `done` while the session is restored from the refresh cookie it set
  // (startApp renews; a member then moves on below), `failed` (or a renewal that failed) says so.
  const socialReturn = socialLoginReturn(params);
  const socialFailed = socialReturn === 'failed' || (socialReturn === 'done' && session.renewError);
  const flow = useLoginFlow({
    origin: loginOriginFrom(location.state),
    ...(returnTo ? { returnTo } : {}),
    mobile: params.get('mobile') ?? undefined,
    variant,
    onLoggedIn,
    replace: true,
  });

  // Only a member who arrives logged in: a login made on this page moves on by its own next step.
  const loggingInHere = flow.state.otpSent || flow.state.loginResult !== undefined;
  if (session.status === 'loggedIn' && !loggingInHere) return <Navigate to={partner.home} replace />;

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <PageMeta
        title={t('loginPage.metaTitle', { brand: partner.brandName })}
        description={t('loginPage.metaDescription', { brand: partner.brandName, stats: t('loginPage.stats') })}
        canonicalPath="/login"
      />
      <Stack space="small">
        <h1 id={headingId} className={styles.title}>
          {t('login.title')}
        </h1>
        <p className={styles.tagline}>{t('loginPage.tagline')}</p>
        <p className={styles.stats}>{t('loginPage.stats')}</p>
      </Stack>
      <div className={styles.card}>
        {socialReturn === 'done' && !socialFailed ? (
          <p className={styles.stats} role="status">
            {t('loginPage.signingIn')}
          </p>
        ) : null}
        <LoginScreens flow={flow} host="page" social={{ origin: exchangeOrigin(loginOriginFrom(location.state)), failed: socialFailed }} />
      </div>
    </section>
  );
}
