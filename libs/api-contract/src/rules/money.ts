// Rupees as the product shows them, Indian digit grouping (₹1,25,000), one definition for the API
// (invoices, checkout pages, seeded savings texts) and the sites.
//
// Written out rather than through Intl.NumberFormat: making the first en-IN formatter loads ICU's
// number and currency data, measured at 27 ms in the browser (four times that on Lighthouse's
// phone), on the home's first screen, which shows a price. The output is what en-IN's formatter
// gives, and the tests hold the two side by side.

/** '1234567' → '12,34,567': the last three digits, then pairs. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** The amount with Indian grouping, rounded to `maxFraction` decimals, trailing zeros kept down to `minFraction`. */
function formatAmount(amount: number, minFraction: number, maxFraction: number): string {
  // Rounded half away from zero on the amount as written ('2.675' → 2.68), as Intl rounds it;
  // toFixed would round the binary value (2.67499…) down.
  const text = String(Math.abs(amount));
  const scaled = text.includes('e') ? Math.round(Math.abs(amount) * 10 ** maxFraction) : Math.round(Number(`${text}e${maxFraction}`));
  const digits = String(scaled).padStart(maxFraction + 1, '0');
  const whole = digits.slice(0, digits.length - maxFraction);
  let decimals = digits.slice(digits.length - maxFraction).replace(/0+$/, '');
  if (decimals.length < minFraction) decimals = decimals.padEnd(minFraction, '0');
  const sign = amount < 0 && (Number(whole) !== 0 || Number(decimals) !== 0) ? '-' : '';
  return `${sign}${groupIndian(whole)}${decimals ? `.${decimals}` : ''}`;
}

/** With the rupee sign after a minus, as en-IN writes it: -₹1,199. */
function rupees(formatted: string): string {
  return formatted.startsWith('-') ? `-₹${formatted.slice(1)}` : `₹${formatted}`;
}

/** A price: ₹1,199, or ₹999.50 when it has paise. */
export function formatRupees(amount: number): string {
  return rupees(formatAmount(amount, Number.isInteger(amount) ? 0 : 2, 2));
}

/** A total rounded to whole rupees, as the profile and the cards show them: 999.6 → ₹1,000. */
export function formatWholeRupees(amount: number): string {
  return rupees(formatAmount(amount, 0, 0));
}

/** A savings figure as offers state it: ₹1,800, ₹999.5 (paise only when there are some, no trailing zero). */
export function formatSavingsAmount(amount: number): string {
  return `₹${formatAmount(amount, 0, 2)}`;
}
