// Catalogue: categories, companies, offers and their sub-offers and details, and the home page's
// content block.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Free-form offer attributes, all strings (the contract's `OfferExtraInfo`). */
export type ExtraInfoMap = Record<string, string>;
export interface TemplateData {
  logo?: string;
  image?: string;
  hexCode?: string;
  title?: string;
  subTitle?: string;
}
export interface DisplayDetailData {
  title?: string;
  unlockCount?: number;
  label?: string;
}
export interface FaqData {
  question: string;
  answer: string;
}

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    displayName: text('display_name').notNull(),
    priority: integer('priority').notNull(),
    isNative: boolean('is_native').notNull().default(false),
    icon: text('icon'),
    label: text('label'),
    categoryWiseImage: text('category_wise_image'),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), uniqueIndex('categories_name_key').on(t.name)],
);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    color: text('color').notNull(),
    accentColor: text('accent_color').notNull(),
    tagline: text('tagline'),
  },
  (t) => [
    uniqueIndex('companies_slug_key').on(t.slug),
    check('companies_color_hex', sql`${t.color} ~ '^#[0-9A-Fa-f]{6}$'`),
    check('companies_accent_color_hex', sql`${t.accentColor} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    header: text('header').notNull(),
    subHeader: text('sub_header'),
    info: text('info'),
    priority: integer('priority').notNull(),
    welcome: boolean('welcome').notNull().default(false),
    membership: boolean('membership').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    maxSavings: integer('max_savings'),
    savingsText: text('savings_text'),
    cardSize: text('card_size').notNull().default('SMALL'),
    isLightTheme: boolean('is_light_theme').notNull().default(false),
    hideSavings: boolean('hide_savings').notNull().default(false),
    vpHeader: text('vp_header'),
    tagLabel: text('tag_label'),
    isNew: boolean('is_new').notNull().default(false),
    mktWorth: integer('mkt_worth'),
    /** The offer is for students: its page asks for the student verification form (`student_offer_modal`). */
    studentOffer: boolean('student_offer').notNull().default(false),
    url: text('url'),
    /** `keyPoints` inside is the JSON text of a list of HTML strings, as the spec stores it. */
    extraInfoMap: jsonb('extra_info_map').$type<ExtraInfoMap>().notNull().default({}),
    template: jsonb('template').$type<TemplateData>(),
    displayDetail: jsonb('display_detail').$type<DisplayDetailData>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Offer names are looked up case-insensitively, so they must be unique that way too.
    uniqueIndex('offers_name_lower_key').on(sql`lower(${t.name})`),
    index('offers_category_idx').on(t.categoryId, t.priority, t.id),
    index('offers_company_idx').on(t.companyId),
    check('offers_card_size', sql`${t.cardSize} in ('SMALL', 'BIG', 'COVER')`),
    check('offers_max_savings_positive', sql`${t.maxSavings} is null or ${t.maxSavings} >= 0`),
  ],
);

export const subOffers = pgTable(
  'sub_offers',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    header: text('header').notNull(),
    couponType: text('coupon_type'),
  },
  (t) => [
    index('sub_offers_offer_idx').on(t.offerId, t.position),
    check('sub_offers_coupon_type', sql`${t.couponType} is null or ${t.couponType} in ('POOL', 'CONSTANT', 'ACTIVATION', 'URL', 'NONE')`),
  ],
);

/** What the offer detail page shows beyond the card. */
export const offerDetails = pgTable('offer_details', {
  offerId: integer('offer_id')
    .primaryKey()
    .references(() => offers.id, { onDelete: 'cascade' }),
  aboutText: text('about_text'),
  howToUse: jsonb('how_to_use').$type<string[]>().notNull().default([]),
  tncs: jsonb('tncs').$type<string[]>().notNull().default([]),
  faqs: jsonb('faqs').$type<FaqData[]>().notNull().default([]),
  offerings: jsonb('offerings').$type<string[]>().notNull().default([]),
  shareMessage: text('share_message'),
  noIndex: boolean('no_index').notNull().default(false),
  appOnly: boolean('app_only').notNull().default(false),
  isExpired: boolean('is_expired').notNull().default(false),
  /** What visitors read instead of the key points: JSON text of a list of HTML strings, like `keyPoints`. */
  loggedOutKeyPoints: text('logged_out_key_points'),
  /** Null: the page's default 'The offer has expired'. */
  isExpiredText: text('is_expired_text'),
  keyPointTitle: text('key_point_title'),
  howToUseTitle: text('how_to_use_title'),
  aboutTitle: text('about_title'),
  companyVideo: text('company_video'),
});

/** The logged-out home page's editorial content; one row per channel (`default` for now). */
export const homeContent = pgTable('home_content', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  headlineWords: jsonb('headline_words').$type<string[]>().notNull(),
  coreTitle: text('core_title').notNull(),
  coreTitlePrefix: text('core_title_prefix'),
  coreTitlePostfix: text('core_title_postfix'),
  coreHighlightColor: text('core_highlight_color'),
  coreSubTitle: text('core_sub_title').notNull(),
  joinCtaText: text('join_cta_text').notNull(),
  joiningAmount: integer('joining_amount').notNull(),
  strikeThrough: integer('strike_through'),
  discountAmount: integer('discount_amount'),
  discountLabel: text('discount_label'),
  couponCode: text('coupon_code'),
  faqs: jsonb('faqs').$type<FaqData[]>().notNull(),
  footerSubTitle: text('footer_sub_title').notNull(),
  optOutMissCall: text('opt_out_miss_call').notNull(),
});
