import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { useSession } from '@rewards/auth';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { CategorySections } from '../CategorySections';
import * as page from './page.css';
import * as styles from './home.css';

export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return async () => {
    await queryClient.ensureQueryData(queries.category.list({}));
    return null;
  };
}

/**
 * The member feed (`/userfeed`, `/home`): a greeting and every category with its offers. The
 * browsing issue adds trending privileges, tabs and exclusives; this is where a member lands.
 */
export function Component() {
  const { user } = useSession();
  const queries = useQueries();
  const { data: categories } = useSuspenseQuery(queries.category.list({}));
  const name = user?.firstName?.trim();

  return (
    <div className={page.page}>
      <section className={styles.hero} aria-labelledby="feed-title">
        <h1 id="feed-title" className={styles.title}>
          {name ? `Welcome back, ${name}` : 'Welcome back'}
        </h1>
        <p className={styles.subTitle}>Additional Benefits</p>
      </section>
      <CategorySections categories={categories} />
    </div>
  );
}
