import { useQueries } from '@rewards/api-client';
import { Columns, PageMeta, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ExclusiveCard } from '@rewards/offers/exclusives';
import * as styles from '@rewards/offers/exclusives/Exclusives.css';
import { EXCLUSIVES_PATH } from '@rewards/offers/exclusives/ExclusivesSection';
import { orderEvents } from '@rewards/offers/exclusives/orderEvents';
import { splitExclusives } from '@rewards/offers/exclusives/splitExclusives';
import { useClock } from '@rewards/clock';
import { homeCatalogue } from '../i18n/catalogue';

// The same data as the exclusives list: every category, exclusives split out.
export { createLoader } from './exclusives';

/** /event-landing: the exclusive events, live and upcoming first. */
export function Component() {
  const queries = useQueries();
  const t = useT(homeCatalogue);
  const { data: categories } = useSuspenseQuery(queries.category.list({}));
  // Ordered once per visit; each card keeps its own state up to date as the clock runs.
  const clock = useClock();
  const [openedAt] = useState(() => clock.now());
  const events = useMemo(() => orderEvents(splitExclusives(categories).exclusives, openedAt), [categories, openedAt]);

  return (
    <div className={styles.page}>
      <PageMeta title={t('eventLanding.title')} description={t('eventLanding.description')} canonicalPath="/event-landing" />
      <Stack space="large">
        <Stack as="header" space="xxsmall">
          <h1 className={styles.pageTitle}>{t('eventLanding.heading')}</h1>
          <p className={styles.subHeading}>{t('eventLanding.subHeading')}</p>
        </Stack>
        {events.length === 0 ? (
          <p className={styles.subHeading}>
            {t('eventLanding.empty')} <Link to={EXCLUSIVES_PATH}>{t('eventLanding.seeExclusives')}</Link>
          </p>
        ) : (
          <Columns as="ul" space="standard" minColumnWidth={260} aria-label={t('eventLanding.list')}>
            {events.map((offer) => (
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
