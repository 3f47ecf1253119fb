// The content part of the seed: FAQ, terms, editorial pages, the blog, the SMS opt-out reasons and
// the frame (footer and side menu). Each table is written while it is empty, so a database created
// before these tables existed gains them on its next start.
import path from 'node:path';
import { count } from 'drizzle-orm';
import type * as v from 'valibot';
import type { AppDb } from '../db/connection';
import { blogArticles, contentPages, faqCategories, faqEntries, layoutContent, unsubscribeReasons, type ContentSectionData } from '../db/schema';
import {
  BlogFileSchema,
  ContentPagesFileSchema,
  FaqFileSchema,
  LayoutFileSchema,
  TermsFileSchema,
  UnsubscribeFileSchema,
  type BlogFile,
  type ContentPagesFile,
  type ContentSectionSeed,
  type FaqFile,
  type LayoutFile,
  type TermsFile,
  type UnsubscribeFile,
} from './data-schema';

export interface ContentSeedData {
  faq: FaqFile;
  terms: TermsFile;
  pages: ContentPagesFile;
  blog: BlogFile;
  unsubscribe: UnsubscribeFile;
  layout: LayoutFile;
}

type ReadYaml = <S extends v.GenericSchema>(file: string, schema: S) => v.InferOutput<S>;

export function loadContentData(dir: string, readYaml: ReadYaml): ContentSeedData {
  const contentDir = path.join(dir, 'content');
  return {
    faq: readYaml(path.join(contentDir, 'faq.yaml'), FaqFileSchema),
    terms: readYaml(path.join(contentDir, 'terms.yaml'), TermsFileSchema),
    pages: readYaml(path.join(contentDir, 'pages.yaml'), ContentPagesFileSchema),
    blog: readYaml(path.join(contentDir, 'blog.yaml'), BlogFileSchema),
    unsubscribe: readYaml(path.join(contentDir, 'unsubscribe.yaml'), UnsubscribeFileSchema),
    layout: readYaml(path.join(dir, 'layout.yaml'), LayoutFileSchema),
  };
}

const duplicates = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);

/** Rules spanning entries and files; `categorySlugs` are the catalogue's categories. */
export function contentProblems(data: ContentSeedData, categorySlugs: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const slug of duplicates(data.faq.categories.map((c) => c.slug))) problems.push(`faq.yaml lists category ${slug} twice`);
  for (const name of duplicates(data.terms.terms.map((t) => t.name))) problems.push(`terms.yaml lists ${name} twice`);
  for (const name of duplicates(data.pages.pages.map((p) => p.name))) problems.push(`pages.yaml lists ${name} twice`);
  for (const id of duplicates(data.unsubscribe.reasons.map((r) => r.id))) problems.push(`unsubscribe.yaml lists reason ${id} twice`);
  for (const required of ['general', 'referral']) {
    if (!data.terms.terms.some((t) => t.name === required)) problems.push(`terms.yaml needs the ${required} terms`);
  }
  for (const article of data.blog.articles) {
    if (!article.tags.some((tag) => categorySlugs.has(tag))) problems.push(`blog article ${article.slug} has no catalogue category among its tags`);
  }
  const menuLinks = data.layout.hamburgerMenu.menu.flatMap((item) => [...(item.path ? [item.path] : []), ...item.items.map((link) => link.url)]);
  for (const url of menuLinks) {
    const category = /^\/categories\/([a-z0-9-]+)$/.exec(url)?.[1];
    if (category && category !== 'tpxclusives' && !categorySlugs.has(category)) problems.push(`layout.yaml links to unknown category ${category}`);
  }
  return problems;
}

const section = (s: ContentSectionSeed): ContentSectionData => ({ heading: s.heading ?? null, paragraphs: s.paragraphs, items: s.items });

const isEmpty = async (db: AppDb, table: typeof faqCategories | typeof contentPages | typeof blogArticles | typeof unsubscribeReasons | typeof layoutContent) => {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
};

/** Writes each content table that is empty; true when anything was written. */
export async function seedContent(db: AppDb, data: ContentSeedData): Promise<boolean> {
  let seeded = false;
  if (await isEmpty(db, faqCategories)) {
    for (const category of data.faq.categories) {
      const [row] = await db
        .insert(faqCategories)
        .values({ slug: category.slug, name: category.name, priority: category.priority })
        .returning({ id: faqCategories.id });
      if (!row) throw new Error(`faq category ${category.slug} was not inserted`);
      await db.insert(faqEntries).values(category.faqs.map((entry, position) => ({ categoryId: row.id, position, question: entry.question, answer: entry.answer })));
    }
    seeded = true;
  }
  if (await isEmpty(db, contentPages)) {
    const rows = [
      ...data.terms.terms.map((page) => ({ kind: 'TERMS', page })),
      ...data.pages.pages.map((page) => ({ kind: 'PAGE', page })),
    ].map(({ kind, page }) => ({
      kind,
      name: page.name,
      title: page.title,
      description: page.description,
      updatedOn: page.updatedOn,
      sections: page.sections.map(section),
    }));
    await db.insert(contentPages).values(rows);
    seeded = true;
  }
  if (await isEmpty(db, blogArticles)) {
    // Oldest first, so ids rise with the publication date like a real blog's.
    const articles = [...data.blog.articles].sort((a, b) => a.publishedOn.localeCompare(b.publishedOn));
    await db.insert(blogArticles).values(
      articles.map((article) => ({
        slug: article.slug,
        title: article.title,
        summary: article.summary,
        imageName: article.image,
        author: article.author,
        publishedOn: article.publishedOn,
        readMinutes: article.readMinutes,
        tags: article.tags,
        sections: article.sections.map(section),
      })),
    );
    seeded = true;
  }
  if (await isEmpty(db, unsubscribeReasons)) {
    await db.insert(unsubscribeReasons).values(data.unsubscribe.reasons.map((reason, position) => ({ id: reason.id, label: reason.label, position })));
    seeded = true;
  }
  if (await isEmpty(db, layoutContent)) {
    const { key, footer, hamburgerMenu } = data.layout;
    await db.insert(layoutContent).values({
      key,
      footer: { ...footer, festiveImage: footer.festiveImage ?? null },
      hamburgerMenu: {
        menu: hamburgerMenu.menu.map((item) => ({
          text: item.text,
          icon: item.icon ?? null,
          path: item.path ?? null,
          dropDown: item.items.length > 0,
          items: item.items,
        })),
        downloadLinkIos: hamburgerMenu.downloadLinkIos,
        downloadLinkAndroid: hamburgerMenu.downloadLinkAndroid,
        downloadAppImage: hamburgerMenu.downloadAppImage,
      },
    });
    seeded = true;
  }
  return seeded;
}
