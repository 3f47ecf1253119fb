import { ButtonLink, Stack } from '@rewards/design-system';
import { useId } from 'react';
import { SOCIAL_LOGIN_FAILED_MESSAGE, SOCIAL_PROVIDER_NAMES, SOCIAL_PROVIDERS, socialLoginStartPath, type SocialProvider } from './socialLogin';
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
  const errorId = useId();
  return (
    <Stack space="small">
      <p className={styles.divider}>or</p>
      {failed ? (
        <p id={errorId} className={styles.error} role="alert">
          {SOCIAL_LOGIN_FAILED_MESSAGE}
        </p>
      ) : null}
      <Stack as="ul" space="small" aria-label="Other login options" {...(failed ? { 'aria-describedby': errorId } : {})}>
        {providers.map((provider) => (
          <li key={provider}>
            <ButtonLink href={socialLoginStartPath(provider, origin)} variant="secondary" fullWidth>
              Continue with {SOCIAL_PROVIDER_NAMES[provider]}
            </ButtonLink>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
