// Promo and gift codes: a table of codes with their rules and a Pause or Resume button each, filters
// by type and text, and the 'New code' form. After an action the focus moves to its announcement.
import { Button, ScrollTable } from '@rewards/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import { staffErrorMessage } from '../shell/staffErrors';
import { usePageTitle } from '../shell/usePageTitle';
import { useCodes, useSetCodePaused } from './api';
import { discountText, periodText, STATUS_LABELS, usageText } from './format';
import { NewCodeForm } from './NewCodeForm';
import * as styles from './codes.css';

export function PromoCodesPage() {
  usePageTitle('Promo and gift codes');
  const [type, setType] = useState<'' | 'PROMO' | 'GC'>('');
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const newButtonRef = useRef<HTMLButtonElement>(null);
  const typeId = useId();
  const queryId = useId();
  const codes = useCodes(type, query.trim());
  const pause = useSetCodePaused();

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const toggle = (code: string, paused: boolean) =>
    pause.mutate(
      { code, paused },
      {
        onSuccess: () => setNotice({ kind: 'status', text: paused ? `${code} is paused: members are told it is not a valid code.` : `${code} is live again.` }),
        onError: (error) => setNotice({ kind: 'alert', text: staffErrorMessage(error) }),
      },
    );

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Promo and gift codes</h1>
      {notice ? (
        <p ref={noticeRef} tabIndex={-1} role={notice.kind} className={notice.kind === 'alert' ? styles.alert : styles.status}>
          {notice.text}
        </p>
      ) : null}
      {creating ? (
        <NewCodeForm
          onCreated={(code) => {
            setCreating(false);
            setNotice({ kind: 'status', text: `${code} was created.` });
          }}
          onCancel={() => {
            setCreating(false);
            requestAnimationFrame(() => newButtonRef.current?.focus());
          }}
        />
      ) : (
        <div>
          <Button ref={newButtonRef} onClick={() => setCreating(true)}>
            New code
          </Button>
        </div>
      )}
      <div className={styles.filter}>
        <div>
          <label htmlFor={typeId}>Type</label>{' '}
          <select id={typeId} value={type} onChange={(event) => setType(event.target.value as typeof type)}>
            <option value="">Promo and gift codes</option>
            <option value="PROMO">Promo codes</option>
            <option value="GC">Gift codes</option>
          </select>
        </div>
        <div>
          <label htmlFor={queryId}>Find a code or name</label>{' '}
          <input id={queryId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
      </div>
      {codes.isPending ? (
        <p role="status">Loading codes…</p>
      ) : codes.isError ? (
        <p role="alert" className={styles.alert}>
          {staffErrorMessage(codes.error)}
        </p>
      ) : codes.data.codes.length === 0 ? (
        <p role="status">No codes match.</p>
      ) : (
        <>
          <ScrollTable caption={`Codes (${codes.data.codes.length} of ${codes.data.total})`} showCaption>
            <thead>
              <tr>
                {['Code', 'Name', 'Type', 'Discount', 'Dates', 'Uses', 'Who', 'Plan', 'Listed', 'Status', 'Action'].map((heading) => (
                  <th key={heading} scope="col" className={styles.nowrap}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {codes.data.codes.map((code) => (
                <tr key={code.code}>
                  <th scope="row" className={styles.nowrap}>
                    {code.code}
                  </th>
                  <td className={styles.cell}>{code.name}</td>
                  <td className={styles.nowrap}>{code.type === 'GC' ? 'Gift' : 'Promo'}</td>
                  <td className={styles.nowrap}>{discountText(code)}</td>
                  <td className={styles.cell}>{periodText(code.startsAt, code.endsAt)}</td>
                  <td className={styles.nowrap}>{usageText(code)}</td>
                  <td className={styles.nowrap}>{code.eligibility === 'NEVER_PAID' ? 'Never paid' : 'Anyone'}</td>
                  <td className={styles.nowrap}>{code.variantName ?? 'Any'}</td>
                  <td className={styles.nowrap}>{code.listed ? 'Yes' : 'No'}</td>
                  <td className={styles.nowrap}>
                    <span className={styles.badge}>{STATUS_LABELS[code.status]}</span>
                  </td>
                  <td className={styles.nowrap}>
                    <Button size="small" variant="secondary" busy={pause.isPending && pause.variables?.code === code.code} onClick={() => toggle(code.code, code.pausedAt === null)} aria-label={`${code.pausedAt === null ? 'Pause' : 'Resume'} ${code.code}`}>
                      {code.pausedAt === null ? 'Pause' : 'Resume'}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          {codes.data.total > codes.data.codes.length ? <p className={styles.muted}>Showing the first {codes.data.codes.length}; narrow the search to find others.</p> : null}
        </>
      )}
    </div>
  );
}
