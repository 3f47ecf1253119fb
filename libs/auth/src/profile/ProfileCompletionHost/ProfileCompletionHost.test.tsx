import { ApiError } from '@rewards/api-client';
import type { UpdateUserFields, User } from '@rewards/api-contract';
import { I18nProvider, loadCatalogues } from '@rewards/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { authCatalogue } from '../../i18n/catalogue';
import { AuthTestProviders, makeUser, memoryStorage, testSessionStore } from '../../testing';
import { completeProfile, newGuestNamedMember, profileAuthApi } from '../testing/fixtures';
import { DISMISSED_PROMPTS_KEY, PROMPT_DISMISSED_DAYS, readDismissedPrompts } from './dismissedPrompts';
import { useHoldProfilePrompts } from '../profilePromptHold';
import { PROMPT_SETTLE_MS } from './ProfileCompletionDialog';
import { ProfileCompletionHost, type ProfileCompletionHostProps } from './ProfileCompletionHost';

function renderHost({
  user = newGuestNamedMember(),
  path = '/',
  status = 'loggedIn',
  storage = memoryStorage(),
  onUpdate,
  citiesDelayMs,
  ...props
}: {
  user?: User;
  path?: string;
  status?: 'loggedIn' | 'loggingIn' | 'loggedOut';
  storage?: ReturnType<typeof memoryStorage>;
  onUpdate?: (fields: UpdateUserFields, current: User) => User | Promise<User>;
  citiesDelayMs?: number;
} & ProfileCompletionHostProps = {}) {
  const authApi = profileAuthApi({ user, onUpdate, ...(citiesDelayMs ? { citiesDelayMs } : {}) });
  const store = testSessionStore(user, status);
  const view = render(
    <AuthTestProviders authApi={authApi} store={store}>
      <MemoryRouter initialEntries={[path]}>
        <ProfileCompletionHost storage={storage} {...props} />
      </MemoryRouter>
    </AuthTestProviders>,
  );
  return { ...view, authApi, store, storage };
}

