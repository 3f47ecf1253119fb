import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { ALL_CATEGORY_ID, offerCardContent, splitExclusives, type Category, type Offer } from '@rewards/api-contract';
import { useSavingsWords } from '@rewards/offers/offerCard/useSavingsWords';
import { useSession } from '@rewards/auth';
import { Inline, OfferCard, PageMeta, Stack, visuallyHidden } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { catalogueRoots, usePartner } from '@rewards/partner';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, type LoaderFunction } from 'react-router-dom';
import { visaFlowCatalogue } from '../i18n/catalogue';
import { VISA_OFFER_CATEGORIES_PATH } from '../rules/texts';
import * as styles from './visaOfferCategories.css';

/** Offers shown per category here; 'See all' leads to the category's own page. */
export const OFFERS_PER_CATEGORY = 8;

/** Where a card-network member's offers and categories lead: the card variant of the catalogue. */
const CARD_ROOT = catalogueRoots.card;

/** Prefetches the category offers, so the page is rendered on the server with them. */
export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return async () => {
    await queryClient.ensureQueryData(queries.category.list({}));
    return null;
  };
}

/** The categories a card-network member browses: every real category with offers, exclusive events left out. */
export function cardCategories(categories: readonly Category[]): Category[] {
  return splitExclusives(categories).categories.filter((category) => category.id !== ALL_CATEGORY_ID && category.offers.length > 0);
}

/**
 * `/visa-offer/categories`: Benefits & Subscriptions for card-network (Visa) members, where the
 * activated popup's 'claim now' leads. Each category with its first offers as BIG cards (the card
 * variant's grid), leading into the card variant of the catalogue.
 */
export function Component() {
  const t = useT(visaFlowCatalogue);
  const partner = usePartner();
  const queries = useQueries();
  const { status } = useSession();
  const { data } = useSuspenseQuery(queries.category.list({}));
  const categories = cardCategories(data);
  const isLoggedIn = status === 'loggedIn';

  return (
    <div className={styles.page}>
      <Stack space="xlarge">
        <PageMeta
          title={t('categories.pageTitle', { brand: partner.brandName })}
          description={t('categories.intro', { brand: partner.brandName })}
          canonicalPath={VISA_OFFER_CATEGORIES_PATH}
        />
        <Stack as="header" space="standard">
          <h1 className={styles.h1}>{t('categories.title')}</h1>
          <p className={styles.intro}>{t('categories.intro', { brand: partner.brandName })}</p>
        </Stack>
        {categories.length === 0 ? <p className={styles.empty}>{t('categories.empty')}</p> : null}
        {categories.map((category) => (
          <CategorySection key={category.id} category={category} isLoggedIn={isLoggedIn} />
        ))}
      </Stack>
    </div>
  );
}

function CategorySection({ category, isLoggedIn }: { category: Category; isLoggedIn: boolean }) {
  const t = useT(visaFlowCatalogue);
  const headingId = `visa-category-${category.slug}`;
  return (
    <Stack as="section" space="standard" aria-labelledby={headingId}>
      <Inline space="standard" align="spaceBetween" alignY="baseline" wrap={false}>
        <h2 id={headingId} className={styles.h2}>
          {category.displayName}
        </h2>
        {category.offers.length > OFFERS_PER_CATEGORY ? (
          <Link to={`${CARD_ROOT}/${encodeURIComponent(category.slug)}`} className={styles.link}>
            {t('categories.seeAll')} <span className={visuallyHidden}>{t('categories.offers', { category: category.displayName })}</span>
          </Link>
        ) : null}
      </Inline>
      <Inline as="ul" space="standard" alignY="start" aria-label={t('categories.offers', { category: category.displayName })}>
        {category.offers.slice(0, OFFERS_PER_CATEGORY).map((offer) => (
          <li key={offer.id} className={styles.item}>
            <CardOfferTile offer={offer} isLoggedIn={isLoggedIn} />
          </li>
        ))}
      </Inline>
    </Stack>
  );
}

/** An offer as a BIG card leading to its page in the card variant of the catalogue. */
function CardOfferTile({ offer, isLoggedIn }: { offer: Offer; isLoggedIn: boolean }) {
  const navigate = useNavigate();
  const savings = useSavingsWords()(offer);
  return (
    <OfferCard
      size="BIG"
      href={`${CARD_ROOT}/${encodeURIComponent(offer.categorySlug)}/${encodeURIComponent(offer.name)}`}
      onNavigate={(href) => void navigate(href)}
      // A visitor on a locked offer sees its key points instead of a page they cannot open.
      action={offer.locked && !isLoggedIn ? 'toggle' : 'navigate'}
      viewer={isLoggedIn ? 'member' : 'visitor'}
      {...offerCardContent(offer)}
      savingsText={savings?.text}
      savingsNote={savings?.note}
    />
  );
}
