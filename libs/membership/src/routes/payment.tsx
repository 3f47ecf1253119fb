import type { DataDeps } from '@rewards/api-client';
import type { LoaderFunction } from 'react-router-dom';
import { PageMeta } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { membershipCatalogue } from '../i18n/catalogue';
import { PaymentPage } from '../PaymentPage';
import { stepTitle } from '../rules/steps';
import { ErrorStep } from '../steps/ErrorStep';
import * as styles from '../steps/steps.css';

// The /payment route module (its own chunk). The shell registers it for `/payment` and
// `/payment/:screen` with a logo-only header, no footer, protected, GUEST sessions allowed.

/** What the shell should declare for these routes (its own `RouteHandle` type lives in app-shell). */
export const handle = { header: 'logo', footer: false, protected: true, guestAllowed: true } as const;

/** Warms the plans and the polling configuration; nothing blocks the page on them. */
export function createLoader({ queryClient, queries: { payment: queries } }: Pick<DataDeps, 'queryClient' | 'queries'>): LoaderFunction {
  return ({ params }) => {
    if (!params['screen'] || params['screen'] === 'review-order') void queryClient.prefetchQuery(queries.plans());
    if (params['screen'] === 'payment-status') void queryClient.prefetchQuery(queries.pollConfig());
    return null;
  };
}

/** /payment, /payment/:screen and /payment?flow=trial. */
export function Component() {
  const partner = usePartner();
  const t = useT(membershipCatalogue);
  return (
    <>
      <PageMeta title={t('payment.meta.title', { brand: partner.brandName })} description={t('payment.meta.description', { brand: partner.brandName })} canonicalPath="/payment" noIndex />
      <PaymentPage />
    </>
  );
}

/** A render failure inside the payment area: the payment error page, whose Retry reloads. */
export function ErrorBoundary() {
  const t = useT(membershipCatalogue);
  return (
    <div className={styles.page}>
      <h1 className={styles.h1}>{stepTitle(t, 'error')}</h1>
      <ErrorStep onRetry={() => window.location.reload()} />
    </div>
  );
}
