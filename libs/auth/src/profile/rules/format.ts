// Display formats for the profile: rupees, dates and +91 mobiles, the Indian way.
import { COUNTRY_CALLING_CODE } from '@rewards/api-contract';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
// Dates are the member's dates in India, whatever the device's zone (and the test machine's).
const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** 4850 → '₹4,850'; 125000 → '₹1,25,000' (Indian grouping). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** An ISO date-time → '12 Jan 2026' (India time); '' when it is not a date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : day.format(date);
}

/** '9876543210' or '+919876543210' → '+91 98765 43210'; anything else is shown as stored. */
export function formatMobile(mobile: string | null | undefined): string {
  const raw = (mobile ?? '').trim();
  const digits = raw.replace(/\D/g, '');
  const local = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  if (local.length !== 10) return raw;
  return `${COUNTRY_CALLING_CODE} ${local.slice(0, 5)} ${local.slice(5)}`;
}

export const GENDER_OPTIONS = [
  { value: 'M', label: 'Male' },
  { value: 'F', label: 'Female' },
  { value: 'N', label: 'Other' },
] as const;

/** 'M' → 'Male', 'F' → 'Female', 'N' → 'Other'; '' for anything else. */
export function genderLabel(gender: string | null | undefined): string {
  return GENDER_OPTIONS.find((option) => option.value === gender)?.label ?? '';
}

/** First and last name as one line; '' when there is no name. */
export function fullName(user: { firstName: string | null; lastName: string | null }): string {
  return [user.firstName, user.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
}
