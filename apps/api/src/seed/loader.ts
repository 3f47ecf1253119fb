// The demo data: read from the YAML files beside this loader, checked, and written once. Each part
// (the catalogue, the cities, the demo members) is written only while its table is empty, so every
// start may call seedIfEmpty and an existing database gains the parts added since it was created.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { parse } from 'yaml';
import { savingsLine } from '@rewards/api-contract';
import type { AppDb, Database } from '../db/connection';
import {
  categories,
  cities,
  codeRedemptions,
  codes,
  companies,
  homeContent,
  offerDetails,
  offers,
  campaigns,
  paymentOffers,
  referralCampaigns,
  states,
  subOffers,
  subscriptionVariants,
  users,
} from '../db/schema';
import {
  BannersFileSchema,
  type BannersFile,
  CategoryFileSchema,
  CitiesFileSchema,
  CompanySchema,
  HomeFileSchema,
  OfferingsFileSchema,
  PaymentFileSchema,
  UserSeedSchema,
  type CategoryFile,
  type CitiesFile,
  type CompanySeed,
  type HomeFile,
  type OfferingsFile,
  type PaymentFile,
  type UserSeed,
} from './data-schema';
import { browsingProblems, extraInfoFor, offerDetailExtras, seedBrowsing } from './browsing';
import { contentProblems, loadContentData, seedContent, type ContentSeedData } from './content';
import { offeringProblems, offersFromData, seedOfferings } from './offerings';

export const SEED_DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');

/** Any constant shared by every API instance: two instances starting together seed once. */
const SEED_LOCK_KEY = 727_001;

export interface SeedData {
  companies: CompanySeed[];
  categories: CategoryFile[];
  home: HomeFile;
  places: CitiesFile;
  users: UserSeed[];
  payment: PaymentFile;
  /** FAQ, terms, pages, blog, SMS opt-out reasons, footer and side menu (seed/content.ts). */
  content: ContentSeedData;
  /** Home banners, the strip and promotions (seed/browsing.ts). */
  banners: BannersFile;
  /** How each offer is availed: offerings, their code pools, the members' codes and activations (seed/offerings.ts). */
  offerings: OfferingsFile;
}

export class SeedDataError extends Error {
  override readonly name = 'SeedDataError';
}

export function readYaml<S extends v.GenericSchema>(file: string, schema: S): v.InferOutput<S> {
  const result = v.safeParse(schema, parse(fs.readFileSync(file, 'utf8')));
  if (!result.success) {
    const problems = result.issues.slice(0, 10).map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
    throw new SeedDataError(`${path.relative(SEED_DATA_DIR, file)}:\n  ${problems.join('\n  ')}`);
  }
  return result.output;
}

/** Reads and checks the data files, including the rules that span files. */
export function loadSeedData(dir = SEED_DATA_DIR): SeedData {
  const companyList = readYaml(path.join(dir, 'companies.yaml'), v.array(CompanySchema));
  const categoryDir = path.join(dir, 'categories');
  // Files load in name order, so category and offer ids do not follow priority: the API must sort.
  const categoryFiles = fs
    .readdirSync(categoryDir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => readYaml(path.join(categoryDir, name), CategoryFileSchema));
  const home = readYaml(path.join(dir, 'home.yaml'), HomeFileSchema);
  const places = readYaml(path.join(dir, 'cities.yaml'), CitiesFileSchema);
  const userList = readYaml(path.join(dir, 'users.yaml'), v.array(UserSeedSchema));
  const payment = readYaml(path.join(dir, 'payment.yaml'), PaymentFileSchema);
  const content = loadContentData(dir, readYaml);
  const bannerFile = readYaml(path.join(dir, 'banners.yaml'), BannersFileSchema);
  const offeringsFile = readYaml(path.join(dir, 'offerings.yaml'), OfferingsFileSchema);

  const problems: string[] = [];
  const companySlugs = new Set<string>();
  for (const company of companyList) {
    if (companySlugs.has(company.slug)) problems.push(`company ${company.slug} is listed twice`);
    companySlugs.add(company.slug);
  }
  const categorySlugs = new Set<string>();
  const offerNames = new Set<string>();
  for (const { category, offers: list } of categoryFiles) {
    if (categorySlugs.has(category.slug)) problems.push(`category ${category.slug} is defined twice`);
    categorySlugs.add(category.slug);
    const welcomes = list.filter((offer) => offer.welcome).length;
    if (welcomes !== 1) problems.push(`category ${category.slug} has ${welcomes} welcome offers; it needs exactly one`);
    for (const offer of list) {
      const key = offer.name.toLowerCase();
      if (offerNames.has(key)) problems.push(`offer ${offer.name} is defined twice`);
      offerNames.add(key);
      if (!companySlugs.has(offer.company)) problems.push(`offer ${offer.name} names unknown company ${offer.company}`);
    }
  }
  problems.push(...contentProblems(content, categorySlugs));
  problems.push(...browsingProblems(categoryFiles, home, bannerFile, payment));
  problems.push(...placeProblems(places), ...userProblems(userList, places), ...paymentProblems(payment, userList));
  problems.push(...offeringProblems(offeringsFile, offersFromData(categoryFiles, companyList), userList));
  if (problems.length > 0) throw new SeedDataError(`seed data is inconsistent:\n  ${problems.join('\n  ')}`);
  return { companies: companyList, categories: categoryFiles, home, places, users: userList, payment, content, banners: bannerFile, offerings: offeringsFile };
}

