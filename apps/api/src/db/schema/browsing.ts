// Browsing: the home page's editorial sections, banners (viewports, strip) and promotions.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export interface HowToUseStepData {
  title: string;
  description: string;
  icon: string;
}
export interface AppInstallData {
  downloadLinkAndroid: string;
  downloadLinkIos: string;
  androidRating: number;
  iosRating: number;
  androidImage: string;
  iosImage: string;
  titlePrefix: string | null;
  title: string;
  titlePostfix: string | null;
}
export interface SeoBlockData {
  heading: string;
  paragraphs: string[];
}
export interface BannerActionData {
  couponCode?: string;
  id?: number;
  offerName?: string;
  categorySlug?: string;
  redirectionUrl?: string;
}

/** The home page's sections beside home_content (one row per channel, `default` for now). */
export const homeSections = pgTable('home_sections', {
  key: text('key').primaryKey(),
  howToUseTitle: text('how_to_use_title').notNull(),
  howToUseSteps: jsonb('how_to_use_steps').$type<HowToUseStepData[]>().notNull(),
  reviewTitle: text('review_title').notNull(),
  appInstall: jsonb('app_install').$type<AppInstallData>().notNull(),
  exclusiveKnowMoreImage: text('exclusive_know_more_image').notNull(),
  exclusiveHeader: text('exclusive_header').notNull(),
  exclusiveSubHeader: text('exclusive_sub_header').notNull(),
  freeTrialTitle: text('free_trial_title').notNull(),
  freeTrialSubTitle: text('free_trial_sub_title').notNull(),
  freeTrialCtaText: text('free_trial_cta_text').notNull(),
  seoBlocks: jsonb('seo_blocks').$type<SeoBlockData[]>().notNull(),
  /** Rupees; null: the sum of the core offers' market worth. */
  benefitsWorth: integer('benefits_worth'),
  marketingCouponCode: text('marketing_coupon_code'),
});

export const customerReviews = pgTable(
  'customer_reviews',
  {
    id: serial('id').primaryKey(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    handle: text('handle'),
    city: text('city'),
    text: text('text').notNull(),
    rating: integer('rating').notNull(),
    avatarUrl: text('avatar_url'),
  },
  (t) => [check('customer_reviews_rating', sql`${t.rating} between 1 and 5`)],
);

/** A banner group: the weekly promotions or the events carousel. */
export const viewports = pgTable(
  'viewports',
  {
    id: serial('id').primaryKey(),
    slot: text('slot').notNull(),
    name: text('name').notNull(),
    imageName: text('image_name').notNull(),
    isWeb: boolean('is_web').notNull().default(true),
    isMweb: boolean('is_mweb').notNull().default(true),
    title: text('title'),
    subTitle: text('sub_title'),
  },
  (t) => [uniqueIndex('viewports_slot_key').on(t.slot), check('viewports_slot', sql`${t.slot} in ('WEEKLY', 'EVENT')`)],
);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    viewportId: integer('viewport_id')
      .notNull()
      .references(() => viewports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    mediaType: text('media_type').notNull().default('IMAGE'),
    imageUrl: text('image_url').notNull(),
    altText: text('alt_text'),
    showCta: boolean('show_cta').notNull().default(true),
    ctaText: text('cta_text'),
    actionType: text('action_type'),
    actionData: jsonb('action_data').$type<BannerActionData>(),
    titleIcon: text('title_icon'),
    title: text('title'),
    description: text('description'),
    redirectionUrl: text('redirection_url'),
  },
  (t) => [
    index('banners_viewport_idx').on(t.viewportId, t.position),
    check('banners_media_type', sql`${t.mediaType} in ('IMAGE', 'ANIMATION')`),
    check(
      'banners_action_type',
      sql`${t.actionType} is null or ${t.actionType} in ('REVIEW_ORDER', 'OFFER', 'URL_REDIRECTION', 'HOME_PAGE', 'GET_CREDIT_REPORT')`,
    ),
  ],
);

/** The marquee strip under the banners; the first active one by position shows. */
export const bannerStrips = pgTable('banner_strips', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  text: text('text').notNull(),
  bgColor: text('bg_color').notNull(),
  active: boolean('active').notNull().default(true),
});

/** The promotional carousel. Audience rules: see PromotionsService. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    redirectionUrl: text('redirection_url'),
    cardImage: text('card_image'),
    /** Sells the membership: left out for viewers who need no payment. */
    sellsMembership: boolean('sells_membership').notNull().default(false),
    /** Only for these primeProfile values; null: everyone. */
    planStatusIds: jsonb('plan_status_ids').$type<number[]>(),
    /** Hidden from holders of these variants. */
    hiddenForVariants: jsonb('hidden_for_variants').$type<string[]>().notNull().default([]),
  },
  (t) => [index('promotions_position_idx').on(t.position)],
);
