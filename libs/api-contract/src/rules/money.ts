// Rupees as the product shows them, Indian digit grouping (₹1,25,000), one definition for the API
// (invoices, checkout pages, seeded savings texts) and the sites.

const CURRENCY = 'INR';
const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 });
const upToPaise = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A price: ₹1,199, or ₹999.50 when it has paise. */
export function formatRupees(amount: number): string {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A total rounded to whole rupees, as the profile and the cards show them: 999.6 → ₹1,000. */
export function formatWholeRupees(amount: number): string {
  return whole.format(amount);
}

/** A savings figure as offers state it: ₹1,800, ₹999.5 (paise only when there are some, no trailing zero). */
export function formatSavingsAmount(amount: number): string {
  return `₹${upToPaise.format(amount)}`;
}
