// What the collector refuses beyond the contract: personal data. The contract bounds every field's
// shape; these rules look inside the free-text values (event props, the first-touch source) for
// anything that reads like a mobile number or an email address, which the sites must never send.
import type { AnalyticsEvent } from '@rewards/api-contract';
import type { ErrorDetail } from '../../http/errors';

/** An Indian mobile (10 digits from 6-9, optionally after +91 or 0), not inside a longer number. */
const MOBILE = /(?<![0-9])(?:\+?91[\s-]?|0)?[6-9][0-9]{9}(?![0-9])/;
/** Something@domain.tld */
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;

export function looksPersonal(value: string): boolean {
  return MOBILE.test(value) || EMAIL.test(value);
}

/** One detail per field whose text looks like a mobile number or an email address. */
export function personalDataDetails(events: readonly AnalyticsEvent[]): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const check = (value: unknown, path: string) => {
    if (typeof value === 'string' && looksPersonal(value)) details.push({ path, message: 'must not hold a mobile number or an email address' });
  };
  events.forEach((event, index) => {
    const at = `body/events/${index}`;
    check(event.path, `${at}/path`);
    check(event.ftpSource, `${at}/ftpSource`);
    for (const [key, value] of Object.entries(event.props)) {
      if (Array.isArray(value)) value.forEach((item, position) => check(item, `${at}/props/${key}/${position}`));
      else check(value, `${at}/props/${key}`);
    }
  });
  return details;
}
