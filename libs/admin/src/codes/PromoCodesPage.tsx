// Promo and gift codes: a table of codes with their rules and a Pause or Resume button each, filters
// by type and text, and the 'New code' form. After an action the focus moves to its announcement.
import { Button, ScrollTable } from '@rewards/design-system';
import { useLocale, useT } from '@rewards/i18n';
import { useId, useRef, useState } from 'react';
import { useStaffErrorMessage } from '../shell/staffErrors';
import { usePageTitle } from '../shell/usePageTitle';
import { codesCatalogue } from './i18n/catalogue';
import { useCodes, useSetCodePaused } from './api';
import { discountText, periodText, usageText } from './format';
import { NewCodeForm } from './NewCodeForm';
import { ColumnHeadings, Notice, StatusAndPauseCells, useNotice, usePauseToggle } from './parts';
import * as styles from './codes.css';

export function PromoCodesPage() {
  const t = useT(codesCatalogue);
  const staffErrorMessage = useStaffErrorMessage();
  const locale = useLocale();
  usePageTitle(t('codes.tabs.promo'));
  const [type, setType] = useState<'' | 'PROMO' | 'GC'>('');
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const { notice, setNotice, noticeRef } = useNotice();
  const newButtonRef = useRef<HTMLButtonElement>(null);
  const typeId = useId();
  const queryId = useId();
  const codes = useCodes(type, query.trim());
  const pause = useSetCodePaused();

  const toggle = usePauseToggle(pause, setNotice, (code) => t('codes.promo.paused', { code }));

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('codes.tabs.promo')}</h1>
      <Notice notice={notice} noticeRef={noticeRef} />
      {creating ? (
        <NewCodeForm
          onCreated={(code) => {
            setCreating(false);
            setNotice({ kind: 'status', text: t('codes.created', { code }) });
          }}
          onCancel={() => {
            setCreating(false);
            requestAnimationFrame(() => newButtonRef.current?.focus());
          }}
        />
      ) : (
        <div>
          <Button ref={newButtonRef} onClick={() => setCreating(true)}>
            {t('codes.promo.new')}
          </Button>
        </div>
      )}
      <div className={styles.filter}>
        <div>
          <label htmlFor={typeId}>{t('codes.promo.type')}</label>{' '}
          <select id={typeId} value={type} onChange={(event) => setType(event.target.value as typeof type)}>
            <option value="">{t('codes.tabs.promo')}</option>
            <option value="PROMO">{t('codes.promo.promoCodes')}</option>
            <option value="GC">{t('codes.promo.giftCodes')}</option>
          </select>
        </div>
        <div>
          <label htmlFor={queryId}>{t('codes.find')}</label>{' '}
          <input id={queryId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
      </div>
      {codes.isPending ? (
        <p role="status">{t('codes.promo.loading')}</p>
      ) : codes.isError ? (
        <p role="alert" className={styles.alert}>
          {staffErrorMessage(codes.error)}
        </p>
      ) : codes.data.codes.length === 0 ? (
        <p role="status">{t('codes.promo.noMatch')}</p>
      ) : (
        <>
          <ScrollTable caption={t('codes.promo.caption', { shown: codes.data.codes.length, total: codes.data.total })} showCaption>
            <ColumnHeadings
              headings={[
                t('codes.column.code'),
                t('codes.column.name'),
                t('codes.column.type'),
                t('codes.column.discount'),
                t('codes.column.dates'),
                t('codes.column.uses'),
                t('codes.column.who'),
                t('codes.column.plan'),
                t('codes.column.listed'),
                t('codes.column.status'),
                t('codes.column.action'),
              ]}
            />
            <tbody>
              {codes.data.codes.map((code) => (
                <tr key={code.code}>
                  <th scope="row" className={styles.nowrap}>
                    {code.code}
                  </th>
                  <td className={styles.cell}>{code.name}</td>
                  <td className={styles.nowrap}>{code.type === 'GC' ? t('codes.promo.gift') : t('codes.promo.promo')}</td>
                  <td className={styles.nowrap}>{discountText(t, locale, code)}</td>
                  <td className={styles.cell}>{periodText(t, locale, code.startsAt, code.endsAt)}</td>
                  <td className={styles.nowrap}>{usageText(t, code)}</td>
                  <td className={styles.nowrap}>{code.eligibility === 'NEVER_PAID' ? t('codes.promo.neverPaid') : t('codes.promo.anyone')}</td>
                  <td className={styles.nowrap}>{code.variantName ?? t('codes.promo.anyPlan')}</td>
                  <td className={styles.nowrap}>{code.listed ? t('codes.promo.yes') : t('codes.promo.no')}</td>
                  <StatusAndPauseCells code={code} busy={pause.isPending && pause.variables?.code === code.code} onToggle={toggle} />
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          {codes.data.total > codes.data.codes.length ? <p className={styles.muted}>{t('codes.promo.more', { shown: codes.data.codes.length })}</p> : null}
        </>
      )}
    </div>
  );
}
