// The browsing part of the seed: the home page's sections and customer reviews (home.yaml), the
// banners, strip and promotions (banners.yaml), and what offers carry for browsing (free-trial flags,
// exclusive-event schedules, detail-page titles). Each table is written while it is empty, so a
// database created before these tables existed gains them on its next start.
import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { AppDb } from '../db/connection';
import { bannerStrips, banners, customerReviews, homeSections, promotions, viewports } from '../db/schema';
import { MEDIA_DIR } from '../modules/static/media';
import type { BannerSeed, BannersFile, CategoryFile, HomeFile, OfferSeed } from './data-schema';

const DAY_MS = 86_400_000;

/** Where the pictures the API draws are served (`/static/{scale}/{imageName}`). */
export const staticImageUrl = (imageName: string) => `/static/2x/${imageName}`;

/** `extraInfoMap` keys of a streamed event (digital event): the video's name, and whether it stays as a recording. */
export const STREAM_VIDEO_KEY = 'streamVideo';
export const STREAM_RECORDING_KEY = 'streamRecording';

/** Labels of an exclusive event's three states (upcoming, live, past). */
export const EXCLUSIVE_STATE_TAGS = {
  xclusiveRsvpStateTag: 'RSVP',
  xclusiveLiveNowStateTag: 'LIVE NOW',
  xclusiveJustMissedStateTag: 'JUST MISSED',
} as const;

/**
 * The stored `extraInfoMap`: key points as JSON text, the free-trial flag, and for exclusive events
 * their schedule as ISO instants relative to `now`, so upcoming, live and past events stay so for weeks.
 */
export function extraInfoFor(offer: OfferSeed, now: Date): Record<string, string> {
  const map: Record<string, string> = { keyPoints: JSON.stringify(offer.keyPoints), offerNameSEO: offer.name.toLowerCase() };
  if (offer.freeTrial) map.ftLoggedOut = 'true';
  const event = offer.exclusive;
  if (event) {
    const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
    Object.assign(map, {
      isXclusiveEvent: 'true',
      isXclusiveOffer: 'true',
      xclusiveStartTime: at(event.startInDays),
      xclusiveEndTime: at(event.endInDays),
      xclusiveImage: staticImageUrl(`event-${offer.name}.svg`),
      xclusiveDate: event.date,
      xclusiveDuration: event.duration,
      xclusiveSellingPrice: String(event.sellingPrice),
      xclusiveDiscountedPrice: String(event.discountedPrice),
      ...EXCLUSIVE_STATE_TAGS,
    });
    // Internal keys (the catalogue's reads never show them): the digital event's stream.
    if (event.stream) Object.assign(map, { [STREAM_VIDEO_KEY]: event.stream.video, [STREAM_RECORDING_KEY]: String(event.stream.recording) });
  }
  return map;
}

/** The offer_details columns added for browsing. */
export function offerDetailExtras(offer: OfferSeed) {
  return {
    isExpired: offer.isExpired,
    loggedOutKeyPoints: offer.loggedOutKeyPoints ? JSON.stringify(offer.loggedOutKeyPoints) : null,
    isExpiredText: offer.isExpiredText ?? null,
    keyPointTitle: offer.keyPointTitle ?? null,
    howToUseTitle: offer.howToUseTitle ?? null,
    aboutTitle: offer.aboutTitle ?? null,
    companyVideo: offer.companyVideo ?? null,
  };
}

/**
 * Banners must point at codes and offers that exist; exclusive events need a sane schedule.
 * `codeNames`: the codes there are (the seed's payment.yaml, or a production database's loaded codes).
 */
export function browsingProblems(categoryFiles: CategoryFile[], home: HomeFile, bannerFile: BannersFile, codeNames: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const offerCategory = new Map(categoryFiles.flatMap((file) => file.offers.map((offer) => [offer.name, file.category.slug] as const)));
  for (const banner of [...bannerFile.weekly.banners, ...bannerFile.events.banners]) {
    const cta = banner.cta;
    if (!cta) continue;
    const { couponCode, offerName, categorySlug, redirectionUrl } = cta.data;
    if (cta.actionType === 'REVIEW_ORDER' && (couponCode === undefined || !codeNames.has(couponCode))) {
      problems.push(`banner ${banner.image} orders with unknown code ${couponCode ?? '(none)'}`);
    }
    if (cta.actionType === 'OFFER' && (offerName === undefined || offerCategory.get(offerName) !== categorySlug)) {
      problems.push(`banner ${banner.image} opens ${offerName ?? '(none)'} in ${categorySlug ?? '(none)'}, which is not an offer of that category`);
    }
    if (cta.actionType === 'URL_REDIRECTION' && redirectionUrl === undefined) problems.push(`banner ${banner.image} redirects nowhere`);
  }
  for (const file of categoryFiles) {
    for (const offer of file.offers) {
      const event = offer.exclusive;
      if (event && event.endInDays <= event.startInDays) problems.push(`exclusive ${offer.name} ends before it starts`);
      if (event && event.discountedPrice > event.sellingPrice) problems.push(`exclusive ${offer.name} costs members more than its selling price`);
      if (event?.stream && !fs.existsSync(path.join(MEDIA_DIR, `${event.stream.video}.webm`))) problems.push(`exclusive ${offer.name} streams ${event.stream.video}.webm, which is not in src/seed/media`);
    }
  }
  const code = home.sections.marketingCouponCode;
  if (code !== undefined && !codeNames.has(code)) problems.push(`home.yaml names unknown marketing code ${code}`);
  return problems;
}

