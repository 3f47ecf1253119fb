import { byPath, errorResponse, makeOfferDetail, makeSavingsBreakdown, ok, testApi, type Responder } from '@rewards/api-client/testing';
import type { CouponGeneration } from '@rewards/api-contract';
import { fakeAuthApi, makeUser, renderWithSession, testSessionStore } from '@rewards/auth/testing';
import { createOverlayStore, OverlayProvider, type OverlayStore } from '@rewards/platform';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { applyGeneration } from '../actions/ctaRules';
import { makeOfferState } from '../actions/testing';
import { english } from '../testing/translate';
import * as offerDetailRoute from '../routes/offerDetail';
import { renderPage } from '@rewards/offers/testing/renderPage';
import { SAVINGS_TRACKER_PATH, SavingsPrompt } from './SavingsPrompt';
import { createSavingsPromptStore, type SavingsPromptStore } from './savingsPrompts';

const OFFER = 'tandoor-tales-weekday-buffet';
const afterCode = makeSavingsBreakdown({ totalSavings: 3796, itemisedSavings: 3796, comparison: { basis: 'PAID', amount: 999, ratio: 3.7 } });

function renderPrompt({ respond = byPath({ '/nc/prime/savings': () => ok(afterCode) }), overlays = createOverlayStore(), prompts = createSavingsPromptStore() }: { respond?: Responder; overlays?: OverlayStore; prompts?: SavingsPromptStore } = {}) {
  const store = testSessionStore(makeUser({ primeProfile: 5, totalSavings: 3196 }));
  const api = testApi(respond, { authApi: fakeAuthApi() });
  const wrapper = ({ children }: { children: ReactNode }) => <OverlayProvider store={overlays}>{children}</OverlayProvider>;
  const view = renderWithSession(<SavingsPrompt offerName={OFFER} companyName="Tandoor Tales" store={prompts} delayMs={20} />, { api, store, wrapper, route: '/offer', path: '/offer' });
  return { ...view, overlays, prompts, store, api };
}

describe('SavingsPrompt', () => {
  it('waits for the coupon drawer to close, then tells what the code saved and what the savings come to now', async () => {
    const { overlays, prompts, store } = renderPrompt();
    act(() => {
      overlays.open('coupons_drawer', { key: OFFER });
      prompts.noteCode(OFFER, 'TNDR-0001-AAAA', 600);
    });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => overlays.close('coupons_drawer'));
    const prompt = await screen.findByRole('dialog', { name: 'You saved ₹600' });
    expect(prompt).toHaveAccessibleDescription('with your Tandoor Tales code');
    expect(overlays.current()).toMatchObject({ type: 'savings_prompt', key: OFFER });
    expect(await within(prompt).findByText('₹3,796')).toBeInTheDocument();
    expect(within(prompt).getByText('Your savings so far:', { exact: false })).toBeInTheDocument();
    expect(within(prompt).getByText('You have saved 3.7 times what you paid (₹999)')).toBeInTheDocument();
    expect(within(prompt).getByRole('link', { name: 'See your savings' })).toHaveAttribute('href', SAVINGS_TRACKER_PATH);
    // the session's total catches up with the tracker's
    expect(store.getState().user?.totalSavings).toBe(3796);
  });

  it('shows once per code: closed, it does not come back', async () => {
    const user = userEvent.setup();
    const { prompts } = renderPrompt();
    act(() => prompts.noteCode(OFFER, 'TNDR-0001-AAAA', 600));
    const prompt = await screen.findByRole('dialog', { name: 'You saved ₹600' });
    await user.click(within(prompt).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(prompts.pending(OFFER)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells two codes got before it showed as one saving', async () => {
    const overlays = createOverlayStore();
    overlays.open('coupons_drawer', { key: OFFER });
    const { prompts } = renderPrompt({ overlays });
    act(() => {
      prompts.noteCode(OFFER, 'TNDR-0001-AAAA', 600);
      prompts.noteCode(OFFER, 'TNDR-0002-BBBB', 600);
    });
    act(() => overlays.close('coupons_drawer'));
    const prompt = await screen.findByRole('dialog', { name: 'You saved ₹1,200' });
    expect(prompt).toHaveAccessibleDescription('with your 2 Tandoor Tales codes');
  });

  it('still tells the saving when the total cannot be read', async () => {
    const { prompts } = renderPrompt({ respond: byPath({ '/nc/prime/savings': () => errorResponse(500, 'TP500', 'Something went wrong') }) });
    act(() => prompts.noteCode(OFFER, 'TNDR-0001-AAAA', 600));
    const prompt = await screen.findByRole('dialog', { name: 'You saved ₹600' });
    await waitFor(() => expect(within(prompt).queryByText('Adding it to your savings…')).not.toBeInTheDocument());
    expect(within(prompt).queryByText(/Your savings so far/)).not.toBeInTheDocument();
  });

  it('drops a note not shown yet when the member leaves the offer', () => {
    const overlays = createOverlayStore();
    overlays.open('coupons_drawer', { key: OFFER });
    const { prompts, unmount } = renderPrompt({ overlays });
    act(() => prompts.noteCode(OFFER, 'TNDR-0001-AAAA', 600));
    unmount();
    expect(prompts.pending(OFFER)).toBeUndefined();
  });
});

describe('the savings prompt on the offer page', () => {
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

  it('follows a generated code once the drawer closes, and gives focus back to the offer’s button', { timeout: 15_000 }, async () => {
    const user = userEvent.setup();
    let state = makeOfferState();
    const respond: Responder = async (request) => {
      const { pathname } = new URL(request.url);
      if (pathname === `/c/prime/offer/${offer.name}`) return ok(offer);
      if (pathname === '/nc/prime/offer/details') return ok(state);
      if (pathname === '/nc/prime/generateCoupon/v2') {
        state = applyGeneration(english, state, generated);
        return ok(generated);
      }
      if (pathname === '/nc/prime/savings') return ok(makeSavingsBreakdown({ totalSavings: 3346, itemisedSavings: 3346 }));
      return errorResponse(404, '404', 'not found');
    };
    renderPage(offerDetailRoute, { path: '/categories/:catName/:brand', url: `/categories/food-delivery/${offer.name}`, respond, member: true });

    await user.click(await screen.findByRole('button', { name: 'GENERATE CODE' }));
    const drawer = await screen.findByRole('dialog', { name: 'ZestBite codes' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    const viewCode = screen.getAllByRole('button', { name: 'VIEW CODE' })[0]!;
    const prompt = await screen.findByRole('dialog', { name: 'You saved ₹150' }, { timeout: 4000 });
    expect(prompt).toHaveAccessibleDescription('with your ZestBite code');
    expect(await within(prompt).findByText('₹3,346')).toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(viewCode).toHaveFocus());
  });
});
