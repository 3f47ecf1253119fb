// Oversized uploads over a real socket, as `curl -F file=@big` sends them: the 413 (or, for a
// visitor, the 401) comes back while the client is still sending, the server parses nothing past
// the limit (what still arrives is dropped until the client stops), and the process does not grow
// by the upload's size (the file is streamed, never held): live memory (after a full garbage
// collection, sampled during the upload) stays within a few chunks.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, mobileSequence } from '../../test/auth';
import { useTestApp } from '../../test/harness';
import { VALID_FIELDS } from './test-form';
import * as documents from './test-documents';

const MB = 1024 * 1024;
const documentsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'student-http-documents-'));
afterAll(() => fs.rmSync(documentsDir, { recursive: true, force: true }));

const t = useTestApp({ config: { auth: { captchaWhitelist: ['127.0.0.1'], otpSendLimitPerIpPerHour: 1_000 }, student: { documentsDir } } });
let port = 0;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

interface UploadOutcome {
  status: number | undefined;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** File bytes the client managed to write before the answer came (or the socket closed). */
  sent: number;
  elapsedMs: number;
}

/**
 * A multipart POST of the form with a `fileBytes` file, written chunk by chunk from one reused
 * buffer (the client holds no more than a chunk) with a Content-Length, as curl does. It stops
 * writing once the answer arrives. `onProgress` is called after each chunk is written.
 */
function uploadOverSocket(fileBytes: number, authorization?: string, onProgress?: (sent: number) => void): Promise<UploadOutcome> {
  const boundary = '----StudentFormHttpTest';
  const head = Buffer.from(
    Object.entries(VALID_FIELDS)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = documents.padded(documents.png(), 256 * 1024);
  const started = performance.now();
  return new Promise((resolve) => {
    let sent = 0;
    let answered: UploadOutcome | undefined;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/nc/um/user/student',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + fileBytes + tail.length), ...(authorization ? { authorization } : {}) },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (data: Buffer) => chunks.push(data));
      response.on('end', () => {
        answered = { status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks).toString(), sent, elapsedMs: performance.now() - started };
        resolve(answered);
        request.destroy();
      });
    });
    // once the server has answered and closed, further writes fail: that is the expected end
    request.on('error', (error) => resolve(answered ?? { status: undefined, headers: {}, body: String(error), sent, elapsedMs: performance.now() - started }));
    const pump = () => {
      while (sent < fileBytes && !answered && !request.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, fileBytes - sent));
        sent += piece.length;
        onProgress?.(sent);
        if (!request.write(piece)) {
          request.once('drain', pump);
          return;
        }
      }
      if (sent >= fileBytes && !request.destroyed) request.end(tail);
    };
    request.write(head);
    pump();
  });
}

/** A full garbage collection on demand (the test needs live memory, not garbage not yet collected). */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** JavaScript heap and buffers in use after a full collection: what the process really holds. */
function liveBytes(): number {
  collectGarbage();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

interface Growth {
  /** The most live memory (heap and buffers, garbage collected) above the start, sampled during the work. */
  liveBytes: number;
  /** The resident set's highest point above the start (garbage included). */
  rssBytes: number;
  rssBefore: number;
  rssPeak: number;
}

/**
 * Runs `work`, which calls `sample` as it goes (here: every 1 MB the client sends; a full collection
 * each time, so not on a timer), and answers how far memory rose above where it started.
 */
async function memoryGrowth<T>(work: (sample: () => void) => Promise<T>): Promise<{ result: T; growth: Growth }> {
  const liveBefore = liveBytes();
  const rssBefore = process.memoryUsage().rss;
  let livePeak = liveBefore;
  let rssPeak = rssBefore;
  const sample = () => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    livePeak = Math.max(livePeak, liveBytes());
  };
  const result = await work(sample);
  sample();
  return { result, growth: { liveBytes: livePeak - liveBefore, rssBytes: rssPeak - rssBefore, rssBefore, rssPeak } };
}

describe('a 20 MB and a 60 MB upload over HTTP', () => {
  it('answer a member 413 with the error body while the client still sends, and the process grows far less than the upload', async () => {
    const mobile = mobileSequence('93800')();
    const { accessToken } = await logIn(t.app, mobile);
    // warm-up: the first multipart request loads busboy and file-type
    await uploadOverSocket(11 * MB, `Bearer ${accessToken}`);

    for (const size of [20 * MB, 60 * MB]) {
      const { result, growth } = await memoryGrowth((sample) => uploadOverSocket(size, `Bearer ${accessToken}`, (sent) => sent % MB === 0 && sample()));
      const mb = (bytes: number) => (bytes / MB).toFixed(1);
      console.info(
        `student upload of ${size / MB} MB: 413 after ${Math.round(result.elapsedMs)} ms, ${mb(result.sent)} MB written by the client; ` +
          `live memory +${mb(growth.liveBytes)} MB at most; rss ${mb(growth.rssBefore)} -> ${mb(growth.rssPeak)} MB (+${mb(growth.rssBytes)} MB)`,
      );
      expect(result.status, result.body).toBe(413);
      expect(JSON.parse(result.body)).toMatchObject({ success: false, systemErrorCode: 'TP-STUDENT-FILE-TOO-LARGE', userMessage: 'Please upload a file of less than 10 MB' });
      // the answer came long before the end of the upload: the client stopped sending (its 60 MB never all went)
      if (size > 40 * MB) expect(result.sent).toBeLessThan(size);
      // streamed: a few chunks in flight at any moment; a held upload would be megabytes more at each sample
      expect(growth.liveBytes).toBeLessThan(6 * MB);
      expect(growth.rssBytes).toBeLessThan(20 * MB);
    }
    expect(fs.readdirSync(path.join(documentsDir, '.incoming'))).toEqual([]);
    expect(fs.existsSync(path.join(documentsDir, 'student'))).toBe(false);
    // Each sample is a full collection of the worker's heap (every 1 MB sent), whose cost grows with
    // whatever the worker's earlier files left there: in a CI run with the console's suites the same
    // 91 MB took 38 s (20 MB in 15 s, 60 MB in 23 s), past the 30 s default. What it asserts is memory,
    // not time.
  }, 120_000);

  it('answer a visitor 401 without reading the upload', async () => {
    const result = await uploadOverSocket(20 * MB);
    expect(result.status, result.body).toBe(401);
    expect(JSON.parse(result.body)).toMatchObject({ success: false });
  });
});
