// The digital events through the app: a streamed exclusive event's state by its schedule, the video
// only for members who may watch it (and not before the start), an offer that is not streamed, an
// unknown name, the bearer token; and the sample video served with byte ranges for seeking.
import type { components } from '@rewards/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, logIn, mobileSequence } from '../../test/auth';
import { useTestApp } from '../../test/harness';

type DigitalEvent = components['schemas']['DigitalEvent'];

const authConfig = { captchaWhitelist: ['127.0.0.1'], otpSendLimitPerIpPerHour: 1_000, accessTokenTtlSeconds: 86_400 };
const t = useTestApp({ config: { auth: authConfig } });
const nextMobile = mobileSequence('93710');
/** Aarav, the paid demo member. */
const PAID_MEMBER = '9876543210';

const EVENT = (name: string) => `/nc/prime/digital-event/${name}`;
const LIVE = 'zaika-trails-old-delhi-food-walk';
const UPCOMING = 'mehfil-live-sufi-night';
const ENDED = 'rangmanch-theatre-kabir-play';

async function eventAs(token: string | undefined, name: string) {
  return t.app.inject({ method: 'GET', url: EVENT(name), headers: token ? bearer(token) : {} });
}
async function okEvent(token: string, name: string): Promise<DigitalEvent> {
  const response = await eventAs(token, name);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return (response.json() as { data: DigitalEvent }).data;
}

describe('GET /nc/prime/digital-event/{offerName}', () => {
  let memberToken = '';
  beforeAll(async () => {
    memberToken = (await logIn(t.app, PAID_MEMBER)).accessToken;
  });

  it('gives a paid member the live stream of a live event, with its captions', async () => {
    const accessToken = memberToken;
    const event = await okEvent(accessToken, LIVE);
    expect(event).toMatchObject({
      name: LIVE,
      categorySlug: 'tpxclusives',
      header: 'Old Delhi food walk with a chef-host',
      isDigitalEvent: true,
      state: 'LIVE',
      mayWatch: true,
      video: { url: '/static/video/sample-event.webm', mimeType: 'video/webm', captionsUrl: '/static/video/sample-event.vtt', live: true },
    });
    expect(Date.parse(event.startTime ?? '')).toBeLessThan(Date.now());
    expect(Date.parse(event.endTime ?? '')).toBeGreaterThan(Date.now());
    expect(event.posterUrl).toMatch(/^\/static\/2x\/event-/);
  });

  it('gives the recording of an event that has ended, and no video before the start', async () => {
    const accessToken = memberToken;
    expect(await okEvent(accessToken, ENDED)).toMatchObject({ state: 'ENDED', mayWatch: true, video: { url: '/static/video/sample-event.webm', live: false } });
    const upcoming = await okEvent(accessToken, UPCOMING);
    expect(upcoming).toMatchObject({ state: 'UPCOMING', mayWatch: true, video: null });
    expect(Date.parse(upcoming.startTime ?? '')).toBeGreaterThan(Date.now());
  });

  it('shows an account without a membership the event but not the video', async () => {
    const { accessToken } = await logIn(t.app, nextMobile());
    expect(await okEvent(accessToken, LIVE)).toMatchObject({ isDigitalEvent: true, state: 'LIVE', mayWatch: false, video: null });
  });

  it('says an offer that is not streamed is no digital event, with where its page is', async () => {
    const accessToken = memberToken;
    expect(await okEvent(accessToken, 'cinema-under-stars-classics')).toMatchObject({ isDigitalEvent: false, state: null, video: null, categorySlug: 'tpxclusives' });
    expect(await okEvent(accessToken, 'tandoor-tales-weekday-buffet')).toMatchObject({ isDigitalEvent: false, state: null, video: null, categorySlug: 'dining' });
  });

  it('answers 404 for an unknown name and for a brand name (an event is addressed by its own name)', async () => {
    const accessToken = memberToken;
    for (const name of ['no-such-event', 'zaika-trails']) {
      const response = await eventAs(accessToken, name);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, responseMessage: '404 event not found' });
    }
  });

  it('needs the bearer token', async () => {
    expect((await eventAs(undefined, LIVE)).statusCode).toBe(401);
  });
});

describe('GET /static/video/{fileName}', () => {
  const video = (fileName: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/static/video/${fileName}`, headers });

  it('serves the whole sample video, a small WebM of our own', async () => {
    const response = await video('sample-event.webm');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-encoding']).toBeUndefined();
    const bytes = response.rawPayload;
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(bytes.length).toBeLessThan(1024 * 1024);
    // the EBML magic, and the WebM doctype
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    expect(bytes.subarray(0, 64).includes(Buffer.from('webm'))).toBe(true);
  });

  it('answers a byte range with 206 and Content-Range, the same bytes as the whole file', async () => {
    const whole = (await video('sample-event.webm')).rawPayload;
    const size = whole.length;
    const partial = await video('sample-event.webm', { range: 'bytes=100-199' });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(partial.rawPayload).toEqual(whole.subarray(100, 200));
    const open = await video('sample-event.webm', { range: 'bytes=0-' });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes 0-${size - 1}/${size}`);
    const tail = await video('sample-event.webm', { range: 'bytes=-10' });
    expect(tail.rawPayload).toEqual(whole.subarray(size - 10));
    // one validator for every part of the file
    expect(partial.headers.etag).toBe(open.headers.etag);
  });

  it('answers 416 for a range past the end, and the whole file for a header it does not read', async () => {
    const whole = (await video('sample-event.webm')).rawPayload;
    const past = await video('sample-event.webm', { range: `bytes=${whole.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${whole.length}`);
    expect(past.headers['cache-control']).toBe('no-store');
    expect(past.json()).toMatchObject({ success: false, systemErrorCode: 'TP416' });
    const several = await video('sample-event.webm', { range: 'bytes=0-1,5-9' });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.length).toBe(whole.length);
  });

  it('serves the captions as WebVTT', async () => {
    const response = await video('sample-event.vtt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(response.body.startsWith('WEBVTT')).toBe(true);
    expect(response.body).toContain('-->');
  });

  it('answers 404 for a file that is not there and 400 for a name outside the pattern', async () => {
    expect((await video('no-such-video.webm')).statusCode).toBe(404);
    expect((await video('..%2Fpackage.json')).statusCode).toBe(400);
    expect((await video('sample-event.mp4')).statusCode).toBe(400);
  });
});
