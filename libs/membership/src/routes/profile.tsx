import type { DataDeps } from '@rewards/api-client';
import { ProfilePage } from '@rewards/auth';
import { PageMeta } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useBrowsingSlots } from '@rewards/platform';
import { lazy, Suspense } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import { membershipCatalogue } from '../i18n/catalogue';
import { MembershipManagement } from '../MembershipManagement';
import { SavingsPlaceholder } from '../SavingsTracker/SavingsFrame';

// The savings tracker is its own chunk: the profile's first paint does not wait for it, and it
// starts loading with the page (the member is known only in the browser, where it renders).
const SavingsTracker = lazy(() => import('../SavingsTracker/SavingsTracker').then((module) => ({ default: module.SavingsTracker })));

// The /profile route module (its own chunk): the account lib's profile page with this lib's
// membership management (auto-renewal, purchases, invoices) in it. It lives here because payment
// may use auth, and not the other way round.

/**
 * Warms the city list for the edit form; nothing blocks on it. The purchase history is not warmed
 * here: on a fresh page load the session is still being restored, and it needs the member's token.
 */
export function createLoader({ queryClient, queries }: Pick<DataDeps, 'queryClient' | 'queries'>): LoaderFunction {
  return () => {
    void queryClient.prefetchQuery(queries.user.cities());
    return null;
  };
}

/** /profile: details, membership in words, its management, the savings tracker and log out. */
export function Component() {
  const partner = usePartner();
  const t = useT(membershipCatalogue);
  const slots = useBrowsingSlots();
  return (
    <>
      <PageMeta title={t('profile.meta.title', { brand: partner.brandName })} description={t('profile.meta.description', { brand: partner.brandName })} canonicalPath="/profile" noIndex />
      <ProfilePage
        language={slots.profileLanguage}
        management={<MembershipManagement />}
        savings={
          <Suspense fallback={<SavingsPlaceholder />}>
            <SavingsTracker />
          </Suspense>
        }
      />
    </>
  );
}
