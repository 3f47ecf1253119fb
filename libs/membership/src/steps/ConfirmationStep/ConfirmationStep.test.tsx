import { paidMembership, makeUser, loginResult, testSessionStore, TEST_MOBILE } from '@rewards/auth/testing';
import { LoginPopupProvider } from '@rewards/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakePaymentApi } from '../../testing/fixtures';
import { renderPayment } from '../../testing/renderPayment';
import { ConfirmationStep } from './ConfirmationStep';

function guestStore() {
  const store = testSessionStore(null);
  store.completeLogin(loginResult('SHOW_HOME', { loginType: 'GUEST', mobileVerified: false }));
  return store;
}

function renderConfirmation(store = testSessionStore(makeUser())) {
  return renderPayment(
    <LoginPopupProvider>
      <ConfirmationStep orderId="ord_1" />
    </LoginPopupProvider>,
    { paymentApi: fakePaymentApi(), store, route: '/payment/confirmation?orderId=ord_1', refreshedUser: makeUser({ ...paidMembership, loginType: store.getState().loginType ?? 'SSO' }) },
  );
}

describe('ConfirmationStep', () => {
  it('a member starts exploring their benefits', async () => {
    renderConfirmation();
    expect(await screen.findByText('Payment successful. Your membership is active.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start exploring' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in to use your benefits' })).not.toBeInTheDocument();
  });

  it('a guest checkout is told the membership is on their mobile and logs in from there, staying a guest until then', async () => {
    const user = userEvent.setup();
    const store = guestStore();
    renderConfirmation(store);
    expect(await screen.findByText('Payment successful. Your membership is active.')).toBeInTheDocument();
    expect(screen.getByText(`Your membership is on +91 ${TEST_MOBILE}. Log in with this number to start using your benefits.`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start exploring' })).not.toBeInTheDocument();
    // the refreshed user (now paid) leaves the guest not logged in
    await waitFor(() => expect(store.getState().user?.primeProfile).toBe(5));
    expect(store.getState()).toMatchObject({ status: 'loggedOut', loginType: 'GUEST' });

    await user.click(screen.getByRole('button', { name: 'Log in to use your benefits' }));
    const popup = await screen.findByRole('dialog', { name: 'Login' }, { timeout: 5_000 });
    // the ordinary sign-in, at CONFIRM_MOBILE with the guest's number
    expect(await within(popup).findByRole('button', { name: 'CONFIRM AND PROCEED' })).toBeInTheDocument();
    expect(within(popup).getByText(`+91 ${TEST_MOBILE}`)).toBeInTheDocument();
  });
});
