// @vitest-environment jsdom
// jsdom, not the suite's happy-dom: with no matchMedia in jsdom the flow takes a phone's layout (no QR code), which these journeys are; happy-dom's 1024 px window is a desktop's.
import { ApiError } from '@rewards/api-client';
import { I18nProvider } from '@rewards/i18n';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { VisaCardApi } from '../api/useCardApi';
import { makeUser, memoryStorage, paidMembership } from '@rewards/auth/testing';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CARD_OFFER_SESSION_KEY, readCardOfferSession, saveCardOfferSession, type CardSessionStorage } from '../session/cardOfferSession';
import { activated, activationRefused, eligible, fakeCardApi, makeCardMembership, makeCardOffer, notEligible, notVerified, NOT_SIGNATURE_MESSAGE, NOT_VERIFIED_MESSAGE, TEST_AUTHORIZATION_URL, TEST_CARD_BIN } from '../testing/fixtures';
import { renderVisa, type RenderVisaOptions } from '../testing/renderVisa';
import { VisaOfferFlow, type VisaOfferFlowProps } from './VisaOfferFlow';

beforeAll(() => {
  // input-otp (the sign-in's code field) probes with elementFromPoint, which jsdom lacks.
  document.elementFromPoint ??= () => null;
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const member = makeUser({ ...paidMembership, primeProfile: 0, primeUser: false });

/** The popup as the shell hosts it: open, closable, with the card kept in `storage`. */
function Host(props: Partial<VisaOfferFlowProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Check eligibility
      </button>
      <VisaOfferFlow open={open} onOpenChange={setOpen} {...props} />
    </>
  );
}

interface Setup extends Partial<RenderVisaOptions> {
  storage?: CardSessionStorage;
  reload?: () => void;
  desktop?: boolean;
  redirect?: (url: string) => void;
}

async function openFlow({ cardApi = fakeCardApi(), storage = memoryStorage(), reload = vi.fn(), desktop, redirect = vi.fn(), ...options }: Setup = {}) {
  const user = userEvent.setup();
  const rendered = renderVisa(<Host storage={storage} reload={reload} redirect={redirect} {...(desktop !== undefined ? { desktop } : {})} />, { cardApi, ...options });
  const dialog = await screen.findByRole('dialog');
  return { ...rendered, user, dialog, storage, reload, cardApi, redirect };
}

/** A card checked and verified at the card network in this tab, the member back on the page. */
function keepVerifiedCard(storage: CardSessionStorage) {
  saveCardOfferSession({ cardChannelId: 'VISA_SIGNATURE', cardBin: TEST_CARD_BIN, offer: makeCardOffer(), verified: true }, storage);
}

/**
 * 'Verify with Visa': the flow starts the network's sign-in and sends the browser there; the network
 * sends it back to the page with `cardVerification=done`, a new page load that reopens the flow.
 */
async function verifyAtNetwork(user: ReturnType<typeof userEvent.setup>, { storage, cardApi, redirect }: { storage: CardSessionStorage; cardApi: VisaCardApi; redirect: (url: string) => void }) {
  const verify = await screen.findByRole('dialog', { name: 'Verify your card' }, { timeout: 3000 });
  await user.click(within(verify).getByRole('button', { name: 'Verify with Visa' }));
  await waitFor(() => expect(redirect).toHaveBeenCalledWith(TEST_AUTHORIZATION_URL));
  cleanup();
  return openFlow({ user: member, storage, cardApi, route: '/?cid=web&cardVerification=done' });
}

const field = (position: number) => screen.getByRole('textbox', { name: `Digit ${position} of 6` });

async function enterCard(user: ReturnType<typeof userEvent.setup>, bin = TEST_CARD_BIN) {
  await user.click(field(1));
  await user.keyboard(bin);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('VisaOfferFlow: a visitor', () => {
  it('shows the plan details and the digits under the brand name', async () => {
    const { dialog } = await openFlow();
    expect(dialog).toHaveAccessibleName('Prime Rewards on your Visa Signature Card');
    expect(within(dialog).getByText('Get access to 40+ benefits and more')).toBeInTheDocument();
    expect(within(dialog).getByText('Movie screening and events')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the first 6 digits of a valid Visa Signature credit card.*')).toBeInTheDocument();
    expect(field(1)).toHaveFocus();
  });

  it('checks the card, keeps it for the session, then after 1 s signs in with mobile and code and activates', async () => {
    const validate = vi.fn<VisaCardApi['validate']>(async () => eligible());
    const activate = vi.fn<VisaCardApi['activate']>(async () => activated());
    const startVerification = vi.fn<VisaCardApi['startVerification']>(async () => ({ success: true, message: 'ok', systemErrorCode: null, userMessage: null, data: { authorizationUrl: TEST_AUTHORIZATION_URL } }));
    const { user, store, storage, redirect } = await openFlow({ cardApi: fakeCardApi({ validate, activate, startVerification }) });
    await enterCard(user);
    expect(validate).toHaveBeenCalledWith('VISA_SIGNATURE', TEST_CARD_BIN);
    expect(await screen.findByText('Your card is eligible')).toBeInTheDocument();
    expect(readCardOfferSession(storage)).toEqual({ cardChannelId: 'VISA_SIGNATURE', cardBin: TEST_CARD_BIN, offer: makeCardOffer() });

    // After a second: the card-network login in place.
    const login = await screen.findByRole('dialog', { name: 'Login' }, { timeout: 3000 });
    expect(within(login).getByText('We need your mobile number to proceed')).toBeInTheDocument();
    await user.type(within(login).getByRole('textbox', { name: 'Mobile number' }), '9876543210');
    await user.click(within(login).getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByRole('textbox', { name: 'Enter OTP' }), '482913');
    await screen.findByText('Verified');
    await user.click(screen.getByRole('button', { name: 'VERIFY OTP' }));

    // Signed in, still on the page: the card network's word comes next.
    const verifyDialog = await screen.findByRole('dialog', { name: 'Verify your card' });
    expect(store.getState().status).toBe('loggedIn');
    expect(within(verifyDialog).getByText(`Sign in with Visa to confirm you hold the Visa Signature card starting ${TEST_CARD_BIN}. You will come back here to activate your membership.`)).toBeInTheDocument();
    expect(activate).not.toHaveBeenCalled();
    const back = await verifyAtNetwork(user, { storage, cardApi: fakeCardApi({ validate, activate, startVerification }), redirect });
    expect(startVerification).toHaveBeenCalledWith('VISA_SIGNATURE', { cardBin: TEST_CARD_BIN, returnTo: '/' });

    // Back from the network, verified: the activation options, the callback's answer gone from the address.
    const options = await screen.findByRole('dialog', { name: 'Activate your membership' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?cid=web$/));
    expect(readCardOfferSession(storage)).toMatchObject({ cardBin: TEST_CARD_BIN, verified: true });
    expect(within(options).getByRole('button', { name: 'Proceed' })).toBeDisabled();
    await back.user.click(within(options).getByRole('radio', { name: /Activate now/ }));
    await back.user.click(within(options).getByRole('button', { name: 'Proceed' }));

    const done = await screen.findByRole('dialog', { name: 'Your membership is activated' });
    expect(activate).toHaveBeenCalledWith('VISA_SIGNATURE', { cardBin: TEST_CARD_BIN, action: 'ACTIVATE_NOW' });
    expect(within(done).getByRole('heading', { name: 'Exclusive Offer' })).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'claim now' })).toHaveAttribute('href', '/visa-offer/categories');
    expect(within(done).getByText('1 year membership is active till 26 Nov 2027')).toBeInTheDocument();
    // The card has done its work; phones get no QR code.
    expect(readCardOfferSession(storage)).toBeUndefined();
    expect(within(done).queryByRole('heading', { name: 'Get the app' })).not.toBeInTheDocument();
    // The member record is refreshed (a card-network member now).
    await waitFor(() => expect(back.store.getState().user?.cardNetwork).toBe('VISA'));

    // Closing the activated popup reloads the page.
    await back.user.click(within(done).getByRole('button', { name: 'Close' }));
    expect(back.reload).toHaveBeenCalledTimes(1);
  });

  it('TP400 shows the message in red under the digits; the error icon clears them', async () => {
    const { user, storage } = await openFlow({ cardApi: fakeCardApi({ validate: async () => notEligible() }) });
    await enterCard(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_SIGNATURE_MESSAGE);
    expect(readCardOfferSession(storage)).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Clear card digits' }));
    expect(field(1)).toHaveValue('');
    expect(field(6)).toHaveValue('');
    expect(field(1)).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a check the server cannot answer asks the member to use the app', async () => {
    const { user } = await openFlow({ cardApi: fakeCardApi({ validate: async () => Promise.reject(new ApiError(500, undefined)) }) });
    await enterCard(user);
    const dialog = await screen.findByRole('dialog', { name: 'Oops!' });
    expect(within(dialog).getByText("We're currently unable to process your request. Please download the Prime Rewards app and try again.")).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Download now' })).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=in.example.rewards');
  });

  it('closing before the end forgets the card, and the next opening starts afresh', async () => {
    const { user, storage, reload } = await openFlow();
    await enterCard(user);
    await screen.findByRole('dialog', { name: 'Login' }, { timeout: 3000 });
    expect(readCardOfferSession(storage)).toBeDefined();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readCardOfferSession(storage)).toBeUndefined();
    expect(reload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Check eligibility' }));
    await screen.findByRole('dialog', { name: 'Prime Rewards on your Visa Signature Card' });
    expect(field(1)).toHaveValue('');
  });

  it('keeps the card in sessionStorage by default', async () => {
    const user = userEvent.setup();
    renderVisa(<VisaOfferFlow open onOpenChange={() => undefined} />, { cardApi: fakeCardApi() });
    await screen.findByRole('dialog');
    await enterCard(user);
    await screen.findByText('Your card is eligible');
    expect(JSON.parse(sessionStorage.getItem(CARD_OFFER_SESSION_KEY) ?? 'null')).toMatchObject({ cardBin: TEST_CARD_BIN });
  });
});

