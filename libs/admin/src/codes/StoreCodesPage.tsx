// Partners' store codes: a table with a Pause or Resume button each, and the 'New store code' form,
// whose refusals show under their fields.
import { Button, ScrollTable } from '@rewards/design-system';
import { useLocale, useT } from '@rewards/i18n';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useStaffErrorMessage } from '../shell/staffErrors';
import { usePageTitle } from '../shell/usePageTitle';
import { codesCatalogue } from './i18n/catalogue';
import { useCreateStoreCode, useSetStoreCodePaused, useStoreCodes } from './api';
import { FormField } from '../ui/FormField';
import { fieldErrors, periodText, toInstant, type PartnerChannel } from './format';
import { ColumnHeadings, FormActions, Notice, PartnerOptions, StatusAndPauseCells, useNotice, usePauseToggle } from './parts';
import * as styles from './codes.css';

function NewStoreCodeForm({ onCreated, onCancel }: { onCreated: (code: string) => void; onCancel: () => void }) {
  const t = useT(codesCatalogue);
  const staffErrorMessage = useStaffErrorMessage();
  const [draft, setDraft] = useState({ partner: 'MORE_REWARDS' as PartnerChannel, code: '', name: '', startsAt: '', endsAt: '' });
  const create = useCreateStoreCode();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = fieldErrors(create.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { partner: draft.partner, code: draft.code, name: draft.name, ...(draft.startsAt ? { startsAt: toInstant(draft.startsAt) } : {}), ...(draft.endsAt ? { endsAt: toInstant(draft.endsAt) } : {}) },
      {
        onSuccess: (code) => onCreated(code.code),
        onError: (error) => {
          const first = ['partner', 'code', 'name', 'startsAt', 'endsAt'].find((field) => field in fieldErrors(error));
          formRef.current?.querySelector<HTMLElement>(first ? `[name="${first}"]` : '[role="alert"]')?.focus();
        },
      },
    );
  };
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-labelledby="new-store-code-heading">
      <h2 id="new-store-code-heading" className={`${styles.subheading} ${styles.fullRow}`}>
        {t('codes.store.new')}
      </h2>
      {create.isError ? (
        <p role="alert" tabIndex={-1} className={`${styles.alert} ${styles.fullRow}`}>
          {Object.keys(errors).length > 0 ? t('codes.store.notCreated', { reason: staffErrorMessage(create.error) }) : staffErrorMessage(create.error)}
        </p>
      ) : null}
      <FormField label={t('codes.store.partner')} error={errors.partner}>
        {(control) => (
          <select {...control} name="partner" value={draft.partner} onChange={(event) => setDraft({ ...draft, partner: event.target.value as PartnerChannel })}>
            <PartnerOptions />
          </select>
        )}
      </FormField>
      <FormField label={t('codes.form.code')} error={errors.code} hint={t('codes.form.codeHint')}>
        {(control) => <input {...control} name="code" autoComplete="off" value={draft.code} onChange={(event) => setDraft({ ...draft, code: event.target.value })} />}
      </FormField>
      <FormField label={t('codes.form.name')} error={errors.name}>
        {(control) => <input {...control} name="name" value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />}
      </FormField>
      <FormField label={t('codes.form.starts')} error={errors.startsAt} hint={t('codes.form.optional')}>
        {(control) => <input {...control} type="datetime-local" name="startsAt" value={draft.startsAt} onChange={(event) => setDraft({ ...draft, startsAt: event.target.value })} />}
      </FormField>
      <FormField label={t('codes.form.ends')} error={errors.endsAt} hint={t('codes.form.optional')}>
        {(control) => <input {...control} type="datetime-local" name="endsAt" value={draft.endsAt} onChange={(event) => setDraft({ ...draft, endsAt: event.target.value })} />}
      </FormField>
      <FormActions submitLabel={t('codes.store.create')} busy={create.isPending} onCancel={onCancel} />
    </form>
  );
}

export function StoreCodesPage() {
  const t = useT(codesCatalogue);
  const staffErrorMessage = useStaffErrorMessage();
  const locale = useLocale();
  usePageTitle(t('codes.tabs.store'));
  const [partner, setPartner] = useState<'' | PartnerChannel>('');
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const { notice, setNotice, noticeRef } = useNotice();
  const partnerId = useId();
  const queryId = useId();
  const codes = useStoreCodes(partner, query.trim());
  const pause = useSetStoreCodePaused();
  const toggle = usePauseToggle(pause, setNotice, (code) => t('codes.store.paused', { code }));

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('codes.tabs.store')}</h1>
      <Notice notice={notice} noticeRef={noticeRef} />
      {creating ? (
        <NewStoreCodeForm
          onCreated={(code) => {
            setCreating(false);
            setNotice({ kind: 'status', text: t('codes.created', { code }) });
          }}
          onCancel={() => setCreating(false)}
        />
      ) : (
        <div>
          <Button onClick={() => setCreating(true)}>{t('codes.store.new')}</Button>
        </div>
      )}
      <div className={styles.filter}>
        <div>
          <label htmlFor={partnerId}>{t('codes.store.partner')}</label>{' '}
          <select id={partnerId} value={partner} onChange={(event) => setPartner(event.target.value as typeof partner)}>
            <option value="">{t('codes.store.everyPartner')}</option>
            <PartnerOptions />
          </select>
        </div>
        <div>
          <label htmlFor={queryId}>{t('codes.find')}</label>{' '}
          <input id={queryId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
      </div>
      {codes.isPending ? (
        <p role="status">{t('codes.store.loading')}</p>
      ) : codes.isError ? (
        <p role="alert" className={styles.alert}>
          {staffErrorMessage(codes.error)}
        </p>
      ) : codes.data.codes.length === 0 ? (
        <p role="status">{t('codes.store.noMatch')}</p>
      ) : (
        <ScrollTable caption={t('codes.store.caption', { shown: codes.data.codes.length, total: codes.data.total })} showCaption>
          <ColumnHeadings
            headings={[
              t('codes.column.code'),
              t('codes.column.partner'),
              t('codes.column.name'),
              t('codes.column.dates'),
              t('codes.column.claims'),
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
                <td className={styles.nowrap}>{code.partner}</td>
                <td className={styles.cell}>{code.name}</td>
                <td className={styles.cell}>{periodText(t, locale, code.startsAt, code.endsAt)}</td>
                <td className={styles.nowrap}>{code.claims}</td>
                <StatusAndPauseCells code={code} busy={pause.isPending && pause.variables?.code === code.code} onToggle={toggle} />
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </div>
  );
}