/** Lets effects and queued renders settle, so "nothing opened" is not just "not opened yet". */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('ProfileCompletionHost', () => {
  it('asks a "Guest" for a name first, cannot be dismissed, then asks for a city, then a gender', async () => {
    const user = userEvent.setup();
    const { authApi, store } = renderHost();

    const nameDialog = await screen.findByRole('dialog', { name: 'What should we call you?' });
    expect(within(nameDialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await userEvent.setup({ pointerEventsCheck: 0 }).click(document.body);
    expect(screen.getByRole('dialog', { name: 'What should we call you?' })).toBeInTheDocument();

    await user.type(within(nameDialog).getByRole('textbox', { name: 'First name' }), 'Asha');
    await user.type(within(nameDialog).getByRole('textbox', { name: 'Last name (optional)' }), 'Rao');
    await user.click(within(nameDialog).getByRole('button', { name: 'Save' }));

    const cityDialog = await screen.findByRole('dialog', { name: 'Which city do you live in?' });
    expect(store.getState().user?.firstName).toBe('Asha');
    // The content changed under the member's focus: it moves to the new step's first control.
    await waitFor(() => expect(within(cityDialog).getByRole('searchbox', { name: 'Search for your city' })).toHaveFocus());
    await user.type(within(cityDialog).getByRole('searchbox', { name: 'Search for your city' }), 'pun');
    expect(within(cityDialog).getAllByRole('radio')).toHaveLength(1);
    await user.click(within(cityDialog).getByRole('radio', { name: /Pune/ }));
    await user.click(within(cityDialog).getByRole('button', { name: 'Save' }));

    const genderDialog = await screen.findByRole('dialog', { name: 'What is your gender?' });
    expect(within(genderDialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await waitFor(() => expect(within(genderDialog).getByRole('radio', { name: 'Male' })).toHaveFocus());
    await user.click(within(genderDialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(genderDialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(authApi.updates).toEqual([{ firstName: 'Asha', lastName: 'Rao' }, { city: 'Pune' }, { gender: 'N' }]);
    expect(store.getState().user).toMatchObject({ firstName: 'Asha', city: 'Pune', gender: 'N' });
  });

  it('keeps focus in the dialog while the next step loads: on the dialog, then on the city field once the list arrives', async () => {
    const user = userEvent.setup();
    renderHost({ citiesDelayMs: 1_500 });

    const nameDialog = await screen.findByRole('dialog', { name: 'What should we call you?' });
    await user.type(within(nameDialog).getByRole('textbox', { name: 'First name' }), 'Asha{Enter}');

    const cityDialog = await screen.findByRole('dialog', { name: 'Which city do you live in?' });
    expect(within(cityDialog).getByRole('status')).toHaveTextContent('Loading cities…');
    // The saved step's field is gone: focus is on the dialog, never on the page's body.
    await waitFor(() => expect(cityDialog).toHaveFocus());
    await waitFor(() => expect(within(cityDialog).getByRole('searchbox', { name: 'Search for your city' })).toHaveFocus(), { timeout: 3_000 });
  });

  it('opens the city prompt once its list has arrived, so the sheet enters whole and does not grow', async () => {
    renderHost({ user: makeUser({ ...completeProfile, city: null }), citiesDelayMs: 600 });
    await new Promise((resolve) => setTimeout(resolve, PROMPT_SETTLE_MS + 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const cityDialog = await screen.findByRole('dialog', { name: 'Which city do you live in?' });
    expect(within(cityDialog).queryByText('Loading cities…')).not.toBeInTheDocument();
    expect(within(cityDialog).getAllByRole('radio').length).toBeGreaterThan(1);
  });

  it('refuses a placeholder name before calling the server, and shows a server refusal under the field', async () => {
    const user = userEvent.setup();
    const { authApi } = renderHost({
      onUpdate: () => {
        throw new ApiError(400, { success: false, responseMessage: 'firstName is not a valid value', userMessage: 'Please enter a valid value', systemErrorCode: '410' });
      },
    });
    const field = await screen.findByRole('textbox', { name: 'First name' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription('Please enter your first name');

    await user.type(field, 'guest');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription('Please enter a valid value');
    expect(authApi.updates).toEqual([]);

    await user.clear(field);
    await user.type(field, 'Zed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Please enter a valid value'));
    expect(authApi.updates).toEqual([{ firstName: 'Zed' }]);
    expect(screen.getByRole('dialog', { name: 'What should we call you?' })).toBeInTheDocument();
  });

  it.each(['/payment', '/payment/make-payment', '/terms-and-conditions', '/terms-and-conditions/prime', '/experianTNC', '/login'])('opens nothing on %s', async (path) => {
    renderHost({ path });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each<['loggingIn' | 'loggedOut']>([['loggingIn'], ['loggedOut']])('opens nothing while the session is %s', async (status) => {
    renderHost({ status });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens nothing for a GUEST session, which is not logged in', async () => {
    renderHost({ user: { ...newGuestNamedMember(), loginType: 'GUEST' } });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens nothing while the app-download prompt applies', async () => {
    renderHost({ appDownloadPromptApplies: true });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens nothing for a complete profile', async () => {
    renderHost({ user: makeUser(completeProfile) });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a dismissed city prompt stays dismissed on the device for a week, and the gender prompt does not jump in', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    const member = makeUser({ ...completeProfile, city: null, gender: null });
    const first = renderHost({ user: member, storage });
    await screen.findByRole('dialog', { name: 'Which city do you live in?' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readDismissedPrompts(storage, Date.now())).toEqual(['city']);
    expect(first.authApi.updates).toEqual([]);
    first.unmount();

    // Another page, or another visit on the same device (same localStorage): still nothing.
    const second = renderHost({ user: member, storage });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    second.unmount();

    // A week and a day later it asks again.
    const dayMs = 86_400_000;
    storage.setItem(DISMISSED_PROMPTS_KEY, JSON.stringify({ city: Date.now() - (PROMPT_DISMISSED_DAYS + 1) * dayMs }));
    expect(readDismissedPrompts(storage, Date.now())).toEqual([]);
    renderHost({ user: member, storage });
    await screen.findByRole('dialog', { name: 'Which city do you live in?' });
  });

  it('"Not now" dismisses the gender prompt; Escape dismisses too', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    renderHost({ user: makeUser({ ...completeProfile, gender: null }), storage });
    await screen.findByRole('dialog', { name: 'What is your gender?' });
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readDismissedPrompts(storage, Date.now())).toEqual(['gender']);

    const other = memoryStorage();
    renderHost({ user: makeUser({ ...completeProfile, city: null }), storage: other });
    await screen.findByRole('dialog', { name: 'Which city do you live in?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readDismissedPrompts(other, Date.now())).toEqual(['city']);
  });

  it('opens nothing while the Edit-profile form is open, and asks once it is closed', async () => {
    function FormStandIn() {
      useHoldProfilePrompts();
      return null;
    }
    const member = makeUser({ ...completeProfile, city: null });
    const authApi = profileAuthApi({ user: member });
    const store = testSessionStore(member, 'loggedIn');
    const tree = (formOpen: boolean) => (
      <AuthTestProviders authApi={authApi} store={store}>
        <MemoryRouter initialEntries={['/profile']}>
          {formOpen ? <FormStandIn /> : null}
          <ProfileCompletionHost storage={memoryStorage()} />
        </MemoryRouter>
      </AuthTestProviders>
    );
    const view = render(tree(true));
    await settle();
    await new Promise((resolve) => setTimeout(resolve, PROMPT_SETTLE_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.rerender(tree(false));
    await screen.findByRole('dialog', { name: 'Which city do you live in?' });
  });

  it('opens nothing over a page a navigation is leaving for /payment (a login that lands there)', async () => {
    renderHost({ path: '/', pendingPathname: '/payment' });
    await settle();
    await new Promise((resolve) => setTimeout(resolve, PROMPT_SETTLE_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks to pick a city or a gender before saving', async () => {
    const user = userEvent.setup();
    renderHost({ user: makeUser({ ...completeProfile, city: null }) });
    const dialog = await screen.findByRole('dialog', { name: 'Which city do you live in?' });
    await user.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('group', { name: 'City' })).toHaveAccessibleDescription('Please select your city');
    await user.type(within(dialog).getByRole('searchbox'), 'atlantis');
    expect(within(dialog).getByText(/No city matches “atlantis”/)).toBeInTheDocument();
  });
});

describe('ProfileCompletionHost in Hindi', () => {
  it('asks for the city in Hindi, counts the matches and says what is missing', async () => {
    await loadCatalogues('hi', [authCatalogue]);
    const user = userEvent.setup();
    const authApi = profileAuthApi({ user: makeUser({ ...completeProfile, city: null }) });
    render(
      <I18nProvider locale="hi">
        <Suspense fallback={null}>
          <AuthTestProviders authApi={authApi} store={testSessionStore(makeUser({ ...completeProfile, city: null }), 'loggedIn')}>
            <MemoryRouter initialEntries={['/']}>
              <ProfileCompletionHost storage={memoryStorage()} />
            </MemoryRouter>
          </AuthTestProviders>
        </Suspense>
      </I18nProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'आप किस शहर में रहते हैं?' });
    await user.click(await within(dialog).findByRole('button', { name: 'सेव करें' }));
    expect(within(dialog).getByRole('group', { name: 'शहर' })).toHaveAccessibleDescription('कृपया अपना शहर चुनें');
    await user.type(within(dialog).getByRole('searchbox', { name: 'अपना शहर खोजें' }), 'mumbai');
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 शहर मिले');
    expect(within(dialog).getByRole('button', { name: 'अभी नहीं' })).toBeInTheDocument();
  });
});
