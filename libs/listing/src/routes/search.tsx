import { Dialog, PageMeta } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useSettled } from '@rewards/platform';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { listingCatalogue } from '../i18n/catalogue';
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

export interface SearchOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the search was opened from (`top_nav_bar_home_feed`, `deeplink`...), for analytics. */
  sourceOrigin: string;
}

/**
 * The search overlay (spec §3): a dialog titled 'Search', a modal on desktop and a bottom sheet on
 * phones, over the page it was opened from. Following a result closes it (the page moves on).
 */
export function SearchOverlay({ open, onOpenChange, sourceOrigin }: SearchOverlayProps) {
  const { pathname } = useLocation();
  const t = useT(listingCatalogue);
  // The page it was opened on: following a result (another page) closes it, and focus then starts on
  // the new page (its main region), not on the Search it was opened from.
  const openedOn = useRef<string | null>(null);
  const [wentOn, setWentOn] = useState(false);
  useEffect(() => {
    if (!open) openedOn.current = null;
    else if (openedOn.current === null) {
      openedOn.current = pathname;
      setWentOn(false);
    } else if (pathname !== openedOn.current) {
      setWentOn(true);
      onOpenChange(false);
    }
  }, [open, pathname, onOpenChange]);
  // A click on a part still hydrating is replayed once it has: the rest of the page may still be.
  const settled = useSettled();
  return (
    <Dialog open={open && settled} onOpenChange={onOpenChange} title={t('search.title')} size="large" returnFocus={!wentOn}>
      <SearchPanel sourceOrigin={sourceOrigin} />
    </Dialog>
  );
}

/**
 * Search as a route (`/search`, a deeplink or a shared address): the same overlay, over an empty
 * page. The header opens it over the page the member is on instead (SearchOverlay). Closing it goes
 * back when this app has history, else to the partner's home. The `source_origin` from the location
 * state goes along for analytics.
 */
export function Component() {
  const partner = usePartner();
  const t = useT(listingCatalogue);
  const navigate = useNavigate();
  const location = useLocation();
  const sourceOrigin = sourceOriginOf(location.state) ?? 'deeplink';
  // Opened once the server's page has hydrated: the modal hides the page behind it (aria-hidden),
  // which must not touch markup React has yet to hydrate.
  const settled = useSettled();

  const close = () => {
    // 'default' is the key of the entry the app started on: nothing of ours to go back to.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(partner.home, { replace: true });
  };

  return (
    <>
      <PageMeta title={t('search.pageTitle', { brand: partner.brandName })} description={t('search.description', { brand: partner.brandName })} canonicalPath="/search" noIndex />
      <Dialog open={settled} onOpenChange={(open) => (open ? undefined : close())} title={t('search.title')} size="large">
        <SearchPanel sourceOrigin={sourceOrigin} />
      </Dialog>
    </>
  );
}