function paymentProblems(payment: PaymentFile, userList: UserSeed[]): string[] {
  const problems: string[] = [];
  const variantNames = new Set(payment.variants.map((variant) => variant.name));
  if (variantNames.size !== payment.variants.length) problems.push('payment.yaml lists a variant twice');
  const paid = payment.variants.filter((variant) => variant.planType === 'PAYMENT');
  if (paid.filter((variant) => variant.preferred).length !== 1) problems.push('payment.yaml needs exactly one preferred PAYMENT variant');
  if (!payment.variants.some((variant) => variant.planType === 'TRIAL')) problems.push('payment.yaml needs a TRIAL variant');
  for (const variant of payment.variants) {
    if (variant.price > variant.listPrice) problems.push(`variant ${variant.name} costs more than its list price`);
  }
  const ssoIds = new Set(userList.map((user) => user.ssoId));
  const allCodes = [...payment.codes.map((code) => code.code), ...Object.values(payment.referralCodes)];
  if (new Set(allCodes).size !== allCodes.length) problems.push('payment.yaml lists a code twice');
  for (const code of payment.codes) {
    if ((code.discount === undefined) === (code.discountPercent === undefined)) problems.push(`code ${code.code} needs exactly one of discount and discountPercent`);
    if (code.variantName !== undefined && !variantNames.has(code.variantName)) problems.push(`code ${code.code} names unknown variant ${code.variantName}`);
  }
  for (const campaign of payment.campaigns) {
    if (campaign.code !== undefined && !allCodes.includes(campaign.code)) problems.push(`campaign ${campaign.name} names unknown code ${campaign.code}`);
    if (campaign.variantName !== undefined && !variantNames.has(campaign.variantName)) problems.push(`campaign ${campaign.name} names unknown variant ${campaign.variantName}`);
  }
  for (const ssoId of Object.keys(payment.referralCodes)) {
    if (!ssoIds.has(ssoId)) problems.push(`referral code for unknown user ${ssoId}`);
  }
  for (const redemption of payment.redemptions) {
    if (!ssoIds.has(redemption.ssoId)) problems.push(`redemption by unknown user ${redemption.ssoId}`);
    if (!allCodes.includes(redemption.code)) problems.push(`redemption of unknown code ${redemption.code}`);
  }
  return problems;
}

function placeProblems({ states: stateList, cities: cityList }: CitiesFile): string[] {
  const problems: string[] = [];
  const kinds = stateList.map((state) => state.kind);
  const stateCount = kinds.filter((kind) => kind === 'STATE').length;
  const territoryCount = kinds.length - stateCount;
  if (stateCount !== 28 || territoryCount !== 8) problems.push(`cities.yaml lists ${stateCount} states and ${territoryCount} union territories; India has 28 and 8`);
  const stateNames = new Set(stateList.map((state) => state.name));
  if (stateNames.size !== stateList.length) problems.push('cities.yaml lists a state twice');
  const cityNames = new Set<string>();
  for (const city of cityList) {
    if (!stateNames.has(city.state)) problems.push(`city ${city.name} names unknown state ${city.state}`);
    if (cityNames.has(city.name.toLowerCase())) problems.push(`city ${city.name} is listed twice`);
    cityNames.add(city.name.toLowerCase());
  }
  return problems;
}

