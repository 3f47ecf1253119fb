import { MOBILE_LENGTH, MOBILE_PATTERN } from '@rewards/api-contract';
import type { Translate } from '@rewards/i18n';

export interface MobileCheck {
  /** What the field holds: digits only, at most 10. */
  value: string;
  valid: boolean;
  /**
   * Shown under the field only once 10 digits are typed and rejected (spec §5), in the page's
   * language (in English the contract's INVALID_MOBILE_MESSAGE).
   */
  error: string | undefined;
}

/**
 * The digits of a typed or pasted mobile without a country or trunk prefix. The field has a fixed
 * +91 prefix, so a pasted `+91 98765 43210`, `0091 98765 43210` or `098765 43210` is the 10-digit
 * number; other digits are left as they are (the field rejects what is still too long).
 */
export function nationalMobile(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length <= MOBILE_LENGTH) return digits;
  return /^(?:0091|91|0)(\d{10})$/.exec(digits)?.[1] ?? digits;
}

/** The digits of a typed or pasted mobile, at most 10 (see nationalMobile). */
export function sanitiseMobile(raw: string): string {
  return nationalMobile(raw).slice(0, MOBILE_LENGTH);
}

/** Spec §5: 10 digits starting 6 to 9 (`^[6-9]\d{9}$`); its message in the page's language (`t`, the auth catalogue's). */
export function validateMobile(t: Translate, raw: string): MobileCheck {
  const value = sanitiseMobile(raw);
  const valid = MOBILE_PATTERN.test(value);
  return { value, valid, error: value.length === MOBILE_LENGTH && !valid ? t('mobile.invalid') : undefined };
}
