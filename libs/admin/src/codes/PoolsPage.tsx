// Coupon pools: stock per offer (free, handed out, this week's pace) with a 'Low stock' badge in
// words, and an upload form per offer. A refused file lists every bad line under its form
// (role=alert); a stocked one says how many codes were added and the new stock.
import { Button, ScrollTable } from '@rewards/design-system';
import { useId } from 'react';
import { staffErrorMessage } from '../shell/staffErrors';
import { usePageTitle } from '../shell/usePageTitle';
import { usePools, useUploadPool } from './api';
import { type AdminPool } from './format';
import { ColumnHeadings, UploadResult, useCsvUpload } from './parts';
import * as styles from './codes.css';

export function PoolUploadForm({ pool }: { pool: AdminPool }) {
  const inputId = useId();
  const upload = useUploadPool(pool.offeringId);
  const { resultRef, setFile, problem, submit } = useCsvUpload(upload, (file, onSettled) => upload.mutate(file, { onSettled }));

  return (
    <form className={styles.uploadForm} onSubmit={submit} aria-label={`Upload codes for ${pool.offering}`}>
      <div>
        <label htmlFor={inputId}>CSV file for {pool.offering}</label>{' '}
        <input id={inputId} type="file" accept=".csv,text/csv" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      </div>
      <Button type="submit" size="small" busy={upload.isPending}>
        Upload
      </Button>
      <UploadResult
        resultRef={resultRef}
        className={styles.fullRow}
        problem={problem}
        error={upload.isError ? upload.error : null}
        success={
          upload.isSuccess ? (
            <>
              Added {upload.data.added} codes. {upload.data.pool.free} are now free to hand out.
            </>
          ) : null
        }
      />
    </form>
  );
}

export function PoolsPage() {
  usePageTitle('Coupon pools');
  const pools = usePools();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Coupon pools</h1>
      <p className={styles.muted}>
        A pool is low when fewer codes are free than 50, or than two weeks of hand-outs at the last 7 days’ pace. Upload a CSV with a <code>code</code> column (and <code>pin</code>, <code>expiresAt</code> where they apply), as the command line loads it; one bad line refuses the whole file.
      </p>
      {pools.isPending ? (
        <p role="status">Loading pools…</p>
      ) : pools.isError ? (
        <p role="alert" className={styles.alert}>
          {staffErrorMessage(pools.error)}
        </p>
      ) : pools.data.length === 0 ? (
        <p role="status">No offer hands out pooled codes.</p>
      ) : (
        <>
          <ScrollTable caption="Stock per offer" showCaption>
            <ColumnHeadings headings={['Offer', 'Brand', 'Free', 'Handed out', 'Last 7 days', 'Stock']} />
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
                  <td className={styles.nowrap}>{pool.lowStock ? <span className={styles.lowBadge}>Low stock (under {pool.lowStockBelow})</span> : <span className={styles.badge}>Enough</span>}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <h2 className={styles.subheading}>Upload codes</h2>
          {pools.data.map((pool) => (
            <section key={pool.offeringId} aria-label={`${pool.offerTitle} (${pool.offering})`}>
              <h3>
                {pool.offerTitle} <span className={styles.muted}>({pool.brand}{pool.cardType ? ', card numbers with a PIN' : ''})</span>
              </h3>
              <PoolUploadForm pool={pool} />
            </section>
          ))}
        </>
      )}
    </div>
  );
}
