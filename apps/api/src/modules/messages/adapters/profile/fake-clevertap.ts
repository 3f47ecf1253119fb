// A local stand-in for CleverTap's upload API, for tests: a real HTTP server on 127.0.0.1 that
// checks the account headers and keeps each profile it is sent. `mode` switches it between taking
// profiles, failing (503), refusing them (400) and stalling (never answering).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MarketingProfile } from './port';

export interface FakeCleverTap {
  url: string;
  mode: 'ok' | 'fail' | 'refuse' | 'stall';
  /** The profiles taken, in order, with the headers they came with. */
  received: Array<MarketingProfile & { accountId: string | undefined; passcode: string | undefined }>;
  /** Requests answered with a failure (or left unanswered). */
  refused: number;
  close(): Promise<void>;
}

export async function startFakeCleverTap(mode: FakeCleverTap['mode'] = 'ok'): Promise<FakeCleverTap> {
  const stalled = new Set<http.ServerResponse>();
  const fake: FakeCleverTap = {
    url: '',
    mode,
    received: [],
    refused: 0,
    close: async () => {
      for (const response of stalled) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/1/upload') {
        response.writeHead(404).end();
        return;
      }
      if (fake.mode === 'stall') {
        fake.refused += 1;
        stalled.add(response);
        return;
      }
      if (fake.mode === 'fail') {
        fake.refused += 1;
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"status":"fail","error":"Service unavailable"}');
        return;
      }
      const body = JSON.parse(raw) as { d: Array<{ identity: string; type: string; profileData: MarketingProfile['profileData'] }> };
      if (fake.mode === 'refuse') {
        fake.refused += 1;
        response.writeHead(400, { 'content-type': 'application/json' }).end('{"status":"fail","error":"Invalid profile"}');
        return;
      }
      for (const record of body.d) {
        if (record.type !== 'profile') continue;
        fake.received.push({
          identity: record.identity,
          profileData: record.profileData,
          accountId: request.headers['x-clevertap-account-id'] as string | undefined,
          passcode: request.headers['x-clevertap-passcode'] as string | undefined,
        });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'success', processed: body.d.length, unprocessed: [] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
