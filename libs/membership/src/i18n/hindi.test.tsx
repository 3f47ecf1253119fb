// The joining pages in Hindi: each view reads the membership catalogue in the page's language (it
// suspends until the Hindi messages arrive), with rupees and dates in hi-IN.
import type { Purchase } from '@rewards/api-contract';
import { LoginPopupProvider } from '@rewards/auth';
import { makeUser, paidMembership, testSessionStore } from '@rewards/auth/testing';
import { I18nProvider } from '@rewards/i18n';
import { screen, within } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MembershipManagement } from '../MembershipManagement';
import { PaymentPage } from '../PaymentPage';
import { ConfirmationStep } from '../steps/ConfirmationStep';
import { fakePaymentApi } from '../testing/fixtures';
import { renderPayment } from '../testing/renderPayment';

const inHindi = (ui: ReactNode) => (
  <I18nProvider locale="hi">
    <Suspense fallback={null}>{ui}</Suspense>
  </I18nProvider>
);

describe('in Hindi', () => {
  it('Review Order: the title, the plans, the code field and the pay button, list price first', async () => {
    renderPayment(inHindi(<PaymentPage />), { paymentApi: fakePaymentApi() });

    expect(await screen.findByRole('heading', { level: 1, name: 'ऑर्डर देखें' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'अपना प्लान चुनें' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'गिफ़्ट या प्रोमो कोड' })).toBeInTheDocument();
    const pay = await screen.findByRole('button', { name: '₹1,199 की जगह ₹999 पे करें' });
    expect(within(pay).getByText('₹1,199').tagName).toBe('S');
    expect(screen.getByRole('region', { name: 'कीमत का ब्योरा' })).toHaveTextContent('कुल देय राशि₹999');
  });

  it('the confirmation: the membership’s dates with Hindi months', async () => {
    renderPayment(
      inHindi(
        <LoginPopupProvider>
          <ConfirmationStep orderId="ord_1" />
        </LoginPopupProvider>,
      ),
      { paymentApi: fakePaymentApi(), route: '/payment/confirmation?orderId=ord_1', refreshedUser: makeUser({ ...paidMembership }) },
    );

    expect(await screen.findByText('पेमेंट हो गया। आपकी मेंबरशिप चालू है।')).toBeInTheDocument();
    const validity = screen.getByText((_text, element) => element?.tagName === 'P' && /तक मान्य$/.test(element.textContent ?? ''));
    expect(validity).toHaveTextContent(/^\d{1,2} [^\d\s]+ \d{4} से \d{1,2} [^\d\s]+ \d{4} तक मान्य$/);
    expect(validity.querySelectorAll('strong')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'एक्सप्लोर करना शुरू करें' })).toBeInTheDocument();
  });

  it('membership management: auto-renewal in words, the purchases and their invoices', async () => {
    const paid: Purchase = {
      userSubscriptionId: 'sub_2',
      planType: 'PAYMENT',
      orderId: 'ord_1',
      orderStatus: 'PAID',
      variantName: 'ANNUAL',
      variantDisplayName: 'Annual membership',
      amount: 999,
      currency: 'INR',
      startDate: '2026-11-22T09:00:00.000Z',
      endDate: '2027-11-22T09:00:00.000Z',
      current: true,
      invoiceAvailable: true,
      createdAt: '2026-11-22T09:00:00.000Z',
    };
    const store = testSessionStore(makeUser({ primeProfile: 5, autoRenewal: true, endDate: '2027-11-22T09:00:00.000Z' }));
    renderPayment(inHindi(<MembershipManagement openTab={vi.fn()} />), { paymentApi: fakePaymentApi({ purchaseInfo: async () => ({ purchases: [paid] }) }), store });

    expect(await screen.findByRole('heading', { name: 'मेंबरशिप मैनेज करें' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'ऑटो-रिन्यूअल' })).toHaveAccessibleDescription(/^आपकी मेंबरशिप 22 नवंबर 2027 को अपने-आप रिन्यू हो जाएगी/);
    expect(await screen.findByRole('button', { name: 'Annual membership का इनवॉइस, 22 नवंबर 2026' })).toHaveTextContent('इनवॉइस');
    expect(screen.getByText(/₹999 · पेमेंट हो गया/)).toHaveTextContent('22 नवंबर 2026 – 22 नवंबर 2027 · ₹999 · पेमेंट हो गया');
  });
});
