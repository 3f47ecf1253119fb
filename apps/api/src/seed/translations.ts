// The content's Hindi: for a data file `<path>.yaml`, `hi/<path>.yaml` lists `{ en, hi }` pairs, each
// `en` exactly a string value of the source file as the yaml package parses it (a title, an answer, a
// terms body). They become rows of content_translations (i18n/content-translations.ts), which answers
// in Hindi read. Seeding inserts what is missing and follows a changed file on rows no person edited,
// so an existing database gains new texts on its next start; a row a person edited stays theirs.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { parse } from 'yaml';
import type { AppDb } from '../db/connection';
import { contentTranslations } from '../db/schema';

/** The folder of a language's files, beside the data files they translate. */
export const TRANSLATIONS_DIR = 'hi';
export const TRANSLATED_LOCALE = 'hi';

const PairsSchema = v.array(v.strictObject({ en: v.pipe(v.string(), v.minLength(1)), hi: v.pipe(v.string(), v.minLength(1)) }));

export interface TranslationFile {
  /** The translated file, relative to the data folder (`hi/content/faq.yaml`). */
  file: string;
  /** The file it translates (`content/faq.yaml`). */
  source: string;
  pairs: Array<{ en: string; hi: string }>;
}

/** Every `hi/**.yaml` of a data folder, in path order; none when the folder has no `hi/`. */
export function readTranslationFiles(dataDir: string): TranslationFile[] {
  const dir = path.join(dataDir, TRANSLATIONS_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => name.split(path.sep).join('/'))
    .sort()
    .map((name) => {
      const file = `${TRANSLATIONS_DIR}/${name}`;
      const parsed = v.safeParse(PairsSchema, parse(fs.readFileSync(path.join(dataDir, file), 'utf8')) ?? []);
      if (!parsed.success) {
        const problems = parsed.issues.slice(0, 5).map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
        throw new Error(`${file}: not a list of { en, hi } texts:\n  ${problems.join('\n  ')}`);
      }
      return { file, source: name, pairs: parsed.output };
    });
}

/** Every string value of a parsed YAML document (keys are not texts). */
export function stringValues(document: unknown, into = new Set<string>()): Set<string> {
  if (typeof document === 'string') into.add(document);
  else if (Array.isArray(document)) for (const item of document) stringValues(item, into);
  else if (document && typeof document === 'object') for (const item of Object.values(document)) stringValues(item, into);
  return into;
}

export interface TranslationReport {
  /** Per translated file: its source, how many of the source's texts have Hindi, and the source's string count. */
  files: Array<{ source: string; translated: number; strings: number }>;
  /** `en` texts that are not a string of their source (a text changed or removed since): never shown. */
  stale: Array<{ file: string; en: string }>;
  /** Files whose source does not exist. */
  orphans: string[];
  /** The same English translated differently (in one file or two): the first file's Hindi is the one shown. */
  conflicts: Array<{ en: string; files: string[] }>;
}

/** Checks each file against its source: what is translated, what is stale. */
export function checkTranslations(dataDir: string, files = readTranslationFiles(dataDir)): TranslationReport {
  const report: TranslationReport = { files: [], stale: [], orphans: [], conflicts: [] };
  const seen = new Map<string, { hi: string; file: string }>();
  const conflicting = new Map<string, Set<string>>();
  for (const { file, source, pairs } of files) {
    const sourcePath = path.join(dataDir, source);
    if (!fs.existsSync(sourcePath)) {
      report.orphans.push(file);
      continue;
    }
    const strings = stringValues(parse(fs.readFileSync(sourcePath, 'utf8')));
    const translated = new Set<string>();
    for (const { en, hi } of pairs) {
      if (!strings.has(en)) report.stale.push({ file, en });
      else translated.add(en);
      const first = seen.get(en);
      if (!first) seen.set(en, { hi, file });
      else if (first.hi !== hi) conflicting.set(en, new Set([...(conflicting.get(en) ?? [first.file]), file]));
    }
    report.files.push({ source, translated: translated.size, strings: strings.size });
  }
  report.conflicts = [...conflicting].map(([en, where]) => ({ en, files: [...where] }));
  return report;
}

export const sourceHash = (text: string) => createHash('sha256').update(text).digest('hex');

export interface TranslationRow {
  sourceHash: string;
  source: string;
  text: string;
}

/** The rows the files make: one per English text, the first file's Hindi where two disagree. */
export function translationRows(files: readonly TranslationFile[]): TranslationRow[] {
  const rows = new Map<string, TranslationRow>();
  for (const { pairs } of files) {
    for (const { en, hi } of pairs) {
      const hash = sourceHash(en);
      if (!rows.has(hash)) rows.set(hash, { sourceHash: hash, source: en, text: hi });
    }
  }
  return [...rows.values()];
}

const INSERT_BATCH = 500;

/**
 * Writes the files' translations: inserts the texts the table lacks and updates those that follow the
 * files (no `edited_by`) whose Hindi changed. True when it wrote anything. Writes nothing when all is
 * current, so a restart does not move the catalogue version.
 */
export async function seedTranslations(db: AppDb, rows: readonly TranslationRow[]): Promise<boolean> {
  if (rows.length === 0) return false;
  const existing = new Map(
    (await db.select({ sourceHash: contentTranslations.sourceHash, text: contentTranslations.text, editedBy: contentTranslations.editedBy }).from(contentTranslations).where(eq(contentTranslations.locale, TRANSLATED_LOCALE))).map(
      (row) => [row.sourceHash, row],
    ),
  );
  const missing = rows.filter((row) => !existing.has(row.sourceHash));
  const changed = rows.filter((row) => {
    const held = existing.get(row.sourceHash);
    return held !== undefined && held.editedBy === null && held.text !== row.text;
  });
  for (let start = 0; start < missing.length; start += INSERT_BATCH) {
    await db
      .insert(contentTranslations)
      .values(missing.slice(start, start + INSERT_BATCH).map((row) => ({ locale: TRANSLATED_LOCALE, ...row })))
      .onConflictDoNothing();
  }
  for (const row of changed) {
    await db
      .update(contentTranslations)
      .set({ text: row.text, updatedAt: new Date() })
      .where(and(eq(contentTranslations.locale, TRANSLATED_LOCALE), eq(contentTranslations.sourceHash, row.sourceHash), isNull(contentTranslations.editedBy)));
  }
  return missing.length + changed.length > 0;
}
