import { useAuthApi, useQueries } from '@rewards/api-client';
import { COUNTRY_CALLING_CODE, MOBILE_LENGTH, OTP_LENGTH, OTP_RESEND_SECONDS, type User } from '@rewards/api-contract';
import { Button, Inline, Stack, TextInput } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CaptchaError } from '../../captcha/CaptchaError';
import { useCaptcha } from '../../captcha/useCaptcha';
import { authCatalogue } from '../../i18n/catalogue';
import { withCaptcha } from '../../captcha/withCaptcha';
import { emailErrorMessage, errorCodeOf, errorFieldFor, errorMessageFor } from '../../rules/errors';
import { nationalMobile, validateMobile } from '../../rules/mobile';
import { sanitiseOtp } from '../../rules/otp';
import { useSessionStore } from '../../session';
import * as styles from './ProfilePage.css';

/** What the form proves: the unverified email on the profile, or a mobile an account without one adds. */
export type ContactKind = 'email' | 'mobile';

export interface ContactCodeFormProps {
  kind: ContactKind;
  /** The profile's email (what an email code goes to). */
  email?: string | null | undefined;
  /** Verified (with what to announce) or cancelled (undefined). */
  onDone: (announcement: string | undefined) => void;
}

type Phase = 'entry' | 'code';

/**
 * Proves a contact from the profile (spec §3, the single sign-on "verify alternate email" and
 * "update mobile" calls): a code goes to the email (at once) or to the mobile typed, and the code
 * typed back verifies it. Refusals show the catalogue's texts under the field they concern.
 */
