import type { CodeDetails } from '@rewards/api-contract';
import { Inline } from '@rewards/design-system';
import { useLocale, useT } from '@rewards/i18n';
import { useCallback, useEffect, useState } from 'react';
import { usePaymentApi } from '../api/usePaymentApi';
import { checkCode } from '../codes/checkCode';
import { membershipCatalogue } from '../i18n/catalogue';
import { appliedCodeLine } from '../rules/codeApplied';
import { codeErrorMessage } from '../rules/codeError';
import { GIFT_CODE_ANIMATION_MS, PROMO_APPLY_ON_LOAD_MS } from '../rules/constants';
import { validTillText, withoutPromo } from '../rules/countdown';
import { useCountdown } from '../steps/ReviewOrderStep/useCountdown';
import * as styles from '../steps/steps.css';

export interface GiftCodeStripProps {
  /** The `promo` query parameter; nothing shows without one. */
  code: string | undefined;
  /** A captcha token for the check (spec §4: action couponAppliedOnLoad), when the page has one. */
  getVerificationToken?: () => Promise<string | undefined>;
  /** Told about a valid code, e.g. to price the buy button with it. */
  onApplied?: (code: CodeDetails) => void;
  /** Told when the code was refused (its message shows in the strip). */
  onRefused?: () => void;
  /** At the countdown's end; defaults to reloading the page without `promo`. */
  onExpired?: () => void;
}

type State = { kind: 'idle' } | { kind: 'applied'; code: CodeDetails; celebrating: boolean } | { kind: 'refused'; error: unknown };

function reloadWithoutPromo() {
  window.location.replace(withoutPromo(window.location.href));
}

/**
 * The gift-code strip for pages that take `?promo=` (spec §4): the code is checked
 * PROMO_APPLY_ON_LOAD_MS after the page loads; a valid one shows its offer text (or, for a code
 * without one such as a referral code, the saving in words) with a 2 s success
 * animation and, when it ends within the day, 'valid till hh:mm:ss' (at zero the page reloads
 * without the parameter); a refused one shows its own message.
 */
export function GiftCodeStrip({ code, getVerificationToken, onApplied, onRefused, onExpired = reloadWithoutPromo }: GiftCodeStripProps) {
  const paymentApi = usePaymentApi();
  const t = useT(membershipCatalogue);
  const locale = useLocale();
  const [state, setState] = useState<State>({ kind: 'idle' });

  useEffect(() => {
    if (!code) return;
    let live = true;
    const timer = setTimeout(async () => {
      try {
        const verificationToken = await getVerificationToken?.();
        const details = await checkCode(paymentApi, code, verificationToken ? { verificationToken } : {});
        if (!live) return;
        setState({ kind: 'applied', code: details, celebrating: true });
        onApplied?.(details);
      } catch (error) {
        if (!live) return;
        setState({ kind: 'refused', error });
        onRefused?.();
      }
    }, PROMO_APPLY_ON_LOAD_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // Checked once per code; the callbacks may change identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, paymentApi]);

  const celebrating = state.kind === 'applied' && state.celebrating;
  useEffect(() => {
    if (!celebrating) return;
    const timer = setTimeout(() => setState((now) => (now.kind === 'applied' ? { ...now, celebrating: false } : now)), GIFT_CODE_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [celebrating]);

  const expired = useCallback(() => onExpired(), [onExpired]);
  const remaining = useCountdown(state.kind === 'applied' ? state.code.endTime : null, expired);

  if (state.kind === 'refused') {
    return (
      <p className={styles.critical} role="alert">
        {codeErrorMessage(t, state.error)}
      </p>
    );
  }
  if (state.kind !== 'applied') return null;
  const { code: details } = state;
  return (
    <div className={`${styles.applied} ${celebrating ? styles.appliedCelebrate : ''}`} role="status">
      <Inline space="small" alignY="center">
        <p className={styles.appliedText}>{appliedCodeLine(t, details, locale)}</p>
        {remaining !== null ? <p className={styles.text}>{validTillText(t, remaining)}</p> : null}
      </Inline>
    </div>
  );
}
