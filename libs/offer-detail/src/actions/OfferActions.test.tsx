import { errorResponse, makeOfferDetail, ok, type Responder } from '@rewards/api-client/testing';
import type { CouponGeneration, OfferState } from '@rewards/api-contract';
import { loginResult, makeUser, paidMembership } from '@rewards/auth/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as offerDetailRoute from '../routes/offerDetail';
import { renderPage } from '@rewards/offers/testing/renderPage';
import { applyGeneration } from './ctaRules';
import { makeOfferState } from './testing';
import { english } from '../testing/translate';

const offer = makeOfferDetail({ tncs: ['One code per member per month'] });

const generated: CouponGeneration = {
  success: true,
  outcome: 'GENERATED',
  availed: 1,
  left: 2,
  nextAvailableOn: null,
  savings: 150,
  couponCode: 'ZEST-0001',
  expiryDate: '2026-12-31T00:00:00Z',
  couponState: 'GENERATED',
  generateNext: true,
};

/** A small fake server: the offer, the viewer's state, and whatever extra paths a test answers. */
function server(initial: OfferState, extra: Record<string, Responder> = {}) {
  let state = initial;
  const respond: Responder = async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === `/c/prime/offer/${offer.name}`) return ok(offer);
    if (pathname === '/nc/prime/offer/details') return ok(state);
    const handler = extra[pathname];
    return handler ? handler(request) : errorResponse(404, '404', 'not found');
  };
  return { respond, set: (next: OfferState) => void (state = next), get: () => state };
}

function renderOffer(respond: Responder, member = true) {
  return renderPage(offerDetailRoute, {
    path: '/categories/:catName/:brand',
    url: `/categories/food-delivery/${offer.name}`,
    respond,
    member,
    routes: [{ path: '/payment', element: <p>payment page</p> }],
  });
}

