import { describe, expect, it } from 'vitest';
import { examplePartners } from './examples';
import { CARD_VARIANT_ROOTS, CLAIM_PATH, HOME_FEED_PATHS, joinLink, joinPath, joinsBy, LISTING_ROOTS, takesCardOffers, takesPayments } from './paths';

describe('how a site lets a member join', () => {
  it('the core site takes payments: join actions lead to /payment, with the promo when given', () => {
    const core = { allowedPaths: 'all' as const };
    expect(joinsBy(core)).toBe('payment');
    expect(takesPayments(core)).toBe(true);
    expect(joinPath(core)).toBe('/payment');
    expect(joinPath(core, 'WELCOME 100')).toBe('/payment?promo=WELCOME%20100');
  });

  it('a co-brand that does not serve /payment claims instead: every join action leads to its landing', () => {
    const shopper = { allowedPaths: ['', '/', '/user-shopper-stop', '/categoriesshoppercard', '/profile'] };
    expect(joinsBy(shopper)).toBe('claim');
    expect(takesPayments(shopper)).toBe(false);
    expect(joinPath(shopper)).toBe(CLAIM_PATH);
    expect(joinPath(shopper, 'WELCOME100')).toBe('/');
  });

  it('only a site that serves the card offer page runs the card-linked offer: the core site, not the co-brands', () => {
    expect(takesCardOffers({ allowedPaths: 'all' })).toBe(true);
    for (const partner of Object.values(examplePartners)) expect(takesCardOffers(partner)).toBe(partner.allowedPaths === 'all');
    expect(takesCardOffers({ allowedPaths: ['/', '/visa-offer/categories'] })).toBe(true);
  });

  it("an API link into the payment pages ('See plans') leads to the claim landing on a co-brand, and is left alone elsewhere", () => {
    const seePlans = { label: 'See plans', url: '/payment' };
    const shopper = { allowedPaths: ['/', '/categoriesshoppercard'], labels: { claimLink: 'Claim your membership' } } as unknown as Parameters<typeof joinLink>[0];
    expect(joinLink({ ...shopper, allowedPaths: 'all' }, seePlans)).toEqual(seePlans);
    expect(joinLink(shopper, seePlans)).toEqual({ label: 'Claim your membership', url: '/' });
    expect(joinLink(shopper, { label: 'Plans', url: '/payment?promo=X' })).toEqual({ label: 'Claim your membership', url: '/' });
    expect(joinLink(shopper, { label: 'Brand', url: '/paymentOffer/zestbite' })).toEqual({ label: 'Brand', url: '/paymentOffer/zestbite' });
  });

  it('the example partners answer as their allowed paths say', () => {
    for (const partner of Object.values(examplePartners)) {
      expect(joinsBy(partner)).toBe(partner.allowedPaths === 'all' || partner.allowedPaths.includes('/payment') ? 'payment' : 'claim');
    }
  });
});

describe('the path lists', () => {
  it('hold the four listing roots, the two card variants among them, and the home feeds', () => {
    expect(LISTING_ROOTS).toEqual(['/categories', '/categoriescard', '/categoriesshoppercard', '/categorylistingmore']);
    expect(CARD_VARIANT_ROOTS.every((root) => LISTING_ROOTS.includes(root))).toBe(true);
    expect(HOME_FEED_PATHS).toEqual(['/', '/userfeed', '/home', '/user-shopper-stop']);
  });
});
