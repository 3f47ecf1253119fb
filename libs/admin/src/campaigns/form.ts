// The campaign editor's rules: the form's values from a draft and back, the API's field-level
// refusals matched to the form's fields, the status as words, and the preview (the draft priced by
// the API, with what is being typed laid over it, so the preview follows every keystroke).
import type { ApiError } from '@rewards/api-client';
import type { components } from '@rewards/api-contract';
import type { Translate } from '@rewards/i18n';

export type CampaignContent = components['schemas']['AdminCampaignContent'];
export type CampaignStatus = components['schemas']['AdminCampaignStatus'];
export type AdminCampaign = components['schemas']['AdminCampaign'];
export type CampaignSummary = components['schemas']['AdminCampaignSummary'];
export type PublicCampaign = components['schemas']['Campaign'];

/** A campaign's status in words, in the page's language (`t`, the campaigns section's catalogue). */
// i18n-keys: campaigns.status.draft campaigns.status.published campaigns.status.publishedWithChanges campaigns.status.unpublished
export const statusLabel = (t: Translate, status: CampaignStatus) => t(`campaigns.status.${status}`);

/** The form's values: text as typed, dates as `datetime-local` values (the staff member's own time). */
export interface CampaignForm {
  name: string;
  title: string;
  subTitle: string;
  business: boolean;
  variantName: string;
  code: string;
  ctaText: string;
  bgColor: string;
  textColor: string;
  widgetHeader: string;
  bannerText: string;
  showFreeTrial: boolean;
  footerHeading: string;
  footerLines: string[];
  startsAt: string;
  endsAt: string;
}

export type FormField = keyof CampaignForm;

/**
 * A new campaign's content starts with the member site's usual button text and payment offers heading:
 * content members read (in the campaign's own words), not the console's, so it is not translated.
 */
export const EMPTY_FORM: CampaignForm = {
  name: '',
  title: '',
  subTitle: '',
  business: false,
  variantName: '',
  code: '',
  ctaText: 'Join now at #totalAmount',
  bgColor: '',
  textColor: '',
  widgetHeader: 'Pay less with these offers',
  bannerText: '',
  showFreeTrial: false,
  footerHeading: '',
  footerLines: [],
  startsAt: '',
  endsAt: '',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

function fromLocalInput(value: string): string | null {
  if (value === '') return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

export function formOf(name: string, content: CampaignContent): CampaignForm {
  return {
    name,
    title: content.title,
    subTitle: content.subTitle ?? '',
    business: content.business,
    variantName: content.variantName ?? '',
    code: content.code ?? '',
    ctaText: content.ctaText,
    bgColor: content.bgColor,
    textColor: content.textColor,
    widgetHeader: content.widgetHeader,
    bannerText: content.bannerText ?? '',
    showFreeTrial: content.showFreeTrial,
    footerHeading: content.footer?.heading ?? '',
    footerLines: content.footer?.lines ?? [],
    startsAt: toLocalInput(content.startsAt),
    endsAt: toLocalInput(content.endsAt),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

export function contentOf(form: CampaignForm): CampaignContent {
  const hasFooter = form.footerHeading.trim() !== '' || form.footerLines.some((line) => line.trim() !== '');
  return {
    title: form.title,
    subTitle: orNull(form.subTitle),
    business: form.business,
    variantName: orNull(form.variantName),
    code: orNull(form.code),
    ctaText: form.ctaText,
    bgColor: form.bgColor,
    textColor: form.textColor,
    widgetHeader: form.widgetHeader,
    bannerText: orNull(form.bannerText),
    showFreeTrial: form.showFreeTrial,
    footer: hasFooter ? { heading: form.footerHeading, lines: form.footerLines } : null,
    startsAt: fromLocalInput(form.startsAt),
    endsAt: fromLocalInput(form.endsAt),
  };
}

const FIELD_OF_PATH: Record<string, FormField> = {
  name: 'name',
  'footer/heading': 'footerHeading',
  footer: 'footerLines',
  'footer/lines': 'footerLines',
};

/** The form field an error detail's path names (`content/bgColor`, `body/content/footer/heading`, `body/name`), if any. */
export function fieldOfPath(path: string): FormField | undefined {
  const inner = path.replace(/^body\//, '').replace(/^content\//, '');
  if (FIELD_OF_PATH[inner]) return FIELD_OF_PATH[inner];
  if (inner.startsWith('footer/lines')) return 'footerLines';
  const first = inner.split('/')[0] ?? '';
  return first in EMPTY_FORM ? (first as FormField) : undefined;
}

export interface Refusal {
  /** The API's message for the whole refusal. */
  message: string;
  /** Each field's own message. */
  fields: Partial<Record<FormField, string>>;
  /** Messages that name no field of the form. */
  other: string[];
}

export function refusalOf(error: ApiError): Refusal {
  const fields: Partial<Record<FormField, string>> = {};
  const other: string[] = [];
  for (const detail of error.body?.details ?? []) {
    const field = fieldOfPath(detail.path);
    if (field && !fields[field]) fields[field] = detail.message;
    else if (!field) other.push(detail.message);
  }
  return { message: error.userMessage, fields, other };
}

const HEX = /^#[0-9a-fA-F]{6}$/;
export const isHexColour = (value: string) => HEX.test(value.trim());

/**
 * The page as members will see it: the API's priced preview of the saved draft, with the texts,
 * colours and footer being typed laid over it. Prices follow the saved plan and code (they are the
 * API's to compute); null when the API could not price the draft.
 */
export function previewOf(priced: PublicCampaign | null, form: CampaignForm): PublicCampaign | null {
  if (!priced) return null;
  const bgColor = isHexColour(form.bgColor) ? form.bgColor.trim() : priced.campaignCta.bgColor;
  const textColor = isHexColour(form.textColor) ? form.textColor.trim() : priced.campaignCta.textColor;
  const lines = form.footerLines.map((line) => line.trim()).filter((line) => line !== '');
  const bannerText = form.bannerText.trim();
  return {
    ...priced,
    title: form.title.trim() || priced.title,
    subTitle: form.subTitle.trim() || null,
    showFT: form.showFreeTrial,
    cta: { ...priced.cta, text: form.ctaText },
    campaignCta: { ...priced.campaignCta, text: form.ctaText, bgColor, textColor },
    marketingPaymentOfferDetails: { ...priced.marketingPaymentOfferDetails, widgetHeader: form.widgetHeader },
    discountBanner: { ...priced.discountBanner, bannerText: bannerText || null, showDiscountBanner: priced.discountBanner.showDiscountBanner && bannerText !== '' },
    footer: form.footerHeading.trim() || lines.length > 0 ? { heading: form.footerHeading.trim(), lines } : null,
  };
}

/** Whether the plan or code typed differ from the saved ones (the preview's price is the saved draft's). */
export function pricingChanged(saved: CampaignContent, form: CampaignForm): boolean {
  const now = contentOf(form);
  return (now.variantName?.trim() ?? null) !== saved.variantName || (now.code?.trim().toUpperCase() ?? null) !== saved.code;
}
