import * as Tabs from '@radix-ui/react-tabs';
import type { Category } from '@rewards/api-contract';
import { Inline, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useBrowsingSlots } from '@rewards/platform';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { browsableCategories } from '@rewards/offers/findCategory';
import { categoryHref } from '@rewards/offers/offerHref';
import { OfferTile } from '@rewards/offers/OfferTile/OfferTile';
import * as grid from '@rewards/offers/OfferGrid/OfferGrid.css';
import { homeCatalogue } from '../i18n/catalogue';
import * as styles from './AdditionalBenefits.css';
import { categoryTabOffers } from './categoryTabOffers';

export interface AdditionalBenefitsProps {
  /** Categories with their offers (exclusive offers already split out); 'all' and empty ones are skipped. */
  categories: readonly Category[];
  isLoggedIn: boolean;
  /** The section's element id: the home header's 'Additional benefits' tab scrolls here. */
  id?: string;
  /**
   * The payment button shown beside the heading on desktop (spec: non-shopper pages). Defaults to the
   * shell's `benefitsBuy` slot (the membership buy button; empty on sites that do not take payments).
   */
  action?: ReactNode;
  /** Home cards split the savings line into its 5-character prefix and the amount. */
  onHomeCard?: boolean;
}

/**
 * The Additional Benefits section: 'Additional Benefits' on mobile or when logged in, 'Discover
 * Benefits' for visitors on desktop; a tab per category with its five company offers (four plus the
 * welcome offer) and an 'Explore more' card to that category's page.
 */
export function AdditionalBenefits({ categories, isLoggedIn, id = 'additional-benefits', action, onHomeCard = false }: AdditionalBenefitsProps) {
  const partner = usePartner();
  const { benefitsBuy } = useBrowsingSlots();
  const t = useT(homeCatalogue);
  const button = action ?? benefitsBuy;
  const shown = browsableCategories(categories);
  const [selected, setSelected] = useState(shown[0]?.slug ?? '');
  if (shown.length === 0) return null;
  const headingId = `${id}-title`;

  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <Stack space="standard">
        <Inline space="standard" align="spaceBetween" alignY="center">
          <h2 id={headingId} className={styles.heading}>
            {isLoggedIn ? (
              t('benefits.additional')
            ) : (
              <>
                <span className={styles.mobileOnly}>{t('benefits.additional')}</span>
                <span className={styles.desktopOnly}>{t('benefits.discover')}</span>
              </>
            )}
          </h2>
          {button ? <div className={styles.action}>{button}</div> : null}
        </Inline>
        <Tabs.Root value={selected} onValueChange={setSelected}>
          <Tabs.List className={styles.tabList} aria-label={t('benefits.tabs')}>
            {shown.map((category) => (
              <Tabs.Trigger key={category.id} value={category.slug} className={styles.tab}>
                {category.displayName}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {shown.map((category) => (
            <Tabs.Content key={category.id} value={category.slug} className={styles.panel}>
              <Inline as="ul" space="standard" alignY="start" aria-label={t('benefits.tabLabel', { category: category.displayName })}>
                {categoryTabOffers(category).map((offer) => (
                  <li key={offer.id} className={grid.item}>
                    <OfferTile offer={offer} isLoggedIn={isLoggedIn} size="SMALL" onHomeCard={onHomeCard} />
                  </li>
                ))}
                <li className={grid.item}>
                  <Link to={categoryHref(partner.categoriesPath, category.slug)} className={styles.explore}>
                    <span className={styles.exploreTitle}>{t('benefits.explore')}</span>{' '}
                    <span className={styles.exploreText}>{t('benefits.exploreText')}</span>
                  </Link>
                </li>
              </Inline>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </section>
  );
}
