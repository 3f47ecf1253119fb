// The document stores on their own: the local directory (private files, atomic keep) and the S3
// adapter against a small S3 stand-in on node:http that records what arrives.
import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Readable } from 'node:stream';
import { LocalDocumentStorage } from './local';
import { DocumentMissingError, type DocumentStorage, type SpooledDocument } from './port';
import { S3DocumentStorage } from './s3';

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'student-documents-'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function spool(storage: DocumentStorage, bytes: Buffer): Promise<SpooledDocument> {
  const file = await storage.spoolPath();
  fs.writeFileSync(file, bytes, { mode: 0o600 });
  return { path: file, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), contentType: 'application/pdf' };
}

describe('the local document store', () => {
  it('keeps a spooled document under its key by renaming it: private directories and file, nothing left in the spool', async () => {
    const storage = new LocalDocumentStorage(path.join(root, 'local'));
    const bytes = Buffer.from('%PDF-1.7 a student ID');
    const spooled = await spool(storage, bytes);
    expect(path.dirname(spooled.path)).toBe(path.join(root, 'local', '.incoming'));

    await storage.put('student/12/3f1c7a52-5b1e-4d55-9a57-0d1f2b0c9e11', spooled);
    const kept = storage.pathOf('student/12/3f1c7a52-5b1e-4d55-9a57-0d1f2b0c9e11');
    expect(fs.readFileSync(kept).equals(bytes)).toBe(true);
    expect(fs.statSync(kept).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(kept)).mode & 0o777).toBe(0o700);
    expect(fs.existsSync(spooled.path)).toBe(false);
    expect(fs.readdirSync(path.join(root, 'local', '.incoming'))).toEqual([]);

    await storage.delete('student/12/3f1c7a52-5b1e-4d55-9a57-0d1f2b0c9e11');
    expect(fs.existsSync(kept)).toBe(false);
    // deleting what is not there is fine
    await storage.delete('student/12/3f1c7a52-5b1e-4d55-9a57-0d1f2b0c9e11');
  });

  it('reads a kept document back as a stream, and says when there is none', async () => {
    const storage = new LocalDocumentStorage(path.join(root, 'read'));
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7 '), Buffer.alloc(300_000, 3)]);
    await storage.put('student/4/5e0c7c1a-2f0b-4f59-8d0c-6a5a3c2b1d00', await spool(storage, bytes));
    expect((await readAll(await storage.read('student/4/5e0c7c1a-2f0b-4f59-8d0c-6a5a3c2b1d00'))).equals(bytes)).toBe(true);
    await expect(storage.read('student/4/absent')).rejects.toBeInstanceOf(DocumentMissingError);
    await expect(storage.read('../outside')).rejects.toThrow(/storage key/);
  });

  it.each(['../outside', 'student/../../etc/passwd', '/etc/passwd', 'student//12', '.incoming/x', ''])('refuses the key %j', async (key) => {
    const storage = new LocalDocumentStorage(path.join(root, 'keys'));
    await expect(storage.delete(key)).rejects.toThrow(/storage key/);
  });
});

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** An S3 stand-in: records every request, answers `status` (a GET: the `objects` it holds by path, else 404). */
async function fakeS3(status = 200, objects: Record<string, Buffer> = {}) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      if (request.method === 'GET') {
        const object = objects[request.url ?? ''];
        if (status !== 200) response.writeHead(status).end();
        else if (object) response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(object.length) }).end(object);
        else response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
        return;
      }
      response.writeHead(request.method === 'DELETE' ? 204 : status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const CREDENTIALS = { bucket: 'student-documents', region: 'ap-south-1', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };

/** The SigV4 signature S3 itself would compute for a received request (path-style, signed headers as listed). */
function expectedSignature(request: Received, host: string): string {
  const authorization = String(request.headers.authorization);
  const signedHeaders = /SignedHeaders=([^,]+)/.exec(authorization)?.[1] ?? '';
  const amzDate = String(request.headers['x-amz-date']);
  const canonical = [
    request.method,
    request.url,
    '',
    ...signedHeaders.split(';').map((name) => `${name}:${name === 'host' ? host : String(request.headers[name]).trim()}`),
    '',
    signedHeaders,
    String(request.headers['x-amz-content-sha256']),
  ].join('\n');
  const scope = `${amzDate.slice(0, 8)}/${CREDENTIALS.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  let key: Buffer = createHmac('sha256', `AWS4${CREDENTIALS.secretAccessKey}`).update(amzDate.slice(0, 8)).digest();
  for (const part of [CREDENTIALS.region, 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
  return createHmac('sha256', key).update(toSign).digest('hex');
}

describe('the S3 document store', () => {
  it('PUTs the spooled bytes to /bucket/key, signed (AWS4-HMAC-SHA256) over their SHA-256, and removes the spool file', async () => {
    const s3 = await fakeS3();
    try {
      const storage = new S3DocumentStorage({ endpoint: `${s3.endpoint}/`, ...CREDENTIALS }, path.join(root, 's3-spool'));
      const bytes = Buffer.concat([Buffer.from('%PDF-1.7 '), Buffer.alloc(200_000, 7)]);
      const spooled = await spool(storage, bytes);
      await storage.put('student/7/0b6f1f5e-8f07-4a39-8d4f-5f2a1f1c2e33', spooled);

      const [put] = s3.received;
      expect(put).toMatchObject({ method: 'PUT', url: '/student-documents/student/7/0b6f1f5e-8f07-4a39-8d4f-5f2a1f1c2e33' });
      expect(put?.body.equals(bytes)).toBe(true);
      expect(put?.headers).toMatchObject({
        'content-length': String(bytes.length),
        'content-type': 'application/pdf',
        'content-disposition': 'attachment',
        'x-amz-content-sha256': spooled.sha256,
        authorization: expect.stringMatching(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-south-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*x-amz-content-sha256[a-z0-9;-]*, Signature=[0-9a-f]{64}$/),
      });
      const signature = /Signature=([0-9a-f]{64})/.exec(String(put?.headers.authorization))?.[1];
      expect(signature).toBe(expectedSignature(put as Received, new URL(s3.endpoint).host));
      expect(fs.existsSync(spooled.path)).toBe(false);

      await storage.delete('student/7/0b6f1f5e-8f07-4a39-8d4f-5f2a1f1c2e33');
      expect(s3.received[1]).toMatchObject({ method: 'DELETE', url: '/student-documents/student/7/0b6f1f5e-8f07-4a39-8d4f-5f2a1f1c2e33', headers: { authorization: expect.stringMatching(/^AWS4-HMAC-SHA256 /) } });
    } finally {
      await s3.close();
    }
  });

  it('fails when the store refuses the PUT (no retry of a streamed body), and still removes the spool file', async () => {
    const s3 = await fakeS3(503);
    try {
      const storage = new S3DocumentStorage({ endpoint: s3.endpoint, ...CREDENTIALS }, path.join(root, 's3-spool'));
      const spooled = await spool(storage, Buffer.from('%PDF-1.7'));
      await expect(storage.put('student/7/refused', spooled)).rejects.toThrow(/S3 PUT student\/7\/refused answered 503/);
      expect(s3.received).toHaveLength(1);
      expect(fs.existsSync(spooled.path)).toBe(false);
    } finally {
      await s3.close();
    }
  });

  it('GETs a document back from /bucket/key, signed, as a stream; a missing one is DocumentMissingError, a failure an error', async () => {
    const bytes = Buffer.concat([Buffer.from('\xff\xd8\xff\xe0', 'latin1'), Buffer.alloc(150_000, 9)]);
    const s3 = await fakeS3(200, { '/student-documents/student/7/kept': bytes });
    try {
      const storage = new S3DocumentStorage({ endpoint: s3.endpoint, ...CREDENTIALS }, path.join(root, 's3-spool'));
      expect((await readAll(await storage.read('student/7/kept'))).equals(bytes)).toBe(true);
      const [get] = s3.received;
      expect(get).toMatchObject({ method: 'GET', url: '/student-documents/student/7/kept' });
      const signature = /Signature=([0-9a-f]{64})/.exec(String(get?.headers.authorization))?.[1];
      expect(signature).toBe(expectedSignature(get as Received, new URL(s3.endpoint).host));
      await expect(storage.read('student/7/absent')).rejects.toBeInstanceOf(DocumentMissingError);
    } finally {
      await s3.close();
    }
    const failing = await fakeS3(503);
    try {
      const storage = new S3DocumentStorage({ endpoint: failing.endpoint, ...CREDENTIALS }, path.join(root, 's3-spool'));
      await expect(storage.read('student/7/kept')).rejects.toThrow(/S3 GET student\/7\/kept answered 503/);
    } finally {
      await failing.close();
    }
  });
});