export function ContactCodeForm({ kind, email, onDone }: ContactCodeFormProps) {
  const authApi = useAuthApi();
  const queries = useQueries();
  const queryClient = useQueryClient();
  const store = useSessionStore();
  const captcha = useCaptcha();
  const t = useT(authCatalogue);
  const baseId = useId();
  const headingId = `${baseId}-title`;
  const [phase, setPhase] = useState<Phase>('entry');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [entryError, setEntryError] = useState<string | undefined>();
  const [codeError, setCodeError] = useState<string | undefined>();
  const [pending, setPending] = useState<'send' | 'verify' | undefined>();
  const [resendAt, setResendAt] = useState<number | undefined>();
  const [now, setNow] = useState(() => Date.now());
  const live = useRef(true);
  const messageFor = (error: unknown) => (kind === 'email' ? emailErrorMessage(error, t) : errorMessageFor(error, t));

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  useEffect(() => {
    if (resendAt === undefined || resendAt <= now) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [resendAt, now]);
  const sendButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The form opens (or comes back) where the member acts next: the mobile, Send code, or the code.
    const field = document.getElementById(`${baseId}-${phase}`);
    if (field) field.focus();
    else sendButton.current?.focus();
  }, [phase, baseId]);

  const secondsLeft = resendAt === undefined ? 0 : Math.max(0, Math.ceil((resendAt - now) / 1000));

  const send = async () => {
    if (pending) return;
    const checked = validateMobile(t, mobile);
    if (kind === 'mobile' && !checked.valid) {
      setEntryError(checked.error ?? t('mobile.invalid'));
      return;
    }
    setPending('send');
    setEntryError(undefined);
    setCodeError(undefined);
    try {
      const sent = await withCaptcha(captcha, phase === 'code' ? 'resendOtp' : 'sendOtp', (token) =>
        kind === 'mobile' ? authApi.sendMobileCode({ mobile: checked.value, ...token }) : authApi.sendEmailCode(token),
      );
      if (!live.current) return;
      setCode('');
      setPhase('code');
      const at = Date.now();
      setNow(at);
      setResendAt(at + (sent.resendAfterSeconds || OTP_RESEND_SECONDS) * 1000);
    } catch (error) {
      if (!live.current || error instanceof CaptchaError) return;
      if (phase === 'code') setCodeError(messageFor(error));
      else setEntryError(messageFor(error));
    } finally {
      if (live.current) setPending(undefined);
    }
  };

  const verify = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    if (code.length !== OTP_LENGTH) {
      setCodeError(t('error.invalidOtp'));
      return;
    }
    setPending('verify');
    setCodeError(undefined);
    try {
      const user: User = kind === 'mobile' ? await authApi.verifyMobileCode({ mobile, otp: code }) : await authApi.verifyEmailCode(code);
      store.setUser(user);
      queryClient.setQueryData(queries.user.current().queryKey, user);
      if (live.current) onDone(kind === 'mobile' ? t('contact.mobileAdded') : t('contact.emailVerified'));
    } catch (error) {
      if (!live.current) return;
      setPending(undefined);
      // A refusal of the contact itself (in use, blocked) goes back to it; the code's stays with the code.
      if (kind === 'mobile' && errorFieldFor(errorCodeOf(error), 'verify') === 'mobile') {
        setPhase('entry');
        setEntryError(messageFor(error));
      } else setCodeError(messageFor(error));
    }
  };

  const submitEntry = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const target = kind === 'mobile' ? `${COUNTRY_CALLING_CODE} ${mobile}` : (email ?? '');
  // Both steps (the contact, then its code) can be left as they were.
  const cancel = (
    <Button variant="ghost" onClick={() => onDone(undefined)}>
      {t('action.cancel')}
    </Button>
  );
  return (
    <section className={styles.contactForm} aria-labelledby={headingId}>
      <Stack space="small">
        <h3 id={headingId} className={styles.h3}>
          {kind === 'mobile' ? t('addMobile.title') : t('contact.verifyEmailTitle')}
        </h3>
        {phase === 'entry' ? (
          <form onSubmit={submitEntry} noValidate aria-labelledby={headingId}>
            <Stack space="small">
              {kind === 'mobile' ? (
                <TextInput
                  id={`${baseId}-entry`}
                  label={t('contact.mobileLabel')}
                  type="numeric"
                  maxLength={MOBILE_LENGTH}
                  normalise={nationalMobile}
                  autoComplete="tel-national"
                  value={mobile}
                  onChange={(value) => {
                    setMobile(value);
                    setEntryError(undefined);
                  }}
                  error={entryError}
                />
              ) : (
                <>
                  <p className={styles.muted}>{t('contact.willSend', { email: email ?? '' })}</p>
                  {entryError ? (
                    <p className={styles.formError} role="alert">
                      {entryError}
                    </p>
                  ) : null}
                </>
              )}
              <Inline space="medium" alignY="center">
                <Button type="submit" ref={sendButton} busy={pending === 'send'}>
                  {t('contact.sendCode')}
                </Button>
                {cancel}
              </Inline>
            </Stack>
          </form>
        ) : (
          <form onSubmit={(event) => void verify(event)} noValidate aria-labelledby={headingId}>
            <Stack space="small">
              <p className={styles.muted}>{t('contact.sentTo', { target })}</p>
              <TextInput
                id={`${baseId}-code`}
                label={t('contact.codeLabel')}
                type="numeric"
                maxLength={OTP_LENGTH}
                autoComplete="one-time-code"
                value={code}
                onChange={(value) => {
                  setCode(sanitiseOtp(value));
                  setCodeError(undefined);
                }}
                error={codeError}
              />
              <Inline space="medium" alignY="center">
                <Button type="submit" busy={pending === 'verify'}>
                  {t('contact.verify')}
                </Button>
                <Button variant="ghost" onClick={() => void send()} disabled={secondsLeft > 0 || pending !== undefined}>
                  {secondsLeft > 0 ? t('contact.resendIn', { seconds: secondsLeft }) : t('contact.resend')}
                </Button>
                {cancel}
              </Inline>
            </Stack>
          </form>
        )}
      </Stack>
      {captcha.dialog}
    </section>
  );
}
