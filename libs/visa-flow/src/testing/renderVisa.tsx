// Renders the card flow as a page would: auth's page renderer (partner, test providers, router and
// location probe) with a fake VisaCardApi and the layout's app links in the cache.
import type { AuthApi } from '@rewards/api-client';
import type { User } from '@rewards/api-contract';
import { renderWithSession, testSessionStore, type TestSessionStatus } from '@rewards/auth/testing';
import type { PartnerConfig } from '@rewards/partner';
import type { ReactNode } from 'react';
import type { VisaCardApi } from '../api/useCardApi';
import { visaTestApi } from './VisaProviders';

export interface RenderVisaOptions {
  cardApi: VisaCardApi;
  /** The member; a visitor when left out. */
  user?: User;
  /** 'loggingIn': a reload still restoring the member's session. */
  status?: TestSessionStatus;
  authApi?: AuthApi;
  partner?: PartnerConfig;
  /** The page's URL (default `/`): the card network's callback comes back to one with `cardVerification`. */
  route?: string;
}

export function renderVisa(ui: ReactNode, { cardApi, user, status = 'loggedIn', authApi, partner, route }: RenderVisaOptions) {
  const api = visaTestApi({ cardApi, authApi, user });
  const store = testSessionStore(user ?? null, status);
  return { ...renderWithSession(ui, { api, store, path: '*', ...(partner ? { partner } : {}), ...(route ? { route } : {}) }), api };
}
