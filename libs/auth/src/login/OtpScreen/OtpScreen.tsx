import { Button, Inline, OtpInput, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { authCatalogue } from '../../i18n/catalogue';
import type { PendingAction } from '../flow/loginFlowState';
import { formatCountdown, MobileLine, ScreenHeading, SubmitButton, useFocusOnMount, type HeadingLevel } from '../parts/parts';
import * as parts from '../parts/parts.css';
import * as styles from './OtpScreen.css';

export interface OtpScreenProps {
  mobile: string;
  /** An email login: the code went to this address by email, not to the mobile. */
  email?: string | undefined;
  onEditMobile: () => void;
  otp: string;
  onOtpChange: (value: string) => void;
  /** The sixth digit landed: verify at once. */
  onOtpComplete: (otp: string) => void;
  /** Under the code boxes. */
  otpError?: string | undefined;
  /** Under the number (a resend refused for the number: too many codes, rate limit, blocked). */
  mobileError?: string | undefined;
  verified: boolean;
  pending: PendingAction | undefined;
  resendSecondsLeft: number;
  onResend: () => void;
  /** VERIFY OTP: checks the code, or continues once it is verified. */
  onVerify: () => void;
  titleLevel?: HeadingLevel | 'none';
  focusOnMount?: boolean;
  /** On the /login page the field lets go of focus on the sixth digit (closing the phone keyboard). */
  blurOnComplete?: boolean;
}

/** OTP_SCREEN (spec §2, §4): the number with its edit control, six digit boxes, VERIFY OTP and the resend countdown. */
export function OtpScreen({
  mobile,
  email,
  onEditMobile,
  otp,
  onOtpChange,
  onOtpComplete,
  otpError,
  mobileError,
  verified,
  pending,
  resendSecondsLeft,
  onResend,
  onVerify,
  titleLevel = 2,
  focusOnMount = false,
  blurOnComplete = false,
}: OtpScreenProps) {
  const t = useT(authCatalogue);
  const otpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useFocusOnMount(otpId, focusOnMount);
  const counting = resendSecondsLeft > 0;

  // Focus never falls to the body (issue 33): the code field is disabled once the code is
  // verified, so focus moves on to VERIFY OTP, the next thing to press.
  useEffect(() => {
    if (verified) form.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }, [verified]);
  // A refused code is typed again: back to the field (after the page host let go of it).
  useEffect(() => {
    if (otpError && document.activeElement !== input.current) input.current?.focus();
  }, [otpError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onVerify();
  };

  return (
    <form ref={form} className={parts.screen} onSubmit={submit} noValidate aria-label={t('otp.title')}>
      <Stack space="standard">
        <ScreenHeading level={titleLevel}>{t('otp.title')}</ScreenHeading>
        <div>
          <MobileLine lead={email !== undefined ? t('otp.sentByEmail') : t('otp.sentTo')} mobile={mobile} email={email} onEdit={onEditMobile} error={mobileError} />
        </div>
        <OtpInput
          ref={input}
          id={otpId}
          label={t('otp.title')}
          hideLabel
          name="otp"
          value={otp}
          onChange={onOtpChange}
          onComplete={(code) => {
            // The field lets go of focus (closing the phone keyboard) to the screen's heading, not
            // to the body, so Tab carries on from here while the code is checked.
            if (blurOnComplete && !focusHeading(form.current)) input.current?.blur();
            onOtpComplete(code);
          }}
          error={otpError}
          disabled={verified || pending === 'resend'}
        />
        {verified ? (
          <p className={styles.verified} role="status">
            <Inline as="span" space="xsmall" alignY="center" wrap={false}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <circle cx="10" cy="10" r="9" fill="currentColor" />
                <path className={styles.tick} d="M6 10.5l2.6 2.6L14.2 7.4" fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {t('otp.verified')}
            </Inline>
          </p>
        ) : null}
        <SubmitButton pending={pending === 'verify' || pending === 'continue'} disabled={pending !== undefined || (!verified && otp.length === 0)}>
          {t('otp.verify')}
        </SubmitButton>
        <Inline space="small" alignY="center">
          <span className={parts.muted}>{t('otp.notReceived')}</span>
          <Button variant="ghost" size="small" onClick={onResend} disabled={counting || pending !== undefined} aria-busy={pending === 'resend' || undefined}>
            {t('otp.resend')}
          </Button>
          {counting ? (
            <span role="timer" aria-label={t('otp.resendIn')} className={styles.timer}>
              {formatCountdown(resendSecondsLeft)}
            </span>
          ) : null}
        </Inline>
      </Stack>
    </form>
  );
}

/** Focuses a screen's heading (focusable by script only); false when the screen shows none. */
function focusHeading(screen: HTMLElement | null): boolean {
  const heading = screen?.querySelector<HTMLElement>('h1, h2, h3');
  if (!heading) return false;
  heading.tabIndex = -1;
  heading.focus();
  return true;
}
