import type { Purchase } from '@rewards/api-contract';
import { useSession, useSessionStore } from '@rewards/auth';
import { Button, Inline, Stack } from '@rewards/design-system';
import { DEFAULT_LOCALE, useLocale, useT, type Locale, type Translate } from '@rewards/i18n';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { usePaymentApi, usePaymentQueries } from '../api/usePaymentApi';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { membershipCatalogue } from '../i18n/catalogue';
import { formatRupees, istDate } from '../i18n/format';
import { paymentErrorMessage } from '../rules/codeError';
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

/** Plain words about what happens at the end of the term (no confirm-shaming, no hidden steps), in the page's language. */
export function autoRenewalText(t: Translate, on: boolean, endDate: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const date = istDate(locale, endDate);
  if (on) return date ? t('manage.renewsOn', { date }) : t('manage.renews');
  return date ? t('manage.endsOn', { date }) : t('manage.ends');
}

// i18n-keys: manage.status.created manage.status.pending manage.status.paid manage.status.failed manage.status.cancelled
const STATUS_KEYS: Record<NonNullable<Purchase['orderStatus']>, string> = {
  CREATED: 'manage.status.created',
  PENDING: 'manage.status.pending',
  PAID: 'manage.status.paid',
  FAILED: 'manage.status.failed',
  CANCELLED: 'manage.status.cancelled',
};

/** /profile's membership block: auto-renewal and purchase history with invoices. */
export function MembershipManagement({ openTab = () => window.open('', '_blank') }: MembershipManagementProps) {
  const paymentApi = usePaymentApi();
  const queries = usePaymentQueries();
  const store = useSessionStore();
  const { user } = useSession();
  const purchases = useQuery(queries.purchases());
  const [confirmingOff, setConfirmingOff] = useState(false);
  const t = useT(membershipCatalogue);
  const locale = useLocale();
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
      setInvoiceError(t('manage.popupBlocked'));
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
      setInvoiceError(paymentErrorMessage(t, error));
    }
  };

  return (
    <section className={steps.card} aria-labelledby={`${labelId}-heading`}>
      <Stack space="standard">
        <h2 id={`${labelId}-heading`} className={steps.h2}>
          {t('manage.title')}
        </h2>

        <Inline space="standard" align="spaceBetween" alignY="center">
          <span id={labelId} className={steps.text}>
            {t('manage.autoRenewal')}
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
          {isPaidMember || on ? autoRenewalText(t, on, user.endDate, locale) : t('manage.paidOnly')}
        </p>
        {renewal.isError ? (
          <p className={steps.critical} role="alert">
            {paymentErrorMessage(t, renewal.error)}
          </p>
        ) : null}

        <h3 className={steps.h2}>{t('manage.history')}</h3>
        {purchases.isPending ? (
          <p className={steps.muted} role="status">
            {t('manage.loading')}
          </p>
        ) : purchases.isError ? (
          <p className={steps.critical} role="alert">
            {t('manage.loadError')}
          </p>
        ) : purchases.data.purchases.length === 0 ? (
          <p className={steps.muted}>{t('manage.empty')}</p>
        ) : (
          <Stack as="ul" space="small">
            {purchases.data.purchases.map((purchase) => (
              <li key={purchase.userSubscriptionId} className={styles.item}>
                <Inline space="small" align="spaceBetween" alignY="center">
                  <Stack as="span" space="xxsmall">
                    <strong>{purchase.variantDisplayName}</strong>
                    <span className={steps.muted}>
                      {purchase.startDate ? `${istDate(locale, purchase.startDate)} – ${istDate(locale, purchase.endDate)}` : istDate(locale, purchase.createdAt)}
                      {' · '}
                      {purchase.planType === 'TRIAL' ? t('manage.freeTrial') : `${formatRupees(locale, purchase.amount)}${purchase.orderStatus ? ` · ${t(STATUS_KEYS[purchase.orderStatus])}` : ''}`}
                    </span>
                  </Stack>
                  {purchase.invoiceAvailable && purchase.orderId ? (
                    <Button variant="secondary" size="small" onClick={() => void openInvoice(purchase.orderId as string)} aria-label={t('manage.invoiceFor', { plan: purchase.variantDisplayName, date: istDate(locale, purchase.createdAt) })}>
                      {t('manage.invoice')}
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
          title={t('manage.turnOff')}
          description={`${user.totalSavings > 0 ? `${t('manage.savedSoFar', { amount: formatRupees(locale, user.totalSavings) })} ` : ''}${autoRenewalText(t, false, user.endDate, locale)}`}
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
