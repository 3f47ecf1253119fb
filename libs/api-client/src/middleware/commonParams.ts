import type { Middleware } from 'openapi-fetch';
import { requestWithUrl } from './requestWithUrl';

export interface CommonParamsOptions {
  /** `cid`: the partner's channel (`TIMES_PRIME`, a merchant id, `SHOPPERS_STOP`, ...). */
  channel: string;
  /** `pid`: the platform. */
  platform: string;
  /** `deviceId`, read on every call because it may become known after start-up. */
  getDeviceId?: () => string | undefined;
  /** `rid`: a fresh id per call. Tests may pass a predictable one. */
  createRequestId?: () => string;
}

/**
 * Adds the query parameters every call carries (spec §7): `cid`, `pid`, `rid` and, when known,
 * `deviceId`. A value the call already set wins, so one call can override a common value; a call
 * with a `segmentToken` (the viewport's) gets no device id, the token replaces it.
 */
export function commonParams({
  channel,
  platform,
  getDeviceId,
  createRequestId = () => newRequestId(),
}: CommonParamsOptions): Middleware {
  return {
    async onRequest({ request }) {
      const url = new URL(request.url);
      const add = (name: string, value: string | undefined) => {
        if (value && !url.searchParams.has(name)) url.searchParams.set(name, value);
      };
      add('cid', channel);
      add('pid', platform);
      add('rid', createRequestId());
      // The viewport call sends the viewer's segment token in place of the device id (spec §7).
      if (!url.searchParams.has('segmentToken')) add('deviceId', getDeviceId?.());
      return requestWithUrl(request, url);
    },
  };
}

interface RandomSource {
  getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>;
  randomUUID?: () => string;
}

/**
 * A random (version 4) UUID. `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost),
 * so a site opened over plain HTTP, such as a dev server reached from a phone on the LAN, would
 * otherwise fail every call; `getRandomValues` works everywhere.
 */
export function newRequestId(random: RandomSource = crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
