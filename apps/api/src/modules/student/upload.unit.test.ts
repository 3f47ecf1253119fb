// Spooling an upload: counted, typed and scanned as it streams; nothing is left behind when refused.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../http/errors';
import { SvgSanitiser } from './svg-sanitiser';
import { spoolUpload } from './upload';
import * as documents from './test-documents';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'student-spool-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const CHUNK = 64 * 1024;

/** The bytes in chunks as a request would bring them; `read` counts the chunks handed out. */
function streamOf(bytes: Buffer) {
  const source = {
    read: 0,
    finished: false,
    async *[Symbol.asyncIterator]() {
      try {
        for (let offset = 0; offset < bytes.length; offset += CHUNK) {
          source.read += 1;
          yield bytes.subarray(offset, offset + CHUNK);
        }
      } finally {
        source.finished = true;
      }
    },
  };
  return source;
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

const spoolFiles = () => fs.readdirSync(dir);

describe('spooling an upload', () => {
  it('keeps a document of exactly the limit, private (0600), with its type, size and SHA-256', async () => {
    const bytes = documents.padded(documents.png(), 300_000);
    const spool = path.join(dir, 'exact.part');
    const upload = await spoolUpload(streamOf(bytes), spool, 300_000);
    expect(upload).toEqual({ path: spool, bytes: 300_000, sha256: createHash('sha256').update(bytes).digest('hex'), contentType: 'image/png', type: 'png' });
    expect(fs.readFileSync(spool).equals(bytes)).toBe(true);
    expect(fs.statSync(spool).mode & 0o777).toBe(0o600);
    fs.rmSync(spool);
  });

  it('refuses the first byte past the limit (413), stops reading there and leaves no file', async () => {
    const source = streamOf(documents.padded(documents.png(), 2_000_000));
    const error = await refusal(spoolUpload(source, path.join(dir, 'big.part'), 300_000));
    expect(error).toMatchObject({ statusCode: 413, systemErrorCode: 'TP-STUDENT-FILE-TOO-LARGE', userMessage: 'Please upload a file of less than 10 MB' });
    // 300 000 bytes are 5 chunks: the 5th passes the limit and nothing after it is asked for
    expect(source.read).toBe(5);
    expect(source.finished).toBe(true);
    expect(spoolFiles()).toEqual([]);
  });

  it.each([
    ['an executable', documents.exe()],
    ['a plain zip', documents.plainZip()],
  ])('refuses %s by its content (415) and leaves no file', async (_label, bytes) => {
    const error = await refusal(spoolUpload(streamOf(bytes), path.join(dir, 'type.part'), 1_000_000));
    expect(error).toMatchObject({ statusCode: 415, systemErrorCode: 'TP-STUDENT-FILE-TYPE' });
    expect(spoolFiles()).toEqual([]);
  });

  it('refuses an oversized file of a refused type for its size (413), the refusal a member can act on first', async () => {
    const source = streamOf(documents.padded(documents.exe(), 2_000_000));
    const error = await refusal(spoolUpload(source, path.join(dir, 'big-exe.part'), 300_000));
    expect(error).toMatchObject({ statusCode: 413, systemErrorCode: 'TP-STUDENT-FILE-TOO-LARGE' });
    expect(source.read).toBe(5);
    expect(spoolFiles()).toEqual([]);
  });

  it('refuses an SVG whose script comes after the sniffed part, deleting what was written', async () => {
    // 200 KB of groups: past the 64 KB sniffed at first.
    const bytes = Buffer.concat([documents.svg('<svg xmlns="http://www.w3.org/2000/svg">'), Buffer.from('<g/>'.repeat(50_000)), Buffer.from('<script>alert(1)</script></svg>')]);
    const error = await refusal(spoolUpload(streamOf(bytes), path.join(dir, 'svg.part'), 1_000_000));
    expect(error).toMatchObject({ statusCode: 415, responseMessage: 'the document was refused: an SVG with a script element' });
    expect(spoolFiles()).toEqual([]);
  });

  it('refuses an SVG the sanitiser cannot check within its limits as too complex (415), and a full queue as busy (503), leaving no file', async () => {
    const slow = new SvgSanitiser({ timeLimitMs: 50, maxHeapMb: 256, maxQueued: 0 });
    try {
      const many = documents.svg(`<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(20_000)}</svg>`);
      const complexCheck = refusal(spoolUpload(streamOf(many), path.join(dir, 'complex.part'), 1_000_000, slow));
      // Once the document is accepted (waiting while the worker loads jsdom, over a second, or being
      // checked), the next is refused: a free checker holds none waiting. Waiting for it to be
      // checked instead raced its 50 ms limit on a loaded machine (the next then found the checker free).
      await vi.waitFor(() => expect(slow.pending).toBe(1), { timeout: 30_000, interval: 1 });
      const busy = await refusal(spoolUpload(streamOf(documents.svg()), path.join(dir, 'queued.part'), 1_000_000, slow));
      const complex = await complexCheck;
      expect(complex).toMatchObject({ statusCode: 415, systemErrorCode: 'TP-STUDENT-FILE-TYPE', responseMessage: expect.stringMatching(/^the document was refused: an SVG too complex to check \(the SVG check took over 50 ms\)/) });
      expect(busy).toMatchObject({ statusCode: 503, systemErrorCode: 'TP503', retryAfterSeconds: 5 });
      expect(spoolFiles()).toEqual([]);
    } finally {
      await slow.close();
    }
  }, 60_000);

  it('answers nothing for an empty file (the field is then missing) and leaves no file', async () => {
    expect(await spoolUpload(streamOf(Buffer.alloc(0)), path.join(dir, 'empty.part'), 1_000)).toBeUndefined();
    expect(spoolFiles()).toEqual([]);
  });

  it('a body cut short while the file arrives is the client’s 400, and leaves no file', async () => {
    const broken = {
      async *[Symbol.asyncIterator]() {
        yield documents.padded(documents.pdf(), CHUNK);
        throw new Error('Unexpected end of form');
      },
    };
    const error = await refusal(spoolUpload(broken, path.join(dir, 'cut.part'), 1_000_000));
    expect(error).toMatchObject({ statusCode: 400, systemErrorCode: 'TP400' });
    expect(spoolFiles()).toEqual([]);
  });
});
