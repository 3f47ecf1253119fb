// Display formats for the profile: +91 mobiles, names and genders, the Indian way. Rupees and dates
// come from the shared rules (`formatWholeRupees`, `formatIstDate` in @rewards/api-contract).
import { COUNTRY_CALLING_CODE } from '@rewards/api-contract';
import type { Translate } from '@rewards/i18n';

/** '9876543210' or '+919876543210' → '+91 98765 43210'; anything else is shown as stored. */
export function formatMobile(mobile: string | null | undefined): string {
  const raw = (mobile ?? '').trim();
  const digits = raw.replace(/\D/g, '');
  const local = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  if (local.length !== 10) return raw;
  return `${COUNTRY_CALLING_CODE} ${local.slice(0, 5)} ${local.slice(5)}`;
}

/** 'M' → 'Male', 'F' → 'Female', 'N' → 'Other' in the page's language (`t`, the auth catalogue's); '' for anything else. */
export function genderLabel(t: Translate, gender: string | null | undefined): string {
  switch (gender) {
    case 'M':
      return t('gender.male');
    case 'F':
      return t('gender.female');
    case 'N':
      return t('gender.other');
    default:
      return '';
  }
}

/** First and last name as one line; '' when there is no name. */
export function fullName(user: { firstName: string | null; lastName: string | null }): string {
  return [user.firstName, user.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
}
