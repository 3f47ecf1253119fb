// A campaign's editor (`/campaigns/new`, `/campaigns/{name}`): a labelled form of the page's fields,
// Save draft, Publish and Unpublish, the API's refusals next to their fields and summarised in an
// alert, and the preview beside the form (under it on a phone).
import { ApiError } from '@rewards/api-client';
import { Button } from '@rewards/design-system';
import { fillSlot, SLOT, type Translate, useT } from '@rewards/i18n';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useStaffErrorMessage } from '../shell/staffErrors';
import { usePageTitle } from '../shell/usePageTitle';
import { BackLink } from '../ui/BackLink';
import { campaignsCatalogue } from './i18n/catalogue';
import { useCampaign, useCreateCampaign, usePublishCampaign, useSaveCampaign, useUnpublishCampaign } from './api';
import { FieldError, FormField as LabelledField } from '../ui/FormField';
import { CampaignPreview } from './CampaignPreview';
import { EMPTY_FORM, contentOf, formOf, isHexColour, refusalOf, statusLabel, type AdminCampaign, type CampaignForm, type FormField, type Refusal } from './form';
import * as styles from './campaigns.css';

export function CampaignEditorPage() {
  const { name } = useParams();
  if (!name) return <Editor campaign={null} />;
  return <ExistingCampaign name={name} />;
}

function ExistingCampaign({ name }: { name: string }) {
  const t = useT(campaignsCatalogue);
  const staffErrorMessage = useStaffErrorMessage();
  const campaign = useCampaign(name);
  usePageTitle(t('campaigns.editor.title', { name }));
  if (campaign.isPending) return <p role="status">{t('campaigns.editor.loading')}</p>;
  if (campaign.isError) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('campaigns.editor.title', { name })}</h1>
        <p role="alert" className={styles.alert}>
          {campaign.error instanceof ApiError && campaign.error.status === 404 ? t('campaigns.editor.notFound', { name }) : staffErrorMessage(campaign.error)}
        </p>
        <BackToList />
      </div>
    );
  }
  return <Editor key={name} campaign={campaign.data} />;
}

function BackToList() {
  const t = useT(campaignsCatalogue);
  return <BackLink to="/campaigns">{t('campaigns.editor.back')}</BackLink>;
}

/** A field's label, in the page's language. */
// i18n-keys: campaigns.field.name campaigns.field.title campaigns.field.subTitle campaigns.field.business campaigns.field.variantName campaigns.field.code
// i18n-keys: campaigns.field.ctaText campaigns.field.bgColor campaigns.field.textColor campaigns.field.widgetHeader campaigns.field.bannerText
// i18n-keys: campaigns.field.showFreeTrial campaigns.field.footerHeading campaigns.field.footerLines campaigns.field.startsAt campaigns.field.endsAt
const fieldLabel = (t: Translate, field: FormField) => t(`campaigns.field.${field}`);

type Problem = { refusal: Refusal } | { message: string };

