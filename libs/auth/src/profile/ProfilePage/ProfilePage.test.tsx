import { ApiError, type AuthApi } from '@rewards/api-client';
import { AUTH_MESSAGES, EMAIL_IN_USE_MESSAGE, type ErrorBody, type UpdateUserFields, type User } from '@rewards/api-contract';
import { I18nProvider, loadCatalogues, type Locale } from '@rewards/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PartnerProvider, type PartnerConfig } from '@rewards/partner';
import { examplePartners } from '@rewards/partner/examples';
import { Suspense, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { authCatalogue } from '../../i18n/catalogue';
import { AuthTestProviders, makeUser, testSessionStore } from '../../testing';
import { completeProfile, expiredMember, paidMember, profileAuthApi, trialMember } from '../testing/fixtures';
import { ProfilePage } from './ProfilePage';

const now = new Date('2026-03-15T06:30:00Z');

function renderPage({
  user = paidMember(),
  status = 'loggedIn',
  onUpdate,
  partner = examplePartners.core,
  savings,
  api = {},
  locale = 'en',
}: {
  api?: Partial<AuthApi>;
  /** The page's language (English: no provider, as a component's own test reads it). */
  locale?: Locale;
  savings?: ReactNode;
  user?: User;
  partner?: PartnerConfig;
  status?: 'loggedIn' | 'loggingIn' | 'loggedOut';
  onUpdate?: (fields: UpdateUserFields, current: User) => User | Promise<User>;
} = {}) {
  const authApi = { ...profileAuthApi({ user, onUpdate }), ...api };
  const store = testSessionStore(user, status);
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <ProfilePage now={now} savings={savings} /> },
      { path: '/', element: <p>Logged-out home</p> },
    ],
    { initialEntries: ['/profile'] },
  );
  const page = (
    <PartnerProvider partner={partner}>
      <AuthTestProviders authApi={authApi} store={store}>
        <RouterProvider router={router} />
      </AuthTestProviders>
    </PartnerProvider>
  );
  render(
    locale === 'en' ? (
      page
    ) : (
      <I18nProvider locale={locale}>
        <Suspense fallback={null}>{page}</Suspense>
      </I18nProvider>
    ),
  );
  return { authApi, store, router };
}

