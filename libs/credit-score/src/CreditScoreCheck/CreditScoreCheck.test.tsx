import { describeRequest } from '@rewards/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_PATHS, PAN_NOT_FOUND_MESSAGE, UNAVAILABLE_MESSAGE, WRONG_CODE_MESSAGE } from '../testing/creditServer';
import { fromTestNow, makeCodeStep, makeCreditReport, TEST_CREDIT_CODE, TEST_MASKED_PAN, TEST_NOW, UNKNOWN_PAN } from '../testing/fixtures';
import { renderCredit } from '../testing/renderCredit';

beforeAll(() => {
  // input-otp (the code field) probes for password-manager badges with elementFromPoint, which jsdom lacks.
  document.elementFromPoint ??= () => null;
});

const codeField = () => screen.findByRole('textbox', { name: 'Enter the 6-digit code sent to +91 XXXXXX3210' });

/** Fills the details form as a member would; `pan` is typed as given (lower case is fine). */
async function fillDetails(user: UserEvent, { name = 'Asha Rao', pan = 'abcpe1234f', dateOfBirth = '1990-04-12', consent = true } = {}) {
  await user.type(await screen.findByRole('textbox', { name: 'Full name as on PAN' }), name);
  if (pan) await user.type(screen.getByRole('textbox', { name: 'PAN' }), pan);
  if (dateOfBirth) await user.type(screen.getByLabelText('Date of birth'), dateOfBirth);
  if (consent) await user.click(screen.getByRole('checkbox', { name: /I agree to the Experian terms/ }));
}

