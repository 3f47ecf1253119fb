// 'New code': a promo or gift code with its rules. The API holds it to the command line's rules and
// answers each broken one under its field; those show inline, and the first field in error takes focus.
import { useT } from '@rewards/i18n';
import { useRef, useState, type FormEvent } from 'react';
import { useStaffErrorMessage } from '../shell/staffErrors';
import { codesCatalogue } from './i18n/catalogue';
import { useCreateCode, type NewCode } from './api';
import { FormField } from '../ui/FormField';
import { fieldErrors, toInstant } from './format';
import { FormActions } from './parts';
import * as styles from './codes.css';

interface Draft {
  code: string;
  name: string;
  type: 'PROMO' | 'GC';
  kind: 'amount' | 'percent';
  discount: string;
  maxDiscount: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  eligibility: 'ANYONE' | 'NEVER_PAID';
  variantName: string;
  offerText: string;
  listed: boolean;
}

const EMPTY: Draft = { code: '', name: '', type: 'PROMO', kind: 'amount', discount: '', maxDiscount: '', startsAt: '', endsAt: '', usageLimit: '', eligibility: 'ANYONE', variantName: '', offerText: '', listed: false };

/** The form as the contract's body: numbers where typed, empty fields left out, dates as instants. */
export function newCodeBody(draft: Draft): NewCode {
  const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
  const body: NewCode = { code: draft.code, name: draft.name, type: draft.type, eligibility: draft.eligibility, listed: draft.listed };
  const amount = number(draft.discount);
  if (amount !== undefined) Object.assign(body, draft.kind === 'amount' ? { discount: amount } : { discountPercent: amount });
  const cap = number(draft.maxDiscount);
  if (cap !== undefined && draft.kind === 'percent') body.maxDiscount = cap;
  const limit = number(draft.usageLimit);
  if (limit !== undefined) body.usageLimit = limit;
  if (draft.startsAt) body.startsAt = toInstant(draft.startsAt);
  if (draft.endsAt) body.endsAt = toInstant(draft.endsAt);
  if (draft.variantName.trim()) body.variantName = draft.variantName.trim();
  if (draft.offerText.trim()) body.offerText = draft.offerText.trim();
  return body;
}

const FIELD_ORDER = ['code', 'name', 'type', 'discount', 'discountPercent', 'maxDiscount', 'startsAt', 'endsAt', 'usageLimit', 'eligibility', 'variantName', 'offerText', 'listed'];

