import { Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { isListingPage } from '@rewards/offers/listingRules';
import { offerDetailCatalogue } from '../i18n/catalogue';
import * as styles from './StickyCta.css';

/** The sticky bottom CTA types of spec §2. */
export const STICKY_CTA_TYPES = ['sticky_odp_cta', 'sticky_payment_cta', 'odp_cta', 'sticky_payment_cta_v2'] as const;
export type StickyCtaType = (typeof STICKY_CTA_TYPES)[number];

export interface StickyCtaProps {
  type: StickyCtaType;
  /** The CTA (or the buy button) the bar holds. */
  children: ReactNode;
  /** sticky_odp_cta: the hero CTA; the bar shows once it has scrolled out of view. */
  anchorRef?: RefObject<HTMLElement | null>;
  /** sticky_payment_cta_v2: the price text beside the compact button. */
  priceText?: string;
  /** The bar's accessible name ('Offer actions' by default). */
  label?: string;
}

/** True while `ref`'s element is out of the viewport (false where IntersectionObserver is missing). */
export function useOutOfView(ref: RefObject<HTMLElement | null> | undefined): boolean {
  const [out, setOut] = useState(false);
  useEffect(() => {
    const element = ref?.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOut(entry ? !entry.isIntersecting : false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return out;
}

/**
 * A CTA fixed to the bottom of the page: `odp_cta` is the inline hero CTA; `sticky_odp_cta` the same
 * action in a bar on phones once the hero CTA has scrolled away; `sticky_payment_cta` a full-width bar
 * around the buy button; `sticky_payment_cta_v2` a compact bar with the price. Never on the
 * /categories listing.
 */
export function StickyCta({ type, children, anchorRef, priceText, label }: StickyCtaProps) {
  const partner = usePartner();
  const t = useT(offerDetailCatalogue);
  const { pathname } = useLocation();
  const outOfView = useOutOfView(type === 'sticky_odp_cta' ? anchorRef : undefined);
  if (type === 'odp_cta') return <div className={styles.type.odp_cta}>{children}</div>;
  if (isListingPage(pathname) || pathname.replace(/\/+$/, '') === partner.categoriesPath.replace(/\/+$/, '')) return null;
  if (type === 'sticky_odp_cta' && !outOfView) return null;
  return (
    <div className={styles.type[type]} role="region" aria-label={label ?? t('actions.label')}>
      {type === 'sticky_payment_cta_v2' && priceText ? <p className={styles.price}>{priceText}</p> : null}
      {type === 'sticky_payment_cta_v2' ? (
        <div>{children}</div>
      ) : (
        <div className={styles.grow}>
          <Stack space="none">{children}</Stack>
        </div>
      )}
    </div>
  );
}
