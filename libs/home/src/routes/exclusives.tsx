import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { Columns, PageMeta, Stack } from '@rewards/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import { ExclusiveCard } from '@rewards/offers/exclusives';
import * as styles from '@rewards/offers/exclusives/Exclusives.css';
import { useExclusivesPath } from '@rewards/offers/exclusives/ExclusivesSection';
import { splitExclusives } from '@rewards/offers/exclusives/splitExclusives';

export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return async () => {
    await queryClient.ensureQueryData(queries.category.list({}));
    return null;
  };
}

/** {catalogue root}/tpxclusives: every exclusive offer and event, missed ones grey and not clickable. */
export function Component() {
  const queries = useQueries();
  const canonical = useExclusivesPath();
  const { data: categories } = useSuspenseQuery(queries.category.list({}));
  const { exclusives } = useMemo(() => splitExclusives(categories), [categories]);

  return (
    <div className={styles.page}>
      <PageMeta title="Exclusive offers: preferential pricing for members" description="Members-only events and exclusive offers at preferential prices." canonicalPath={canonical} />
      <Stack space="large">
        <Stack as="header" space="xxsmall">
          <h1 className={styles.pageTitle}>Curated experiences</h1>
          <p className={styles.subHeading}>Preferential pricing for members</p>
        </Stack>
        {exclusives.length === 0 ? (
          <p className={styles.subHeading}>No exclusive offers right now. New ones are added every week.</p>
        ) : (
          <Columns as="ul" space="standard" minColumnWidth={260} aria-label="Exclusive offers">
            {exclusives.map((offer) => (
              <li key={offer.id}>
                <ExclusiveCard offer={offer} headingLevel="h2" />
              </li>
            ))}
          </Columns>
        )}
      </Stack>
    </div>
  );
}
