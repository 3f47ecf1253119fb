import type { CodeDetails, SubscriptionVariant } from '@rewards/api-contract';
import { formatRupees } from '@rewards/api-contract';
import { normaliseCode, useSession } from '@rewards/auth';
import { Button, TextInput } from '@rewards/design-system';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { usePaymentApi, usePaymentQueries } from '../../api/PaymentApiProvider';
import { ConfirmDialog, PACK_CHANGE_TEXT, PACK_CHANGE_TITLE } from '../../components/ConfirmDialog';
import { PaymentOffersSheet } from '../../components/PaymentOffersSheet';
import { PriceLabel } from '../../components/PriceLabel';
import { codeErrorMessage } from '../../rules/codeError';
import { GIFT_CODE_ANIMATION_MS, PROMO_APPLY_ON_LOAD_MS } from '../../rules/constants';
import { validTillText, withoutPromo } from '../../rules/countdown';
import { priceDisplay } from '../../rules/price';
import type { PendingPurchase } from '../../rules/purchase';
import * as styles from '../steps.css';
import { useCountdown } from './useCountdown';

export interface ReviewOrderStepProps {
  /** A code from the URL (`?promo=`): prefilled and applied PROMO_APPLY_ON_LOAD_MS after the step loads. */
  promo?: string | undefined;
  /** A variant name from the URL (`?preferredVariant=`) to select first. */
  preferredVariant?: string | undefined;
  /** The member chose to pay: the purchase to order. */
  onPay: (purchase: PendingPurchase) => void;
  /** Where the countdown sends the browser at zero (the page without `promo`, reloaded). Defaults to the browser. */
  onCodeExpired?: () => void;
}

/** Members holding an active trial or paid membership are asked before a new pack replaces it (spec §8). */
const ACTIVE_PROFILES = new Set([1, 5]);

function initialVariant(plans: SubscriptionVariant[], preferred: string | null | undefined): number | undefined {
  const byName = preferred ? plans.find((plan) => plan.variantName === preferred) : undefined;
  return (byName ?? plans.find((plan) => plan.preferred) ?? plans[0])?.variantId;
}

function reloadWithoutPromo() {
  window.location.replace(withoutPromo(window.location.href));
}

