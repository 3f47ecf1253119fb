// Mobiles as the contract takes them: ten digits starting 6–9, optionally after +91.
import { COUNTRY_CALLING_CODE, MOBILE_PATTERN } from '@rewards/api-contract';

/** The ten-digit mobile, or undefined when `raw` is not exactly an Indian mobile. */
export function parseMobile(raw: string): string | undefined {
  const local = raw.startsWith(COUNTRY_CALLING_CODE) ? raw.slice(COUNTRY_CALLING_CODE.length) : raw;
  return MOBILE_PATTERN.test(local) ? local : undefined;
}

/** '+919876543210': the address an SMS goes to. */
export function toInternational(mobile: string): string {
  return `${COUNTRY_CALLING_CODE}${mobile}`;
}

/** '+91XXXXXX3210': enough for a log line to be useful, not enough to identify the member. */
export function maskMobile(mobile: string): string {
  return `${COUNTRY_CALLING_CODE}XXXXXX${mobile.slice(-4)}`;
}
