// The video files the seed names, and their captions: our own files in src/seed/media (made by
// tools/make-sample-video.mjs), read once and held in memory (each is well under a megabyte).
import fs from 'node:fs/promises';
import path from 'node:path';
import { API_ROOT } from '../../api-root';

export const MEDIA_DIR = path.join(API_ROOT, 'src', 'seed', 'media');

export const MEDIA_TYPES = { webm: 'video/webm', vtt: 'text/vtt; charset=utf-8' } as const;

export interface MediaFile {
  bytes: Buffer;
  contentType: (typeof MEDIA_TYPES)[keyof typeof MEDIA_TYPES];
  /** A strong validator of the whole file (its size and modification time), the same on every range. */
  etag: string;
}

const FILE_NAME = /^([a-z0-9-]+)\.(webm|vtt)$/;

export class MediaFiles {
  private readonly held = new Map<string, Promise<MediaFile | undefined>>();

  constructor(private readonly dir = MEDIA_DIR) {}

  /** The file, or undefined when there is none by that name. */
  read(fileName: string): Promise<MediaFile | undefined> {
    const match = FILE_NAME.exec(fileName);
    if (!match) return Promise.resolve(undefined);
    let file = this.held.get(fileName);
    if (!file) {
      file = this.load(fileName, match[2] as keyof typeof MEDIA_TYPES);
      this.held.set(fileName, file);
    }
    return file;
  }

  private async load(fileName: string, extension: keyof typeof MEDIA_TYPES): Promise<MediaFile | undefined> {
    const full = path.join(this.dir, fileName);
    try {
      const [bytes, stat] = await Promise.all([fs.readFile(full), fs.stat(full)]);
      return { bytes, contentType: MEDIA_TYPES[extension], etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"` };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        // Not held: a file added later (the tool run again) is found without a restart.
        this.held.delete(fileName);
        return undefined;
      }
      throw error;
    }
  }
}
