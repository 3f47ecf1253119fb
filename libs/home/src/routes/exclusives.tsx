import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { Columns, PageMeta, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import { ExclusiveCard } from '@rewards/offers/exclusives';
import * as styles from '@rewards/offers/exclusives/Exclusives.css';
import { useExclusivesPath } from '@rewards/offers/exclusives/ExclusivesSection';
import { splitExclusives } from '@rewards/offers/exclusives/splitExclusives';
import { homeCatalogue } from '../i18n/catalogue';

export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return async () => {
    await queryClient.ensureQueryData(queries.category.list({}));
    return null;
  };
}

/** {catalogue root}/tpxclusives: every exclusive offer and event, missed ones grey and not clickable. */
export function Component() {
  const queries = useQueries();
  const t = useT(homeCatalogue);
  const canonical = useExclusivesPath();
  const { data: categories } = useSuspenseQuery(queries.category.list({}));
  const { exclusives } = useMemo(() => splitExclusives(categories), [categories]);

  return (
    <div className={styles.page}>
      <PageMeta title={t('exclusivesPage.title')} description={t('exclusivesPage.description')} canonicalPath={canonical} />
      <Stack space="large">
        <Stack as="header" space="xxsmall">
          <h1 className={styles.pageTitle}>{t('exclusivesPage.heading')}</h1>
          <p className={styles.subHeading}>{t('exclusivesPage.subHeading')}</p>
        </Stack>
        {exclusives.length === 0 ? (
          <p className={styles.subHeading}>{t('exclusivesPage.empty')}</p>
        ) : (
          <Columns as="ul" space="standard" minColumnWidth={260} aria-label={t('exclusivesPage.list')}>
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
