import { ApiError } from '@rewards/api-client';
import { I18nProvider, loadCatalogues } from '@rewards/i18n';
import { examplePartners } from '@rewards/partner/examples';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authCatalogue } from '../../i18n/catalogue';
import { Component as LoginRoute } from '../../routes/login';
import { english } from '../../testing/translate';
import { readLoginHandover } from '../handover/loginHandover';
import { fakeAuthApi, loginResult, renderWithSession, TEST_MOBILE, TEST_TICKET, testSessionStore } from '../../testing';
import { CARD_NETWORK_PROMPT } from '../EnterMobileScreen';
import { SOCIAL_LOGIN_FAILED_MESSAGE } from '../SocialLoginButtons';
import { LOGIN_STATS, LOGIN_TAGLINE } from './LoginPage';

beforeAll(() => {
  // input-otp probes for password-manager badges with elementFromPoint, which jsdom lacks.
  document.elementFromPoint ??= () => null;
});

afterEach(() => {
  // A login remembers its mobile on the device (single sign-on data).
  localStorage.clear();
  sessionStorage.clear();
});

const location = () => screen.getByTestId('location');
const mobileField = () => screen.getByRole('textbox', { name: 'Mobile number' });

/** Number, JOIN NOW, the code, VERIFY OTP: a whole login on the page. */
async function logInOnThePage(user: ReturnType<typeof userEvent.setup>) {
  await user.type(mobileField(), TEST_MOBILE);
  await user.click(screen.getByRole('button', { name: 'JOIN NOW' }));
  await user.type(await screen.findByRole('textbox', { name: 'Enter OTP' }), '482913');
  await screen.findByText('Verified');
  await user.click(screen.getByRole('button', { name: 'VERIFY OTP' }));
}

