import { Dialog, PageMeta } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useLocation, useNavigate } from 'react-router-dom';
import { SearchPanel } from '../search';

/** What the header (or a deeplink) puts in the location state when it opens search. */
interface SearchState {
  source_origin?: string;
}

function sourceOriginOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('source_origin' in state)) return undefined;
  const origin = (state as SearchState).source_origin;
  return typeof origin === 'string' ? origin : undefined;
}

/**
 * The search overlay as a route (`/search`): a dialog titled 'Search' (a modal on desktop, a bottom
 * sheet on mobile). Closing it goes back when this app has history, else to the partner's home.
 * The `source_origin` from the location state goes along for analytics.
 */
export function Component() {
  const partner = usePartner();
  const navigate = useNavigate();
  const location = useLocation();
  const sourceOrigin = sourceOriginOf(location.state) ?? 'deeplink';

  const close = () => {
    // 'default' is the key of the entry the app started on: nothing of ours to go back to.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(partner.home, { replace: true });
  };

  return (
    <>
      <PageMeta title={`Search | ${partner.brandName}`} description={`Search ${partner.brandName} benefits by brand, category or offer.`} canonicalPath="/search" noIndex />
      <Dialog open onOpenChange={(open) => (open ? undefined : close())} title="Search" size="large">
        <SearchPanel sourceOrigin={sourceOrigin} />
      </Dialog>
    </>
  );
}
