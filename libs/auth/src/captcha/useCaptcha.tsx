import { useAuthApi } from '@rewards/api-client';
import { useLocale, useT } from '@rewards/i18n';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { authCatalogue } from '../i18n/catalogue';
import { CAPTCHA_FAILED_MESSAGE, CaptchaError, captchaErrorText, RECAPTCHA_NOT_LOADED_MESSAGE } from './CaptchaError';
import { CaptchaDialog, type CaptchaDialogState } from './CaptchaDialog';
import { useCaptchaServices } from './captchaServices';
import { executeRecaptchaV3, type Grecaptcha } from './recaptcha';
import type { CaptchaKind, CaptchaSource, CaptchaToken, CaptchaTokens } from './withCaptcha';

export interface Captcha extends CaptchaTokens {
  /** The captcha dialog: render it inside the form's tree (a dialog inside a dialog stacks). */
  dialog: ReactNode;
  /** The dialog is showing (a visible challenge or a failure). */
  dialogOpen: boolean;
}

interface Pending {
  resolve: (token: CaptchaToken) => void;
  reject: (error: unknown) => void;
}

const cancelled = () => new CaptchaError('', { reason: 'cancelled' });

/**
 * Captcha tokens for the code-sending calls (spec §5). Each token starts from a fresh
 * `captchaChallenge()`: provider `none` needs no token; `altcha` is solved in the page (invisible)
 * or through the ALTCHA widget in the 'Captcha' dialog (visible); `recaptcha` runs v3 (invisible)
 * or the v2 checkbox (visible). Failures the member must act on show in the same dialog, titled 'Error'.
 */
export function useCaptcha(): Captcha {
  const authApi = useAuthApi();
  const services = useCaptchaServices();
  const t = useT(authCatalogue);
  const locale = useLocale();
  const [state, setState] = useState<CaptchaDialogState>({ kind: 'closed' });
  const pending = useRef<Pending | null>(null);

  const settle = useCallback((outcome: { token: CaptchaToken } | { error: unknown }) => {
    const current = pending.current;
    pending.current = null;
    if (!current) return;
    if ('token' in outcome) current.resolve(outcome.token);
    else current.reject(outcome.error);
  }, []);

  // A form that goes away (the popup closed) stops waiting for the member.
  useEffect(() => () => settle({ error: cancelled() }), [settle]);

  const fail = useCallback((error: CaptchaError) => setState({ kind: 'failed', message: captchaErrorText(t, error) }), [t]);

  const getToken = useCallback(
    async (kind: CaptchaKind, action: CaptchaSource): Promise<CaptchaToken> => {
      const challenge = await authApi.captchaChallenge();
      if (kind === 'visible') {
        if (challenge.provider === 'none') {
          const failure = new CaptchaError(CAPTCHA_FAILED_MESSAGE, { reason: 'failed' });
          fail(failure);
          throw failure;
        }
        return new Promise<CaptchaToken>((resolve, reject) => {
          settle({ error: cancelled() });
          pending.current = { resolve, reject };
          setState({ kind: 'challenge', challenge });
        });
      }
      if (challenge.provider === 'altcha' && challenge.altcha) {
        // A challenge that cannot be solved here is sent without a token: the server answers 413
        // and the visible widget takes over.
        const payload = await services.solveAltcha(challenge.altcha).catch(() => null);
        return payload ? { verificationToken: payload, isV3captchasecret: true } : { isV3captchasecret: true };
      }
      if (challenge.provider === 'recaptcha' && challenge.recaptcha) {
        const { siteKeyV3 } = challenge.recaptcha;
        let grecaptcha: Grecaptcha | undefined;
        try {
          grecaptcha = await services.loadRecaptcha(siteKeyV3, locale);
        } catch (error) {
          const failure = new CaptchaError(RECAPTCHA_NOT_LOADED_MESSAGE, { reason: 'unavailable', cause: error });
          fail(failure);
          throw failure;
        }
        const token = await executeRecaptchaV3(grecaptcha, siteKeyV3, action).catch(() => undefined);
        return token ? { verificationToken: token, isV3captchasecret: true } : { isV3captchasecret: true };
      }
      return {};
    },
    [authApi, fail, locale, services, settle],
  );

  const provider = state.kind === 'challenge' ? state.challenge.provider : undefined;
  const dialog = (
    <CaptchaDialog
      state={state}
      onVerified={(token) => {
        settle({ token: { verificationToken: token, isV3captchasecret: false } });
        setState({ kind: 'closed' });
      }}
      onUnavailable={() => {
        const failure = new CaptchaError(provider === 'recaptcha' ? RECAPTCHA_NOT_LOADED_MESSAGE : CAPTCHA_FAILED_MESSAGE, { reason: 'unavailable' });
        settle({ error: failure });
        fail(failure);
      }}
      onClose={() => {
        settle({ error: cancelled() });
        setState({ kind: 'closed' });
      }}
    />
  );

  return { getToken, fail, dialog, dialogOpen: state.kind !== 'closed' };
}
