// The catalogue's version as an instance sees it: one row (catalogue_version, bumped by triggers in
// the same transaction as any change to what the public reads are built from), read at most once
// per `ttlMs`, one read at a time. Everything built from the catalogue (the read models, the search
// index) is rebuilt when the number moves, so an instance is never more than `ttlMs` (plus one
// read) behind a change another instance or a script made.
import { eq } from 'drizzle-orm';
import type { AppDb } from './connection';
import { catalogueVersion } from './schema';

export interface CatalogueVersion {
  (): Promise<number>;
  /** The version while it is still trusted, without waiting (undefined when a read is due). */
  peek(): number | undefined;
}

/** A cached reader of `read`: trusted for `ttlMs` after each read; concurrent callers share one read. */
export function cachedVersion(read: () => Promise<number>, ttlMs: number): CatalogueVersion {
  let known: { version: number; readAt: number } | undefined;
  let reading: Promise<number> | undefined;
  const peek = () => (known && Date.now() - known.readAt < ttlMs ? known.version : undefined);
  const current = async () => {
    const trusted = peek();
    if (trusted !== undefined) return trusted;
    reading ??= read().finally(() => {
      reading = undefined;
    });
    const version = await reading;
    known = { version, readAt: Date.now() };
    return version;
  };
  return Object.assign(current, { peek });
}

/** The catalogue version of `db`, cached for `ttlMs`. */
export function catalogueVersionOf(db: AppDb, ttlMs: number): CatalogueVersion {
  return cachedVersion(async () => {
    const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion).where(eq(catalogueVersion.id, 1));
    return row?.version ?? 0;
  }, ttlMs);
}
