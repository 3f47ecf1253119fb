// Renders the payment page as the shell would: auth's page renderer (partner, test providers,
// router and location probe) at the /payment routes, with a fake PaymentApi.
import type { PaymentApi } from '@rewards/api-client';
import { makeUser, renderWithSession, testSessionStore } from '@rewards/auth/testing';
import type { ReactNode } from 'react';
import type { InitialEntry } from 'react-router-dom';
import { paymentTestApi, type PaymentTestApiOptions } from './PaymentProviders';

export interface RenderPaymentOptions extends Partial<PaymentTestApiOptions> {
  paymentApi: PaymentApi;
  route?: InitialEntry;
  /** The route patterns the element renders at (the /payment routes by default). */
  path?: string | string[];
}

export function renderPayment(ui: ReactNode, { paymentApi, store = testSessionStore(makeUser()), refreshedUser, seed, route = '/payment', path = ['/payment', '/payment/:screen'] }: RenderPaymentOptions) {
  const api = paymentTestApi({ paymentApi, store, refreshedUser, seed });
  return renderWithSession(ui, { api, store, route, path });
}
