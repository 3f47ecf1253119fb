// Pure pricing and membership rules: paise in, paise out. Rupees exist only at the API's edge.
import { formatRupees } from '@rewards/api-contract';

export const DAY_MS = 86_400_000;

/** Paise as the contract's rupees (two decimals at most). */
export function toRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export interface Discount {
  discountPaise: number | null;
  discountPercent: number | null;
  maxDiscountPaise: number | null;
}

/** What a code takes off a price: a flat amount or a percentage (capped), never below zero. */
export function discountFor(code: Discount, pricePaise: number): number {
  let off = 0;
  if (code.discountPaise !== null) off = code.discountPaise;
  else if (code.discountPercent !== null) {
    off = Math.floor((pricePaise * code.discountPercent) / 100);
    if (code.maxDiscountPaise !== null) off = Math.min(off, code.maxDiscountPaise);
  }
  return Math.max(0, Math.min(off, pricePaise));
}

export interface PriceBreakup {
  /** The list price, struck out when the member pays less. */
  subscriptionPaise: number;
  /** What the code takes off the price. */
  gcPaise: number;
  /** What the gateway charges. */
  pgPaise: number;
}

/** A variant's price with a code applied (or none). */
export function priceBreakup(variant: { listPricePaise: number; pricePaise: number }, code: Discount | null): PriceBreakup {
  const gcPaise = code ? discountFor(code, variant.pricePaise) : 0;
  return { subscriptionPaise: variant.listPricePaise, gcPaise, pgPaise: variant.pricePaise - gcPaise };
}

/** Whole months a plan lasts (365 days → 12, 90 → 3), at least one. */
export function monthsIn(durationDays: number): number {
  return Math.max(1, Math.round(durationDays / 30.4));
}

/** The per-month figure under the price, rounded to the rupee. */
export function monthlyBreakupPaise(pgPaise: number, durationDays: number): number {
  return Math.round(pgPaise / monthsIn(durationDays) / 100) * 100;
}

/** 'PAY ₹999' — the buy button's text; the price in it is what the sites parse. */
export function paymentCtaText(pgPaise: number): string {
  return `PAY ${formatRupees(toRupees(pgPaise))}`;
}

/** The large join text; it names the trial length when a trial is on offer. */
export function largeCtaText(pgPaise: number, trialDays: number | null): string {
  return trialDays !== null ? `Start your ${trialDays} days free trial` : `Join now at ${formatRupees(toRupees(pgPaise))}`;
}

export interface MembershipState {
  primeProfile: number;
  startDate: Date | null;
  endDate: Date | null;
}

/** A paid membership in force now. */
export function hasActivePaidMembership(user: MembershipState, now: Date): boolean {
  return user.primeProfile === 5 && user.endDate !== null && user.endDate.getTime() > now.getTime();
}

/**
 * The membership after a paid order: a member whose paid membership is still running keeps their
 * start and gains the plan's days after the current end; anyone else starts now.
 */
export function membershipAfterPayment(user: MembershipState, durationDays: number, now: Date): { startDate: Date; endDate: Date; periodStart: Date } {
  if (hasActivePaidMembership(user, now) && user.endDate) {
    return {
      startDate: user.startDate ?? now,
      endDate: new Date(user.endDate.getTime() + durationDays * DAY_MS),
      periodStart: user.endDate,
    };
  }
  return { startDate: now, endDate: new Date(now.getTime() + durationDays * DAY_MS), periodStart: now };
}

export interface GstBreakup {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** GST at 18% inside a tax-inclusive total: CGST and SGST at 9% each within the seller's state, IGST otherwise. */
export function gstBreakup(totalPaise: number, intraState: boolean): GstBreakup {
  const taxablePaise = Math.round((totalPaise * 100) / 118);
  const tax = totalPaise - taxablePaise;
  if (intraState) {
    const cgstPaise = Math.floor(tax / 2);
    return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0, totalPaise };
  }
  return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax, totalPaise };
}

/** The payment offers whose id ends so are cashback offers; the first of them labels the join block. */
export const CASHBACK_OFFER_SUFFIX = '-CASHBACK';

/**
 * The join block's optional cashback line (spec §2): the title of the first cashback payment offer,
 * in the order the payment page lists them, or null. The offers are data; the id marks the kind.
 */
export function cashbackLabelOf(offers: ReadonlyArray<{ id: string; title: string }>): string | null {
  return offers.find((offer) => offer.id.endsWith(CASHBACK_OFFER_SUFFIX))?.title ?? null;
}
