// The read models held: one entry per key with its bytes in each encoding, the builds a crowd waits
// on, and the request shapes validation has vouched for.
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { shapeOf } from './keys';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A small answer is not worth compressing (the compression plugin's threshold is 1 KB too). */
export const COMPRESS_FROM_BYTES = 1024;

export type Encoding = 'br' | 'gzip' | 'identity';

export interface ReadCacheOptions {
  /** The catalogue's current version (cached: see `catalogueVersionOf`), and `peek` for it without waiting. */
  currentVersion: () => Promise<number>;
  peekVersion?: () => number | undefined;
  /** The app's clock: an entry is rebuilt after `maxAgeMs` of it too (offers end, events pass). */
  now: () => Date;
  maxAgeMs: number;
  /** At most this many entries (searches are many); the oldest goes first. */
  maxEntries: number;
}

export interface Entry {
  version: number;
  builtAt: number;
  etag: string;
  contentType: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Its compression, started on the entry's first reuse (a key asked for once is never worth it). */
  compressed?: Promise<void>;
  /**
   * The headers a hit in each encoding went out with through the whole app (security headers,
   * Cache-Control, ETag, Vary), kept so the next plain hit can be written straight to the socket.
   */
  wire?: Partial<Record<Encoding, OutgoingHttpHeaders>>;
}

/** A miss whose answer is to be kept: `settle` lets the callers waiting on its build go on. */
export interface Pending {
  key: string;
  version: number;
  settle: () => void;
}

/**
 * Compresses an entry once, in the thread pool (brotli 9 and gzip 9); hits that take an encoding
 * wait for it rather than each compressing the answer again through the compression plugin (200
 * visitors compressing a 5 MB answer at once held 1.8 GB and stalled the API).
 */
export function compressOnce(entry: Entry, log: FastifyBaseLogger): Promise<void> {
  entry.compressed ??=
    entry.identity.length < COMPRESS_FROM_BYTES
      ? Promise.resolve()
      : Promise.all([brotli(entry.identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }), gzip(entry.identity, { level: 9 })]).then(
          ([br, gz]) => {
            entry.br = br;
            entry.gzip = gz;
          },
          (error: unknown) => log.warn({ err: error }, 'read cache compression failed'),
        );
  return entry.compressed;
}

export class ReadModels {
  private readonly entries = new Map<string, Entry>();
  /**
   * The builds under way, by key: a crowd arriving when an entry is missing or stale (a new
   * version, its age) waits on one build instead of each running the route (200 visitors building
   * a 3 MB catalogue at once took the API down).
   */
  private readonly building = new Map<string, { version: number; done: Promise<void> }>();
  /**
   * GET shapes (see `shapeOf`) a request has already passed validation with, and the entry key they
   * select, per language: a request of the same shape is valid too, so its hit may be answered
   * before validation (from the entry of its own language).
   */
  private readonly shapes = new Map<string, string>();

  constructor(private readonly options: ReadCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  private fresh(entry: Entry, version: number): boolean {
    return entry.version === version && this.options.now().getTime() - entry.builtAt < this.options.maxAgeMs;
  }

  /** Remembers that a validated GET of this URL's shape, in this language, selects `key`. */
  rememberShape(url: string, language: string, key: string): void {
    const shape = shapeOf(url);
    if (shape === undefined || this.shapes.has(`${language} ${shape}`)) return;
    if (this.shapes.size >= this.options.maxEntries) this.shapes.clear();
    this.shapes.set(`${language} ${shape}`, key);
  }

  /** The fresh entry a URL of a validated shape selects in a language, by the version known without waiting. */
  hitOfShape(url: string, language: string): Entry | undefined {
    const shape = shapeOf(url);
    const key = shape === undefined ? undefined : this.shapes.get(`${language} ${shape}`);
    const entry = key === undefined ? undefined : this.entries.get(key);
    const version = this.options.peekVersion?.();
    return entry && version !== undefined && this.fresh(entry, version) ? entry : undefined;
  }

  /**
   * The fresh entry of a validated request's key, after waiting on the build under way if there is
   * one; otherwise the build this request is to run (shared with those arriving meanwhile).
   */
  async hitOrBuild(key: string): Promise<{ entry: Entry } | { build: Pending }> {
    const version = this.options.peekVersion?.() ?? (await this.options.currentVersion());
    const entry = this.entries.get(key);
    if (entry && this.fresh(entry, version)) return { entry };
    const under = this.building.get(key);
    if (!under || under.version !== version) return { build: this.startBuild(key, version) };
    await under.done;
    const built = this.entries.get(key);
    // the build kept nothing (an error answer, a client gone): this one runs the route itself
    if (!built || !this.fresh(built, version)) return { build: { key, version, settle: () => undefined } };
    return { entry: built };
  }

  private startBuild(key: string, version: number): Pending {
    let settle!: () => void;
    const done = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const build = { version, done };
    this.building.set(key, build);
    return {
      key,
      version,
      settle: () => {
        if (this.building.get(key) === build) this.building.delete(key);
        settle();
      },
    };
  }

  /** Keeps what a build's miss sent (the serialized, validated JSON), the oldest entry out when full. */
  keep(pending: Pending, identity: Buffer, contentType: string): void {
    // the ETag plugin's own (sha1, base64), so the miss and the hits carry the same one
    const etag = `"${createHash('sha1').update(identity).digest('base64')}"`;
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(pending.key);
    this.entries.set(pending.key, { version: pending.version, builtAt: this.options.now().getTime(), etag, contentType, identity });
  }
}
