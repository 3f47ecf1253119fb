import { ButtonLink, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useId } from 'react';
import { authCatalogue } from '../../i18n/catalogue';
import { SOCIAL_PROVIDER_NAMES, SOCIAL_PROVIDERS, socialLoginStartPath, type SocialProvider } from './socialLogin';
import * as styles from './SocialLoginButtons.css';

export interface SocialLoginButtonsProps {
  /** The providers offered, in order. */
  providers?: readonly SocialProvider[];
  /** TRIAL when the login was opened for the free trial (the API picks the next action from it). */
  origin?: 'LOGIN' | 'TRIAL';
  /** The last social login failed: the spec's message shows above the buttons. */
  failed?: boolean;
}

/**
 * 'Continue with Google' and 'Continue with Facebook' under the mobile login: each a link the
 * browser follows to the provider (a full-page navigation; the API sets the state cookie on the way).
 */
export function SocialLoginButtons({ providers = SOCIAL_PROVIDERS, origin = 'LOGIN', failed = false }: SocialLoginButtonsProps) {
  const t = useT(authCatalogue);
  const errorId = useId();
  return (
    <Stack space="small">
      <p className={styles.divider}>{t('social.or')}</p>
      {failed ? (
        <p id={errorId} className={styles.error} role="alert">
          {t('social.failed')}
        </p>
      ) : null}
      <Stack as="ul" space="small" aria-label={t('social.options')} {...(failed ? { 'aria-describedby': errorId } : {})}>
        {providers.map((provider) => (
          <li key={provider}>
            <ButtonLink href={socialLoginStartPath(provider, origin)} variant="secondary" fullWidth>
              {t('social.continueWith', { provider: SOCIAL_PROVIDER_NAMES[provider] })}
            </ButtonLink>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
