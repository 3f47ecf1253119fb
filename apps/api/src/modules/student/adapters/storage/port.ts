// Where student documents are kept: private storage that no public route serves (reviewers read a
// document through the console's signed URL, which streams it from here). Adapters: a directory on
// the API's disk (the default) and an S3-compatible bucket (S3_* settings). An upload is first
// spooled to a private file as it arrives (never held in memory), checked, and only then kept under
// its key, so a refused or cut-off upload never reaches the store.
import type { Readable } from 'node:stream';

/** An upload spooled to disk, checked and ready to keep. */
export interface SpooledDocument {
  /** The spool file (mode 0600); `put` consumes it. */
  path: string;
  bytes: number;
  /** SHA-256 of the content, hex (S3 signs it). */
  sha256: string;
  contentType: string;
}

export interface DocumentStorage {
  /** A fresh private path to spool an upload to (on the local store's disk, so keeping it is a rename). */
  spoolPath(): Promise<string>;
  /** Keeps the spooled document under `key` (`student/<userId>/<requestId>`); the spool file is gone afterwards. */
  put(key: string, document: SpooledDocument): Promise<void>;
  /** Removes the document under `key`; nothing to remove is fine. */
  delete(key: string): Promise<void>;
  /** The document under `key` as a stream (never read whole); DocumentMissingError when there is none. */
  read(key: string): Promise<Readable>;
}

/** The store holds nothing under the key (a request whose document was lost or removed). */
export class DocumentMissingError extends Error {
  constructor(readonly key: string) {
    super(`no document under ${key}`);
    this.name = 'DocumentMissingError';
  }
}

/** Keys are ours (`student/12/<uuid>`): path segments of letters, digits, `-` and `_`, never `..`. */
const KEY = /^[A-Za-z0-9][\w-]*(?:\/[A-Za-z0-9][\w-]*)*$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
}