type BrowsingTable = typeof homeSections | typeof customerReviews | typeof viewports | typeof promotions;

/** Writes each browsing table that is empty; true when it wrote anything. */
export async function seedBrowsing(db: AppDb, data: { home: HomeFile; banners: BannersFile }): Promise<boolean> {
  const isEmpty = async (table: BrowsingTable) => ((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;
  let seeded = false;
  if (await isEmpty(homeSections)) {
    await writeHomeSections(db, data.home);
    seeded = true;
  }
  if (await isEmpty(customerReviews)) {
    await writeCustomerReviews(db, data.home);
    seeded = true;
  }
  if (await isEmpty(viewports)) {
    await writeViewports(db, data.banners);
    seeded = true;
  }
  if (await isEmpty(promotions)) {
    await writePromotions(db, data.banners);
    seeded = true;
  }
  return seeded;
}

async function writeHomeSections(db: AppDb, home: HomeFile): Promise<void> {
  const { sections } = home;
  const app = sections.appInstall;
  await db.insert(homeSections).values({
    key: home.key,
    howToUseTitle: sections.howToUse.title,
    howToUseSteps: sections.howToUse.steps,
    reviewTitle: sections.customerReviews.title,
    appInstall: { ...app, titlePrefix: app.titlePrefix ?? null, titlePostfix: app.titlePostfix ?? null },
    exclusiveKnowMoreImage: sections.exclusiveData.tpExclusiveKnowMoreImage,
    exclusiveHeader: sections.exclusiveData.headerKnowMore,
    exclusiveSubHeader: sections.exclusiveData.subHeaderKnowMore,
    freeTrialTitle: sections.freeTrialWidget.title,
    freeTrialSubTitle: sections.freeTrialWidget.subTitle,
    freeTrialCtaText: sections.freeTrialWidget.ctaText,
    seoBlocks: sections.seoBlocks,
    benefitsWorth: sections.benefitsWorth ?? null,
    marketingCouponCode: sections.marketingCouponCode ?? null,
  });
}

async function writeCustomerReviews(db: AppDb, home: HomeFile): Promise<void> {
  await db.insert(customerReviews).values(
    home.sections.customerReviews.reviews.map((review, position) => ({
      position,
      name: review.name,
      handle: review.handle ?? null,
      city: review.city ?? null,
      text: review.text,
      rating: review.rating,
      avatarUrl: review.avatar ? staticImageUrl(review.avatar) : null,
    })),
  );
}

function bannerRow(viewportId: number, banner: BannerSeed, index: number) {
  return {
    viewportId,
    position: banner.position ?? index,
    mediaType: banner.mediaType,
    imageUrl: staticImageUrl(banner.image),
    altText: banner.altText,
    showCta: banner.showCta,
    ctaText: banner.cta?.text ?? null,
    actionType: banner.cta?.actionType ?? null,
    actionData: banner.cta ? banner.cta.data : null,
    titleIcon: banner.titleIcon ?? null,
    title: banner.title ?? null,
    description: banner.description ?? null,
    redirectionUrl: banner.redirectionUrl ?? null,
  };
}

async function writeViewports(db: AppDb, file: BannersFile): Promise<void> {
  const groups = [
    { slot: 'WEEKLY', seed: file.weekly, title: null, subTitle: null },
    { slot: 'EVENT', seed: file.events, title: file.events.title, subTitle: file.events.subTitle },
  ] as const;
  for (const { slot, seed, title, subTitle } of groups) {
    const [row] = await db
      .insert(viewports)
      .values({ slot, name: seed.name, imageName: seed.image, isWeb: seed.isWeb, isMweb: seed.isMweb, title, subTitle })
      .returning({ id: viewports.id });
    if (!row) throw new Error(`viewport ${slot} was not inserted`);
    await db.insert(banners).values(seed.banners.map((banner, index) => bannerRow(row.id, banner, index)));
  }
  await db.insert(bannerStrips).values({ position: 0, text: file.strip.text, bgColor: file.strip.bgColor });
}

async function writePromotions(db: AppDb, file: BannersFile): Promise<void> {
  await db.insert(promotions).values(
    file.promotions.map((promotion, position) => ({
      position,
      title: promotion.title,
      imageUrl: staticImageUrl(promotion.image),
      redirectionUrl: promotion.redirectionUrl ?? null,
      cardImage: promotion.cardImage ? staticImageUrl(promotion.cardImage) : null,
      sellsMembership: promotion.sellsMembership,
      planStatusIds: promotion.planStatusIds ?? null,
      hiddenForVariants: promotion.hiddenForVariants,
    })),
  );
}
