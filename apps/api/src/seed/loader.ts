// The demo data: read from the YAML files beside this loader, checked as a whole, and written once.
// Each domain checks and writes its own part (catalogue.ts, accounts.ts, payment.ts, content.ts,
// browsing.ts, offerings.ts, partners.ts, cards.ts), only while its table is empty, so every start may call seedIfEmpty
// and an existing database gains the parts added since it was created.
import fs from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../api-root';
import { count, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { parse } from 'yaml';
import type { AppDb, Database } from '../db/connection';
import { categories, cities, offers, subscriptionVariants, users } from '../db/schema';
import {
  SeedDataError,
  BannersFileSchema,
  type BannersFile,
  CardsFileSchema,
  CategoryFileSchema,
  CitiesFileSchema,
  CompanySchema,
  HomeFileSchema,
  OfferingsFileSchema,
  PartnersFileSchema,
  PaymentFileSchema,
  UserSeedSchema,
  type CardsFile,
  type CategoryFile,
  type CitiesFile,
  type CompanySeed,
  type HomeFile,
  type OfferingsFile,
  type PartnersFile,
  type PaymentFile,
  type UserSeed,
} from './data-schema';
import { placeProblems, userProblems, writePlaces, writeUsers } from './accounts';
import { browsingProblems, seedBrowsing } from './browsing';
import { cardProblems, seedCards } from './cards';
import { writeCatalogue } from './catalogue';
import { contentProblems, loadContentData, seedContent, type ContentSeedData } from './content';
import { offeringProblems, offersFromData, seedOfferings } from './offerings';
import { partnerProblems, seedPartners } from './partners';
import { paymentProblems, writePayment } from './payment';
import { readTranslationFiles, seedTranslations, translationRows, type TranslationRow } from './translations';

export const SEED_DATA_DIR = path.join(API_ROOT, 'src', 'seed', 'data');

/** Any constant shared by every API instance: two instances starting together seed once. */
export const SEED_LOCK_KEY = 727_001;

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
  /** Co-brand plans, store codes and the demo enrolment lists (seed/partners.ts). */
  partners: PartnersFile;
  /** The card-linked offer's channels, BIN tables and home promotion (seed/cards.ts). */
  cards: CardsFile;
  /** The content's Hindi, from the files under hi/ (seed/translations.ts). */
  translations: TranslationRow[];
}

export { SeedDataError };

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
  const partners = readYaml(path.join(dir, 'partners.yaml'), PartnersFileSchema);
  const cards = readYaml(path.join(dir, 'cards.yaml'), CardsFileSchema);

  const { problems, categorySlugs } = catalogueProblems(companyList, categoryFiles);
  problems.push(...contentProblems(content, categorySlugs));
  problems.push(...browsingProblems(categoryFiles, home, bannerFile, new Set(payment.codes.map((code) => code.code))));
  problems.push(...placeProblems(places), ...userProblems(userList, places), ...paymentProblems(payment, userList));
  problems.push(...offeringProblems(offeringsFile, offersFromData(categoryFiles, companyList), userList));
  problems.push(...partnerProblems(partners, userList));
  problems.push(...cardProblems(cards));
  if (problems.length > 0) throw new SeedDataError(`seed data is inconsistent:\n  ${problems.join('\n  ')}`);
  const translations = translationRows(readTranslationFiles(dir));
  return { companies: companyList, categories: categoryFiles, home, places, users: userList, payment, content, banners: bannerFile, offerings: offeringsFile, partners, cards, translations };
}

/** Companies and categories: unique, one welcome offer per category, offers of known companies (the seed and `load catalogue`). */
export function catalogueProblems(companyList: CompanySeed[], categoryFiles: CategoryFile[]): { problems: string[]; categorySlugs: Set<string> } {
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
  return { problems, categorySlugs };
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
   * The demo members (with their codes, referrals and activations). Default true. Production never
   * seeds at all (server.ts): its data is what operators load (src/load.ts); false leaves the demo
   * accounts out of a test database.
   */
  demoMembers?: boolean;
  /**
   * The moment every relative date of the demo data counts from (events, campaigns, codes,
   * memberships): the clock of the app that will read the data, so a test app on a pinned clock
   * and its seed always agree. Default: the real clock.
   */
  now?: Date;
}

export async function seedIfEmpty(database: Pick<Database, 'db'>, data: SeedData = loadSeedData(), options: SeedOptions = {}): Promise<SeedResult> {
  const demoMembers = options.demoMembers ?? true;
  const now = options.now ?? new Date();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const db = tx as unknown as AppDb;
    const countOf = async (table: typeof categories | typeof offers | typeof cities | typeof users) => {
      const [row] = await db.select({ n: count() }).from(table);
      return row?.n ?? 0;
    };
    let seeded = false;
    if ((await countOf(categories)) === 0) {
      await writeCatalogue(db, data, now);
      seeded = true;
    }
    if ((await countOf(cities)) === 0) {
      await writePlaces(db, data.places);
      seeded = true;
    }
    if (demoMembers && (await countOf(users)) === 0) {
      await writeUsers(db, data.users, now);
      seeded = true;
    }
    const [variantCount] = await db.select({ n: count() }).from(subscriptionVariants);
    if ((variantCount?.n ?? 0) === 0) {
      await writePayment(db, data.payment, now);
      seeded = true;
    }
    if (await seedContent(db, data.content)) seeded = true;
    if (await seedBrowsing(db, data)) seeded = true;
    // After the catalogue and the members: offerings match offers by name and codes name members.
    if (await seedOfferings(db, data.offerings, now)) seeded = true;
    // After the members: a demo enrolment may name the member who claimed it.
    if (await seedPartners(db, data.partners, { demoMembers }, now)) seeded = true;
    if (await seedCards(db, data.cards, now)) seeded = true;
    // The content's other languages: new texts are added to an existing database on every start.
    if (await seedTranslations(db, data.translations)) seeded = true;
    return { seeded, categories: await countOf(categories), offers: await countOf(offers), cities: await countOf(cities), users: await countOf(users) };
  });
}

