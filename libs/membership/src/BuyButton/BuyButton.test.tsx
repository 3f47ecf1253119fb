import { never, planCta } from '@rewards/api-client/testing';
import { LoginPopupProvider } from '@rewards/auth';
import { OverlayProvider } from '@rewards/platform';
import { loginResult, makeUser, testSessionStore } from '@rewards/auth/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakePaymentApi } from '../testing/fixtures';
import { renderPayment } from '../testing/renderPayment';
import { BuyButton, type BuyButtonProps } from './BuyButton';

function renderButton(props: BuyButtonProps, options: Partial<Parameters<typeof renderPayment>[1]> = {}) {
  // A store of the test's own: an app-install prompt opened in one test stays out of the next.
  return renderPayment(
    <OverlayProvider>
      <LoginPopupProvider>
        <BuyButton {...props} />
      </LoginPopupProvider>
    </OverlayProvider>,
    { paymentApi: fakePaymentApi(), route: '/payment', ...options },
  );
}

describe('BuyButton', () => {
  it("reads 'PAY ₹999' with the list price struck out", async () => {
    renderButton({});
    const button = await screen.findByRole('button', { name: 'PAY ₹999 instead of ₹1,199' });
    expect(button).toHaveTextContent('PAY ₹999 instead of ₹1,199');
    expect(button).toBeEnabled();
  });

  it('fades and waits while the plan CTA loads', () => {
    renderButton({}, { paymentApi: fakePaymentApi({ planCta: () => never() }) });
    const button = screen.getByRole('button', { name: 'JOIN NOW' });
    expect(button).toBeDisabled();
    expect(button.parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it("waits while a returning member's session is restored, then takes the member to payment", async () => {
    const store = testSessionStore(null, 'loggingIn');
    renderButton({}, { store });
    await waitFor(() => expect(screen.getByRole('button', { name: /PAY ₹999|JOIN NOW/ })).toBeDisabled());
    // the visitor's plan has arrived, but the press would still treat the member as a visitor
    await screen.findByRole('button', { name: /PAY ₹999/ });
    expect(screen.getByRole('button', { name: /PAY ₹999/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /PAY ₹999/ }).parentElement).toHaveAttribute('aria-busy', 'true');

    act(() => store.completeLogin(loginResult('SHOW_HOME', { primeProfile: 2, paymentRequired: true })));
    await waitFor(() => expect(screen.getByRole('button', { name: /PAY ₹999/ })).toBeEnabled());
  });

  it('is hidden for a member who need not pay, but not on offer detail', async () => {
    const paymentApi = fakePaymentApi({ planCta: async () => ({ ...planCta, paymentRequired: false }) });
    const store = testSessionStore(makeUser({ primeProfile: 5, paymentRequired: false }));
    const { unmount } = renderButton({}, { paymentApi, store });
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
    unmount();

    renderButton({ onOfferDetail: true }, { paymentApi, store: testSessionStore(makeUser({ primeProfile: 5, paymentRequired: false })) });
    // it opens the app prompt there, so it never reads as a price to pay
    const button = await screen.findByRole('button', { name: 'GET THE APP' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByText(/PAY|₹/)).not.toBeInTheDocument();
  });

  it("a visitor's plan CTA in the cache (a page rendered on the server) never prices the button for a member", async () => {
    const paymentApi = fakePaymentApi({ planCta: async () => ({ ...planCta, paymentRequired: false }) });
    renderButton(
      { onOfferDetail: true },
      {
        paymentApi,
        store: testSessionStore(makeUser({ primeProfile: 5, paymentRequired: false })),
        seed: (client, queries) => client.setQueryData(queries.payment.planCta(undefined, 'visitor').queryKey, { ...planCta, paymentRequired: true }),
      },
    );
    const button = await screen.findByRole('button', { name: 'GET THE APP' });
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('on offer detail, a member who must pay sees the price, and the button opens the app-install prompt (spec §4)', async () => {
    const menu = { menu: [], downloadLinkIos: 'https://apps.example/app', downloadLinkAndroid: 'https://play.example/app', downloadAppImage: '/static/2x/app-download.svg' };
    renderButton({ onOfferDetail: true }, { seed: (client, queries) => client.setQueryData(queries.layout.frame('member').queryKey, { footer: {} as never, hamburgerMenu: menu }) });
    const button = await screen.findByRole('button', { name: /PAY ₹999/ });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Get the app' })).toBeInTheDocument();
  });

  it('on offer detail, a member who need not pay gets the app-install prompt with a QR code on desktop', async () => {
    const paymentApi = fakePaymentApi({ planCta: async () => ({ ...planCta, paymentRequired: false }) });
    const store = testSessionStore(makeUser({ primeProfile: 5, paymentRequired: false }));
    const menu = { menu: [], downloadLinkIos: 'https://apps.example/app', downloadLinkAndroid: 'https://play.example/app', downloadAppImage: '/static/2x/app-download.svg' };
    const desktop = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList) as typeof window.matchMedia;
    try {
      renderButton(
        { onOfferDetail: true },
        { paymentApi, store, seed: (client, queries) => client.setQueryData(queries.layout.frame('member').queryKey, { footer: {} as never, hamburgerMenu: menu }) },
      );
      await userEvent.click(await screen.findByRole('button', { name: 'GET THE APP' }));
      const dialog = await screen.findByRole('dialog', { name: 'Get the app' });
      expect(dialog).toHaveTextContent("Scan the code with your phone's camera");
      expect(await screen.findByTitle('QR code for the app')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/payment');
    } finally {
      window.matchMedia = desktop;
    }
  });

  it("on offer detail, the app-install prompt stays open when the button moves (the offer's state arriving remounts it)", async () => {
    const paymentApi = fakePaymentApi({ planCta: async () => ({ ...planCta, paymentRequired: false }) });
    const store = testSessionStore(makeUser({ primeProfile: 5, paymentRequired: false }));
    const menu = { menu: [], downloadLinkIos: 'https://apps.example/app', downloadLinkAndroid: 'https://play.example/app', downloadAppImage: '/static/2x/app-download.svg' };
    let arrive = () => {};
    function OfferActionsLike() {
      const [loaded, setLoaded] = useState(false);
      arrive = () => setLoaded(true);
      return loaded ? (
        <section>
          <BuyButton onOfferDetail />
        </section>
      ) : (
        <div>
          <BuyButton onOfferDetail />
        </div>
      );
    }
    renderPayment(
      <OverlayProvider>
        <LoginPopupProvider>
          <OfferActionsLike />
        </LoginPopupProvider>
      </OverlayProvider>,
      { paymentApi, route: '/payment', store, seed: (client, queries) => client.setQueryData(queries.layout.frame('member').queryKey, { footer: {} as never, hamburgerMenu: menu }) },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'GET THE APP' }));
    expect(await screen.findByRole('dialog', { name: 'Get the app' })).toBeInTheDocument();
    act(() => arrive());
    expect(await screen.findByRole('dialog', { name: 'Get the app' })).toBeInTheDocument();
  });

  it('takes a logged-in member to payment with the gift code and its variant after 500 ms', async () => {
    const user = userEvent.setup();
    renderButton({ giftCode: { code: 'GIFT100', subscriptionVariant: 'ANNUAL' } }, { route: '/payment' });

    await user.click(await screen.findByRole('button', { name: /PAY ₹999/ }));
    expect(screen.getByTestId('location').textContent).toBe('/payment');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment?promo=GIFT100&preferredVariant=ANNUAL'));
  });

  it('opens sign-in for a visitor', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    renderButton({ flow: 'campaign', promo: { actionType: 'REVIEW_ORDER', couponCode: 'CAMP50' } }, { store: testSessionStore(null) });

    await user.click(await screen.findByRole('button', { name: /PAY ₹999/ }));

    expect(sessionStorage.getItem('rp_campaign_code')).toBe('CAMP50');
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });
});