/** Review Order: the plan, the code field, the price breakup and the 'PAY ₹…' button. */
export function ReviewOrderStep({ promo, preferredVariant, onPay, onCodeExpired = reloadWithoutPromo }: ReviewOrderStepProps) {
  const paymentApi = usePaymentApi();
  const queries = usePaymentQueries();
  const { user } = useSession();
  const plansId = useId();

  const plansQuery = useQuery(queries.plans());
  const [chosenVariant, setChosenVariant] = useState<number | undefined>(undefined);
  const [codeInput, setCodeInput] = useState(promo ?? '');
  const [appliedCode, setAppliedCode] = useState<CodeDetails | null>(null);
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [celebrating, setCelebrating] = useState(false);
  const [confirmingPackChange, setConfirmingPackChange] = useState(false);

  const plans = plansQuery.data?.plans.filter((plan) => plan.planType === 'PAYMENT') ?? [];
  const variantId = chosenVariant ?? initialVariant(plans, preferredVariant ?? appliedCode?.subscriptionVariant);

  const preOrderQuery = useQuery({ ...queries.preOrder({ variantId, gc: appliedCode?.code ?? null }), enabled: variantId !== undefined });
  const details = preOrderQuery.data;

  const apply = useMutation({
    mutationFn: (raw: string) => paymentApi.codeDetails(normaliseCode(raw)),
    onSuccess: (code) => {
      setAppliedCode(code);
      setCodeInput(code.code);
      setCodeError(undefined);
      setCelebrating(true);
    },
    onError: (error) => {
      setAppliedCode(null);
      setCodeError(codeErrorMessage(error));
    },
  });
  const applyCode = apply.mutate;

  // A promo in the URL is applied shortly after the page loads (spec §9: 500 ms).
  const appliedFromUrl = useRef(false);
  useEffect(() => {
    if (!promo || appliedFromUrl.current) return;
    const timer = setTimeout(() => {
      appliedFromUrl.current = true;
      applyCode(promo);
    }, PROMO_APPLY_ON_LOAD_MS);
    return () => clearTimeout(timer);
  }, [promo, applyCode]);

  useEffect(() => {
    if (!celebrating) return;
    const timer = setTimeout(() => setCelebrating(false), GIFT_CODE_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [celebrating]);

  const expired = useCallback(() => onCodeExpired(), [onCodeExpired]);
  const remaining = useCountdown(appliedCode?.endTime, expired);

  const removeCode = () => {
    setAppliedCode(null);
    setCodeInput('');
    setCodeError(undefined);
  };

  const pay = () => {
    if (!details) return;
    onPay({ variantId: details.variantId, gc: details.gc, orderAmount: details.pgAmount });
  };
  const requestPay = () => {
    if (user && ACTIVE_PROFILES.has(user.primeProfile)) setConfirmingPackChange(true);
    else pay();
  };

  if (plansQuery.isPending) return <p className={styles.muted} role="status">Loading plans…</p>;
  if (plansQuery.isError) return <p className={styles.critical} role="alert">We could not load the plans. Please try again.</p>;

  const display = details ? priceDisplay({ subscriptionAmount: details.subscriptionAmount, pgAmount: details.pgAmount }) : undefined;

  return (
    <>
      <section className={styles.card} aria-labelledby={plansId}>
        <h2 id={plansId} className={styles.h2}>
          Choose your plan
        </h2>
        <fieldset className={styles.plans}>
          <legend className={styles.muted}>Plans</legend>
          {plans.map((plan) => (
            <label key={plan.variantId} className={styles.plan}>
              <input type="radio" name="plan" value={plan.variantId} checked={plan.variantId === variantId} onChange={() => setChosenVariant(plan.variantId)} />
              <span className={styles.planName}>
                <strong>{plan.variantDisplayName}</strong>
                {plan.description ? <span className={styles.muted}>{plan.description}</span> : null}
              </span>
              <span>
                {plan.pgAmount < plan.subscriptionAmount ? <s className={styles.strike}>{formatRupees(plan.subscriptionAmount)}</s> : null}{' '}
                <strong>{formatRupees(plan.pgAmount)}</strong>
              </span>
            </label>
          ))}
        </fieldset>
      </section>

      <section className={styles.card} aria-label="Gift or promo code">
        {appliedCode ? (
          <div className={`${styles.applied} ${celebrating ? styles.appliedCelebrate : ''}`}>
            <p className={styles.appliedText} role="status">
              Code {appliedCode.code} applied{appliedCode.offerText ? `: ${appliedCode.offerText}` : ''}
            </p>
            {remaining !== null ? <p className={styles.text}>{validTillText(remaining)}</p> : null}
            <Button variant="ghost" size="small" onClick={removeCode}>
              Remove
            </Button>
          </div>
        ) : (
          <div className={styles.codeRow}>
            <div className={styles.codeField}>
              <TextInput
                label="Gift or promo code"
                value={codeInput}
                onChange={(value) => {
                  setCodeInput(value);
                  setCodeError(undefined);
                }}
                onEnter={(value) => value.trim() && applyCode(value)}
                noSpaces
                maxLength={64}
                autoComplete="off"
                {...(codeError ? { error: codeError } : {})}
              />
            </div>
            <Button variant="secondary" disabled={!codeInput.trim() || apply.isPending} onClick={() => applyCode(codeInput)}>
              {apply.isPending ? 'Applying…' : 'Apply'}
            </Button>
          </div>
        )}
      </section>

      <section className={styles.card} aria-label="Price breakup">
        {preOrderQuery.isError ? (
          <p className={styles.critical} role="alert">
            {codeErrorMessage(preOrderQuery.error)}
          </p>
        ) : details ? (
          <dl className={styles.breakup}>
            <dt className={styles.breakupTerm}>{details.variantDisplayName}</dt>
            <dd className={styles.breakupValue}>{formatRupees(details.subscriptionAmount)}</dd>
            {details.subscriptionAmount > details.pgAmount + details.gcAmount + details.referralBalance ? (
              <>
                <dt className={styles.breakupTerm}>Discount</dt>
                <dd className={styles.breakupValue}>−{formatRupees(details.subscriptionAmount - details.pgAmount - details.gcAmount - details.referralBalance)}</dd>
              </>
            ) : null}
            {details.gcAmount > 0 ? (
              <>
                <dt className={styles.breakupTerm}>Code {details.gc}</dt>
                <dd className={styles.breakupValue}>−{formatRupees(details.gcAmount)}</dd>
              </>
            ) : null}
            {details.referralBalance > 0 ? (
              <>
                <dt className={styles.breakupTerm}>Referral balance</dt>
                <dd className={styles.breakupValue}>−{formatRupees(details.referralBalance)}</dd>
              </>
            ) : null}
            <dt className={`${styles.breakupTerm} ${styles.total}`}>To pay</dt>
            <dd className={`${styles.breakupValue} ${styles.total}`}>{formatRupees(details.pgAmount)}</dd>
          </dl>
        ) : (
          <p className={styles.muted} role="status">
            Working out your price…
          </p>
        )}
      </section>

      <PaymentOffersSheet />

      <div className={styles.actions}>
        <Button size="large" fullWidth disabled={!display || apply.isPending} onClick={requestPay}>
          {display ? <PriceLabel display={display} /> : 'PAY'}
        </Button>
      </div>

      <ConfirmDialog
        open={confirmingPackChange}
        title={PACK_CHANGE_TITLE}
        description={PACK_CHANGE_TEXT}
        onCancel={() => setConfirmingPackChange(false)}
        onConfirm={() => {
          setConfirmingPackChange(false);
          pay();
        }}
      />
    </>
  );
}