function Editor({ campaign }: { campaign: AdminCampaign | null }) {
  const t = useT(campaignsCatalogue);
  const staffErrorMessage = useStaffErrorMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const isNew = campaign === null;
  const title = isNew ? t('campaigns.new') : t('campaigns.editor.title', { name: campaign.name });
  usePageTitle(title);
  const [form, setForm] = useState<CampaignForm>(() => (campaign ? formOf(campaign.name, campaign.draft) : EMPTY_FORM));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState<string | null>(() => ((location.state as { saved?: boolean } | null)?.saved ? t('campaigns.editor.saved') : null));
  const alertRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const name = campaign?.name ?? form.name.trim();

  const create = useCreateCampaign();
  const save = useSaveCampaign(name);
  const publish = usePublishCampaign(name);
  const unpublish = useUnpublishCampaign(name);
  const busy = create.isPending || save.isPending || publish.isPending || unpublish.isPending;

  const set = <K extends FormField>(field: K, value: CampaignForm[K]) => setForm((current) => ({ ...current, [field]: value }));
  const fieldErrors = problem && 'refusal' in problem ? problem.refusal.fields : {};

  const failed = (error: unknown) => {
    setDone(null);
    setProblem(error instanceof ApiError && error.status === 400 ? { refusal: refusalOf(error) } : { message: staffErrorMessage(error) });
    requestAnimationFrame(() => alertRef.current?.focus());
  };
  const succeeded = (message: string) => {
    setProblem(null);
    setDone(message);
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const unsaved = campaign !== null && JSON.stringify(contentOf(form)) !== JSON.stringify(contentOf(formOf(campaign.name, campaign.draft)));

  const saveDraft = async (): Promise<boolean> => {
    try {
      if (isNew) {
        await create.mutateAsync({ name, content: contentOf(form) });
        navigate(`/campaigns/${name}`, { replace: true, state: { saved: true } });
        return true;
      }
      const saved = await save.mutateAsync(contentOf(form));
      setForm(formOf(saved.name, saved.draft));
      succeeded(t('campaigns.editor.saved'));
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void saveDraft();
  };

  const onPublish = async () => {
    // Publish what is on screen: unsaved edits are saved first.
    if (unsaved && !(await saveDraft())) return;
    try {
      await publish.mutateAsync();
      succeeded(t('campaigns.editor.published', { name }));
    } catch (error) {
      failed(error);
    }
  };

  const onUnpublish = async () => {
    try {
      await unpublish.mutateAsync();
      succeeded(t('campaigns.editor.unpublished', { name }));
    } catch (error) {
      failed(error);
    }
  };

  const status = campaign ? statusLabel(t, campaign.status) : t('campaigns.editor.notSaved');
  const isPublic = campaign?.status === 'published' || campaign?.status === 'publishedWithChanges';

  return (
    <div className={styles.page}>
      <BackToList />
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.muted}>{unsaved ? t('campaigns.editor.statusUnsaved', { status }) : t('campaigns.editor.status', { status })}</p>
      {problem ? (
        <div ref={alertRef} tabIndex={-1} role="alert" className={styles.alert}>
          {'refusal' in problem ? (
            <>
              <p>{problem.refusal.message}</p>
              <ul>
                {Object.entries(problem.refusal.fields).map(([field, message]) => (
                  <li key={field}>
                    {fillSlot(
                      t('campaigns.editor.fieldProblem', { field: SLOT, message }),
                      <a href={`#campaign-${field}`} className={styles.link}>
                        {fieldLabel(t, field as FormField)}
                      </a>,
                    )}
                  </li>
                ))}
                {problem.refusal.other.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>{problem.message}</p>
          )}
        </div>
      ) : null}
      {done ? (
        <p ref={statusRef} tabIndex={-1} role="status" className={styles.status}>
          {done}
        </p>
      ) : null}
      <div className={styles.columns}>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={title}>
          {isNew ? <TextField field="name" value={form.name} onChange={(value) => set('name', value)} error={fieldErrors.name} hint={t('campaigns.hint.name')} /> : null}
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('campaigns.legend.page')}</legend>
            <TextField field="title" value={form.title} onChange={(value) => set('title', value)} error={fieldErrors.title} />
            <TextField field="subTitle" value={form.subTitle} onChange={(value) => set('subTitle', value)} error={fieldErrors.subTitle} />
            <TextField field="bannerText" value={form.bannerText} onChange={(value) => set('bannerText', value)} error={fieldErrors.bannerText} hint={t('campaigns.hint.bannerText')} />
            <TextField field="widgetHeader" value={form.widgetHeader} onChange={(value) => set('widgetHeader', value)} error={fieldErrors.widgetHeader} />
            <CheckField field="showFreeTrial" checked={form.showFreeTrial} onChange={(value) => set('showFreeTrial', value)} />
            <CheckField field="business" checked={form.business} onChange={(value) => set('business', value)} hint={t('campaigns.hint.business')} />
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('campaigns.legend.plan')}</legend>
            <TextField field="variantName" value={form.variantName} onChange={(value) => set('variantName', value)} error={fieldErrors.variantName} hint={t('campaigns.hint.variantName')} />
            <TextField field="code" value={form.code} onChange={(value) => set('code', value)} error={fieldErrors.code} hint={t('campaigns.hint.code')} />
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('campaigns.legend.button')}</legend>
            <TextField field="ctaText" value={form.ctaText} onChange={(value) => set('ctaText', value)} error={fieldErrors.ctaText} hint={t('campaigns.hint.ctaText')} />
            <ColourField field="bgColor" value={form.bgColor} onChange={(value) => set('bgColor', value)} error={fieldErrors.bgColor} />
            <ColourField field="textColor" value={form.textColor} onChange={(value) => set('textColor', value)} error={fieldErrors.textColor} />
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('campaigns.legend.dates')}</legend>
            <TextField field="startsAt" type="datetime-local" value={form.startsAt} onChange={(value) => set('startsAt', value)} error={fieldErrors.startsAt} />
            <TextField field="endsAt" type="datetime-local" value={form.endsAt} onChange={(value) => set('endsAt', value)} error={fieldErrors.endsAt} />
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('campaigns.legend.footer')}</legend>
            <TextField field="footerHeading" value={form.footerHeading} onChange={(value) => set('footerHeading', value)} error={fieldErrors.footerHeading} />
            <FooterLines lines={form.footerLines} onChange={(lines) => set('footerLines', lines)} error={fieldErrors.footerLines} />
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit" disabled={busy}>
              {save.isPending || create.isPending ? t('campaigns.editor.saving') : t('campaigns.editor.save')}
            </Button>
            {!isNew ? (
              <Button variant="secondary" onClick={() => void onPublish()} disabled={busy}>
                {publish.isPending ? t('campaigns.editor.publishing') : t('campaigns.editor.publish')}
              </Button>
            ) : null}
            {isPublic ? (
              <Button variant="secondary" onClick={() => void onUnpublish()} disabled={busy}>
                {unpublish.isPending ? t('campaigns.editor.unpublishing') : t('campaigns.editor.unpublish')}
              </Button>
            ) : null}
          </div>
        </form>
        <CampaignPreview priced={campaign?.preview ?? null} saved={campaign?.draft ?? null} form={form} />
      </div>
    </div>
  );
}

