// `load catalogue <dir>`: what the sites need to render, from a directory laid out as the seed's
// (src/seed/data is the sample): companies.yaml, categories/*.yaml, home.yaml, banners.yaml,
// layout.yaml, content/{faq,terms,pages,blog,unsubscribe}.yaml, cities.yaml, and optionally
// offerings.yaml (how each offer is availed), cards.yaml (the card channels and their home widget),
// partners.yaml (the partner plans) and hi/ (the texts in Hindi, seed/translations.ts). The files are checked with the seed's schemas and cross-file rules
// (problems name the file and line), then each part is written while its tables are empty, in one
// transaction: a second run writes nothing and says so. What such a directory holds that is demo data
// is never loaded: the demo members (users.yaml), payment.yaml's codes, the offerings' generated code
// pools and demo members' codes, cards.yaml's BINs, partners.yaml's store codes and enrolments.
import fs from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { AppDb } from '../db/connection';
import { categories, cities, codes, offers } from '../db/schema';
import { placeProblems, writePlaces } from '../seed/accounts';
import { browsingProblems, seedBrowsing } from '../seed/browsing';
import { cardProblems, seedCards } from '../seed/cards';
import { writeCatalogue } from '../seed/catalogue';
import { contentProblems, seedContent, type ContentSeedData } from '../seed/content';
import { BannersFileSchema, BlogFileSchema, CardsFileSchema, CategoryFileSchema, CitiesFileSchema, CompanySchema, ContentPagesFileSchema, FaqFileSchema, HomeFileSchema, LayoutFileSchema, OfferingsFileSchema, PartnersFileSchema, TermsFileSchema, UnsubscribeFileSchema, type BannersFile, type CardsFile, type CategoryFile, type CitiesFile, type CompanySeed, type HomeFile, type OfferingsFile, type PartnersFile } from '../seed/data-schema';
import { catalogueProblems, SEED_LOCK_KEY } from '../seed/loader';
import { offeringProblems, offersFromData, seedOfferings } from '../seed/offerings';
import { partnerProblems, seedPartners } from '../seed/partners';
import { checkTranslations, readTranslationFiles, seedTranslations, translationRows, type TranslationFile, type TranslationRow } from '../seed/translations';
import { inTransaction, refuseIf, type LoadReport } from './report';
import { readYamlFile, type LoadProblem } from './source';

export interface CatalogueData {
  companies: CompanySeed[];
  categories: CategoryFile[];
  home: HomeFile;
  banners: BannersFile;
  content: ContentSeedData;
  places: CitiesFile;
  offerings: OfferingsFile | undefined;
  cards: CardsFile | undefined;
  partners: PartnersFile | undefined;
  /** The texts in Hindi (hi/); added to what the database holds, never overwriting a person's edit. */
  translations: TranslationRow[];
}

/** Files of a seed directory that are not catalogue, and where their production data comes from. */
const NOT_CATALOGUE: Record<string, string> = {
  'users.yaml': 'demo members, development only',
  'payment.yaml': 'load its plans with `load plans`; promo codes come from `load promo-codes`',
};

