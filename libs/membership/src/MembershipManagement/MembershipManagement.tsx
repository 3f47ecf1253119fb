import type { Purchase } from '@rewards/api-contract';
import { formatRupees } from '@rewards/api-contract';
import { useSession, useSessionStore } from '@rewards/auth';
import { Button, Inline, Stack } from '@rewards/design-system';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { usePaymentApi, usePaymentQueries } from '../api/usePaymentApi';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { paymentErrorMessage } from '../rules/codeError';
import { formatIstDate } from '@rewards/api-contract';
import * as steps from '../steps/steps.css';
import * as styles from './MembershipManagement.css';

/** The part of a browser tab the invoice download uses. */
export interface InvoiceTab {
  location: { href: string };
  close(): void;
}

export interface MembershipManagementProps {
  /**
   * Opens an empty tab, synchronously in the click (so pop-up blockers allow it); the invoice is
   * then fetched with the bearer token and shown in it. Defaults to `window.open('', '_blank')`.
   */
  openTab?: () => InvoiceTab | null;
}

/** Plain words about what happens at the end of the term (no confirm-shaming, no hidden steps). */
export function autoRenewalText(on: boolean, endDate: string | null | undefined): string {
  const end = formatIstDate(endDate);
  if (on) return end ? `Your membership renews automatically on ${end} and the renewal price is charged then. You can turn this off any time before that date.` : 'Your membership renews automatically at the end of the term. You can turn this off any time.';
  return end ? `Your membership ends on ${end}. Nothing more is charged; you can renew whenever you like.` : 'Your membership ends at the end of the term. Nothing more is charged.';
}

const STATUS_WORDS: Record<NonNullable<Purchase['orderStatus']>, string> = {
  CREATED: 'Not paid',
  PENDING: 'Awaiting confirmation',
  PAID: 'Paid',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};

/** /profile's membership block: auto-renewal and purchase history with invoices. */
export function MembershipManagement({ openTab = () => window.open('', '_blank') }: MembershipManagementProps) {
  const paymentApi = usePaymentApi();
  const queries = usePaymentQueries();
  const store = useSessionStore();
  const { user } = useSession();
  const purchases = useQuery(queries.purchases());
  const [confirmingOff, setConfirmingOff] = useState(false);
  const [invoiceError, setInvoiceError] = useState<string | undefined>(undefined);
  const labelId = useId();
  const descriptionId = useId();

  const renewal = useMutation({
    mutationFn: (autoRenewal: boolean) => paymentApi.changeAutoRenewal({ autoRenewal }),
    onSuccess: (result) => {
      const current = store.getState().user;
      if (current) store.setUser({ ...current, autoRenewal: result.autoRenewal, ...(result.endDate ? { endDate: result.endDate } : {}) });
    },
  });

  if (!user) return null;
  const isPaidMember = user.primeProfile === 5;
  const on = user.autoRenewal;

  const openInvoice = async (orderId: string) => {
    setInvoiceError(undefined);
    const tab = openTab();
    if (!tab) {
      setInvoiceError('Your browser blocked the new tab. Please allow pop-ups for this site and try again.');
      return;
    }
    try {
      const blob = await paymentApi.invoice(orderId);
      const url = URL.createObjectURL(blob);
      tab.location.href = url;
      // The tab has loaded it by then; free the memory later rather than at once.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      tab.close();
      setInvoiceError(paymentErrorMessage(error));
    }
  };

  return (
    <section className={steps.card} aria-labelledby={`${labelId}-heading`}>
      <Stack space="standard">
        <h2 id={`${labelId}-heading`} className={steps.h2}>
          Manage membership
        </h2>

        <Inline space="standard" align="spaceBetween" alignY="center">
          <span id={labelId} className={steps.text}>
            Auto-renewal
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-labelledby={labelId}
            aria-describedby={descriptionId}
            className={styles.switchButton}
            disabled={!on && !isPaidMember}
            // While its change is saved the switch keeps focus (a disabled one would drop it to the body).
            aria-disabled={renewal.isPending || undefined}
            aria-busy={renewal.isPending || undefined}
            onClick={() => {
              if (renewal.isPending) return;
              if (on) setConfirmingOff(true);
              else renewal.mutate(true);
            }}
          >
            <span className={styles.knob} aria-hidden="true" />
          </button>
        </Inline>
        <p id={descriptionId} className={steps.muted}>
          {isPaidMember || on ? autoRenewalText(on, user.endDate) : 'Auto-renewal is available with a paid membership.'}
        </p>
        {renewal.isError ? (
          <p className={steps.critical} role="alert">
            {paymentErrorMessage(renewal.error)}
          </p>
        ) : null}

        <h3 className={steps.h2}>Purchase history</h3>
        {purchases.isPending ? (
          <p className={steps.muted} role="status">
            Loading your purchases…
          </p>
        ) : purchases.isError ? (
          <p className={steps.critical} role="alert">
            We could not load your purchases. Please try again later.
          </p>
        ) : purchases.data.purchases.length === 0 ? (
          <p className={steps.muted}>No purchases yet.</p>
        ) : (
          <Stack as="ul" space="small">
            {purchases.data.purchases.map((purchase) => (
              <li key={purchase.userSubscriptionId} className={styles.item}>
                <Inline space="small" align="spaceBetween" alignY="center">
                  <Stack as="span" space="xxsmall">
                    <strong>{purchase.variantDisplayName}</strong>
                    <span className={steps.muted}>
                      {purchase.startDate ? `${formatIstDate(purchase.startDate)} – ${formatIstDate(purchase.endDate)}` : formatIstDate(purchase.createdAt)}
                      {' · '}
                      {purchase.planType === 'TRIAL' ? 'Free trial' : `${formatRupees(purchase.amount)}${purchase.orderStatus ? ` · ${STATUS_WORDS[purchase.orderStatus]}` : ''}`}
                    </span>
                  </Stack>
                  {purchase.invoiceAvailable && purchase.orderId ? (
                    <Button variant="secondary" size="small" onClick={() => void openInvoice(purchase.orderId as string)} aria-label={`Invoice for ${purchase.variantDisplayName}, ${formatIstDate(purchase.createdAt)}`}>
                      Invoice
                    </Button>
                  ) : null}
                </Inline>
              </li>
            ))}
          </Stack>
        )}
        {invoiceError ? (
          <p className={steps.critical} role="alert">
            {invoiceError}
          </p>
        ) : null}

        <ConfirmDialog
          open={confirmingOff}
          title="Turn off auto-renewal?"
          description={`${user.totalSavings > 0 ? `You have saved ${formatRupees(user.totalSavings)} with your membership so far. ` : ''}${autoRenewalText(false, user.endDate)}`}
          onCancel={() => setConfirmingOff(false)}
          onConfirm={() => {
            setConfirmingOff(false);
            renewal.mutate(false);
          }}
        />
      </Stack>
    </section>
  );
}