function userProblems(userList: UserSeed[], places: CitiesFile): string[] {
  const problems: string[] = [];
  const cityNames = new Set(places.cities.map((city) => city.name));
  const mobiles = new Set<string>();
  const ssoIds = new Set<string>();
  for (const user of userList) {
    if (mobiles.has(user.mobile)) problems.push(`user mobile ${user.mobile} is listed twice`);
    if (ssoIds.has(user.ssoId)) problems.push(`user ${user.ssoId} is listed twice`);
    mobiles.add(user.mobile);
    ssoIds.add(user.ssoId);
    if (user.city !== undefined && !cityNames.has(user.city)) problems.push(`user ${user.ssoId} lives in ${user.city}, which is not in cities.yaml`);
  }
  return problems;
}

/** What the database holds after seeding; `seeded` is true when this call wrote anything. */
export interface SeedResult {
  seeded: boolean;
  categories: number;
  offers: number;
  cities: number;
  users: number;
}

export interface SeedOptions {
  /**
   * The nine demo members (with their codes, referrals and activations). Only outside production:
   * a production database starts with the catalogue, plans and content, and no accounts.
   */
  demoMembers?: boolean;
}

export async function seedIfEmpty(database: Pick<Database, 'db'>, data: SeedData = loadSeedData(), options: SeedOptions = {}): Promise<SeedResult> {
  const demoMembers = options.demoMembers ?? true;
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const db = tx as unknown as AppDb;
    const countOf = async (table: typeof categories | typeof offers | typeof cities | typeof users) => {
      const [row] = await db.select({ n: count() }).from(table);
      return row?.n ?? 0;
    };
    let seeded = false;
    if ((await countOf(categories)) === 0) {
      await writeCatalogue(db, data);
      seeded = true;
    }
    if ((await countOf(cities)) === 0) {
      await writePlaces(db, data.places);
      seeded = true;
    }
    if (demoMembers && (await countOf(users)) === 0) {
      await writeUsers(db, data.users);
      seeded = true;
    }
    const [variantCount] = await db.select({ n: count() }).from(subscriptionVariants);
    if ((variantCount?.n ?? 0) === 0) {
      await writePayment(db, data.payment);
      seeded = true;
    }
    if (await seedContent(db, data.content)) seeded = true;
    if (await seedBrowsing(db, data)) seeded = true;
    // After the catalogue and the members: offerings match offers by name and codes name members.
    if (await seedOfferings(db, data.offerings)) seeded = true;
    return { seeded, categories: await countOf(categories), offers: await countOf(offers), cities: await countOf(cities), users: await countOf(users) };
  });
}

async function writePlaces(db: AppDb, places: CitiesFile): Promise<void> {
  // States are referenced by cities; a database seeded before may already hold them.
  await db
    .insert(states)
    .values(places.states.map((state, position) => ({ name: state.name, kind: state.kind, position })))
    .onConflictDoNothing();
  await db.insert(cities).values(places.cities.map((city, position) => ({ name: city.name, state: city.state, position })));
}

const DAY_MS = 86_400_000;
const paise = (rupees: number) => Math.round(rupees * 100);

