import { errorResponse, makeOfferDetail, ok, type Responder } from '@rewards/api-client/testing';
import type { CouponGeneration, OfferState } from '@rewards/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyGeneration } from '../actions/ctaRules';
import { makeOfferState } from '../actions/testing';
import { english } from '../testing/translate';
import * as offerDetailRoute from '../routes/offerDetail';
import { renderPage } from '@rewards/offers/testing/renderPage';

// The offer page's coupon overlays, through the real CTA area: the question before a member's last
// code (coupon_confirmation) and the terms of the codes (coupons_tnc), both opened through the
// overlay store, one at a time.

const offer = makeOfferDetail({ tncs: ['<p>One code per member per month</p>', '<p>Valid on dine-in only</p>', '<p> </p>'] });

const lastCode = (overrides: Partial<OfferState> = {}) =>
  makeOfferState({
    tracker: { left: 1, availed: 0, nextAvailableOn: null, savings: 0 },
    redemptionDetails: { activeCoupons: [], expiredCoupons: [], maxRedemption: 1, left: 1, generateNext: true },
    ...overrides,
  });

const generated: CouponGeneration = {
  success: true,
  outcome: 'GENERATED',
  availed: 1,
  left: 0,
  nextAvailableOn: '2026-12-20T10:00:00Z',
  savings: 200,
  couponCode: 'ZEST-LAST',
  expiryDate: '2026-12-31T00:00:00Z',
  couponState: 'GENERATED',
  generateNext: false,
};

function server(initial: OfferState) {
  let state = initial;
  const generations: Request[] = [];
  const respond: Responder = async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === `/c/prime/offer/${offer.name}`) return ok(offer);
    if (pathname === '/nc/prime/offer/details') return ok(state);
    if (pathname === '/nc/prime/generateCoupon/v2') {
      generations.push(request);
      state = applyGeneration(english, state, generated);
      return ok(generated);
    }
    return errorResponse(404, '404', 'not found');
  };
  return { respond, generations };
}

const renderOffer = (respond: Responder) =>
  renderPage(offerDetailRoute, { path: '/categories/:catName/:brand', url: `/categories/food-delivery/${offer.name}`, respond, member: true });

