/**
 * The page's query without its coupon code (`promo`), everything else kept: what 'Already a
 * member? Login' leaves behind (spec §2: it clears any coupon code).
 */
export function withoutPromoParam(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('promo');
  return next;
}