async function writePayment(db: AppDb, payment: PaymentFile, now = new Date()): Promise<void> {
  const daysFromNow = (days: number | undefined) => (days === undefined ? null : new Date(now.getTime() + days * DAY_MS));
  await db.insert(subscriptionVariants).values(
    payment.variants.map((variant, position) => ({
      name: variant.name,
      displayName: variant.displayName,
      planType: variant.planType,
      durationDays: variant.durationDays,
      listPricePaise: paise(variant.listPrice),
      pricePaise: paise(variant.price),
      preferred: variant.preferred,
      position,
      description: variant.description ?? null,
      statusTag: variant.statusTag ?? null,
      statusTagColour: variant.statusTagColour ?? null,
    })),
  );
  if (payment.codes.length > 0) {
    await db.insert(codes).values(
      payment.codes.map((code) => ({
        code: code.code,
        name: code.name,
        type: code.type,
        discountPaise: code.discount === undefined ? null : paise(code.discount),
        discountPercent: code.discountPercent ?? null,
        maxDiscountPaise: code.maxDiscount === undefined ? null : paise(code.maxDiscount),
        startsAt: code.startsAt ? new Date(code.startsAt) : daysFromNow(code.startInDays),
        endsAt: code.endsAt ? new Date(code.endsAt) : daysFromNow(code.endInDays),
        usageLimit: code.usageLimit ?? null,
        usedCount: code.usedCount,
        eligibility: code.eligibility,
        variantName: code.variantName ?? null,
        offerText: code.offerText ?? null,
        primaryGcText: code.primaryGCText ?? null,
        listed: code.listed,
      })),
    );
  }
  const owners = await db.select({ id: users.id, ssoId: users.ssoId, firstName: users.firstName }).from(users);
  const ownerBySsoId = new Map(owners.map((owner) => [owner.ssoId, owner]));
  const referralRows = Object.entries(payment.referralCodes).flatMap(([ssoId, code]) => {
    const owner = ownerBySsoId.get(ssoId);
    return owner
      ? [{ code, name: `${owner.firstName ?? 'A member'}'s referral`, type: 'REFERRAL', discountPaise: paise(payment.referralDiscount), ownerUserId: owner.id }]
      : [];
  });
  if (referralRows.length > 0) await db.insert(codes).values(referralRows);
  const codeRows = await db.select({ id: codes.id, code: codes.code }).from(codes);
  const codeIds = new Map(codeRows.map((row) => [row.code, row.id]));
  const redemptionRows = payment.redemptions.flatMap((redemption) => {
    const userId = ownerBySsoId.get(redemption.ssoId)?.id;
    const codeId = codeIds.get(redemption.code);
    return userId !== undefined && codeId !== undefined ? [{ codeId, userId, orderId: null, createdAt: now }] : [];
  });
  if (redemptionRows.length > 0) await db.insert(codeRedemptions).values(redemptionRows);
  if (payment.campaigns.length > 0) {
    await db.insert(campaigns).values(
      payment.campaigns.map((campaign) => ({
        id: campaign.id,
        name: campaign.name,
        business: campaign.business,
        title: campaign.title,
        subTitle: campaign.subTitle ?? null,
        code: campaign.code ?? null,
        variantName: campaign.variantName ?? null,
        ctaText: campaign.ctaText,
        bgColor: campaign.bgColor,
        textColor: campaign.textColor,
        widgetHeader: campaign.widgetHeader,
        bannerText: campaign.bannerText ?? null,
        showFt: campaign.showFT,
        startsAt: new Date(now.getTime() + campaign.startInDays * DAY_MS),
        endsAt: new Date(now.getTime() + campaign.endInDays * DAY_MS),
      })),
    );
  }
  if (payment.paymentOffers.length > 0) {
    await db.insert(paymentOffers).values(
      payment.paymentOffers.map((offer, position) => ({ id: offer.id, title: offer.title, description: offer.description, logo: offer.logo ?? null, position })),
    );
  }
  if (payment.referralCampaigns.length > 0) {
    await db.insert(referralCampaigns).values(
      payment.referralCampaigns.map((campaign) => ({
        id: campaign.id,
        title: campaign.title,
        description: campaign.description,
        referrerReward: campaign.referrerReward,
        refereeReward: campaign.refereeReward,
        startsAt: new Date(now.getTime() + campaign.startInDays * DAY_MS),
        endsAt: new Date(now.getTime() + campaign.endInDays * DAY_MS),
      })),
    );
  }
}

