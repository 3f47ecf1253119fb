import type { OfferDetail } from '@rewards/api-contract';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * Places in the browsing pages that other features fill. Features may not import each other (only
 * auth), so the shell, which may import both, provides these: the membership feature's join block and
 * discount banner on the logged-out home, and its buy button on the offer detail page and beside the
 * Additional Benefits heading. It lives here
 * (which the shell imports statically) because the shell loads the browsing features only lazily.
 */
export interface BrowsingSlots {
  /** The join call to action's buy button (logged-out home hero). */
  homeJoin?: ReactNode;
  /** The discount banner (logged-out home and /categories). */
  discountBanner?: ReactNode;
  /** The buy button on an offer's detail page. */
  offerBuy?: (offer: OfferDetail) => ReactNode;
  /** The payment button beside the Additional Benefits heading (desktop, sites that take payments). */
  benefitsBuy?: ReactNode;
  /** The profile page's language section (the shell's switch, which saves the choice to the profile too). */
  profileLanguage?: ReactNode;
}

const SlotsContext = createContext<BrowsingSlots>({});

export function BrowsingSlotsProvider({ slots, children }: { slots: BrowsingSlots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

/** What the shell put in the browsing pages' slots; empty outside a provider (stories, tests). */
export function useBrowsingSlots(): BrowsingSlots {
  return useContext(SlotsContext);
}
