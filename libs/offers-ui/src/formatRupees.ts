const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** ₹1,199 style, as the product shows whole-rupee prices. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
