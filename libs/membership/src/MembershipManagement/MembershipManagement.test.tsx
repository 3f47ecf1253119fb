import { ApiError } from '@rewards/api-client';
import type { Purchase } from '@rewards/api-contract';
import { makeUser, testSessionStore } from '@rewards/auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakePaymentApi } from '../testing/fixtures';
import { renderPayment } from '../testing/renderPayment';
import { english } from '../testing/translate';
import { autoRenewalText, MembershipManagement } from './MembershipManagement';

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
const trial: Purchase = { ...paid, userSubscriptionId: 'sub_1', planType: 'TRIAL', orderId: null, orderStatus: null, variantDisplayName: '30 days free trial', amount: 0, invoiceAvailable: false, current: false };

const member = (autoRenewal: boolean) => makeUser({ primeProfile: 5, autoRenewal, endDate: '2027-11-22T09:00:00.000Z', totalSavings: 2450 });

describe('autoRenewalText', () => {
  it.each([
    [true, '2027-11-22T09:00:00.000Z', 'Your membership renews automatically on 22 Nov 2027 and the renewal price is charged then. You can turn this off any time before that date.'],
    [false, '2027-11-22T09:00:00.000Z', 'Your membership ends on 22 Nov 2027. Nothing more is charged; you can renew whenever you like.'],
    [false, null, 'Your membership ends at the end of the term. Nothing more is charged.'],
  ])('auto-renewal %s with end %s reads plainly', (on, end, text) => {
    expect(autoRenewalText(english, on, end)).toBe(text);
  });
});

describe('MembershipManagement', () => {
  it('lists purchases, and opens a paid order’s invoice in a new tab', async () => {
    const user = userEvent.setup();
    const invoice = vi.fn(async () => new Blob(['<html>Tax invoice</html>'], { type: 'text/html' }));
    const tab = { location: { href: '' }, close: vi.fn() };
    renderPayment(<MembershipManagement openTab={() => tab} />, { paymentApi: fakePaymentApi({ purchaseInfo: async () => ({ purchases: [paid, trial] }), invoice }), store: testSessionStore(member(true)) });

    const list = await screen.findByRole('list');
    expect(within(list).getByText('Annual membership')).toBeInTheDocument();
    expect(within(list).getByText(/Free trial/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invoice for Annual membership, 22 Nov 2026' }));

    expect(invoice).toHaveBeenCalledWith('ord_1');
    await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
  });

  it('turns auto-renewal off after a plain question that shows the savings', async () => {
    const user = userEvent.setup();
    const changeAutoRenewal = vi.fn(async ({ autoRenewal }: { autoRenewal: boolean }) => ({ autoRenewal, endDate: '2027-11-22T09:00:00.000Z' }));
    const store = testSessionStore(member(true));
    renderPayment(<MembershipManagement />, { paymentApi: fakePaymentApi({ changeAutoRenewal }), store });

    const toggle = screen.getByRole('switch', { name: 'Auto-renewal' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/renews automatically on 22 Nov 2027/);
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Turn off auto-renewal?' });
    expect(dialog).toHaveAccessibleDescription('You have saved ₹2,450 with your membership so far. Your membership ends on 22 Nov 2027. Nothing more is charged; you can renew whenever you like.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(screen.getByRole('switch', { name: 'Auto-renewal' })).not.toBeChecked());
    expect(changeAutoRenewal).toHaveBeenCalledWith({ autoRenewal: false });
    expect(store.getState().user?.autoRenewal).toBe(false);
  });

  it('turns auto-renewal on at once, and shows a refusal', async () => {
    const user = userEvent.setup();
    const refusal = new ApiError(409, { success: false, systemErrorCode: 'TP-NOT-MEMBER', responseMessage: 'x', userMessage: 'Auto-renewal is available only with an active paid membership' });
    renderPayment(<MembershipManagement />, { paymentApi: fakePaymentApi({ changeAutoRenewal: () => Promise.reject(refusal) }), store: testSessionStore(member(false)) });

    await user.click(screen.getByRole('switch', { name: 'Auto-renewal' }));

    expect(await screen.findByText('Auto-renewal is available only with an active paid membership')).toBeInTheDocument();
  });

  it('keeps the switch off for members without a paid membership', () => {
    renderPayment(<MembershipManagement />, { paymentApi: fakePaymentApi(), store: testSessionStore(makeUser({ primeProfile: 1 })) });

    expect(screen.getByRole('switch', { name: 'Auto-renewal' })).toBeDisabled();
    expect(screen.getByText('Auto-renewal is available with a paid membership.')).toBeInTheDocument();
  });
});
