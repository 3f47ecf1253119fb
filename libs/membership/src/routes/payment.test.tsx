import { never, testApi } from '@rewards/api-client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakePaymentApi } from '../testing/fixtures';
import { renderPayment } from '../testing/renderPayment';
import { Component, createLoader, ErrorBoundary, handle } from './payment';

describe('/payment route module', () => {
  it('renders the payment page', async () => {
    renderPayment(<Component />, { paymentApi: fakePaymentApi() });
    expect(screen.getByRole('heading', { level: 1, name: 'Review Order' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Annual membership/ })).toBeChecked();
  });

  it('shows the payment error page when rendering fails', () => {
    renderPayment(<ErrorBoundary />, { paymentApi: fakePaymentApi() });
    expect(screen.getByRole('heading', { level: 1, name: 'Oops something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('declares a logo-only, protected page that GUEST sessions may open', () => {
    expect(handle).toEqual({ header: 'logo', footer: false, protected: true, guestAllowed: true });
  });

  it('warms the plans without waiting for them', async () => {
    const { queries, queryClient } = testApi(() => never());
    const loader = createLoader({ queryClient, queries });

    expect(await loader({ request: new Request('http://site.test/payment'), params: {}, context: undefined } as never)).toBeNull();
    expect(queryClient.getQueryState(['payment', 'plans', null])?.fetchStatus).toBe('fetching');
  });
});
