// Storybook helpers (stories only): a session (visitor or member) and a fake server answering the
// offer state and the action calls, so stories show the real CTA area without a backend.
import { errorResponse, ok, type Responder } from '@rewards/api-client/testing';
import type { CouponGeneration, OfferState } from '@rewards/api-contract';
import { LoginPopupProvider, SessionProvider } from '@rewards/auth';
import { makeUser, paidMembership, testSessionStore } from '@rewards/auth/testing';
import { OverlayProvider } from '@rewards/platform';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { applyGeneration } from '../actions/ctaRules';
import { withApi } from '@rewards/offers/testing/storyApi';
import { english } from './translate';

function StorySession({ member, children }: { member: boolean; children: ReactNode }) {
  const [store] = useState(() => testSessionStore(member ? makeUser(paidMembership) : null));
  return (
    <SessionProvider store={store}>
      <LoginPopupProvider>
        <OverlayProvider>{children}</OverlayProvider>
      </LoginPopupProvider>
    </SessionProvider>
  );
}

export const STORY_GENERATION: CouponGeneration = {
  success: true,
  outcome: 'GENERATED',
  availed: 2,
  left: 1,
  nextAvailableOn: null,
  savings: 200,
  couponCode: 'TANDOOR-7Q2K',
  expiryDate: '2026-12-31T00:00:00Z',
  couponState: 'GENERATED',
  generateNext: true,
};

/** A server holding one viewer's state; a generation hands out STORY_GENERATION. */
export function stateResponder(initial: OfferState, extra: Record<string, Responder> = {}): Responder {
  let state = initial;
  return async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/nc/prime/offer/details') return ok(state);
    if (pathname === '/nc/prime/generateCoupon/v2' && !extra[pathname]) {
      state = applyGeneration(english, state, STORY_GENERATION);
      return ok(STORY_GENERATION);
    }
    if (pathname === '/nc/prime/couponState/update' && !extra[pathname]) return ok({});
    const handler = extra[pathname];
    return handler ? handler(request) : errorResponse(404, '404', 'not found');
  };
}

/** The session, the overlay store and the fake server for one story. */
export function withOfferState(state: OfferState, { member = state.viewer !== 'VISITOR', extra }: { member?: boolean; extra?: Record<string, Responder> } = {}): Decorator[] {
  return [
    (Story) => (
      <StorySession member={member}>
        <Story />
      </StorySession>
    ),
    withApi(stateResponder(state, extra)),
  ];
}
