// Documents in an S3-compatible bucket (AWS S3, MinIO, R2, ...): a path-style PUT of
// `${S3_ENDPOINT}/${S3_BUCKET}/${key}`, signed with AWS Signature V4 by aws4fetch. The spooled file is
// streamed with its length and SHA-256 (signed as x-amz-content-sha256), so the store refuses a body
// that is not the one checked, and the upload is never held in memory. The bucket must be private:
// no URL to it is ever handed out (a reviewer's document is read back by a signed GET here and
// streamed through the API); each is stored with `Content-Disposition: attachment`, so any other
// fetch of it downloads.
import fs from 'node:fs';
import { rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../../../../config';
import { DocumentMissingError, assertStorageKey, type DocumentStorage, type SpooledDocument } from './port';

export class S3DocumentStorage implements DocumentStorage {
  private readonly client: AwsClient;
  private readonly base: string;

  /** `spoolDir`: a private local directory uploads arrive in before they are sent. */
  constructor(
    config: S3Config,
    private readonly spoolDir: string,
  ) {
    // A streamed body cannot be sent twice, so aws4fetch must not retry (a failed send is the member's 500).
    this.client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, service: 's3', region: config.region, retries: 0 });
    this.base = `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`;
  }

  async spoolPath(): Promise<string> {
    await fs.promises.mkdir(this.spoolDir, { recursive: true, mode: 0o700 });
    return path.join(this.spoolDir, `${randomUUID()}.part`);
  }

  async put(key: string, document: SpooledDocument): Promise<void> {
    try {
      const body = Readable.toWeb(fs.createReadStream(document.path)) as ReadableStream<Uint8Array>;
      const response = await this.client.fetch(this.urlOf(key), {
        method: 'PUT',
        body,
        headers: {
          'content-type': document.contentType,
          // Whoever later fetches it from the bucket (a reviewer's signed URL, the bucket's console)
          // gets a download, never a page: an SVG or HTML-like file cannot run in the bucket's origin.
          'content-disposition': 'attachment',
          'content-length': String(document.bytes),
          'x-amz-content-sha256': document.sha256,
        },
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`S3 PUT ${key} answered ${response.status}`);
    } finally {
      await rm(document.path, { force: true });
    }
  }

  async delete(key: string): Promise<void> {
    const response = await this.client.fetch(this.urlOf(key), { method: 'DELETE' });
    await response.body?.cancel();
    if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} answered ${response.status}`);
  }

  async read(key: string): Promise<Readable> {
    const response = await this.client.fetch(this.urlOf(key), { method: 'GET' });
    if (response.status === 404) {
      await response.body?.cancel();
      throw new DocumentMissingError(key);
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Error(`S3 GET ${key} answered ${response.status}`);
    }
    return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  }

  private urlOf(key: string): string {
    assertStorageKey(key);
    return `${this.base}/${key}`;
  }
}
