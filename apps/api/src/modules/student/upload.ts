// Streams one uploaded document to a spool file as it arrives: counted (refused past the limit the
// moment the limit is passed, without reading further), hashed, its type read from its first bytes
// before anything is written, and an SVG scanned to its end. A document refused for its type is
// still counted (not kept) up to the limit, so an oversized file of any type gets the size refusal,
// the one a member can act on first. Memory holds at most the sniffing sample
// and the chunk in flight. A refused or broken upload leaves no spool file behind.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import { rm } from 'node:fs/promises';
import type { SpooledDocument } from './adapters/storage/port';
import { fileTooLarge, fileTypeRefused, svgCheckBusy, unreadableForm } from './copy';
import { SNIFF_BYTES, documentTypeOf, type StudentDocumentType } from './sniff';
import { SvgInspector } from './svg';
import { SvgCheckFailed, svgSanitiser as defaultSvgSanitiser, type SvgSanitiser } from './svg-sanitiser';

export interface SpooledUpload extends SpooledDocument {
  type: StudentDocumentType;
}

/** The stored Content-Type of each type (never the browser's claim). */
const CONTENT_TYPES: Readonly<Record<StudentDocumentType, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  eps: 'application/postscript',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** `undefined` for an empty file (the field counts as missing); throws 413, 415 or 400 when refused. */
export async function spoolUpload(source: AsyncIterable<Uint8Array>, spoolPath: string, maxBytes: number, svgSanitiser: SvgSanitiser = defaultSvgSanitiser): Promise<SpooledUpload | undefined> {
  const out = fs.createWriteStream(spoolPath, { flags: 'wx', mode: 0o600 });
  // a disk error is raised at the next write (an 'error' without a listener would end the process)
  let diskError: Error | undefined;
  out.on('error', (error) => {
    diskError = error;
  });
  const hash = createHash('sha256');
  let bytes = 0;
  let sample: Buffer[] | undefined = [];
  let type: StudentDocumentType | undefined;
  let svg: SvgInspector | undefined;
  let refusal: Error | undefined;

  const write = async (chunk: Uint8Array) => {
    if (svg) {
      svg.write(chunk);
      if (svg.problem) {
        refusal = fileTypeRefused(`an SVG with ${svg.problem}`);
        return;
      }
    }
    if (diskError) throw diskError;
    if (!out.write(chunk)) await once(out, 'drain');
  };
  /** Reads the type from what was sampled, then writes the sample. */
  const decide = async () => {
    const head = Buffer.concat(sample ?? []);
    sample = undefined;
    type = await documentTypeOf(head.subarray(0, SNIFF_BYTES));
    if (!type) {
      refusal = fileTypeRefused('its content is none of the accepted types');
      return;
    }
    if (type === 'svg') svg = new SvgInspector();
    await write(head);
  };

  try {
    for await (const chunk of readingFrom(source)) {
      bytes += chunk.length;
      // stop at the first byte past the limit: the rest is never read
      if (bytes > maxBytes) throw fileTooLarge();
      if (refusal) continue;
      hash.update(chunk);
      if (sample) {
        sample.push(Buffer.from(chunk));
        if (bytes >= SNIFF_BYTES) await decide();
      } else {
        await write(chunk);
      }
    }
    if (bytes === 0) {
      await discard(out, spoolPath);
      return undefined;
    }
    if (sample) await decide();
    if (refusal) throw refusal;
    const problem = svg?.end();
    if (problem) throw fileTypeRefused(`an SVG with ${problem}`);
    out.end();
    await once(out, 'finish');
    // DOMPurify has the last word, on the whole spooled document, in its worker.
    if (svg) await sanitiserVerdict(svgSanitiser, spoolPath);
  } catch (error) {
    await discard(out, spoolPath);
    throw error;
  }
  if (!type) throw new Error('an upload was kept without a type');
  return { path: spoolPath, bytes, sha256: hash.digest('hex'), contentType: CONTENT_TYPES[type], type };
}

/** Refuses the SVG when DOMPurify would remove anything from it, or cannot say in time. */
async function sanitiserVerdict(svgSanitiser: SvgSanitiser, spoolPath: string): Promise<void> {
  let removals: string[];
  try {
    removals = await svgSanitiser.removals({ path: spoolPath });
  } catch (error) {
    if (!(error instanceof SvgCheckFailed)) throw error;
    if (error.reason === 'busy') throw svgCheckBusy(error.message);
    // too many elements to check in the time and memory an upload may take: a PDF or an image will do
    if (error.reason !== 'crashed') throw fileTypeRefused(`an SVG too complex to check (${error.message}); send it as a PDF or an image`);
    throw error;
  }
  if (removals.length > 0) throw fileTypeRefused(`an SVG with what the sanitiser removes: ${removals.join(', ')}`);
}

/** The upload's chunks; a failure to read them (the client cut the body short, a malformed part) is the client's 400. */
async function* readingFrom(source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const iterator = source[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<Uint8Array>;
      try {
        next = await iterator.next();
      } catch (error) {
        throw unreadableForm(`the file could not be read: ${(error as Error).message}`);
      }
      if (next.done) return;
      yield next.value;
    }
  } finally {
    // stops the source (and with it the request's parsing) when the spooling ends early
    await iterator.return?.();
  }
}

async function discard(out: fs.WriteStream, spoolPath: string): Promise<void> {
  if (!out.closed) {
    const closed = once(out, 'close').catch(() => undefined);
    out.destroy();
    await closed;
  }
  await rm(spoolPath, { force: true });
}