function details(name: string) {
  const list = within(screen.getByRole('region', { name })).queryAllByRole('term');
  return Object.fromEntries(list.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
}

describe('ProfilePage', () => {
  it("shows the member's details, a paid membership with its dates, and total savings", () => {
    renderPage({ user: paidMember() });
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(details('Your details')).toEqual({ Name: 'Asha Rao', Mobile: '+91 98765 43210', Email: 'asha.rao@example.com', City: 'Pune', Gender: 'Female' });
    const membership = screen.getByRole('region', { name: 'Membership' });
    expect(within(membership).getByText('Active member')).toBeInTheDocument();
    expect(details('Membership')).toEqual({ Started: '12 Jan 2026', 'Valid till': '12 Jan 2099' });
    expect(within(screen.getByRole('region', { name: 'Total savings' })).getByText('₹4,850')).toBeInTheDocument();
  });

  it('speaks Hindi on a Hindi page: the labels, the membership in words, Hindi months and Indian rupees', async () => {
    await loadCatalogues('hi', [authCatalogue]);
    renderPage({ user: paidMember(), locale: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeInTheDocument();
    expect(details('आपकी जानकारी')).toEqual({ नाम: 'Asha Rao', मोबाइल: '+91 98765 43210', ईमेल: 'asha.rao@example.com', शहर: 'Pune', जेंडर: 'महिला' });
    expect(within(screen.getByRole('region', { name: 'मेंबरशिप' })).getByText('एक्टिव मेंबर')).toBeInTheDocument();
    expect(details('मेंबरशिप')).toEqual({ 'शुरुआत की तारीख': '12 जनवरी 2026', 'इस तारीख तक वैध': '12 जनवरी 2099' });
    expect(within(screen.getByRole('region', { name: 'कुल बचत' })).getByText('₹4,850')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग आउट करें' })).toBeInTheDocument();
  });

  it('puts the savings tracker the payment feature passes in where the plain total was', () => {
    renderPage({ user: paidMember(), savings: <section aria-label="Your savings">tracker</section> });
    expect(screen.getByRole('region', { name: 'Your savings' })).toHaveTextContent('tracker');
    expect(screen.queryByRole('region', { name: 'Total savings' })).toBeNull();
  });

  it("links to the student offer's page in a row of its own", () => {
    renderPage({ user: paidMember() });
    const more = screen.getByRole('navigation', { name: 'More for you' });
    expect(within(more).getByRole('link', { name: /Student offer/ })).toHaveAttribute('href', '/student-offer');
    expect(within(more).getByText('Verify your student status')).toBeInTheDocument();
  });

  it.each(['shopper', 'more-rewards'] as const)('leaves out the rows a co-brand does not serve (%s)', (id) => {
    renderPage({ user: paidMember(), partner: examplePartners[id] });
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'More for you' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Student offer/ })).toBeNull();
  });

  it.each<[string, () => User, string, Record<string, string>]>([
    ['a trial', trialMember, 'Free trial', { Started: '1 Mar 2026', 'Valid till': '31 Mar 2099' }],
    ['an expired membership', expiredMember, 'Membership expired', { Started: '12 Jan 2025', 'Ended on': '12 Jan 2026' }],
    ['an unclaimed membership', () => makeUser({ ...completeProfile, primeProfile: 10 }), 'Membership not yet claimed', {}],
  ])('shows %s in words', (_, member, words, dates) => {
    renderPage({ user: member() });
    expect(within(screen.getByRole('region', { name: 'Membership' })).getByText(words)).toBeInTheDocument();
    expect(details('Membership')).toEqual(dates);
  });

  it('says what is missing', () => {
    renderPage({ user: makeUser({ ...completeProfile, email: null, city: null, gender: null }) });
    expect(details('Your details')).toMatchObject({ Email: 'Not added', City: 'Not added', Gender: 'Not added' });
  });

  it('edits and saves only what changed, then announces it politely', async () => {
    const user = userEvent.setup();
    // The save answers when the test says so: a fixed delay could pass on a loaded machine before
    // the pending state is read.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { authApi, store } = renderPage({ onUpdate: async (fields, current) => (await answered, { ...current, ...fields } as User) });
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    expect(within(form).getByRole('textbox', { name: 'First name' })).toHaveFocus();

    const lastName = within(form).getByRole('textbox', { name: 'Last name' });
    await user.clear(lastName);
    await user.type(lastName, 'Rao-Menon');
    const city = within(form).getByRole('combobox', { name: 'City' });
    await waitFor(() => expect(city).toBeEnabled());
    await user.selectOptions(city, 'Mumbai');
    await user.click(within(form).getByRole('radio', { name: 'Other' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(within(form).getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(form).getByRole('button', { name: 'Saving…' })).toHaveFocus();
    answer();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Profile updated'));
    expect(authApi.updates).toEqual([{ lastName: 'Rao-Menon', city: 'Mumbai', gender: 'N' }]);
    expect(store.getState().user).toMatchObject({ lastName: 'Rao-Menon', city: 'Mumbai', gender: 'N' });
    expect(details('Your details')).toMatchObject({ Name: 'Asha Rao-Menon', City: 'Mumbai', Gender: 'Other' });
    expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus();
  });

  it('checks every field before saving, with a clear error under each', async () => {
    const user = userEvent.setup();
    const { authApi } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    const firstName = within(form).getByRole('textbox', { name: 'First name' });
    const lastName = within(form).getByRole('textbox', { name: 'Last name' });
    const email = within(form).getByRole('textbox', { name: 'Email' });
    await user.clear(firstName);
    await user.clear(lastName);
    await user.type(lastName, 'R2D2');
    await user.clear(email);
    await user.type(email, 'asha@example');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(firstName).toHaveAccessibleDescription('Please enter your first name');
    expect(lastName).toHaveAccessibleDescription('Please enter a valid value');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(firstName).toHaveFocus();
    expect(authApi.updates).toEqual([]);

    await user.type(firstName, 'Asha');
    expect(firstName).not.toHaveAccessibleDescription();
  });

  it('flags a name carrying a link (the URL detector) and saves nothing', async () => {
    const user = userEvent.setup();
    const { authApi } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    const lastName = within(form).getByRole('textbox', { name: 'Last name' });
    await user.clear(lastName);
    await user.type(lastName, 'www.cheap-offers.in');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(lastName).toHaveAccessibleDescription('Please enter a valid value');
    expect(authApi.updates).toEqual([]);
  });

  it("shows the server's 403 under the email field", async () => {
    const user = userEvent.setup();
    const { authApi } = renderPage({
      onUpdate: () => {
        throw new ApiError(400, { success: false, responseMessage: 'email is not a valid address', userMessage: 'Please enter a valid email address', systemErrorCode: '403' });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'asha@mailinator.example');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email address'));
    expect(email).toHaveFocus();
    expect(authApi.updates).toEqual([{ email: 'asha@mailinator.example' }]);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows a failure that belongs to no field above the form', async () => {
    const user = userEvent.setup();
    renderPage({
      onUpdate: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'a');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong! Please try again later');
  });

  it('cancel leaves the details as they were', async () => {
    const user = userEvent.setup();
    const { authApi } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'xyz');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(details('Your details')).toMatchObject({ Name: 'Asha Rao' });
    expect(authApi.updates).toEqual([]);
  });

  it('logs out: "Logging out…" while waiting, then the logged-out home', async () => {
    const user = userEvent.setup();
    const { store, router } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Logging out…' })).toBeDisabled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
    expect(store.getState().status).toBe('loggedOut');
  });

  it('shows a loading state while the session is being restored', () => {
    renderPage({ status: 'loggingIn' });
    expect(screen.getByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
  });

  it('renders nothing harmful without a member', () => {
    renderPage({ status: 'loggedOut' });
    expect(screen.getByText('Log in to see your profile.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  describe('the member’s contacts (issue 34)', () => {
    const refusal = (status: number, code: string) =>
      new ApiError(status, { success: false, responseMessage: code, userMessage: 'server text', systemErrorCode: code } satisfies ErrorBody);
    const emailOnly = () => makeUser({ ...completeProfile, mobile: null, mobileVerified: false, email: 'asha@example.com', emailVerified: true });

    it('an email-only account’s Mobile row says how it logs in, and its email cannot be edited', async () => {
      const user = userEvent.setup();
      renderPage({ user: emailOnly() });
      expect(details('Your details')).toMatchObject({ Mobile: 'No mobile number yet: you log in with your emailAdd mobile number' });
      await user.click(screen.getByRole('button', { name: 'Edit profile' }));
      expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
      expect(screen.getByText('You log in with this email, so it cannot be changed here.')).toBeInTheDocument();
    });

    it('adds a mobile with its code; a number in use and a blocked number are refused with the catalogue’s texts', async () => {
      const user = userEvent.setup();
      const sendMobileCode = vi
        .fn<AuthApi['sendMobileCode']>()
        .mockRejectedValueOnce(refusal(409, '429'))
        .mockRejectedValueOnce(refusal(403, '432'))
        .mockResolvedValue({ otpSent: true, otpNature: 'SIGN_UP', resendAfterSeconds: 30, expiresInSeconds: 600, otpLength: 6 });
      const verifyMobileCode = vi.fn<AuthApi['verifyMobileCode']>(async ({ mobile }) => ({ ...emailOnly(), mobile, mobileVerified: true }));
      const { store } = renderPage({ user: emailOnly(), api: { sendMobileCode, verifyMobileCode } });
      await user.click(screen.getByRole('button', { name: 'Add mobile number' }));
      const form = screen.getByRole('region', { name: 'Add your mobile number' });
      const field = within(form).getByRole('textbox', { name: 'Mobile number (+91)' });
      await waitFor(() => expect(field).toHaveFocus());
      await user.type(field, '9876543210');
      await user.click(within(form).getByRole('button', { name: 'Send code' }));
      await waitFor(() => expect(field).toHaveAccessibleDescription(AUTH_MESSAGES['429']));
      await user.clear(field);
      await user.type(field, '9876543219');
      await user.click(within(form).getByRole('button', { name: 'Send code' }));
      await waitFor(() => expect(field).toHaveAccessibleDescription(AUTH_MESSAGES['432']));
      await user.clear(field);
      await user.type(field, '9123456780');
      await user.click(within(form).getByRole('button', { name: 'Send code' }));
      const code = await within(form).findByRole('textbox', { name: 'Enter the code' });
      expect(within(form).getByText('Code sent to +91 9123456780.')).toBeInTheDocument();
      expect(within(form).getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
      await user.type(code, '123456');
      await user.click(within(form).getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Mobile number added'));
      expect(verifyMobileCode).toHaveBeenCalledWith({ mobile: '9123456780', otp: '123456' });
      expect(store.getState().user?.mobile).toBe('9123456780');
      expect(details('Your details')).toMatchObject({ Mobile: '+91 91234 56780' });
    });

    it('verifies an unverified email with its code, showing a wrong code’s text under the code', async () => {
      const user = userEvent.setup();
      const unverified = makeUser({ ...completeProfile, email: 'asha.new@example.com', emailVerified: false });
      const sendEmailCode = vi.fn<AuthApi['sendEmailCode']>(async () => ({ otpSent: true, otpNature: 'SIGN_UP', resendAfterSeconds: 30, expiresInSeconds: 600, otpLength: 6, email: 'asha.new@example.com' }));
      const verifyEmailCode = vi
        .fn<AuthApi['verifyEmailCode']>()
        .mockRejectedValueOnce(refusal(400, '425'))
        .mockResolvedValue({ ...unverified, emailVerified: true });
      renderPage({ user: unverified, api: { sendEmailCode, verifyEmailCode } });
      expect(details('Your details').Email).toContain('(not verified)');
      await user.click(screen.getByRole('button', { name: 'Verify email' }));
      const form = screen.getByRole('region', { name: 'Verify your email' });
      expect(within(form).getByText('We will send a 6-digit code to asha.new@example.com.')).toBeInTheDocument();
      await user.click(within(form).getByRole('button', { name: 'Send code' }));
      const code = await within(form).findByRole('textbox', { name: 'Enter the code' });
      await waitFor(() => expect(code).toHaveFocus());
      await user.type(code, '000000');
      await user.click(within(form).getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(code).toHaveAccessibleDescription(AUTH_MESSAGES['425']));
      await user.clear(code);
      await user.type(code, '654321');
      await user.click(within(form).getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Email verified'));
      expect(details('Your details').Email).toBe('asha.new@example.com');
      expect(screen.queryByRole('button', { name: 'Verify email' })).not.toBeInTheDocument();
    });

    it('shows another member’s verified email refused (auth 429) in the email’s words under the field', async () => {
      const user = userEvent.setup();
      renderPage({
        user: makeUser({ ...completeProfile, email: null }),
        onUpdate: () => {
          throw refusal(409, '429');
        },
      });
      await user.click(screen.getByRole('button', { name: 'Edit profile' }));
      const email = screen.getByRole('textbox', { name: 'Email' });
      await user.type(email, 'aarav.sharma@example.com');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(email).toHaveAccessibleDescription(EMAIL_IN_USE_MESSAGE));
    });
  });
});
