// SQL for the FAQ, terms and pages, the blog and SMS opt-outs.
import { and, arrayContains, arrayOverlaps, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import { blogArticles, contentPages, emailOptOuts, faqCategories, faqEntries, smsOptOuts, unsubscribeReasons } from '../../db/schema';

export type BlogArticleRow = typeof blogArticles.$inferSelect;
export type ContentPageRow = typeof contentPages.$inferSelect;
export type ContentKind = 'TERMS' | 'PAGE';
export type UnsubscribeReasonRow = typeof unsubscribeReasons.$inferSelect;

export interface FaqCategoryWithEntries {
  id: number;
  slug: string;
  name: string;
  faqs: { question: string; answer: string }[];
}

export class ContentRepository {
  constructor(private readonly db: AppDb) {}

  /** Categories by priority then id, each with its questions in order. */
  async listFaq(): Promise<FaqCategoryWithEntries[]> {
    const rows = await this.db
      .select({
        id: faqCategories.id,
        slug: faqCategories.slug,
        name: faqCategories.name,
        question: faqEntries.question,
        answer: faqEntries.answer,
      })
      .from(faqCategories)
      .leftJoin(faqEntries, eq(faqEntries.categoryId, faqCategories.id))
      .orderBy(asc(faqCategories.priority), asc(faqCategories.id), asc(faqEntries.position), asc(faqEntries.id));
    const byId = new Map<number, FaqCategoryWithEntries>();
    for (const row of rows) {
      const category = byId.get(row.id) ?? { id: row.id, slug: row.slug, name: row.name, faqs: [] };
      byId.set(row.id, category);
      if (row.question !== null && row.answer !== null) category.faqs.push({ question: row.question, answer: row.answer });
    }
    return [...byId.values()];
  }

  async findPage(kind: ContentKind, name: string): Promise<ContentPageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.kind, kind), eq(contentPages.name, name)))
      .limit(1);
    return row;
  }

  /** One page of articles, newest first, and how many there are in all. */
  async listArticles(page: number, pageSize: number): Promise<{ rows: BlogArticleRow[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(blogArticles)
        .orderBy(desc(blogArticles.publishedOn), desc(blogArticles.id))
        .limit(pageSize)
        .offset(page * pageSize),
      this.db.select({ n: count() }).from(blogArticles),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async findArticle(id: number): Promise<BlogArticleRow | undefined> {
    const [row] = await this.db.select().from(blogArticles).where(eq(blogArticles.id, id)).limit(1);
    return row;
  }

  /** Other articles sharing at least one of `tags` (ranked by the caller). */
  listArticlesSharingTags(tags: string[], excludeId: number): Promise<BlogArticleRow[]> {
    if (tags.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(blogArticles)
      .where(and(arrayOverlaps(blogArticles.tags, tags), ne(blogArticles.id, excludeId)))
      .orderBy(desc(blogArticles.publishedOn), desc(blogArticles.id));
  }

  /** The newest articles tagged with `tag`. */
  listArticlesTagged(tag: string, limit: number): Promise<BlogArticleRow[]> {
    return this.db
      .select()
      .from(blogArticles)
      .where(arrayContains(blogArticles.tags, [tag]))
      .orderBy(desc(blogArticles.publishedOn), desc(blogArticles.id))
      .limit(limit);
  }

  listUnsubscribeReasons(): Promise<UnsubscribeReasonRow[]> {
    return this.db.select().from(unsubscribeReasons).orderBy(asc(unsubscribeReasons.position), asc(unsubscribeReasons.id));
  }

  async findUnsubscribeReason(id: string): Promise<UnsubscribeReasonRow | undefined> {
    const [row] = await this.db.select().from(unsubscribeReasons).where(eq(unsubscribeReasons.id, id)).limit(1);
    return row;
  }

  /** Records the opt-out; a repeat replaces the reason and comment and keeps the first date. */
  async upsertOptOut(mobile: string, reasonId: string, comment: string | null, at: Date): Promise<void> {
    await this.db
      .insert(smsOptOuts)
      .values({ mobile, reasonId, comment, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: smsOptOuts.mobile, set: { reasonId, comment, updatedAt: at } });
  }

  /** Records an email opt-out (lower-cased address); a repeat replaces the reason and comment and keeps the first date. */
  async upsertEmailOptOut(email: string, reasonId: string, comment: string | null, at: Date): Promise<void> {
    await this.db
      .insert(emailOptOuts)
      .values({ email, reasonId, comment, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: emailOptOuts.email, set: { reasonId, comment, updatedAt: at } });
  }
}
