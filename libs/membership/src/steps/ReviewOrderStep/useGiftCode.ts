import type { CodeDetails } from '@rewards/api-contract';
import { normaliseCode } from '@rewards/auth';
import { useT } from '@rewards/i18n';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePaymentApi } from '../../api/usePaymentApi';
import { membershipCatalogue } from '../../i18n/catalogue';
import { codeErrorMessage } from '../../rules/codeError';
import { GIFT_CODE_ANIMATION_MS, PROMO_APPLY_ON_LOAD_MS } from '../../rules/constants';
import { useCountdown } from './useCountdown';

/**
 * The gift or promo code: typed or taken from the URL (applied PROMO_APPLY_ON_LOAD_MS after the step
 * loads), checked by the API, celebrated for GIFT_CODE_ANIMATION_MS once applied, and counted down
 * to its end time (at zero `onExpired` runs). A typed code that is valid goes to `onSubmitted`.
 */
export function useGiftCode(promo: string | undefined, onExpired: () => void, onSubmitted?: (code: CodeDetails) => void) {
  const paymentApi = usePaymentApi();
  const t = useT(membershipCatalogue);
  const [input, setInput] = useState(promo ?? '');
  const [applied, setApplied] = useState<CodeDetails | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [celebrating, setCelebrating] = useState(false);

  const mutation = useMutation({
    mutationFn: (raw: string) => paymentApi.codeDetails(normaliseCode(raw)),
    onSuccess: (code) => {
      setApplied(code);
      setInput(code.code);
      setError(undefined);
      setCelebrating(true);
    },
    onError: (failure) => {
      setApplied(null);
      setError(codeErrorMessage(t, failure));
    },
  });
  const apply = mutation.mutate;
  // A code the member typed and applied (Apply, or Enter) is also told to `onSubmitted` once valid:
  // the page confirms it in the code_applied sheet. A code from the URL is not: it arrives unasked.
  const submit = useCallback((raw: string) => apply(raw, onSubmitted ? { onSuccess: (code) => onSubmitted(code) } : undefined), [apply, onSubmitted]);

  // A promo in the URL is applied shortly after the page loads (spec §9: 500 ms).
  const appliedFromUrl = useRef(false);
  useEffect(() => {
    if (!promo || appliedFromUrl.current) return;
    const timer = setTimeout(() => {
      appliedFromUrl.current = true;
      apply(promo);
    }, PROMO_APPLY_ON_LOAD_MS);
    return () => clearTimeout(timer);
  }, [promo, apply]);

  useEffect(() => {
    if (!celebrating) return;
    const timer = setTimeout(() => setCelebrating(false), GIFT_CODE_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [celebrating]);

  const expired = useCallback(() => onExpired(), [onExpired]);
  const remaining = useCountdown(applied?.endTime, expired);

  return {
    input,
    /** The member typed: a new value clears the last refusal. */
    edit: (value: string) => {
      setInput(value);
      setError(undefined);
    },
    applied,
    error,
    celebrating,
    /** Milliseconds left on a code that ends today; null otherwise. */
    remaining,
    apply,
    /** The member applies what they typed. */
    submit,
    applying: mutation.isPending,
    remove: () => {
      setApplied(null);
      setInput('');
      setError(undefined);
    },
  };
}

export type GiftCode = ReturnType<typeof useGiftCode>;
