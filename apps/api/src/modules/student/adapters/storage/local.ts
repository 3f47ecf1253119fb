// Documents as files under one private directory (STUDENT_DOCUMENTS_DIR, `<repo>/.data/documents` by
// default): directories 0700, files 0600. Uploads spool in its `.incoming` folder, on the same
// disk, so keeping one is an atomic rename: a document is either whole under its key or absent.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DocumentMissingError, assertStorageKey, type DocumentStorage, type SpooledDocument } from './port';

const SPOOL_FOLDER = '.incoming';

export class LocalDocumentStorage implements DocumentStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async spoolPath(): Promise<string> {
    const folder = path.join(this.root, SPOOL_FOLDER);
    await fs.mkdir(folder, { recursive: true, mode: 0o700 });
    return path.join(folder, `${randomUUID()}.part`);
  }

  async put(key: string, document: SpooledDocument): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await fs.chmod(document.path, 0o600);
    await fs.rename(document.path, target);
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async read(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    // opened before answering, so a missing file is the caller's 404 rather than a broken stream
    const handle = await fs.open(file, 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw new DocumentMissingError(key);
      throw error;
    });
    return handle.createReadStream();
  }

  /** Where `key` lives (tests read it). */
  pathOf(key: string): string {
    assertStorageKey(key);
    const target = path.resolve(this.root, key);
    if (!target.startsWith(this.root + path.sep)) throw new Error(`storage key ${key} leaves the documents directory`);
    return target;
  }
}
