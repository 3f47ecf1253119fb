// Coupon pools: stock per offer (free, handed out, this week's pace) with a 'Low stock' badge in
// words, and an upload form per offer. A refused file lists every bad line under its form
// (role=alert); a stocked one says how many codes were added and the new stock.
import { Button, ScrollTable } from '@rewards/design-system';
import { fillSlots, SLOTS, useT } from '@rewards/i18n';
import { useId } from 'react';
import { useStaffErrorMessage } from '../shell/staffErrors';
import { usePageTitle } from '../shell/usePageTitle';
import { codesCatalogue } from './i18n/catalogue';
import { usePools, useUploadPool } from './api';
import { type AdminPool } from './format';
import { ColumnHeadings, UploadResult, useCsvUpload } from './parts';
import * as styles from './codes.css';

/** The pool file's columns, named as code in the page's words about them. */
const CSV_COLUMNS = ['code', 'pin', 'expiresAt'] as const;
const COLUMN_SLOTS = SLOTS;

export function PoolUploadForm({ pool }: { pool: AdminPool }) {
  const t = useT(codesCatalogue);
  const inputId = useId();
  const upload = useUploadPool(pool.offeringId);
  const { resultRef, setFile, problem, submit } = useCsvUpload(upload, (file, onSettled) => upload.mutate(file, { onSettled }));

  return (
    <form className={styles.uploadForm} onSubmit={submit} aria-label={t('codes.pools.uploadLabel', { offering: pool.offering })}>
      <div>
        <label htmlFor={inputId}>{t('codes.pools.fileLabel', { offering: pool.offering })}</label>{' '}
        <input id={inputId} type="file" accept=".csv,text/csv" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      </div>
      <Button type="submit" size="small" busy={upload.isPending}>
        {t('codes.pools.upload')}
      </Button>
      <UploadResult
        resultRef={resultRef}
        className={styles.fullRow}
        problem={problem}
        error={upload.isError ? upload.error : null}
        success={
          upload.isSuccess ? t('codes.pools.added', { added: upload.data.added, free: upload.data.pool.free }) : null
        }
      />
    </form>
  );
}

export function PoolsPage() {
  const t = useT(codesCatalogue);
  const staffErrorMessage = useStaffErrorMessage();
  usePageTitle(t('codes.tabs.pools'));
  const pools = usePools();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('codes.tabs.pools')}</h1>
      <p className={styles.muted}>
        {t('codes.pools.lowRule')}{' '}
        {fillSlots(t('codes.pools.csvRule', { code: COLUMN_SLOTS[0], pin: COLUMN_SLOTS[1], expiresAt: COLUMN_SLOTS[2] }), ...CSV_COLUMNS.map((column) => <code key={column}>{column}</code>))}
      </p>
      {pools.isPending ? (
        <p role="status">{t('codes.pools.loading')}</p>
      ) : pools.isError ? (
        <p role="alert" className={styles.alert}>
          {staffErrorMessage(pools.error)}
        </p>
      ) : pools.data.length === 0 ? (
        <p role="status">{t('codes.pools.none')}</p>
      ) : (
        <>
          <ScrollTable caption={t('codes.pools.caption')} showCaption>
            <ColumnHeadings
              headings={[t('codes.column.offer'), t('codes.column.brand'), t('codes.column.free'), t('codes.column.handedOut'), t('codes.column.last7Days'), t('codes.column.stock')]}
            />
            <tbody>
              {pools.data.map((pool) => (
                <tr key={pool.offeringId}>
                  <th scope="row" className={styles.cell}>
                    {pool.offerTitle}
                    <br />
                    <span className={styles.muted}>{pool.offering}</span>
                  </th>
                  <td className={styles.cell}>{pool.brand}</td>
                  <td className={styles.nowrap}>{pool.free}</td>
                  <td className={styles.nowrap}>{pool.handedOut}</td>
                  <td className={styles.nowrap}>{pool.handedOutLast7Days}</td>
                  <td className={styles.nowrap}>{pool.lowStock ? <span className={styles.lowBadge}>{t('codes.pools.low', { below: pool.lowStockBelow })}</span> : <span className={styles.badge}>{t('codes.pools.enough')}</span>}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <h2 className={styles.subheading}>{t('codes.pools.uploadHeading')}</h2>
          {pools.data.map((pool) => (
            <section key={pool.offeringId} aria-label={`${pool.offerTitle} (${pool.offering})`}>
              <h3>
                {pool.offerTitle} <span className={styles.muted}>{pool.cardType ? t('codes.pools.brandWithPin', { brand: pool.brand }) : t('codes.pools.brand', { brand: pool.brand })}</span>
              </h3>
              <PoolUploadForm pool={pool} />
            </section>
          ))}
        </>
      )}
    </div>
  );
}
