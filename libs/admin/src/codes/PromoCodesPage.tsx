// Promo and gift codes: a table of codes with their rules and a Pause or Resume button each, filters
// by type and text, and the 'New code' form. After an action the focus moves to its announcement.
import { Button, ScrollTable } from '@rewards/design-system';
import { useId, useRef, useState } from 'react';
import { staffErrorMessage } from '../shell/staffErrors';
import { usePageTitle } from '../shell/usePageTitle';
import { useCodes, useSetCodePaused } from './api';
import { discountText, periodText, usageText } from './format';
import { NewCodeForm } from './NewCodeForm';
import { ColumnHeadings, Notice, pauseToggle, StatusAndPauseCells, useNotice } from './parts';
import * as styles from './codes.css';

export function PromoCodesPage() {
  usePageTitle('Promo and gift codes');
  const [type, setType] = useState<'' | 'PROMO' | 'GC'>('');
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const { notice, setNotice, noticeRef } = useNotice();
  const newButtonRef = useRef<HTMLButtonElement>(null);
  const typeId = useId();
  const queryId = useId();
  const codes = useCodes(type, query.trim());
  const pause = useSetCodePaused();

  const toggle = pauseToggle(pause, setNotice, (code) => `${code} is paused: members are told it is not a valid code.`);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Promo and gift codes</h1>
      <Notice notice={notice} noticeRef={noticeRef} />
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
            <ColumnHeadings headings={['Code', 'Name', 'Type', 'Discount', 'Dates', 'Uses', 'Who', 'Plan', 'Listed', 'Status', 'Action']} />
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
                  <StatusAndPauseCells code={code} busy={pause.isPending && pause.variables?.code === code.code} onToggle={toggle} />
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
