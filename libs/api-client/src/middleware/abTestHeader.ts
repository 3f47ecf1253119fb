import { DEFAULT_AB_PARAM } from '@rewards/api-contract';
import type { Middleware } from 'openapi-fetch';

/** The A/B test value header every call carries (spec §7; its name is ours, the spec names none). */
export const AB_TEST_HEADER = 'ab-test';
/** Where the browser keeps the A/B test value it was given (spec §2, stored client keys: "AB test value"). */
export const AB_TEST_KEY = 'rp_ab_test';
/** A value is a short word (`OTHER`, `VARIANT_B`); anything else in storage is ignored. */
const AB_VALUE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

/** The stored A/B test value, or the spec's default (`OTHER`, the same default as an order's abParam). */
export function storedAbTest(storage: Pick<Storage, 'getItem'> | null = browserStorage()): string {
  try {
    const kept = storage?.getItem(AB_TEST_KEY);
    return kept && AB_VALUE.test(kept) ? kept : DEFAULT_AB_PARAM;
  } catch {
    return DEFAULT_AB_PARAM;
  }
}

/** Sends the A/B test value on every call (GET too); a value the call set itself wins. */
export function abTestHeader(getAbTest: () => string | undefined = () => storedAbTest()): Middleware {
  return {
    onRequest({ request }) {
      if (request.headers.has(AB_TEST_HEADER)) return undefined;
      const value = getAbTest() ?? DEFAULT_AB_PARAM;
      request.headers.set(AB_TEST_HEADER, AB_VALUE.test(value) ? value : DEFAULT_AB_PARAM);
      return request;
    },
  };
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