describe('/login', () => {
  it('is a page headed Login with the tagline', () => {
    renderWithSession(<LoginRoute />, { authApi: fakeAuthApi(), route: '/login', path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText(LOGIN_TAGLINE)).toHaveTextContent('One membership, unlimited benefits');
    expect(screen.getByText(LOGIN_STATS)).toHaveTextContent('20+ Subscriptions | 40+ Offerings');
    // One 'Login' heading: the page's own.
    expect(screen.getAllByRole('heading', { name: 'Login' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'JOIN NOW' })).toBeDisabled();
  });

  it('prefills the number from ?mobile=', () => {
    renderWithSession(<LoginRoute />, { authApi: fakeAuthApi(), route: `/login?mobile=${TEST_MOBILE}`, path: '/login' });
    expect(mobileField()).toHaveValue(TEST_MOBILE);
    expect(screen.getByRole('button', { name: 'JOIN NOW' })).toBeEnabled();
  });

  it('sends a member who is already logged in to the partner’s home', async () => {
    const store = testSessionStore();
    store.completeLogin(loginResult('SHOW_HOME'));
    renderWithSession(<LoginRoute />, { authApi: fakeAuthApi(), store, route: '/login', path: '/login', partner: examplePartners['more-rewards'] });
    await waitFor(() => expect(location()).toHaveTextContent('/categorylistingmore'));
    expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('keeps the ten digits of a pasted +91 number (the field shows +91 already)', async () => {
    const user = userEvent.setup();
    renderWithSession(<LoginRoute />, { authApi: fakeAuthApi(), route: '/login', path: '/login' });
    await user.click(mobileField());
    await user.paste('+91 98765 43210');
    expect(mobileField()).toHaveValue('9876543210');
    expect(screen.getByRole('button', { name: 'JOIN NOW' })).toBeEnabled();
    // a paste that is no prefixed number and too long is still refused whole
    await user.clear(mobileField());
    await user.paste('12345678901234');
    expect(mobileField()).toHaveValue('');
  });

  it('logs in with the origin from the location state and replaces /login with the next page', async () => {
    const exchangeTicket = vi.fn(async () => loginResult('PROVIDE_TRIAL_SUBSCRIPTION_TO_USER'));
    const user = userEvent.setup();
    renderWithSession(<LoginRoute />, {
      authApi: fakeAuthApi({ exchangeTicket }),
      route: { pathname: '/login', state: { origin: 'TRIAL' } },
      path: '/login',
    });
    await user.type(mobileField(), TEST_MOBILE);
    await user.click(screen.getByRole('button', { name: 'JOIN NOW' }));
    // Below the page's h1, the code screen's title is an h2.
    expect(await screen.findByRole('heading', { level: 2, name: 'Enter OTP' })).toBeInTheDocument();
    const otp = screen.getByRole('textbox', { name: 'Enter OTP' });
    await user.type(otp, '482913');
    // On the page (not in the popup) the field lets go of focus on the sixth digit.
    expect(otp).not.toHaveFocus();
    await screen.findByText('Verified');
    await user.click(screen.getByRole('button', { name: 'VERIFY OTP' }));
    await waitFor(() => expect(location()).toHaveTextContent('/payment?flow=trial'));
    expect(exchangeTicket).toHaveBeenCalledWith({ origin: 'TRIAL', channel: 'TIMES_PRIME', ticketId: TEST_TICKET });
  });

  it('lands a free-trial login the server offers no trial (a paying member) on the member home, with the toast handed over', async () => {
    const user = userEvent.setup();
    renderWithSession(<LoginRoute />, {
      authApi: fakeAuthApi({ exchangeTicket: vi.fn(async () => loginResult('SHOW_HOME', { primeProfile: 5 })) }),
      route: { pathname: '/login', state: { origin: 'TRIAL' } },
      path: '/login',
    });
    await logInOnThePage(user);
    await waitFor(() => expect(location()).toHaveTextContent('/userfeed'));
    // The landing page's host (PendingToasts in @rewards/membership) says 'already a member' from this.
    expect(readLoginHandover('trialToast')).toEqual({ primeProfile: 5 });
  });

  it('hands no trial toast over when the login goes to the trial step (the step says it)', async () => {
    const user = userEvent.setup();
    renderWithSession(<LoginRoute />, {
      authApi: fakeAuthApi({ exchangeTicket: vi.fn(async () => loginResult('PROVIDE_TRIAL_SUBSCRIPTION_TO_USER')) }),
      route: { pathname: '/login', state: { origin: 'TRIAL' } },
      path: '/login',
    });
    await logInOnThePage(user);
    await waitFor(() => expect(location()).toHaveTextContent('/payment?flow=trial'));
    expect(readLoginHandover('trialToast')).toBeUndefined();
  });

  it('hands no trial toast over for an ordinary login', async () => {
    const user = userEvent.setup();
    renderWithSession(<LoginRoute />, {
      authApi: fakeAuthApi({ exchangeTicket: vi.fn(async () => loginResult('SHOW_HOME', { primeProfile: 2 })) }),
      route: '/login',
      path: '/login',
    });
    await logInOnThePage(user);
    await waitFor(() => expect(location()).toHaveTextContent('/userfeed'));
    expect(readLoginHandover('trialToast')).toBeUndefined();
  });

  it('takes a visitor who was sent here from a protected page back to it after login', async () => {
    const user = userEvent.setup();
    renderWithSession(<LoginRoute />, {
      authApi: fakeAuthApi({ exchangeTicket: vi.fn(async () => loginResult('SHOW_HOME')) }),
      route: { pathname: '/login', state: { from: '/payment?promo=WELCOME100' } },
      path: '/login',
    });
    await logInOnThePage(user);
    await waitFor(() => expect(location()).toHaveTextContent('/payment?promo=WELCOME100'));
  });

  it('stays on the page for a profile step after logging in here', async () => {
    const user = userEvent.setup();
    renderWithSession(<LoginRoute />, {
      authApi: fakeAuthApi({ exchangeTicket: async () => loginResult('GET_AND_CONFIRM_EMAIL_FROM_USER') }),
      route: { pathname: '/login', state: { origin: 'PAYMENT' } },
      path: '/login',
    });
    await logInOnThePage(user);
    expect(await screen.findByRole('heading', { level: 2, name: 'Complete your profile' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login');
  });
});

/** A Hindi page, as the server renders one (the shell's own catalogues are another library's). */
function Hindi({ children }: { children: ReactNode }) {
  return (
    <I18nProvider locale="hi">
      <Suspense fallback={null}>{children}</Suspense>
    </I18nProvider>
  );
}

describe('/login in Hindi', () => {
  it('speaks Hindi from the heading to the code screen, the auth error texts included', async () => {
    await loadCatalogues('hi', [authCatalogue]);
    const verifyOtp = vi.fn(async () => {
      throw new ApiError(400, { success: false, responseMessage: 'wrong code', userMessage: 'Please enter a valid OTP', systemErrorCode: '425' });
    });
    const user = userEvent.setup();
    renderWithSession(<LoginRoute />, { authApi: fakeAuthApi({ verifyOtp }), route: '/login', path: '/login', wrapper: Hindi });

    expect(await screen.findByRole('heading', { level: 1, name: 'लॉग इन' })).toBeInTheDocument();
    expect(screen.getByText('एक मेंबरशिप, ढेरों फ़ायदे')).toBeInTheDocument();
    expect(screen.getByText(/जारी रखकर, आप हमारे/)).toHaveTextContent('जारी रखकर, आप हमारे नियम व शर्तों और प्राइवेसी पॉलिसी से सहमत होते हैं');
    expect(screen.getByRole('link', { name: 'नियम व शर्तों' })).toHaveAttribute('href', '/terms-and-conditions');

    await user.type(screen.getByRole('textbox', { name: 'मोबाइल नंबर' }), '5876543210');
    expect(screen.getByRole('textbox', { name: 'मोबाइल नंबर' })).toHaveAccessibleDescription('कृपया सही 10 अंकों का मोबाइल नंबर डालें');
    await user.clear(screen.getByRole('textbox', { name: 'मोबाइल नंबर' }));
    await user.type(screen.getByRole('textbox', { name: 'मोबाइल नंबर' }), TEST_MOBILE);
    await user.click(screen.getByRole('button', { name: 'अभी जुड़ें' }));

    const code = await screen.findByRole('form', { name: 'OTP डालें' });
    expect(within(code).getByRole('button', { name: 'मोबाइल नंबर बदलें' })).toBeInTheDocument();
    expect(within(code).getByRole('timer', { name: 'इतनी देर बाद दोबारा भेज सकेंगे' })).toHaveTextContent('00:30');
    await user.type(within(code).getByRole('textbox', { name: 'OTP डालें' }), '111111');
    // the spec's auth 425, in the page's language (the server's English words are not shown)
    await waitFor(() => expect(within(code).getByRole('textbox', { name: 'OTP डालें' })).toHaveAccessibleDescription('कृपया सही OTP डालें'));
  });
});

describe('the page’s English texts are the catalogue’s', () => {
  it.each([
    ['loginPage.tagline', LOGIN_TAGLINE],
    ['loginPage.stats', LOGIN_STATS],
    ['enterMobile.cardNetworkPrompt', CARD_NETWORK_PROMPT],
    ['social.failed', SOCIAL_LOGIN_FAILED_MESSAGE],
  ])('%s', (key, text) => {
    expect(english(key)).toBe(text);
  });
});