const FIELD_CLASSES = { field: styles.field, label: styles.label, hint: styles.hint };

function Field({ field, error, hint, children }: { field: FormField; error: string | undefined; hint?: string; children: (describedBy: string | undefined) => ReactNode }) {
  const t = useT(campaignsCatalogue);
  return (
    <LabelledField id={`campaign-${field}`} label={fieldLabel(t, field)} error={error} hint={hint} classNames={FIELD_CLASSES}>
      {(control) => children(control['aria-describedby'])}
    </LabelledField>
  );
}

interface TextFieldProps {
  field: FormField;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint?: string;
  type?: 'text' | 'datetime-local';
}

function TextField({ field, value, onChange, error, hint, type = 'text' }: TextFieldProps) {
  return (
    <Field field={field} error={error} {...(hint ? { hint } : {})}>
      {(describedBy) => (
        <input
          id={`campaign-${field}`}
          type={type}
          className={styles.control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
}

function ColourField({ field, value, onChange, error }: Omit<TextFieldProps, 'type' | 'hint'>) {
  const t = useT(campaignsCatalogue);
  return (
    <Field field={field} error={error} hint={t('campaigns.hint.colour')}>
      {(describedBy) => (
        <div className={styles.colourRow}>
          <input
            type="color"
            className={styles.colourPicker}
            aria-label={t('campaigns.colour.choose', { field: fieldLabel(t, field) })}
            value={isHexColour(value) ? value.trim().toLowerCase() : '#000000'}
            onChange={(event) => onChange(event.target.value.toUpperCase())}
          />
          <input
            id={`campaign-${field}`}
            type="text"
            className={styles.control}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        </div>
      )}
    </Field>
  );
}

function CheckField({ field, checked, onChange, hint }: { field: FormField; checked: boolean; onChange: (checked: boolean) => void; hint?: string }) {
  const t = useT(campaignsCatalogue);
  const hintId = useId();
  return (
    <div className={styles.field}>
      <label className={styles.check}>
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={hint ? hintId : undefined} />
        {fieldLabel(t, field)}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The footer's lines as a list: each editable and removable, a line added at the end (focus moves to it). */
function FooterLines({ lines, onChange, error }: { lines: string[]; onChange: (lines: string[]) => void; error: string | undefined }) {
  const t = useT(campaignsCatalogue);
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const errorId = useId();
  const focusLine = (index: number) => requestAnimationFrame(() => listRef.current?.querySelectorAll('input')[index]?.focus());
  return (
    <div className={styles.field} id="campaign-footerLines" tabIndex={-1}>
      <span className={styles.label}>{fieldLabel(t, 'footerLines')}</span>
      {lines.length === 0 ? <p className={styles.hint}>{t('campaigns.footer.noLines')}</p> : null}
      <ul ref={listRef} className={styles.lines}>
        {lines.map((line, index) => (
          // The lines have no identity beyond their place; the index is their key.
          <li key={index} className={styles.lineRow}>
            <input
              aria-label={t('campaigns.footer.line', { number: index + 1 })}
              className={styles.control}
              value={line}
              onChange={(event) => onChange(lines.map((current, at) => (at === index ? event.target.value : current)))}
              aria-describedby={error ? errorId : undefined}
            />
            <Button
              variant="secondary"
              onClick={() => {
                onChange(lines.filter((_line, at) => at !== index));
                if (lines.length > 1) focusLine(Math.min(index, lines.length - 2));
                else requestAnimationFrame(() => addRef.current?.focus());
              }}
              aria-label={t('campaigns.footer.removeLabel', { number: index + 1 })}
            >
              {t('campaigns.footer.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <Button
          ref={addRef}
          variant="secondary"
          onClick={() => {
            onChange([...lines, '']);
            focusLine(lines.length);
          }}
        >
          {t('campaigns.footer.add')}
        </Button>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
