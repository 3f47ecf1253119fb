// The rules of a campaign page as marketers edit it: the URL name, a draft's content tidied and
// checked field by field when saved, the stricter checks before it goes public (complete, readable,
// pointing at a live code and a real plan), and the mapping between a draft and the public row.
import { normaliseCode, type components } from '@rewards/api-contract';
import type { ErrorDetail } from '../../../http/errors';
import type { campaigns } from '../../../db/schema';

export type CampaignContent = components['schemas']['AdminCampaignContent'];
export type CampaignStatus = components['schemas']['AdminCampaignStatus'];
type CampaignRow = typeof campaigns.$inferSelect;
type CampaignValues = Omit<CampaignRow, 'id' | 'name' | 'published'>;

/** WCAG AA for body text: the CTA's text on its background. */
export const MIN_CONTRAST = 4.5;
export const NAME_MAX_LENGTH = 60;
const NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** Why a URL name cannot be used, or null when it can. */
export function nameProblem(name: string): string | null {
  if (name.length === 0) return 'Give the campaign a URL name.';
  if (name.length > NAME_MAX_LENGTH) return `Keep the URL name to ${NAME_MAX_LENGTH} characters or fewer.`;
  if (!NAME_PATTERN.test(name)) return 'Use lower-case letters, digits and single hyphens only, for example festive-sale.';
  return null;
}

const optional = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};
const instant = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The content as stored: trimmed, empty optional texts as null, the code normalised, empty footer lines dropped. */
export function tidyContent(content: CampaignContent): CampaignContent {
  const code = optional(content.code);
  const lines = (content.footer?.lines ?? []).map((line) => line.trim()).filter((line) => line !== '');
  const heading = content.footer?.heading.trim() ?? '';
  return {
    title: content.title.trim(),
    subTitle: optional(content.subTitle),
    business: content.business,
    variantName: optional(content.variantName),
    code: code === null ? null : normaliseCode(code),
    ctaText: content.ctaText.trim(),
    bgColor: content.bgColor.trim().toUpperCase(),
    textColor: content.textColor.trim().toUpperCase(),
    widgetHeader: content.widgetHeader.trim(),
    bannerText: optional(content.bannerText),
    showFreeTrial: content.showFreeTrial,
    footer: heading === '' && lines.length === 0 ? null : { heading, lines },
    startsAt: instant(content.startsAt),
    endsAt: instant(content.endsAt),
  };
}

/** Problems any saved draft must not have (it may still be incomplete). */
export function draftProblems(content: CampaignContent): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  for (const field of ['bgColor', 'textColor'] as const) {
    const value = content[field];
    if (value !== '' && !HEX_COLOUR.test(value)) problems.push({ path: `content/${field}`, message: 'Use a colour as #rrggbb, for example #7A1F5C.' });
  }
  if (content.footer && content.footer.heading === '' && content.footer.lines.length > 0) {
    problems.push({ path: 'content/footer/heading', message: 'Give the footer a heading, or remove its lines.' });
  }
  if (content.startsAt && content.endsAt && content.endsAt <= content.startsAt) {
    problems.push({ path: 'content/endsAt', message: 'The end must be after the start.' });
  }
  return problems;
}

/** What publishing needs to know beyond the draft: the code's state and whether the plan exists. */
export interface PublishFacts {
  /** undefined: no code; null: unknown code. */
  code: { pausedAt: Date | null } | null | undefined;
  variantExists: boolean;
}

/** Problems that keep a draft from going public, one per field, in the form's order. */
export function publishProblems(content: CampaignContent, facts: PublishFacts): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  const need = (field: keyof CampaignContent, label: string) => {
    const value = content[field];
    if (value === null || value === '') problems.push({ path: `content/${field}`, message: `${label} is needed to publish.` });
  };
  need('title', 'A title');
  if (content.variantName !== null && !facts.variantExists) {
    problems.push({ path: 'content/variantName', message: `There is no plan named ${content.variantName}.` });
  }
  if (content.code !== null) {
    if (facts.code === null) problems.push({ path: 'content/code', message: `There is no code ${content.code}.` });
    else if (facts.code?.pausedAt) problems.push({ path: 'content/code', message: `The code ${content.code} is paused; resume it or choose another code.` });
  }
  need('ctaText', 'The button text');
  need('bgColor', 'A button colour');
  need('textColor', 'A button text colour');
  problems.push(...draftProblems(content).filter((problem) => problem.path !== 'content/endsAt'));
  if (HEX_COLOUR.test(content.bgColor) && HEX_COLOUR.test(content.textColor)) {
    const ratio = contrastRatio(content.bgColor, content.textColor);
    if (ratio < MIN_CONTRAST) {
      problems.push({
        path: 'content/textColor',
        message: `The button's text and background have a contrast of ${(Math.floor(ratio * 10) / 10).toFixed(1)}:1; it must be at least ${MIN_CONTRAST}:1 so everyone can read it.`,
      });
    }
  }
  need('widgetHeader', 'The payment offers heading');
  need('startsAt', 'A start');
  need('endsAt', 'An end');
  if (content.startsAt && content.endsAt && content.endsAt <= content.startsAt) {
    problems.push({ path: 'content/endsAt', message: 'The end must be after the start.' });
  }
  return problems;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** A public row as draft content (a seeded campaign nobody has edited yet). */
export function contentOfRow(row: CampaignRow): CampaignContent {
  return tidyContent({
    title: row.title,
    subTitle: row.subTitle,
    business: row.business,
    variantName: row.variantName,
    code: row.code,
    ctaText: row.ctaText,
    bgColor: row.bgColor,
    textColor: row.textColor,
    widgetHeader: row.widgetHeader,
    bannerText: row.bannerText,
    showFreeTrial: row.showFt,
    footer: row.footer,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  });
}

/** The public row's columns from a complete draft (publishProblems found nothing). */
export function rowValues(content: CampaignContent): CampaignValues {
  return {
    business: content.business,
    title: content.title,
    subTitle: content.subTitle,
    code: content.code,
    variantName: content.variantName,
    ctaText: content.ctaText,
    bgColor: content.bgColor,
    textColor: content.textColor,
    widgetHeader: content.widgetHeader,
    bannerText: content.bannerText,
    showFt: content.showFreeTrial,
    footer: content.footer,
    startsAt: new Date(content.startsAt ?? 0),
    endsAt: new Date(content.endsAt ?? 0),
  };
}

/** Whether two contents say the same (both tidied; jsonb does not keep key order). */
export function sameContent(a: CampaignContent, b: CampaignContent): boolean {
  return JSON.stringify(tidyContent(a)) === JSON.stringify(tidyContent(b));
}

export function statusOf(draft: CampaignContent | null, row: CampaignRow | null): CampaignStatus {
  if (!row) return 'draft';
  if (!row.published) return 'unpublished';
  return draft && !sameContent(draft, contentOfRow(row)) ? 'publishedWithChanges' : 'published';
}
