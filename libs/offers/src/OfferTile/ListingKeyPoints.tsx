import type { Offer } from '@rewards/api-contract';
import { useLoginPopup } from '@rewards/auth';
import { useT } from '@rewards/i18n';
import { breakpoints, Button, ButtonLink, Dialog, Stack, useDeferredMediaQuery } from '@rewards/design-system';
import { useOverlay } from '@rewards/platform';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { offersCatalogue } from '../i18n/catalogue';
import { offerKeyPoints } from '../offerCard/keyPoints';
import * as styles from '../listing.css';

/** The listing page's key points are the spec's `clp_key_points_modal` slide-in (CLP: category listing page). */
export const CLP_KEY_POINTS_OVERLAY = 'clp_key_points_modal';

/** What the panel shows: the offer, where its card leads, and whether it is locked to this viewer. */
export interface ListingKeyPointsPayload {
  offer: Offer;
  href: string;
  /** A visitor looking at a locked offer: the panel offers sign-in instead of the offer's page. */
  membersOnly: boolean;
}

/** Where cards expand in place instead of flipping (below the 1024 px desktop switch). */
const BELOW_DESKTOP = `(max-width: ${breakpoints.desktop - 0.02}px)`;

type OpenKeyPoints = (payload: ListingKeyPointsPayload) => void;

const ListingKeyPointsContext = createContext<OpenKeyPoints | null>(null);

/**
 * For an offer card on a listing page below 1024 px (where a card would otherwise expand in place):
 * what opens its key points in the listing's panel. Null elsewhere (other pages, desktop widths,
 * the server), where the card flips or expands as before.
 */
export function useListingKeyPoints(): OpenKeyPoints | null {
  return useContext(ListingKeyPointsContext);
}

/**
 * The owner of `clp_key_points_modal` on a category listing page (`/categories`, one category, and
 * their card, shopper and more-rewards bases): below 1024 px a card's Key points button, and a
 * visitor's tap on a locked offer, open the offer's key points in this panel instead of expanding
 * the card. From 1024 px the cards flip as everywhere else and the panel is never opened.
 */
export function ListingKeyPoints({ children }: { children: ReactNode }) {
  // False on the server and while hydrating: the cards render as they do anywhere (no markup
  // differs), and the panel takes over once the browser knows its width. Every card on the page
  // re-renders then, as a transition React can slice (one sync re-render was a 90 ms task).
  const belowDesktop = useDeferredMediaQuery(BELOW_DESKTOP);
  const panel = useOverlay<ListingKeyPointsPayload>(CLP_KEY_POINTS_OVERLAY);
  const { show } = panel;
  const open = useCallback<OpenKeyPoints>((payload) => show(payload), [show]);
  // Kept after closing, so the panel animates out with its content.
  const [shown, setShown] = useState<ListingKeyPointsPayload | null>(null);
  if (panel.isOpen && panel.payload && panel.payload !== shown) setShown(panel.payload);
  const value = useMemo(() => (belowDesktop ? open : null), [belowDesktop, open]);
  return (
    <ListingKeyPointsContext.Provider value={value}>
      {children}
      {shown ? <ListingKeyPointsPanel open={panel.isOpen} onOpenChange={panel.onOpenChange} {...shown} /> : null}
    </ListingKeyPointsContext.Provider>
  );
}

export interface ListingKeyPointsPanelProps extends ListingKeyPointsPayload {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The panel: the offer's header and brand, its key points (a list that fails to parse shows as
 * none), then View offer, or for a visitor on a locked offer 'Members only' and Sign in to unlock
 * (the sign-in popup takes the panel's place: one overlay at a time).
 */
export function ListingKeyPointsPanel({ open, onOpenChange, offer, href, membersOnly }: ListingKeyPointsPanelProps) {
  const navigate = useNavigate();
  const login = useLoginPopup();
  const t = useT(offersCatalogue);
  const points = offerKeyPoints(offer);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={offer.header} description={offer.companyName} size="small">
      <Stack space="standard">
        <h3 className={styles.panelHeading}>{t('keyPoints.title')}</h3>
        {points.length > 0 ? (
          <ul className={styles.panelPoints}>
            {points.map((point, index) => (
              // Key points have no ids and may repeat; their order is their identity.
              <li key={index}>{point}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.panelMuted}>{t('keyPoints.empty')}</p>
        )}
        {membersOnly ? (
          <>
            <p className={styles.panelMuted}>{t('keyPoints.membersOnly')}</p>
            <Button fullWidth onClick={() => login.open()}>
              {t('keyPoints.signIn')}
            </Button>
          </>
        ) : (
          <ButtonLink
            href={href}
            fullWidth
            onNavigate={(to) => {
              onOpenChange(false);
              void navigate(to);
            }}
          >
            {t('keyPoints.viewOffer')}
          </ButtonLink>
        )}
      </Stack>
    </Dialog>
  );
}