export function NewCodeForm({ onCreated, onCancel }: { onCreated: (code: string) => void; onCancel: () => void }) {
  const t = useT(codesCatalogue);
  const staffErrorMessage = useStaffErrorMessage();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const create = useCreateCode();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = fieldErrors(create.error);
  const amountError = errors.discount ?? errors.discountPercent;
  const set = <K extends keyof Draft>(key: K) => (value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(newCodeBody(draft), {
      onSuccess: (code) => onCreated(code.code),
      onError: (error) => {
        const first = FIELD_ORDER.find((field) => field in fieldErrors(error));
        const target = first ? formRef.current?.querySelector<HTMLElement>(`[name="${first === 'discountPercent' ? 'discount' : first}"]`) : null;
        (target ?? formRef.current?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
      },
    });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-labelledby="new-code-heading">
      <h2 id="new-code-heading" className={`${styles.subheading} ${styles.fullRow}`}>
        {t('codes.promo.new')}
      </h2>
      {create.isError ? (
        <p role="alert" tabIndex={-1} className={`${styles.alert} ${styles.fullRow}`}>
          {Object.keys(errors).length > 0 ? t('codes.form.notCreated', { reason: staffErrorMessage(create.error) }) : staffErrorMessage(create.error)}
        </p>
      ) : null}
      <FormField label={t('codes.form.code')} error={errors.code} hint={t('codes.form.codeHint')}>
        {(control) => <input {...control} name="code" value={draft.code} onChange={(event) => set('code')(event.target.value)} autoComplete="off" />}
      </FormField>
      <FormField label={t('codes.form.name')} error={errors.name}>
        {(control) => <input {...control} name="name" value={draft.name} onChange={(event) => set('name')(event.target.value)} />}
      </FormField>
      <FormField label={t('codes.form.type')} error={errors.type}>
        {(control) => (
          <select {...control} name="type" value={draft.type} onChange={(event) => set('type')(event.target.value as Draft['type'])}>
            <option value="PROMO">{t('codes.form.promoCode')}</option>
            <option value="GC">{t('codes.form.giftCode')}</option>
          </select>
        )}
      </FormField>
      <FormField label={t('codes.form.kind')}>
        {(control) => (
          <select {...control} name="kind" value={draft.kind} onChange={(event) => set('kind')(event.target.value as Draft['kind'])}>
            <option value="amount">{t('codes.form.kindAmount')}</option>
            <option value="percent">{t('codes.form.kindPercent')}</option>
          </select>
        )}
      </FormField>
      <FormField label={draft.kind === 'amount' ? t('codes.form.discountAmount') : t('codes.form.discountPercent')} error={amountError} {...(draft.kind === 'percent' ? { hint: t('codes.form.percentHint') } : {})}>
        {(control) => <input {...control} name="discount" inputMode="decimal" value={draft.discount} onChange={(event) => set('discount')(event.target.value)} />}
      </FormField>
      {draft.kind === 'percent' ? (
        <FormField label={t('codes.form.maxDiscount')} error={errors.maxDiscount} hint={t('codes.form.optional')}>
          {(control) => <input {...control} name="maxDiscount" inputMode="decimal" value={draft.maxDiscount} onChange={(event) => set('maxDiscount')(event.target.value)} />}
        </FormField>
      ) : null}
      <FormField label={t('codes.form.starts')} error={errors.startsAt} hint={t('codes.form.startsHint')}>
        {(control) => <input {...control} type="datetime-local" name="startsAt" value={draft.startsAt} onChange={(event) => set('startsAt')(event.target.value)} />}
      </FormField>
      <FormField label={t('codes.form.ends')} error={errors.endsAt} hint={t('codes.form.endsHint')}>
        {(control) => <input {...control} type="datetime-local" name="endsAt" value={draft.endsAt} onChange={(event) => set('endsAt')(event.target.value)} />}
      </FormField>
      <FormField label={t('codes.form.usageLimit')} error={errors.usageLimit} hint={t('codes.form.usageLimitHint')}>
        {(control) => <input {...control} name="usageLimit" inputMode="numeric" value={draft.usageLimit} onChange={(event) => set('usageLimit')(event.target.value)} />}
      </FormField>
      <FormField label={t('codes.form.eligibility')} error={errors.eligibility}>
        {(control) => (
          <select {...control} name="eligibility" value={draft.eligibility} onChange={(event) => set('eligibility')(event.target.value as Draft['eligibility'])}>
            <option value="ANYONE">{t('codes.promo.anyone')}</option>
            <option value="NEVER_PAID">{t('codes.form.neverPaid')}</option>
          </select>
        )}
      </FormField>
      <FormField label={t('codes.form.plan')} error={errors.variantName} hint={t('codes.form.planHint')}>
        {(control) => <input {...control} name="variantName" value={draft.variantName} onChange={(event) => set('variantName')(event.target.value)} />}
      </FormField>
      <FormField label={t('codes.form.offerText')} error={errors.offerText} hint={t('codes.form.offerTextHint')}>
        {(control) => <input {...control} name="offerText" value={draft.offerText} onChange={(event) => set('offerText')(event.target.value)} />}
      </FormField>
      <div>
        <label>
          <input type="checkbox" name="listed" checked={draft.listed} onChange={(event) => set('listed')(event.target.checked)} /> {t('codes.form.listed')}
        </label>
      </div>
      <FormActions submitLabel={t('codes.form.create')} busy={create.isPending} onCancel={onCancel} />
    </form>
  );
}