async function writeUsers(db: AppDb, userList: UserSeed[], now = new Date()): Promise<void> {
  const daysFromNow = (days: number | undefined) => (days === undefined ? null : new Date(now.getTime() + days * DAY_MS));
  await db.insert(users).values(
    userList.map((user) => ({
      ssoId: user.ssoId,
      mobile: user.mobile,
      mobileVerified: user.mobileVerified,
      email: user.email ?? null,
      emailVerified: user.email !== undefined && user.emailVerified,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      city: user.city ?? null,
      gender: user.gender ?? null,
      dob: user.dob ?? null,
      primeProfile: user.primeProfile,
      primeId: user.primeId ?? null,
      variantName: user.variantName ?? null,
      corporate: user.corporate,
      business: user.business,
      businessLogo: user.businessLogo ?? null,
      superUser: user.superUser,
      startDate: daysFromNow(user.startInDays),
      endDate: daysFromNow(user.endInDays),
      lastEndDate: daysFromNow(user.lastEndInDays),
      orderId: user.orderId ?? null,
      autoRenewal: user.autoRenewal,
      showRenewal: user.showRenewal,
      totalSavings: user.totalSavings,
      averageSavings: user.averageSavings,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

async function writeCatalogue(db: AppDb, data: SeedData): Promise<{ categories: number; offers: number }> {
  const companyRows = await db
    .insert(companies)
    .values(data.companies.map((c) => ({ slug: c.slug, name: c.name, color: c.color, accentColor: c.accentColor, tagline: c.tagline ?? null })))
    .returning({ id: companies.id, slug: companies.slug });
  const companyIds = new Map(companyRows.map((row) => [row.slug, row.id]));

  let offerCount = 0;
  for (const file of data.categories) {
    const { category, common } = file;
    const [categoryRow] = await db
      .insert(categories)
      .values({
        name: category.name,
        slug: category.slug,
        displayName: category.displayName,
        priority: category.priority,
        isNative: category.isNative,
        icon: category.icon ?? null,
        label: category.label ?? null,
      })
      .returning({ id: categories.id });
    if (!categoryRow) throw new Error(`category ${category.slug} was not inserted`);

    const offerRows = await db
      .insert(offers)
      .values(
        file.offers.map((offer) => {
          const companyId = companyIds.get(offer.company);
          if (companyId === undefined) throw new SeedDataError(`unknown company ${offer.company}`);
          return {
            name: offer.name,
            companyId,
            categoryId: categoryRow.id,
            header: offer.header,
            subHeader: offer.subHeader ?? null,
            info: offer.info ?? null,
            priority: offer.priority,
            welcome: offer.welcome,
            membership: offer.membership,
            locked: offer.locked,
            maxSavings: offer.maxSavings ?? null,
            savingsText: offer.savingsText ?? (offer.maxSavings !== undefined ? savingsLine(offer.maxSavings, offer.membership) : null),
            cardSize: offer.cardSize,
            isLightTheme: offer.isLightTheme,
            hideSavings: offer.hideSavings,
            vpHeader: offer.vpHeader ?? null,
            tagLabel: offer.tagLabel ?? null,
            isNew: offer.isNew,
            mktWorth: offer.mktWorth ?? null,
            url: offer.url ?? null,
            extraInfoMap: extraInfoFor(offer),
            displayDetail: offer.displayDetail ?? null,
          };
        }),
      )
      .returning({ id: offers.id, name: offers.name });
    const offerIds = new Map(offerRows.map((row) => [row.name, row.id]));

    await db.insert(offerDetails).values(
      file.offers.map((offer) => ({
        offerId: offerIds.get(offer.name) as number,
        aboutText: offer.about ?? null,
        howToUse: offer.howToUse ?? common.howToUse ?? [],
        tncs: [...offer.tncs, ...(common.tncs ?? [])],
        faqs: [...offer.faqs, ...(common.faqs ?? [])],
        offerings: offer.offerings,
        shareMessage: offer.shareMessage ?? `Check out ${offer.header} on the membership app`,
        ...offerDetailExtras(offer),
      })),
    );

    const subs = file.offers.flatMap((offer) =>
      offer.subOffers.map((sub, position) => ({
        offerId: offerIds.get(offer.name) as number,
        position,
        name: sub.name,
        header: sub.header,
        couponType: sub.couponType ?? null,
      })),
    );
    if (subs.length > 0) await db.insert(subOffers).values(subs);
    offerCount += file.offers.length;
  }

  const { home } = data;
  const core = home.coreOfferSection;
  await db.insert(homeContent).values({
    key: home.key,
    title: home.title,
    headlineWords: home.headlineWords,
    coreTitle: core.title,
    coreTitlePrefix: core.titlePrefix ?? null,
    coreTitlePostfix: core.titlePostfix ?? null,
    coreHighlightColor: core.highlightColor ?? null,
    coreSubTitle: core.subTitle,
    joinCtaText: core.joinCta,
    joiningAmount: core.joiningAmount,
    strikeThrough: core.strikeThrough ?? null,
    discountAmount: core.discountAmount ?? null,
    discountLabel: core.discountLabel ?? null,
    couponCode: core.couponCode ?? null,
    faqs: home.faqs,
    footerSubTitle: home.footer.subTitle,
    optOutMissCall: home.footer.optOutMissCall,
  });

  return { categories: data.categories.length, offers: offerCount };
}
