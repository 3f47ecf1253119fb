// Pure content rules: blog paths and ids, related articles, and masking a mobile for a message.
import type { BlogArticleSummary } from '@rewards/api-contract';
import { staticImageUrl } from '../static';
import type { BlogArticleRow } from './repository';

/** `{slug}-{id}`: the blog article's path segment. */
export const articlePath = (slug: string, id: number) => `${slug}-${id}`;

/** Ids fit PostgreSQL's `integer`; anything longer cannot name an article. */
const MAX_ID_DIGITS = 9;

/**
 * The article id in a `/blog/{articleTitle}` segment: the number after the last hyphen (or the whole
 * segment when it is only digits). Undefined when there is none, so the caller answers 404.
 */
export function articleIdOf(segment: string): number | undefined {
  const match = /(?:^|-)(\d+)$/.exec(segment);
  const digits = match?.[1];
  if (!digits || digits.length > MAX_ID_DIGITS) return undefined;
  const id = Number(digits);
  return id > 0 ? id : undefined;
}

export function toArticleSummary(row: BlogArticleRow): BlogArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    path: articlePath(row.slug, row.id),
    title: row.title,
    summary: row.summary,
    imageUrl: staticImageUrl(row.imageName),
    author: row.author,
    publishedOn: row.publishedOn,
    readMinutes: row.readMinutes,
    tags: row.tags,
  };
}

/** Newest first; the higher id first on the same day. */
export function byNewest(a: Pick<BlogArticleRow, 'publishedOn' | 'id'>, b: Pick<BlogArticleRow, 'publishedOn' | 'id'>): number {
  return b.publishedOn.localeCompare(a.publishedOn) || b.id - a.id;
}

/**
 * Up to `limit` other articles sharing a tag with `article`: the most shared tags first, then the newest.
 */
export function rankRelated<T extends Pick<BlogArticleRow, 'id' | 'tags' | 'publishedOn'>>(article: Pick<BlogArticleRow, 'id' | 'tags'>, candidates: readonly T[], limit = 3): T[] {
  const tags = new Set(article.tags);
  return candidates
    .filter((candidate) => candidate.id !== article.id)
    .map((candidate) => ({ candidate, shared: candidate.tags.filter((tag) => tags.has(tag)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || byNewest(a.candidate, b.candidate))
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}

/** '+91 XXXXXX3210': enough to recognise one's own number, not enough to learn someone else's. */
export function maskMobile(mobile: string): string {
  return `+91 ${'X'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;
}

export const unsubscribedMessage = (mobile: string) => `You will no longer receive marketing SMS on ${maskMobile(mobile)}`;

/** Spec §5: non-space text, an @, and a domain with a dot. */
export const UNSUBSCRIBE_EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** 'a•••@example.com': enough to recognise one's own address on the confirmation, not to read someone else's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

export const unsubscribedEmailMessage = (email: string) => `You will no longer receive promotional email at ${maskEmail(email)}`;
