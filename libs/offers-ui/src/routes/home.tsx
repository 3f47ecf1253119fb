import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { usePartner } from '@rewards/partner';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, type LoaderFunction } from 'react-router-dom';
import { browsableCategories } from '../findCategory';
import { formatRupees } from '../formatRupees';
import { categoryHref } from '../offerHref';
import { OfferGrid } from '../OfferGrid/OfferGrid';
import * as page from './page.css';
import * as styles from './home.css';

/** Company offers a category shows on home: four plus the welcome offer. */
const HOME_CATEGORY_OFFERS = 5;

export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return async () => {
    await Promise.all([queryClient.ensureQueryData(queries.home.data()), queryClient.ensureQueryData(queries.category.list({}))]);
    return null;
  };
}

/** The logged-out home: headline, membership price and every category with its offers from the API. */
export function Component() {
  const partner = usePartner();
  const queries = useQueries();
  const { data: home } = useSuspenseQuery(queries.home.data());
  const { data: categories } = useSuspenseQuery(queries.category.list({}));
  const core = home.coreOfferSection;
  const shown = browsableCategories(categories);

  return (
    <div className={page.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          {home.title}
        </h1>
        <ul className={styles.words} aria-label="What you get">
          {home.headlineWords.map((word) => (
            <li key={word}>{word}</li>
          ))}
        </ul>
        <p className={styles.price}>
          <span>{core.title}</span>{' '}
          {core.strikeThrough != null && core.strikeThrough > core.joiningAmount && (
            <s aria-label={`was ${formatRupees(core.strikeThrough)}`}>{formatRupees(core.strikeThrough)}</s>
          )}{' '}
          <strong>{formatRupees(core.joiningAmount)}</strong>
        </p>
        <p className={styles.subTitle}>{core.subTitle}</p>
      </section>

      {shown.map((category) => (
        <section key={category.id} className={page.section} aria-labelledby={`category-${category.slug}`}>
          <div className={page.sectionHeader}>
            <h2 id={`category-${category.slug}`} className={page.h2}>
              {category.displayName}
            </h2>
            <Link to={categoryHref(partner.categoriesPath, category.slug)} className={page.link}>
              See all<span className={styles.visuallyHidden}> {category.displayName} offers</span>
            </Link>
          </div>
          <OfferGrid offers={category.companyOffers.slice(0, HOME_CATEGORY_OFFERS)} label={`${category.displayName} offers`} />
        </section>
      ))}
    </div>
  );
}