describe('coupon_confirmation: before the last code', () => {
  it("'Not now' generates nothing and gives focus back to the CTA", async () => {
    const user = userEvent.setup();
    const fake = server(lastCode());
    const { overlays } = renderOffer(fake.respond);
    const cta = await screen.findByRole('button', { name: 'GENERATE CODE' });
    await user.click(cta);

    const question = await screen.findByRole('dialog', { name: 'Generate your last code?' });
    expect(overlays.current()).toEqual({ type: 'coupon_confirmation', key: offer.name, payload: { from: 'cta' } });
    expect(question).toHaveAccessibleDescription('You have 1 of 1 ZestBite code left.');
    expect(within(question).getByText(/can't be returned/)).toBeInTheDocument();

    await user.click(within(question).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.generations).toHaveLength(0);
    expect(cta).toHaveFocus();
  });

  it("'GENERATE CODE' generates once and shows the code in the drawer", async () => {
    const user = userEvent.setup();
    const fake = server(lastCode());
    renderOffer(fake.respond);
    await user.click(await screen.findByRole('button', { name: 'GENERATE CODE' }));
    const question = await screen.findByRole('dialog', { name: 'Generate your last code?' });
    await user.click(within(question).getByRole('button', { name: 'GENERATE CODE' }));

    const drawer = await screen.findByRole('dialog', { name: 'ZestBite codes' });
    expect(within(drawer).getByText('ZEST-LAST')).toBeInTheDocument();
    expect(fake.generations).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Generate your last code?' })).not.toBeInTheDocument();
  });

  it('Escape is a no, like the close button', async () => {
    const user = userEvent.setup();
    const fake = server(lastCode());
    renderOffer(fake.respond);
    await user.click(await screen.findByRole('button', { name: 'GENERATE CODE' }));
    await screen.findByRole('dialog', { name: 'Generate your last code?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.generations).toHaveLength(0);
  });

  it("the drawer's GENERATE NEXT CODE asks too, and 'Not now' goes back to the drawer", async () => {
    const user = userEvent.setup();
    const held = { couponCode: 'ZEST-0001', expiryDate: '2026-12-31T00:00:00Z', generated: true, expired: false, state: 'GENERATED' as const };
    const fake = server(
      lastCode({
        ctaDetails: { actionType: 'VIEW_CODE', label: 'VIEW CODE', disabled: false },
        isViewCode: true,
        isCouponDrawerGenerateBtn: true,
        tracker: { left: 1, availed: 1, nextAvailableOn: null, savings: 200 },
        redemptionDetails: { activeCoupons: [held], expiredCoupons: [], maxRedemption: 2, left: 1, generateNext: true },
      }),
    );
    renderOffer(fake.respond);
    await user.click(await screen.findByRole('button', { name: 'VIEW CODE' }));
    const drawer = await screen.findByRole('dialog', { name: 'ZestBite codes' });
    await user.click(within(drawer).getByRole('button', { name: 'GENERATE NEXT CODE' }));

    const question = await screen.findByRole('dialog', { name: 'Generate your last code?' });
    expect(question).toHaveAccessibleDescription('You have 1 of 2 ZestBite codes left.');
    await user.click(within(question).getByRole('button', { name: 'Not now' }));
    expect(await screen.findByRole('dialog', { name: 'ZestBite codes' })).toBeInTheDocument();
    expect(fake.generations).toHaveLength(0);
  });

  it('an earlier code is generated at once, without the question', async () => {
    const user = userEvent.setup();
    const fake = server(makeOfferState());
    renderOffer(fake.respond);
    await user.click(await screen.findByRole('button', { name: 'GENERATE CODE' }));
    expect(await screen.findByRole('dialog', { name: 'ZestBite codes' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Generate your last code?' })).not.toBeInTheDocument();
    expect(fake.generations).toHaveLength(1);
  });
});

describe('coupons_tnc: the terms of the codes', () => {
  const viewing = () =>
    makeOfferState({
      ctaDetails: { actionType: 'VIEW_CODE', label: 'VIEW CODE', disabled: false },
      isViewCode: true,
      redemptionDetails: {
        activeCoupons: [{ couponCode: 'ZEST-0001', expiryDate: null, generated: true, expired: false, state: 'GENERATED' }],
        expiredCoupons: [],
        maxRedemption: 3,
        left: 2,
        generateNext: true,
      },
    });

  it("opens from the drawer, lists the terms as text, and 'Back to your codes' reopens the drawer", async () => {
    const user = userEvent.setup();
    const { overlays } = renderOffer(server(viewing()).respond);
    await user.click(await screen.findByRole('button', { name: 'VIEW CODE' }));
    const drawer = await screen.findByRole('dialog', { name: 'ZestBite codes' });
    await user.click(within(drawer).getByRole('button', { name: 'Terms and conditions' }));

    const terms = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    expect(overlays.current()).toEqual({ type: 'coupons_tnc', key: offer.name, payload: { from: 'coupons_drawer' } });
    expect(terms).toHaveAccessibleDescription('ZestBite codes');
    // Blank terms are left out; the HTML is read as text.
    expect(within(terms).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['One code per member per month', 'Valid on dine-in only']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ZestBite codes' })).not.toBeInTheDocument());

    await user.click(within(terms).getByRole('button', { name: 'Back to your codes' }));
    expect(await screen.findByRole('dialog', { name: 'ZestBite codes' })).toBeInTheDocument();
    expect(overlays.current()).toEqual({ type: 'coupons_drawer', key: offer.name });
  });

  it('Escape from the terms also goes back to the codes', async () => {
    const user = userEvent.setup();
    renderOffer(server(viewing()).respond);
    await user.click(await screen.findByRole('button', { name: 'VIEW CODE' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'ZestBite codes' })).getByRole('button', { name: 'Terms and conditions' }));
    await screen.findByRole('dialog', { name: 'Terms and conditions' });
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'ZestBite codes' })).toBeInTheDocument();
  });

  it('an offer without terms has no terms button in the drawer', async () => {
    const user = userEvent.setup();
    const bare = makeOfferDetail({ tncs: [] });
    const respond: Responder = async (request) => {
      const { pathname } = new URL(request.url);
      if (pathname === `/c/prime/offer/${bare.name}`) return ok(bare);
      if (pathname === '/nc/prime/offer/details') return ok(viewing());
      return errorResponse(404, '404', 'not found');
    };
    renderOffer(respond);
    await user.click(await screen.findByRole('button', { name: 'VIEW CODE' }));
    const drawer = await screen.findByRole('dialog', { name: 'ZestBite codes' });
    expect(within(drawer).queryByRole('button', { name: 'Terms and conditions' })).not.toBeInTheDocument();
  });
});
