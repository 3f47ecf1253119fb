import { ApiError } from '@rewards/api-client';
import type { UpdateUserFields, User } from '@rewards/api-contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PartnerProvider, type PartnerConfig } from '@rewards/partner';
import { examplePartners } from '@rewards/partner/examples';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthTestProviders, makeUser, testSessionStore } from '../../testing';
import { completeProfile, expiredMember, paidMember, profileAuthApi, trialMember } from '../testing/fixtures';
import { ProfilePage } from './ProfilePage';

const now = new Date('2026-03-15T06:30:00Z');

function renderPage({
  user = paidMember(),
  status = 'loggedIn',
  onUpdate,
  updateDelayMs,
  partner = examplePartners.core,
  savings,
}: {
  savings?: ReactNode;
  user?: User;
  partner?: PartnerConfig;
  status?: 'loggedIn' | 'loggingIn' | 'loggedOut';
  onUpdate?: (fields: UpdateUserFields, current: User) => User | Promise<User>;
  updateDelayMs?: number;
} = {}) {
  const authApi = profileAuthApi({ user, onUpdate, updateDelayMs });
  const store = testSessionStore(user, status);
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <ProfilePage now={now} savings={savings} /> },
      { path: '/', element: <p>Logged-out home</p> },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <PartnerProvider partner={partner}>
      <AuthTestProviders authApi={authApi} store={store}>
        <RouterProvider router={router} />
      </AuthTestProviders>
    </PartnerProvider>,
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
    const { authApi, store } = renderPage({ updateDelayMs: 30 });
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

    expect(within(form).getByRole('button', { name: 'Saving…' })).toBeDisabled();
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
});
