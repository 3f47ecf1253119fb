import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { formatRupees } from '../formatRupees';
import { CategorySections } from '../CategorySections';
import * as page from './page.css';
import * as styles from './home.css';

export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return async () => {
    await Promise.all([queryClient.ensureQueryData(queries.home.data()), queryClient.ensureQueryData(queries.category.list({}))]);
    return null;
  };
}

/** The logged-out home: headline, membership price and every category with its offers from the API. */
export function Component() {
  const queries = useQueries();
  const { data: home } = useSuspenseQuery(queries.home.data());
  const { data: categories } = useSuspenseQuery(queries.category.list({}));
  const core = home.coreOfferSection;

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

      <CategorySections categories={categories} />
    </div>
  );
}
