// The device class the collector keeps with each event (the web vitals read per page and device
// class): phone, tablet or desktop, from the collecting request's user agent and, where the browser
// sends it, the `Sec-CH-UA-Mobile` client hint. The user agent itself is never stored.
// iPadOS Safari asks for desktop sites by default and says it is a Mac: such an iPad counts as a
// desktop. A request with no user agent has no class (null).

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Tablets first: an iPad's user agent says Mobile too, an Android tablet's does not. */
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i;
/** MDN's advice ("Mobi" anywhere), plus the phone platforms that leave it out. */
const PHONE = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|BB10|Opera Mini/i;

export function deviceClassOf(headers: Readonly<Record<string, string | string[] | undefined>>): DeviceClass | null {
  const userAgent = headerValue(headers['user-agent']);
  const mobileHint = headerValue(headers['sec-ch-ua-mobile']);
  if (mobileHint === '?1') return 'phone';
  if (!userAgent) return null;
  if (TABLET.test(userAgent)) return 'tablet';
  if (PHONE.test(userAgent)) return 'phone';
  return 'desktop';
}

function headerValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}
