import { useTrack } from '@rewards/analytics';
import type { PreOrderDetails } from '@rewards/api-contract';
import { useSession } from '@rewards/auth';
import { Button, Inline } from '@rewards/design-system';
import { useLocale, useT } from '@rewards/i18n';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PriceLabel } from '../../components/PriceLabel';
import { membershipCatalogue } from '../../i18n/catalogue';
import { priceDisplay } from '../../rules/price';
import type { PendingPurchase } from '../../rules/purchase';

/** Members holding an active trial or paid membership are asked before a new pack replaces it (spec §8). */
const ACTIVE_PROFILES = new Set([1, 5]);

export interface PayButtonProps {
  /** The priced order; the button waits ('PAY', disabled) until it is known. */
  details: PreOrderDetails | undefined;
  /** A code is being checked: paying now would pay the old price. */
  busy: boolean;
  onPay: (purchase: PendingPurchase) => void;
}

/** 'PAY ₹…': pays the priced order, after a confirmation when a new pack would replace an active one. */
export function PayButton({ details, busy, onPay }: PayButtonProps) {
  const { user } = useSession();
  const [confirmingPackChange, setConfirmingPackChange] = useState(false);
  const track = useTrack();
  const t = useT(membershipCatalogue);
  const locale = useLocale();
  const display = details ? priceDisplay(t, { subscriptionAmount: details.subscriptionAmount, pgAmount: details.pgAmount }, locale) : undefined;

  const pay = () => {
    if (!details) return;
    track('payment_initiated', { variant: details.variantName, amount: details.pgAmount, promoCode: details.gc ?? null });
    onPay({ variantId: details.variantId, gc: details.gc, orderAmount: details.pgAmount });
  };
  const requestPay = () => {
    if (user && ACTIVE_PROFILES.has(user.primeProfile)) setConfirmingPackChange(true);
    else pay();
  };

  return (
    <>
      <Inline space="small">
        <Button size="large" fullWidth disabled={!display} busy={busy} onClick={requestPay}>
          {display ? <PriceLabel display={display} /> : t('price.payUnpriced')}
        </Button>
      </Inline>

      <ConfirmDialog
        open={confirmingPackChange}
        title={t('confirm.packChange.title')}
        description={t('confirm.packChange.text')}
        onCancel={() => setConfirmingPackChange(false)}
        onConfirm={() => {
          setConfirmingPackChange(false);
          pay();
        }}
      />
    </>
  );
}
