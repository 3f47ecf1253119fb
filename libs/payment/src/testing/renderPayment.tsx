// Renders the payment page as the shell would: partner, router (with a probe of the location) and fakes.
import type { PaymentApi } from '@rewards/api-client';
import type { User } from '@rewards/api-contract';
import type { SessionStore } from '@rewards/auth';
import { PartnerProvider } from '@rewards/partner';
import { examplePartners } from '@rewards/partner/examples';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { PaymentProviders, testSessionStore, type PaymentProvidersProps } from './PaymentProviders';

/** Shows where the router is, for tests to read: `screen.getByTestId('location')`. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search}
    </output>
  );
}

export interface RenderPaymentOptions {
  paymentApi: PaymentApi;
  store?: SessionStore;
  refreshedUser?: User;
  route?: InitialEntry;
  seed?: PaymentProvidersProps['seed'];
}

export function renderPayment(ui: ReactNode, options: RenderPaymentOptions) {
  const store = options.store ?? testSessionStore();
  const result = render(
    <PartnerProvider partner={examplePartners.core}>
      <PaymentProviders paymentApi={options.paymentApi} store={store} {...(options.refreshedUser ? { refreshedUser: options.refreshedUser } : {})} {...(options.seed ? { seed: options.seed } : {})}>
        <MemoryRouter initialEntries={[options.route ?? '/payment']}>
          <Routes>
            <Route path="/payment" element={ui} />
            <Route path="/payment/:screen" element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </PaymentProviders>
    </PartnerProvider>,
  );
  return { ...result, store };
}