describe('offer actions on the offer page', () => {
  it('generates a code, shows it in the drawer, copies it and updates the tracker', async () => {
    const user = userEvent.setup();
    const fake = server(makeOfferState());
    const keys: (string | null)[] = [];
    const { respond } = fake;
    const full: Responder = async (request) => {
      if (new URL(request.url).pathname === '/nc/prime/generateCoupon/v2') {
        keys.push(request.headers.get('idempotency-key'));
        fake.set(applyGeneration(english, fake.get(), generated));
        return ok(generated);
      }
      if (new URL(request.url).pathname === '/nc/prime/couponState/update') return ok({ coupon: 'ZEST-0001', state: 'COPIED' });
      return respond(request);
    };
    const { requestsTo } = renderOffer(full);
    const tracker = await screen.findByRole('region', { name: 'Your usage' });
    expect(within(tracker).getByText('Availed').nextElementSibling).toHaveTextContent('0');

    await user.click(await screen.findByRole('button', { name: 'GENERATE CODE' }));
    const drawer = await screen.findByRole('dialog', { name: 'ZestBite codes' });
    expect(within(drawer).getByText('ZEST-0001')).toBeInTheDocument();
    expect(within(drawer).getByText('Valid till 31 Dec 2026')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(within(drawer).getByRole('button', { name: 'Copy ZEST-0001' }));
    expect(within(drawer).getByRole('status')).toHaveTextContent('Copied');
    expect(await navigator.clipboard.readText()).toBe('ZEST-0001');
    await waitFor(() => expect(requestsTo('/nc/prime/couponState/update')).toHaveLength(1));
    expect(await requestsTo('/nc/prime/couponState/update')[0]?.json()).toEqual({ coupon: 'ZEST-0001', fromState: 'GENERATED', toState: 'COPIED' });

    await user.keyboard('{Escape}');
    expect(within(tracker).getByText('Availed').nextElementSibling).toHaveTextContent('1');
    expect(within(tracker).getByText('Left').nextElementSibling).toHaveTextContent('2');
    expect(within(tracker).getByText('Savings').nextElementSibling).toHaveTextContent('₹150');
    expect(await screen.findByRole('button', { name: 'VIEW CODE' })).toBeEnabled();
  });

  it('retries a generation lost to the network with the same idempotency key', async () => {
    const user = userEvent.setup();
    const fake = server(makeOfferState());
    const keys: (string | null)[] = [];
    const respond: Responder = async (request) => {
      if (new URL(request.url).pathname === '/nc/prime/generateCoupon/v2') {
        keys.push(request.headers.get('idempotency-key'));
        if (keys.length === 1) throw new TypeError('Failed to fetch');
        return ok(generated);
      }
      return fake.respond(request);
    };
    renderOffer(respond);
    await user.click(await screen.findByRole('button', { name: 'GENERATE CODE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server');
    await user.click(screen.getByRole('button', { name: 'GENERATE CODE' }));
    expect(await screen.findByRole('dialog', { name: 'ZestBite codes' })).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("shows a refusal's message and refetches the state so the CTA changes", async () => {
    const user = userEvent.setup();
    const fake = server(makeOfferState());
    const respond: Responder = async (request) => {
      if (new URL(request.url).pathname === '/nc/prime/generateCoupon/v2') {
        fake.set(makeOfferState({ ctaDetails: { actionType: 'OUT_OF_STOCK', label: 'OUT OF STOCK', disabled: true } }));
        return ok({ ...generated, success: false, outcome: 'OUT_OF_STOCK', responseMessage: 'All codes have been claimed', couponCode: null, savings: 0 });
      }
      return fake.respond(request);
    };
    renderOffer(respond);
    await user.click(await screen.findByRole('button', { name: 'GENERATE CODE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('All codes have been claimed');
    expect(await screen.findByRole('button', { name: 'OUT OF STOCK' })).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('VIEW_CODE opens the drawer and Escape gives focus back to the button', async () => {
    const user = userEvent.setup();
    const fake = server(
      makeOfferState({
        ctaDetails: { actionType: 'VIEW_CODE', label: 'VIEW CODE', disabled: false },
        isViewCode: true,
        isCardType: true,
        redemptionDetails: {
          activeCoupons: [{ couponCode: '4111222233334444', pin: '9876', expiryDate: null, generated: true, expired: false, state: 'COPIED' }],
          expiredCoupons: [{ couponCode: 'OLD-CARD', expiryDate: '2026-01-31T00:00:00Z', generated: true, expired: true, state: 'REDEEMED' }],
          maxRedemption: 2,
          left: 1,
          generateNext: false,
        },
      }),
    );
    renderOffer(fake.respond);
    const button = await screen.findByRole('button', { name: 'VIEW CODE' });
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'ZestBite codes' });
    expect(within(drawer).getByText('4111222233334444').textContent).toBe('NUMBER: 4111222233334444');
    expect(within(drawer).getByText('9876').textContent).toBe('PIN: 9876');
    expect(within(within(drawer).getByRole('region', { name: 'Expired codes' })).getByText('OLD-CARD')).toBeInTheDocument();
    expect(within(drawer).getByText('Terms and conditions')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('REVIEW_ORDER goes to the payment page with the promo code', async () => {
    const user = userEvent.setup();
    const fake = server(makeOfferState({ viewer: 'NON_MEMBER', ctaDetails: { actionType: 'REVIEW_ORDER', label: 'JOIN TO AVAIL', disabled: false, data: { couponCode: 'WELCOME100' } } }));
    const { router } = renderOffer(fake.respond);
    await user.click(await screen.findByRole('button', { name: 'JOIN TO AVAIL' }));
    expect(await screen.findByText('payment page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?promo=WELCOME100');
  });

  it("a visitor's LOGIN opens sign-in; the logged-out view shows its chips", async () => {
    const user = userEvent.setup();
    const fake = server(
      makeOfferState({
        viewer: 'VISITOR',
        ctaDetails: { actionType: 'LOGIN', label: 'LOGIN TO AVAIL', disabled: false },
        loggedOutView: { chipLabel: 'Included with membership', linkChip: { label: 'See plans', url: '/payment' } },
        tracker: null,
      }),
    );
    const { requestsTo } = renderOffer(fake.respond, false);
    await user.click(await screen.findByRole('button', { name: 'LOGIN TO AVAIL' }));
    expect(screen.getByText('Included with membership')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/payment');
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await requestsTo('/nc/prime/offer/details')[0]?.json()).toEqual({ name: offer.name, tag: 'primeProfileZero' });
  });

  it("shows the state's failure with 'Try again', which loads it again", async () => {
    const user = userEvent.setup();
    let fail = true;
    const fake = server(makeOfferState());
    const respond: Responder = (request) =>
      new URL(request.url).pathname === '/nc/prime/offer/details' && fail ? errorResponse(500, 'TP500', 'Offer details are unavailable') : fake.respond(request);
    renderOffer(respond);
    expect(await screen.findByRole('alert')).toHaveTextContent('Offer details are unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'GENERATE CODE' })).toBeEnabled();
  });

  it('shows a pending CTA area while the state loads', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fake = server(makeOfferState());
    renderOffer(async (request) => {
      if (new URL(request.url).pathname === '/nc/prime/offer/details') await gate;
      return fake.respond(request);
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('group', { name: 'Offer actions' })).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('button', { name: 'GENERATE CODE' })).toBeInTheDocument();
  });

  it('ACTIVATE_OFFER not yet done resets the offer to ACTIVATION IN PROCESS', async () => {
    const user = userEvent.setup();
    const fake = server(makeOfferState({ couponType: 'ACTIVATION', ctaDetails: { actionType: 'ACTIVATE_OFFER', label: 'ACTIVATE NOW', disabled: false } }));
    const respond: Responder = (request) => {
      if (new URL(request.url).pathname === '/nc/prime/membership/activate') {
        fake.set(
          makeOfferState({
            couponType: 'ACTIVATION',
            activationStatus: { status: 1, userStatus: 5 },
            ctaDetails: { actionType: 'ACTIVATION_IN_PROCESS', label: 'ACTIVATION IN PROCESS', disabled: true, message: 'We are activating your membership.' },
          }),
        );
        return ok({ activationStatus: { status: 1, userStatus: 5 }, ctaText: 'ACTIVATION IN PROCESS' });
      }
      return fake.respond(request);
    };
    renderOffer(respond);
    await user.click(await screen.findByRole('button', { name: 'ACTIVATE NOW' }));
    expect(await screen.findByRole('button', { name: 'ACTIVATION IN PROCESS' })).toBeDisabled();
    expect(await screen.findByText('We are activating your membership.')).toBeInTheDocument();
  });

  it('loads the state again for the member after a login', async () => {
    const visitor = makeOfferState({ viewer: 'VISITOR', ctaDetails: { actionType: 'LOGIN', label: 'LOGIN TO AVAIL', disabled: false }, tracker: null });
    const member = makeOfferState();
    const respond: Responder = async (request) => {
      const { pathname } = new URL(request.url);
      // The visitor's request carries the primeProfileZero tag; the member's none.
      if (pathname === '/nc/prime/offer/details') return ok(((await request.json()) as { tag?: string }).tag ? visitor : member);
      return pathname === `/c/prime/offer/${offer.name}` ? ok(offer) : errorResponse(404, '404', 'not found');
    };
    const { store, requestsTo } = renderOffer(respond, false);
    expect(await screen.findByRole('button', { name: 'LOGIN TO AVAIL' })).toBeInTheDocument();
    act(() => {
      store.completeLogin(loginResult('SHOW_HOME', makeUser(paidMembership)));
    });
    expect(await screen.findByRole('button', { name: 'GENERATE CODE' })).toBeInTheDocument();
    expect(requestsTo('/nc/prime/offer/details')).toHaveLength(2);
  });

  it("an exclusive event with a flash sale shows the sale's CTA", async () => {
    const hour = 3_600_000;
    const now = Date.now();
    const fake = server(
      makeOfferState({
        ctaDetails: { actionType: 'GENERATE_CODE', label: 'BOOK SEAT', disabled: false },
        flashSale: { startTime: new Date(now - hour).toISOString(), endTime: new Date(now + 48 * hour).toISOString(), inventoryLeft: 40, totalInventory: 50, errorMessage: null },
      }),
    );
    renderOffer(fake.respond);
    expect(await screen.findByText('Sale is live')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'BOOK SEAT' })).toBeEnabled();
  });
});