describe('VisaOfferFlow: a member', () => {
  it('skips the sign-in; ACTIVATE_FUTURE confirms a date, then its cta activates from that date', async () => {
    const activate = vi.fn<VisaCardApi['activate']>(async () => activated(makeCardMembership({ status: 'SCHEDULED', startDate: '2027-01-31T18:30:00.000Z' })));
    const cardApi = fakeCardApi({ activate });
    const first = await openFlow({ user: member, cardApi });
    await enterCard(first.user);
    const { user } = await verifyAtNetwork(first.user, { storage: first.storage, cardApi, redirect: first.redirect });
    const options = await screen.findByRole('dialog', { name: 'Activate your membership' }, { timeout: 3000 });
    await user.click(within(options).getByRole('radio', { name: /Activate later/ }));
    await user.click(within(options).getByRole('button', { name: 'Proceed' }));

    const confirm = await screen.findByRole('dialog', { name: 'Activate on a later date?' });
    expect(confirm).toHaveAccessibleDescription('Your membership starts on the date you pick.');
    expect(within(confirm).getByRole('radio', { name: '1 Jan 2027' })).toBeChecked();
    await user.click(within(confirm).getByRole('radio', { name: '1 Feb 2027' }));
    await user.click(within(confirm).getByRole('button', { name: 'Yes, activate' }));

    const done = await screen.findByRole('dialog', { name: 'Your membership is activated' });
    expect(activate).toHaveBeenCalledWith('VISA_SIGNATURE', { cardBin: TEST_CARD_BIN, action: 'ACTIVATE_FUTURE', activationDate: '2027-02-01' });
    expect(within(done).getByText('1 year membership starts on 1 Feb 2027')).toBeInTheDocument();
  });

  it('Back from the confirmation returns to the options', async () => {
    const first = await openFlow({ user: member });
    await enterCard(first.user);
    const { user } = await verifyAtNetwork(first.user, { storage: first.storage, cardApi: first.cardApi, redirect: first.redirect });
    const options = await screen.findByRole('dialog', { name: 'Activate your membership' }, { timeout: 3000 });
    await user.click(within(options).getByRole('radio', { name: /Activate later/ }));
    await user.click(within(options).getByRole('button', { name: 'Proceed' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Activate your membership' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Activate later/ })).toBeChecked();
  });

  it('an error code shows the not-activated popup; Retry runs the activation again', async () => {
    const activate = vi.fn<VisaCardApi['activate']>().mockResolvedValueOnce(activationRefused()).mockResolvedValueOnce(activated());
    const storage = memoryStorage();
    keepVerifiedCard(storage);
    const { user } = await openFlow({ user: member, storage, cardApi: fakeCardApi({ activate }) });
    await user.click(screen.getByRole('radio', { name: /Activate now/ }));
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    const failed = await screen.findByRole('dialog', { name: 'Membership not activated' });
    expect(within(failed).getByText('You already hold a running membership.')).toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('dialog', { name: 'Your membership is activated' });
    expect(activate).toHaveBeenCalledTimes(2);
    expect(activate).toHaveBeenLastCalledWith('VISA_SIGNATURE', { cardBin: TEST_CARD_BIN, action: 'ACTIVATE_NOW' });
  });

  it('TP400 at activation sends the member back to the digits with the message', async () => {
    const storage = memoryStorage();
    keepVerifiedCard(storage);
    const { user } = await openFlow({ user: member, storage, cardApi: fakeCardApi({ activate: async () => activationRefused('TP400', 'This card is no longer eligible.') }) });
    await user.click(screen.getByRole('radio', { name: /Activate now/ }));
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This card is no longer eligible.');
    expect(readCardOfferSession(storage)).toBeUndefined();
  });

  it('NO_VALID_EMAIL_MOBILE signs the member out; they may sign in again', async () => {
    const noContact = new ApiError(403, { success: false, responseMessage: 'NO_VALID_EMAIL_MOBILE', userMessage: 'No verified mobile or email', systemErrorCode: 'NO_VALID_EMAIL_MOBILE' });
    const storage = memoryStorage();
    keepVerifiedCard(storage);
    const { user, store } = await openFlow({ user: member, storage, cardApi: fakeCardApi({ activate: async () => Promise.reject(noContact) }) });
    await user.click(screen.getByRole('radio', { name: /Activate now/ }));
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    const signedOut = await screen.findByRole('dialog', { name: 'You have been signed out' });
    expect(store.getState().status).toBe('loggedOut');
    await user.click(within(signedOut).getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('We need your mobile number to proceed')).toBeInTheDocument();
  });

  it("a kept card the network has not verified reopens at 'Verify with Visa'", async () => {
    const storage = memoryStorage();
    saveCardOfferSession({ cardChannelId: 'VISA_SIGNATURE', cardBin: TEST_CARD_BIN, offer: makeCardOffer() }, storage);
    const { dialog } = await openFlow({ user: member, storage });
    expect(dialog).toHaveAccessibleName('Verify your card');
    expect(within(dialog).getByRole('button', { name: 'Verify with Visa' })).toBeInTheDocument();
  });

  it.each([
    ['CARD_MISMATCH', 'Visa confirmed a different card from the one you entered. Please verify the card you entered.'],
    ['CANCELLED', 'The verification with Visa was cancelled. Verify your card to activate your membership.'],
    ['SOMETHING_NEW', 'We could not verify your card with Visa. Please try again.'],
  ])('back from the network with %s: says why, and offers the network again', async (reason, message) => {
    const storage = memoryStorage();
    saveCardOfferSession({ cardChannelId: 'VISA_SIGNATURE', cardBin: TEST_CARD_BIN, offer: makeCardOffer() }, storage);
    const { dialog } = await openFlow({ user: member, storage, route: `/?cardVerification=failed&cardVerificationReason=${reason}` });
    expect(dialog).toHaveAccessibleName('Verify your card');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(readCardOfferSession(storage)).toMatchObject({ verified: false });
  });

  it('a start the API refuses says so on the step and sends nobody away', async () => {
    const storage = memoryStorage();
    saveCardOfferSession({ cardChannelId: 'VISA_SIGNATURE', cardBin: TEST_CARD_BIN, offer: makeCardOffer() }, storage);
    const startVerification = async () => ({ success: false, message: 'Card verification is not available', systemErrorCode: 'TP-CARD-VERIFICATION-UNAVAILABLE', userMessage: 'We cannot verify cards right now. Please try again later.', data: null });
    const { user, redirect } = await openFlow({ user: member, storage, cardApi: fakeCardApi({ startVerification }) });
    await user.click(screen.getByRole('button', { name: 'Verify with Visa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We cannot verify cards right now. Please try again later.');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('an activation the API finds unverified (an expired verification) goes back to Verify with its message', async () => {
    const storage = memoryStorage();
    keepVerifiedCard(storage);
    const { user } = await openFlow({ user: member, storage, cardApi: fakeCardApi({ activate: async () => notVerified() }) });
    await user.click(screen.getByRole('radio', { name: /Activate now/ }));
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    const verify = await screen.findByRole('dialog', { name: 'Verify your card' });
    expect(within(verify).getByRole('alert')).toHaveTextContent(NOT_VERIFIED_MESSAGE);
    expect(readCardOfferSession(storage)).toMatchObject({ cardBin: TEST_CARD_BIN });
  });

  it('a reload after the sign-in goes on to the options from the kept card', async () => {
    const storage = memoryStorage();
    keepVerifiedCard(storage);
    const { dialog } = await openFlow({ user: member, storage });
    expect(dialog).toHaveAccessibleName('Activate your membership');
  });

  it('waits for a session still being restored, then goes on to the options', async () => {
    const storage = memoryStorage();
    keepVerifiedCard(storage);
    const { dialog, store } = await openFlow({ user: member, status: 'loggingIn', storage });
    expect(dialog).toHaveAccessibleName('Login');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Checking your sign-in…');
    expect(within(dialog).queryByRole('textbox', { name: 'Mobile number' })).not.toBeInTheDocument();
    store.setUser(member);
    store.onRenewed({ accessToken: 'renewed', loginType: 'SSO' } as Parameters<typeof store.onRenewed>[0]);
    expect(await screen.findByRole('dialog', { name: 'Activate your membership' })).toBeInTheDocument();
  });

  it('on desktop the activated popup shows a QR code to the app and its points', async () => {
    const storage = memoryStorage();
    keepVerifiedCard(storage);
    const { user } = await openFlow({ user: member, storage, desktop: true });
    await user.click(screen.getByRole('radio', { name: /Activate now/ }));
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    const done = await screen.findByRole('dialog', { name: 'Your membership is activated' });
    expect(within(done).getByRole('heading', { name: 'Get the app' })).toBeInTheDocument();
    expect(await within(done).findByTitle('QR code for the app')).toBeInTheDocument();
    expect(within(done).getByRole('list', { name: 'In the app' })).toBeInTheDocument();
  });
});

describe('VisaOfferFlow: in Hindi', () => {
  it('speaks Hindi in a Hindi page: the title, the plan, the digits and the refusal fallback', async () => {
    const user = userEvent.setup();
    const activate = vi.fn<VisaCardApi['activate']>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const storage = memoryStorage();
    keepVerifiedCard(storage);
    renderVisa(
      <I18nProvider locale="hi">
        <Suspense fallback={null}>
          <Host storage={storage} reload={vi.fn()} />
        </Suspense>
      </I18nProvider>,
      { cardApi: fakeCardApi({ activate }), user: member },
    );
    // Hindi loads with the first Hindi page; the popup waits for it rather than showing English.
    const options = await screen.findByRole('dialog', { name: 'अपनी मेंबरशिप चालू करें' });
    expect(within(options).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    await user.click(within(options).getByRole('radio', { name: /Activate now/ }));
    await user.click(within(options).getByRole('button', { name: 'आगे बढ़ें' }));

    // offline: the flow's own words, in Hindi
    const failed = await screen.findByRole('dialog', { name: 'मेंबरशिप चालू नहीं हुई' });
    expect(within(failed).getByText('हम आपकी मेंबरशिप चालू नहीं कर सके। कृपया फिर से कोशिश करें।')).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });

  it('asks for the card in Hindi', async () => {
    renderVisa(
      <I18nProvider locale="hi">
        <Suspense fallback={null}>
          <Host storage={memoryStorage()} />
        </Suspense>
      </I18nProvider>,
      { cardApi: fakeCardApi() },
    );
    const dialog = await screen.findByRole('dialog', { name: 'आपके Visa Signature Card पर Prime Rewards' });
    expect(within(dialog).getByText('40 से ज़्यादा बेनिफ़िट्स और भी बहुत कुछ')).toBeInTheDocument();
    expect(within(dialog).getByText('कृपया किसी मान्य Visa Signature क्रेडिट कार्ड के पहले 6 अंक दर्ज करें।*')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '6 में से अंक 1' })).toBeInTheDocument();
  });
});