/** Reads and checks the directory; every problem of every file at once. */
export function readCatalogue(dir: string): { data: CatalogueData; notes: string[] } {
  const problems: LoadProblem[] = [];
  const notes: string[] = [];
  const read = <S extends v.GenericSchema>(relative: string, schema: S, optional = false): v.InferOutput<S> | undefined => {
    const file = path.join(dir, relative);
    if (optional && !fs.existsSync(file)) return undefined;
    const result = readYamlFile(file, schema, relative);
    if (!result.ok) {
      problems.push(...result.problems);
      return undefined;
    }
    return result.value;
  };
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) refuseIf([{ file: dir, message: 'not a directory' }]);

  const companyList = read('companies.yaml', v.array(CompanySchema));
  const categoryDir = path.join(dir, 'categories');
  const categoryNames = fs.existsSync(categoryDir) ? fs.readdirSync(categoryDir).filter((name) => name.endsWith('.yaml')).sort() : [];
  if (categoryNames.length === 0) problems.push({ file: 'categories/', message: 'needs at least one category file (categories/<slug>.yaml)' });
  const categoryFiles = categoryNames.map((name) => read(path.join('categories', name), CategoryFileSchema));
  const home = read('home.yaml', HomeFileSchema);
  const banners = read('banners.yaml', BannersFileSchema);
  const places = read('cities.yaml', CitiesFileSchema);
  const content = {
    faq: read('content/faq.yaml', FaqFileSchema),
    terms: read('content/terms.yaml', TermsFileSchema),
    pages: read('content/pages.yaml', ContentPagesFileSchema),
    blog: read('content/blog.yaml', BlogFileSchema),
    unsubscribe: read('content/unsubscribe.yaml', UnsubscribeFileSchema),
    layout: read('layout.yaml', LayoutFileSchema),
  };
  const offeringsFile = read('offerings.yaml', OfferingsFileSchema, true);
  const cards = read('cards.yaml', CardsFileSchema, true);
  const partners = read('partners.yaml', PartnersFileSchema, true);
  let translationFiles: TranslationFile[] = [];
  try {
    translationFiles = readTranslationFiles(dir);
  } catch (error) {
    problems.push({ file: 'hi/', message: (error as Error).message });
  }
  refuseIf(problems);

  // Every file read without a problem: the cross-file rules (they name what they are about).
  const data = {
    companies: companyList,
    categories: categoryFiles,
    home,
    banners,
    places,
    content: content as ContentSeedData,
    // A demo member's held codes and activations have no member here: they are dropped, with a note.
    offerings: offeringsFile && {
      ...offeringsFile,
      offerings: Object.fromEntries(Object.entries(offeringsFile.offerings).map(([name, entry]) => [name, { ...entry, codes: [], activations: [] }])),
    },
    cards: cards && { ...cards, channels: cards.channels.map((channel) => ({ ...channel, bins: [] })) },
    partners: partners && { ...partners, storeCodes: [], demoEnrolments: [] },
    translations: translationRows(translationFiles),
  } as CatalogueData;
  const crossFile = catalogueProblems(data.companies, data.categories);
  crossFile.problems.push(...contentProblems(data.content, crossFile.categorySlugs));
  crossFile.problems.push(...placeProblems(data.places));
  if (data.offerings) crossFile.problems.push(...offeringProblems(data.offerings, offersFromData(data.categories, data.companies), []));
  if (data.cards) crossFile.problems.push(...cardProblems(data.cards));
  if (data.partners) crossFile.problems.push(...partnerProblems(data.partners, []));
  refuseIf(crossFile.problems.map((message) => ({ file: dir, message })));

  for (const [name, why] of Object.entries(NOT_CATALOGUE)) if (fs.existsSync(path.join(dir, name))) notes.push(`${name}: not loaded (${why})`);
  const heldCodes = Object.values(offeringsFile?.offerings ?? {}).reduce((sum, entry) => sum + entry.codes.length + entry.activations.length, 0);
  if (offeringsFile) notes.push(`offerings.yaml: code pools are left empty (stock them with the brands' codes)${heldCodes > 0 ? `; ${heldCodes} demo members' codes and activations not loaded` : ''}`);
  const binCount = cards?.channels.reduce((sum, channel) => sum + channel.bins.length, 0) ?? 0;
  if (binCount > 0) notes.push(`cards.yaml: its ${binCount} BINs are not loaded (load the network's BINs with \`load card-bins\`)`);
  if (partners && partners.storeCodes.length + partners.demoEnrolments.length > 0) {
    notes.push(`partners.yaml: its ${partners.storeCodes.length} store codes and ${partners.demoEnrolments.length} demo enrolments are not loaded (\`load store-codes\`, \`load enrolments\`)`);
  }
  const stale = translationFiles.length > 0 ? checkTranslations(dir, translationFiles).stale.length : 0;
  if (stale > 0) notes.push(`hi/: ${stale} texts are no longer in their source files (loaded, never shown)`);
  return { data, notes };
}

const rowCount = async (db: AppDb, table: typeof categories | typeof offers | typeof cities) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;

/** Loads the directory's catalogue: each part while its tables are empty. */
export async function loadCatalogue(db: AppDb, dir: string, now = new Date()): Promise<LoadReport> {
  const { data, notes } = readCatalogue(dir);
  return inTransaction(db, async (tx) => {
    // The seed's lock: a development server seeding the same database at the same moment waits.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // A banner that orders with a code needs that code: promo codes are loaded before the catalogue.
    const codeNames = new Set((await tx.select({ code: codes.code }).from(codes)).map((row) => row.code));
    const missingCodes = browsingProblems(data.categories, data.home, data.banners, codeNames);
    refuseIf(missingCodes.map((message) => ({ file: dir, message: message.includes('unknown code') ? `${message} (load it with \`load promo-codes\` first)` : message })));

    const written: string[] = [];
    if ((await rowCount(tx, categories)) === 0) {
      await writeCatalogue(tx, data, now);
      written.push('companies, categories and offers');
    }
    if ((await rowCount(tx, cities)) === 0) {
      await writePlaces(tx, data.places);
      written.push('states and cities');
    }
    if (await seedContent(tx, data.content)) written.push('content');
    if (await seedBrowsing(tx, data)) written.push('home sections and banners');
    if (data.offerings && (await seedOfferings(tx, data.offerings, now, { stockPools: false }))) written.push('offerings');
    if (data.cards && (await seedCards(tx, data.cards, now))) written.push('card channels');
    if (data.partners && (await seedPartners(tx, data.partners, { demoMembers: false }, now))) written.push('partner plans');
    if (await seedTranslations(tx, data.translations)) written.push('texts in Hindi');
    const counts = { categories: await rowCount(tx, categories), offers: await rowCount(tx, offers), cities: await rowCount(tx, cities), partsWritten: written.length };
    const summary =
      written.length > 0
        ? `catalogue: wrote ${written.join(', ')}; the database holds ${counts.categories} categories, ${counts.offers} offers, ${counts.cities} cities`
        : `catalogue: already loaded (${counts.categories} categories, ${counts.offers} offers); nothing written`;
    return { summary, counts, notes };
  });
}
