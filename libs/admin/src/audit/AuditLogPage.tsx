// The audit log (admins): the filters, then the entries newest first, 50 at a time with 'Load more'.
// The filters live in the address (`/audit?staff=asha&from=2026-11-20`), so Back returns to them.
// Loading, empty and failed states are said in words; after 'Load more' the focus moves to the first
// entry it added.
import { Button } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSectionName } from '../sections';
import { useStaffErrorMessage } from '../shell/staffErrors';
import { usePageTitle } from '../shell/usePageTitle';
import { auditCatalogue } from './i18n/catalogue';
import { useAuditLog } from './api';
import { AuditFilterForm } from './AuditFilterForm';
import { AuditTable } from './AuditTable';
import { auditQuery, filtersFromParams, hasFilters, paramsFromFilters, type AuditFilters } from './format';
import * as styles from './audit.css';

export function AuditLogPage() {
  const t = useT(auditCatalogue);
  const sectionName = useSectionName('audit');
  const staffErrorMessage = useStaffErrorMessage();
  usePageTitle(sectionName);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const query = useMemo(() => auditQuery(filters), [filters]);
  const log = useAuditLog(query);
  const entries = useMemo(() => log.data?.pages.flatMap((page) => page.entries) ?? [], [log.data]);
  const filtered = hasFilters(filters);

  // 'Load more': remember where the new page starts, and focus its first entry once it is shown
  const [firstNewId, setFirstNewId] = useState<number>();
  const firstNew = useRef<HTMLTableCellElement>(null);
  const loadedBefore = useRef(0);
  useEffect(() => {
    if (loadedBefore.current > 0 && entries.length > loadedBefore.current) {
      setFirstNewId(entries[loadedBefore.current]?.id);
      loadedBefore.current = 0;
    }
  }, [entries]);
  useEffect(() => {
    if (firstNewId !== undefined) firstNew.current?.focus();
  }, [firstNewId]);
  const loadMore = () => {
    loadedBefore.current = entries.length;
    void log.fetchNextPage();
  };

  const apply = (next: AuditFilters) => {
    setFirstNewId(undefined);
    setParams(paramsFromFilters(next));
  };

  let outcome = '';
  if (log.isPending) outcome = t('audit.log.loading');
  else if (log.isSuccess && entries.length === 0) outcome = filtered ? t('audit.log.noMatch') : t('audit.log.empty');
  else if (log.isSuccess) outcome = log.hasNextPage ? t('audit.log.shownMore', { count: entries.length }) : t('audit.log.shown', { count: entries.length });

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{sectionName}</h1>
      <p className={styles.muted}>{t('audit.log.intro')}</p>
      <AuditFilterForm filters={filters} busy={log.isFetching && !log.isFetchingNextPage} onApply={apply} />
      <p role="status" className={styles.muted}>
        {outcome}
      </p>
      {log.isError && !log.isFetchNextPageError ? (
        <p role="alert" className={styles.alert}>
          {staffErrorMessage(log.error)}
        </p>
      ) : null}
      {entries.length > 0 ? <AuditTable entries={entries} caption={filtered ? t('audit.log.captionFiltered') : t('audit.log.caption')} firstNewId={firstNewId} firstNewRef={firstNew} /> : null}
      {log.isFetchNextPageError ? (
        <p role="alert" className={styles.alert}>
          {staffErrorMessage(log.error)}
        </p>
      ) : null}
      {log.hasNextPage ? (
        <div className={styles.more}>
          <Button variant="secondary" onClick={loadMore} busy={log.isFetchingNextPage}>
            {t('audit.log.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
