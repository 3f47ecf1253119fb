// Content pages, the FAQ, the blog, and opt-outs from promotional email and marketing SMS.
import type { BlogArticle, BlogPage, ContentPage, FaqCategory, UnsubscribeReason, UnsubscribeRequest } from '@rewards/api-contract';
import { AppError, notFound } from '../../http/errors';
import type { RateLimiter } from '../../shared/rate-limit';
import type { ContentKind, ContentPageRow, ContentRepository } from './repository';
import type { MarketingProfiles } from '../messages';
import { articleIdOf, rankRelated, toArticleSummary, UNSUBSCRIBE_EMAIL_PATTERN, unsubscribedEmailMessage, unsubscribedMessage } from './rules';

export const TERMS_NOT_FOUND = 'terms not found';
export const PAGE_NOT_FOUND = 'page not found';
export const ARTICLE_NOT_FOUND = 'article not found';
export const UNKNOWN_REASON = 'unknown reason';
/** The contract's auth 403 text, the API's words for a bad email everywhere. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const EMAIL_OR_MOBILE_MESSAGE = 'Please enter the email address (or the mobile number) to unsubscribe';
export const RELATED_ARTICLES_LIMIT = 3;

function toContentPage(row: ContentPageRow): ContentPage {
  return {
    name: row.name,
    title: row.title,
    description: row.description,
    updatedOn: row.updatedOn,
    sections: row.sections.map(({ heading, paragraphs, items }) => ({ heading, paragraphs, items })),
  };
}

export class ContentService {
  constructor(
    private readonly repository: ContentRepository,
    /** Opt-outs per client address per minute. */
    private readonly unsubscribeLimiter: RateLimiter,
    private readonly now: () => Date = () => new Date(),
    /** Tells the marketing tool about an opt-out of a consented member (absent: nothing to tell). */
    private readonly marketing?: Pick<MarketingProfiles, 'addressUnsubscribed'>,
  ) {}

  async faq(): Promise<FaqCategory[]> {
    const categories = await this.repository.listFaq();
    return categories.map(({ id, name, slug, faqs }) => ({ id, name, slug, faqs }));
  }

  terms(name: string): Promise<ContentPage> {
    return this.page('TERMS', name, TERMS_NOT_FOUND, 'These terms could not be found');
  }

  contentPage(name: string): Promise<ContentPage> {
    return this.page('PAGE', name, PAGE_NOT_FOUND, 'This page could not be found');
  }

  private async page(kind: ContentKind, name: string, message: string, userMessage: string): Promise<ContentPage> {
    const row = await this.repository.findPage(kind, name);
    if (!row) throw notFound(message, userMessage);
    return toContentPage(row);
  }

  async blog(page: number, pageSize: number): Promise<BlogPage> {
    const { rows, total } = await this.repository.listArticles(page, pageSize);
    return { articles: rows.map(toArticleSummary), childCount: total, page, pageSize };
  }

  /** By the id after the segment's last hyphen; the slug before it is not checked, so old links work. */
  async article(articleTitle: string): Promise<BlogArticle> {
    const id = articleIdOf(articleTitle);
    const row = id === undefined ? undefined : await this.repository.findArticle(id);
    if (!row) throw notFound(ARTICLE_NOT_FOUND, 'This article could not be found');
    const candidates = await this.repository.listArticlesSharingTags(row.tags, row.id);
    return {
      ...toArticleSummary(row),
      sections: row.sections.map(({ heading, paragraphs, items }) => ({ heading, paragraphs, items })),
      relatedArticles: rankRelated(row, candidates, RELATED_ARTICLES_LIMIT).map(toArticleSummary),
    };
  }

  async unsubscribeReasons(): Promise<UnsubscribeReason[]> {
    const rows = await this.repository.listUnsubscribeReasons();
    return rows.map(({ id, label }) => ({ id, label }));
  }

  /**
   * Stops promotional email to an address, or marketing SMS to a mobile; repeating it replaces the
   * reason. Any well-formed address is recorded and answered alike, member's or not, so the answer
   * never tells whether an address has an account.
   */
  async unsubscribe(request: UnsubscribeRequest, ip: string): Promise<{ message: string }> {
    await this.unsubscribeLimiter.take(ip);
    const email = request.email?.trim().toLowerCase();
    if ((email === undefined) === (request.mobile === undefined)) {
      throw new AppError(400, 'TP400', 'exactly one of email and mobile', EMAIL_OR_MOBILE_MESSAGE, [{ path: 'body', message: 'must have exactly one of email and mobile' }]);
    }
    if (email !== undefined && !UNSUBSCRIBE_EMAIL_PATTERN.test(email)) {
      throw new AppError(400, 'TP400', 'invalid email', INVALID_EMAIL_MESSAGE, [{ path: 'body/email', message: 'is not an email address' }]);
    }
    const reason = await this.repository.findUnsubscribeReason(request.reasonId);
    if (!reason) {
      throw new AppError(400, 'TP400', UNKNOWN_REASON, 'Please choose one of the reasons listed.', [
        { path: 'body/reasonId', message: 'is not a known reason' },
      ]);
    }
    const comment = request.comment?.trim() || null;
    if (email !== undefined) {
      await this.repository.upsertEmailOptOut(email, reason.id, comment, this.now());
      await this.tellMarketing({ email });
      return { message: unsubscribedEmailMessage(email) };
    }
    const mobile = request.mobile as string;
    await this.repository.upsertOptOut(mobile, reason.id, comment, this.now());
    await this.tellMarketing({ mobile });
    return { message: unsubscribedMessage(mobile) };
  }

  /** A consented member's profile is queued again with the opt-out (the tool hears of it through the outbox). */
  private async tellMarketing(address: { email: string } | { mobile: string }): Promise<void> {
    await this.marketing?.addressUnsubscribed(address);
  }
}
