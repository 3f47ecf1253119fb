// The content's translations as an instance holds them: content_translations read once per catalogue
// version (the table's trigger moves the version, so an edit on any instance reaches every instance
// within the version's TTL, as the read models do), one read at a time.
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/connection';
import { contentTranslations } from '../db/schema';

/** English text as the content holds it → its Hindi. */
export type ContentDictionary = ReadonlyMap<string, string>;

export interface ContentTranslations {
  /** Hindi by English, for the current catalogue version. */
  hindi(): Promise<ContentDictionary>;
  /** The last Hindi read, without waiting (empty before the first read): for errors, which never wait on the database. */
  held(): ContentDictionary;
}

const NOTHING_HELD: ContentDictionary = new Map();

export function contentTranslationsOf(db: AppDb, currentVersion: () => Promise<number>): ContentTranslations {
  let held: { version: number; dictionary: ContentDictionary } | undefined;
  let loading: { version: number; done: Promise<ContentDictionary> } | undefined;
  const load = async (version: number): Promise<ContentDictionary> => {
    const rows = await db.select({ source: contentTranslations.source, text: contentTranslations.text }).from(contentTranslations).where(eq(contentTranslations.locale, 'hi'));
    const dictionary = new Map(rows.map((row) => [row.source, row.text]));
    if (!held || held.version <= version) held = { version, dictionary };
    return dictionary;
  };
  return {
    held: () => held?.dictionary ?? NOTHING_HELD,
    async hindi() {
      const version = await currentVersion();
      if (held?.version === version) return held.dictionary;
      if (loading?.version !== version) {
        const done = load(version).finally(() => {
          if (loading?.done === done) loading = undefined;
        });
        loading = { version, done };
      }
      return loading.done;
    },
  };
}
