import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogArticles, categories, contentPages, faqCategories, faqEntries, layoutContent, smsOptOuts } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/harness';
import { contentProblems } from './content';
import { SEED_DATA_DIR, loadSeedData, seedIfEmpty } from './loader';

describe('the content data', () => {
  const { content, categories: categoryFiles } = loadSeedData();
  const categorySlugs = new Set(categoryFiles.map((file) => file.category.slug));

  it('has at least 9 FAQ entries in the 3 categories', () => {
    expect(content.faq.categories.map((c) => c.name)).toEqual(['General', 'Membership & payment', 'Offers & coupons']);
    expect(content.faq.categories.flatMap((c) => c.faqs).length).toBeGreaterThanOrEqual(9);
  });

  it('has the general, referral and visa terms and at least one more programme', () => {
    const names = content.terms.terms.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['general', 'referral', 'visa']));
    expect(names.length).toBeGreaterThanOrEqual(4);
  });

  it('has every editorial page the site links to', () => {
    expect(content.pages.pages.map((p) => p.name).sort()).toEqual(
      ['about', 'blog-aboutus', 'experiantnc', 'privacy-policy', 'support', 'visa-terms-and-conditions'].sort(),
    );
  });

  it('has at least 9 blog articles with bodies, each tagged with a catalogue category', () => {
    expect(content.blog.articles.length).toBeGreaterThanOrEqual(9);
    for (const article of content.blog.articles) {
      expect(article.sections.length, article.slug).toBeGreaterThanOrEqual(2);
      expect(article.tags.some((tag) => categorySlugs.has(tag)), article.slug).toBe(true);
      expect(article.image, article.slug).toMatch(/^blog-[a-z0-9-]+\.svg$/);
    }
    const tags = new Set(content.blog.articles.flatMap((a) => a.tags));
    for (const tag of ['dining', 'ott', 'travel', 'music', 'news', 'food-delivery']) expect(tags.has(tag), tag).toBe(true);
  });

  it('has no placeholder text', () => {
    expect(JSON.stringify(content)).not.toMatch(/lorem|ipsum|TODO|TBD/i);
  });

  it('has at least 4 reasons to stop marketing SMS', () => {
    expect(content.unsubscribe.reasons.length).toBeGreaterThanOrEqual(4);
  });

  it('finds no problem in the real data, and names the ones in broken data', () => {
    expect(contentProblems(content, categorySlugs)).toEqual([]);
    const article = content.blog.articles[0];
    if (!article) throw new Error('no article');
    const broken = {
      ...content,
      terms: { terms: content.terms.terms.filter((t) => t.name !== 'referral') },
      unsubscribe: { reasons: [...content.unsubscribe.reasons, content.unsubscribe.reasons[0]!] },
      blog: { articles: [{ ...article, tags: ['savings'] }] },
      layout: {
        ...content.layout,
        hamburgerMenu: { ...content.layout.hamburgerMenu, menu: [{ text: 'Pets', path: '/categories/pets', items: [] }] },
      },
    };
    expect(contentProblems(broken, categorySlugs)).toEqual([
      'unsubscribe.yaml lists reason too-many-messages twice',
      'terms.yaml needs the referral terms',
      `blog article ${article.slug} has no catalogue category among its tags`,
      'layout.yaml links to unknown category pets',
    ]);
  });

  it('is refused, naming the file and field, when an article has no date', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-'));
    fs.cpSync(SEED_DATA_DIR, dir, { recursive: true });
    const file = path.join(dir, 'content', 'blog.yaml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace("publishedOn: '2026-03-04'", "publishedOn: 'last spring'"));
    expect(() => loadSeedData(dir)).toThrow(/content\/blog\.yaml[\s\S]*publishedOn/);
    fs.rmSync(dir, { recursive: true });
  });
});

describe('seeding content into an existing database', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase({ seeded: true });
  });
  afterAll(async () => {
    await testDb?.dispose();
  });

  const countOf = async (table: typeof faqCategories | typeof blogArticles | typeof layoutContent | typeof categories) => {
    const [row] = await testDb.database.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };

  it('writes the content tables that are empty, and only those, leaving the rest alone', async () => {
    const { db } = testDb.database;
    const categoriesBefore = await countOf(categories);
    // a database created before the content tables existed: they are there (migrations ran) but empty
    await db.delete(smsOptOuts);
    await db.delete(faqEntries);
    await db.delete(faqCategories);
    await db.delete(blogArticles);
    await db.delete(layoutContent);
    await db.execute(sql`update content_pages set title = 'Edited' where kind = 'PAGE' and name = 'about'`);

    const result = await seedIfEmpty(testDb.database);
    expect(result.seeded).toBe(true);
    expect(await countOf(faqCategories)).toBe(3);
    expect(await countOf(blogArticles)).toBeGreaterThanOrEqual(9);
    expect(await countOf(layoutContent)).toBe(1);
    expect(await countOf(categories)).toBe(categoriesBefore);
    // content_pages was not empty, so an edit survives
    const [edited] = await db.select({ title: contentPages.title }).from(contentPages).where(and(eq(contentPages.kind, 'PAGE'), eq(contentPages.name, 'about')));
    expect(edited?.title).toBe('Edited');

    expect((await seedIfEmpty(testDb.database)).seeded).toBe(false);
  });
});
