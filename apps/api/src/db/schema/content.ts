// Content: FAQ, terms and editorial pages, the blog, SMS opt-outs, and the frame around every page
// (footer and side menu). Seeded from YAML, each table while it is empty.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** One paragraph block of a page, terms or article (the contract's `ContentSection`). */
export interface ContentSectionData {
  heading: string | null;
  paragraphs: string[];
  items: string[];
}

export const faqCategories = pgTable(
  'faq_categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    priority: integer('priority').notNull(),
  },
  (t) => [uniqueIndex('faq_categories_slug_key').on(t.slug)],
);

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [index('faq_entries_category_idx').on(t.categoryId, t.position)],
);

/** Terms (`kind` TERMS, by tncName) and editorial pages (`kind` PAGE, by pageName). */
export const contentPages = pgTable(
  'content_pages',
  {
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    updatedOn: date('updated_on', { mode: 'string' }).notNull(),
    sections: jsonb('sections').$type<ContentSectionData[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.name] }), check('content_pages_kind', sql`${t.kind} in ('TERMS', 'PAGE')`)],
);

export const blogArticles = pgTable(
  'blog_articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** A file name served by `/static/2x/{imageName}`. */
    imageName: text('image_name').notNull(),
    author: text('author').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    readMinutes: integer('read_minutes').notNull(),
    /** Topic tags; a catalogue category's slug among them relates the article to that category. */
    tags: text('tags').array().notNull(),
    sections: jsonb('sections').$type<ContentSectionData[]>().notNull(),
  },
  (t) => [
    index('blog_articles_published_idx').on(t.publishedOn, t.id),
    index('blog_articles_tags_idx').using('gin', t.tags),
    check('blog_articles_read_minutes', sql`${t.readMinutes} >= 1`),
  ],
);

export const unsubscribeReasons = pgTable('unsubscribe_reasons', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  position: integer('position').notNull(),
});

/** What every opt-out (an SMS one here, an email one in marketing.ts) records besides its address: fresh columns per table. */
export const optOutColumns = () => ({
  reasonId: text('reason_id')
    .notNull()
    .references(() => unsubscribeReasons.id),
  comment: text('comment'),
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

/** Mobiles that asked for no more marketing SMS; the latest reason wins. */
export const smsOptOuts = pgTable(
  'sms_opt_outs',
  {
    mobile: text('mobile').primaryKey(),
    ...optOutColumns(),
  },
  (t) => [check('sms_opt_outs_mobile_format', sql`${t.mobile} ~ '^[6-9][0-9]{9}$'`)],
);

/** The footer and the mobile side menu, as the seed's layout.yaml gives them (one row per channel). */
export interface LinkItemData {
  label: string;
  url: string;
  isNative: boolean;
}
export interface IconLinkData {
  label: string;
  /** A file name under `/static/2x/`. */
  icon: string;
  link: string;
}
export interface FooterData {
  subTitle: string;
  heading: { support: string; category: string; downloadApp: string; socialMedia: string };
  support: { label: string; subSections: LinkItemData[] };
  legal: { label: string; subSections: LinkItemData[] };
  appIcons: IconLinkData[];
  socialMediaIcons: IconLinkData[];
  optOutMissCall: string;
  hideCategoryMobile: boolean;
  festiveImage: string | null;
  /** How many Top Benefits links the footer shows at most. */
  topBenefitsLimit: number;
}
export interface HamburgerMenuData {
  menu: { text: string; icon: string | null; path: string | null; dropDown: boolean; items: LinkItemData[] }[];
  downloadLinkIos: string;
  downloadLinkAndroid: string;
  /** A file name under `/static/2x/`. */
  downloadAppImage: string;
}

export const layoutContent = pgTable('layout_content', {
  key: text('key').primaryKey(),
  footer: jsonb('footer').$type<FooterData>().notNull(),
  hamburgerMenu: jsonb('hamburger_menu').$type<HamburgerMenuData>().notNull(),
});

/**
 * The content's texts in other languages: for a text as the content holds it in English (`source`,
 * keyed by its SHA-256, as texts run to pages), the text in `locale`. Answers in that language show it
 * wherever a display field holds exactly `source` (i18n/). Seeded from seed/data/hi/ (`editedBy` null,
 * following the files); a row a person edits names them, and the files never overwrite it.
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    locale: text('locale').notNull(),
    sourceHash: text('source_hash').notNull(),
    source: text('source').notNull(),
    text: text('text').notNull(),
    editedBy: text('edited_by'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.sourceHash] }), check('content_translations_locale', sql`${t.locale} in ('hi')`)],
);