describe('a visitor', () => {
  it('reads what the check is, with the bureau terms, and is asked to sign in; nothing is fetched', async () => {
    const user = userEvent.setup();
    const { api } = renderCredit({ user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Check your credit score' })).toBeInTheDocument();
    expect(screen.getByText(/Free for members/)).toBeInTheDocument();
    expect(screen.getByText(/No effect on your score/)).toBeInTheDocument();
    expect(screen.getByText(/Powered by Experian/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Experian terms' })).toHaveAttribute('href', '/experiantnc');
    expect(screen.queryByRole('img', { name: /Credit score/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your credit report' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign in to check your score' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(api.requests.filter((request) => request.url.includes('/credit/'))).toEqual([]);
  });

  it('while a session is being restored, waits for it rather than showing the sign-in', () => {
    renderCredit({ status: 'loggingIn' });
    expect(screen.getByText('Loading your account…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Sign in to check your score' })).toBeNull();
  });
});

describe('a member', () => {
  it('asks for a report: details, the bureau code, then the report with score, accounts, enquiries and payments', async () => {
    const user = userEvent.setup();
    const report = makeCreditReport({ refreshAvailableAt: '2030-01-15T06:00:00Z' });
    const { api } = renderCredit({ server: { reportOnVerify: report } });

    await fillDetails(user);
    // Typed in lower case, kept upper case.
    expect(screen.getByRole('textbox', { name: 'PAN' })).toHaveValue('ABCPE1234F');
    await user.click(screen.getByRole('button', { name: 'Get my credit score' }));

    // The PAN is verified with the bureau first, then the code is asked for; it went to the PAN's registered mobile, shown masked.
    const code = await codeField();
    expect(screen.getByText('Experian sent a code to the mobile number registered with this PAN.')).toBeInTheDocument();
    expect(await describeRequest(api.requestsTo(CREDIT_PATHS.pan)[0])).toMatchObject({ body: { pan: 'ABCPE1234F' } });
    expect(await describeRequest(api.requestsTo(CREDIT_PATHS.send)[0])).toMatchObject({ body: { consent: true, pan: 'ABCPE1234F', name: 'Asha Rao', dateOfBirth: '1990-04-12' } });

    await user.type(code, TEST_CREDIT_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('img', { name: 'Credit score 742 out of 900, Very good' })).toBeInTheDocument();
    expect(screen.getByText('Very good')).toBeInTheDocument();
    expect(screen.getByText(/Report by Experian, generated on 20 November 2026/)).toBeInTheDocument();
    expect(screen.getByText('You can refresh your report on 15 January 2030')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh my report' })).toBeNull();

    const accounts = screen.getByRole('table', { name: 'Accounts' });
    const rows = within(accounts).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Credit card', 'Meridian Bank', 'Active', '₹42,350.50'],
      ['Home loan', 'Griha Housing Finance', 'Active', '₹24,50,000'],
      ['Personal loan', 'Swift Credit', 'Closed', '₹0'],
    ]);
    const enquiries = within(screen.getByRole('list', { name: 'Enquiries' })).getAllByRole('listitem');
    expect(enquiries[0]).toHaveTextContent('Meridian Bank: Credit card2 October 2026');
    const payments = within(screen.getByRole('list', { name: 'Payment history' })).getAllByRole('listitem');
    expect(payments).toHaveLength(12);
    expect(payments[4]).toHaveTextContent('Apr 2026◷ Paid late');
    expect(screen.getByText('11 of 12 payments on time in the last 12 months.')).toBeInTheDocument();
    expect(await describeRequest(api.requestsTo(CREDIT_PATHS.verify)[0])).toMatchObject({ body: { otp: TEST_CREDIT_CODE } });
  });

  it('with a report held sees it at once, without asking again', async () => {
    const { api } = renderCredit({ server: { report: makeCreditReport({ score: 812 }) } });
    expect(await screen.findByRole('img', { name: 'Credit score 812 out of 900, Excellent' })).toBeInTheDocument();
    expect(screen.getByText('You can refresh your report on 15 January 2030')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get my credit score' })).toBeNull();
    expect(api.requestsTo(CREDIT_PATHS.send)).toHaveLength(0);
  });

  it('may refresh a report once the month is up, and go back to it', async () => {
    const user = userEvent.setup();
    renderCredit({ server: { report: makeCreditReport({ refreshAvailableAt: '2026-01-01T00:00:00Z' }), details: { name: 'Asha Rao', dateOfBirth: '1990-04-12', maskedPan: TEST_MASKED_PAN } } });
    await user.click(await screen.findByRole('button', { name: 'Refresh my report' }));
    // What they checked with last time is filled in; the PAN is never sent back, only its last 4.
    expect(screen.getByRole('textbox', { name: 'Full name as on PAN' })).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1990-04-12');
    expect(screen.getByText('You last checked with PAN XXXXXX234F.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to my report' }));
    expect(await screen.findByRole('img', { name: /Credit score 742/ })).toBeInTheDocument();
  });

  it("is told when the server refuses a refresh as too soon, in the server's words", async () => {
    const user = userEvent.setup();
    renderCredit({ server: { refuse: { send: { status: 409, code: 'TP-CREDIT-REFRESH-TOO-SOON', message: 'You can refresh your report on 20 December 2026' } } } });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Get my credit score' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can refresh your report on 20 December 2026');
    // Nothing typed is lost.
    expect(screen.getByRole('textbox', { name: 'PAN' })).toHaveValue('ABCPE1234F');
    expect(screen.getByRole('button', { name: 'Get my credit score' })).toBeEnabled();
  });

  it('with a code on its way goes straight to the code step; a wrong code is refused, the right one shows the report', async () => {
    const user = userEvent.setup();
    const waiting = makeCodeStep({ resendAvailableAt: fromTestNow(-1), expiresAt: fromTestNow(5 * 60) });
    renderCredit({ server: { details: { codeStep: waiting } } });
    const code = await codeField();
    expect(screen.queryByRole('button', { name: 'Get my credit score' })).toBeNull();

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CODE_MESSAGE);

    await user.clear(code);
    // The refusal goes with the code it was about (the emptied field's own message, an alert too, asks for six digits).
    expect(screen.queryByText(WRONG_CODE_MESSAGE)).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the 6-digit code');
    await user.type(code, TEST_CREDIT_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('img', { name: /Credit score 742 out of 900/ })).toBeInTheDocument();
  });

  it('asks for all six digits before verifying', async () => {
    const user = userEvent.setup();
    const { api } = renderCredit({ server: { details: { codeStep: makeCodeStep({ expiresAt: fromTestNow(60) }) } } });
    await user.type(await codeField(), '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter the 6-digit code')).toBeInTheDocument();
    expect(api.requestsTo(CREDIT_PATHS.verify)).toHaveLength(0);
  });

  it('may ask for a new code once the countdown ends', async () => {
    const user = userEvent.setup();
    const { api } = renderCredit({ server: { resendAfterSeconds: 2 } });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Get my credit score' }));
    await codeField();

    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent(/^You can ask for a new code in 00:0[12]$/);
    await waitFor(() => expect(resend).toBeEnabled(), { timeout: 4000 });
    expect(screen.queryByRole('timer')).toBeNull();

    await user.click(resend);
    expect(await screen.findByText('We sent a new code.')).toHaveAttribute('role', 'status');
    // The resend names the check the first code belongs to.
    const resent = await describeRequest(api.requestsTo(CREDIT_PATHS.resend)[0]);
    expect(resent.body).toEqual({ checkId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    // The new code has its own wait.
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent(/00:0[12]/);
  });

  it('can go back from the code to edit the details', async () => {
    const user = userEvent.setup();
    renderCredit();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Get my credit score' }));
    await codeField();
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(await screen.findByRole('button', { name: 'Get my credit score' })).toBeInTheDocument();
  });

  it('sees why the details could not be read, and may try again', async () => {
    const user = userEvent.setup();
    renderCredit({ server: { refuse: { details: { status: 500, code: 'TP500', message: 'We could not load your credit details. Please try again.' } } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your credit details. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('with no credit bureau connected', () => {
  it('a member is told the check is not available, and is shown nothing else: no form, report or retry', async () => {
    const { api } = renderCredit({ server: { unavailable: true, report: makeCreditReport() } });
    const notice = await screen.findByRole('region', { name: 'Credit score checks are not available' });
    expect(notice).toHaveTextContent('Checking your credit score is not available right now. Please check back later.');
    expect(screen.getByRole('heading', { level: 1, name: 'Check your credit score' })).toBeInTheDocument();
    for (const name of ['Get my credit score', 'Verify PAN', 'Try again', 'Refresh my report']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('img', { name: /Credit score/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // The server's own words are not shown as a failure either; the page's notice says it.
    expect(screen.queryByText(UNAVAILABLE_MESSAGE)).toBeNull();
    // Only the details were asked for: no report, and no call to the bureau.
    expect(api.requests.filter((request) => request.url.includes('/credit/')).map((request) => new URL(request.url).pathname)).toEqual([CREDIT_PATHS.details]);
  });
});

describe('the details form', () => {
  it('checks every field before anything is sent, and moves focus to the first to fix', async () => {
    const user = userEvent.setup();
    const { api } = renderCredit();
    await user.click(await screen.findByRole('button', { name: 'Get my credit score' }));
    expect(screen.getByRole('textbox', { name: 'Full name as on PAN' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Full name as on PAN' })).toHaveAccessibleDescription('Please enter your full name as on your PAN');
    expect(screen.getByRole('textbox', { name: 'PAN' })).toHaveAccessibleDescription('Please enter your PAN');
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription('Please enter your date of birth');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription('Please agree to the terms to continue');
    expect(api.requestsTo(CREDIT_PATHS.pan)).toHaveLength(0);
    expect(api.requestsTo(CREDIT_PATHS.send)).toHaveLength(0);
  });

  it('refuses someone under 18', async () => {
    const user = userEvent.setup();
    const { api } = renderCredit();
    const year = new Date(TEST_NOW).getUTCFullYear() - 10;
    await fillDetails(user, { dateOfBirth: `${year}-01-01` });
    await user.click(screen.getByRole('button', { name: 'Get my credit score' }));
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription('You must be 18 or older to check your credit score');
    expect(screen.getByLabelText('Date of birth')).toHaveFocus();
    expect(api.requestsTo(CREDIT_PATHS.send)).toHaveLength(0);
  });

  it.each([
    ['a malformed PAN', 'ABC12', 'Please enter a valid PAN'],
    ["a company's PAN", 'ABCCE1234F', 'Credit reports are available for individual PANs only'],
  ])('refuses %s here, with the words the server uses, without asking the bureau', async (_case, pan, message) => {
    const user = userEvent.setup();
    const { api } = renderCredit();
    await user.type(await screen.findByRole('textbox', { name: 'PAN' }), pan);
    await user.click(screen.getByRole('button', { name: 'Verify PAN' }));
    expect(screen.getByRole('textbox', { name: 'PAN' })).toHaveAccessibleDescription(message);
    expect(api.requestsTo(CREDIT_PATHS.pan)).toHaveLength(0);
  });

  it('verifies the PAN with the bureau and shows it masked', async () => {
    const user = userEvent.setup();
    renderCredit();
    await user.type(await screen.findByRole('textbox', { name: 'PAN' }), 'ABCPE1234F');
    await user.click(screen.getByRole('button', { name: 'Verify PAN' }));
    expect(await screen.findByText('PAN verified: XXXXXX234F')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Verify PAN' })).toBeDisabled();
    // Focus goes on to the next field, not to the body with the disabled button.
    expect(screen.getByLabelText('Date of birth')).toHaveFocus();
    // Another PAN needs verifying again.
    await user.type(screen.getByRole('textbox', { name: 'PAN' }), '{Backspace}G');
    expect(screen.queryByText(/PAN verified/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Verify PAN' })).toBeEnabled();
  });

  it("shows the bureau's refusal of a PAN in its own words", async () => {
    const user = userEvent.setup();
    const { api } = renderCredit();
    await user.type(await screen.findByRole('textbox', { name: 'PAN' }), UNKNOWN_PAN);
    await user.click(screen.getByRole('button', { name: 'Verify PAN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAN_NOT_FOUND_MESSAGE);
    expect(api.requestsTo(CREDIT_PATHS.pan)).toHaveLength(1);
  });

  it('shows a call under way: the button busy and nothing else to press', async () => {
    const user = userEvent.setup();
    const { api } = renderCredit({ server: { hold: ['pan'] } });
    await user.type(await screen.findByRole('textbox', { name: 'PAN' }), 'ABCPE1234F');
    await user.click(screen.getByRole('button', { name: 'Verify PAN' }));
    const verify = screen.getByRole('button', { name: 'Verify PAN' });
    await waitFor(() => expect(verify).toHaveAttribute('aria-busy', 'true'));
    // Busy, not disabled: it keeps focus (issue 33) and a second press asks nothing more.
    expect(verify).toHaveAttribute('aria-disabled', 'true');
    expect(verify).toHaveFocus();
    await user.click(verify);
    expect(api.requestsTo(CREDIT_PATHS.pan)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Get my credit score' })).toBeDisabled();
  });

  it('while the code is being asked for, the submit button is busy', async () => {
    const user = userEvent.setup();
    renderCredit({ server: { hold: ['send'] } });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Get my credit score' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Get my credit score' })).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('button', { name: 'Get my credit score' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Get my credit score' })).toHaveFocus();
  });
});

describe('in Hindi', () => {
  it('a visitor reads the page in Hindi, the bureau terms link in its place in the sentence', async () => {
    renderCredit({ user: null, locale: 'hi' });
    // Hindi loads with the first Hindi page; the page waits for it rather than showing English.
    expect(await screen.findByRole('heading', { level: 1, name: 'अपना क्रेडिट स्कोर चेक करें' })).toBeInTheDocument();
    const terms = screen.getByRole('link', { name: 'Experian की शर्तों' });
    expect(terms.parentElement).toHaveTextContent('यह चेक Experian की शर्तों के मुताबिक होता है।');
    expect(screen.getByRole('button', { name: 'अपना स्कोर चेक करने के लिए लॉग इन करें' })).toBeInTheDocument();
  });

  it('a member reads their report in Hindi: the band, the labels, Hindi months, rupees as in India', async () => {
    renderCredit({ locale: 'hi', server: { report: makeCreditReport({ refreshAvailableAt: '2030-01-15T06:00:00Z' }) } });
    expect(await screen.findByRole('img', { name: 'क्रेडिट स्कोर 900 में से 742, बहुत अच्छा' })).toBeInTheDocument();
    expect(screen.getByText('आप 15 जनवरी 2030 को अपनी रिपोर्ट रिफ़्रेश कर सकते हैं')).toBeInTheDocument();
    const accounts = screen.getByRole('table', { name: 'अकाउंट' });
    const first = within(accounts).getAllByRole('row')[1];
    expect(within(first!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['क्रेडिट कार्ड', 'Meridian Bank', 'ऐक्टिव', '₹42,350.50']);
    expect(screen.getByText('पिछले 12 महीनों में 12 में से 11 पेमेंट समय पर।')).toBeInTheDocument();
    const payments = within(screen.getByRole('list', { name: 'पेमेंट हिस्ट्री' })).getAllByRole('listitem');
    expect(payments[4]).toHaveTextContent('अप्रैल 2026◷ देर से भरा');
  });
});
