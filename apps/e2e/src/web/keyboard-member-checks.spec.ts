import { expect, test } from '@playwright/test';
import { KeyboardJourney, keyboardProfilePrompts, keyboardSignIn } from '../keyboard';
import { KEYBOARD_JOURNEYS_ADDRESS } from '../limits';
import { outbox, SIGN_IN_STEP_MS } from '../login';

// Keyboard-only journeys through the credit check and the student form (issue 33): a visitor signs
// in from the page's own button, then each step is reached and answered by keys alone; the focus
// tracer fails the journey at the step where focus falls to the body.

/** An individual's PAN of this run (as credit-score.spec.ts makes them), never the sandbox's unknown 0000. */
function randomPan(): string {
  const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
  const digits = String(1 + Math.floor(Math.random() * 9_999)).padStart(4, '0');
  return `${letter()}${letter()}${letter()}P${letter()}${digits}${letter()}`;
}

/** The mobile the sandbox bureau holds for a PAN (the API's README). */
function sandboxRegisteredMobile(pan: string): string {
  const letters = [0, 1, 2, 4, 9].map((index) => String((pan.charCodeAt(index) - 64) % 10)).join('');
  return `9${letters}${pan.slice(5, 9)}`;
}

// A real 1×1 PNG under a .pdf name (the student form takes PNGs).
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.describe('keyboard-only member checks (core site)', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': KEYBOARD_JOURNEYS_ADDRESS } });
  test.describe.configure({ timeout: 120_000 });

  test('the credit check: sign in, a PAN error announced, the details, the bureau code and the report, each step focused', async ({ page, request }) => {
    const keys = await KeyboardJourney.start(page);
    const pan = randomPan();
    await page.goto('/creditscorecheck');
    await expect(page.locator('#root:not([data-hydrating])')).toBeAttached();

    await keys.activate(page.getByRole('button', { name: 'Sign in to check your score' }), 'Sign in to check your score');
    await keyboardSignIn(keys, request);
    await keyboardProfilePrompts(keys);

    const name = page.getByRole('textbox', { name: 'Full name as on PAN' });
    await expect(name).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    await keys.tabTo(name, 'Full name as on PAN');
    await keys.press('ControlOrMeta+a', 'select the name');
    await keys.type('Asha Rao', 'type the name');
    const panField = page.getByRole('textbox', { name: 'PAN', exact: true });
    await keys.tabTo(panField, 'PAN');
    await keys.type('ABC', 'type a short PAN');
    await keys.activate(page.getByRole('button', { name: 'Verify PAN' }), 'Verify PAN');
    // The PAN's message is an alert, and focus goes back to the field to correct it.
    await expect(page.getByRole('alert').first()).toBeVisible();
    await keys.expectFocusOn(panField, 'the PAN field after its message');
    await keys.press('ControlOrMeta+a', 'select the PAN');
    await keys.type(pan.toLowerCase(), 'type the PAN');
    await keys.activate(page.getByRole('button', { name: 'Verify PAN' }), 'Verify PAN');
    await expect(page.getByText(`XXXXXX${pan.slice(-4)}`)).toBeVisible({ timeout: SIGN_IN_STEP_MS });

    await keys.tabTo(page.getByLabel('Date of birth'), 'Date of birth');
    await keys.type('04121990', 'type the date of birth');
    await keys.tabTo(page.getByRole('checkbox', { name: /I agree to the Experian terms/ }), 'the consent');
    await keys.press('Space', 'tick the consent');
    const registered = sandboxRegisteredMobile(pan);
    const sentBefore = (await outbox(request, registered)).length;
    await keys.activate(page.getByRole('button', { name: 'Get my credit score' }), 'Get my credit score');

    // The code step takes focus on its heading.
    const heading = page.getByRole('heading', { name: 'Confirm it is you' });
    await expect(heading).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    await keys.expectFocusOn(heading, 'the code step’s heading');
    let code = '';
    await expect
      .poll(async () => {
        const messages = await outbox(request, registered);
        code = messages.length > sentBefore && messages[0]?.text.includes('credit report') ? (messages[0].code ?? '') : '';
        return code;
      })
      .toMatch(/^\d{6}$/);
    await keys.tabTo(page.getByRole('textbox', { name: /^Enter the 6-digit code sent to/ }), 'the code field');
    await keys.type(code, 'type the bureau code');
    await keys.press('Enter', 'Verify (Enter in the code field)');

    // The report takes focus on its heading.
    await expect(page.getByRole('img', { name: /^Credit score \d{3} out of 900, / })).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    await keys.expectFocusOn(page.getByRole('heading', { name: 'Your credit report' }), 'the report’s heading');
    await keys.press('Tab', 'Tab into the report');
    await keys.finish();
  });

  test('the student form: sign in, a field error announced, the document by the file chooser, the result focused, Done back to the page', async ({ page, request }) => {
    const keys = await KeyboardJourney.start(page);
    await page.goto('/student-offer');
    await expect(page.locator('#root:not([data-hydrating])')).toBeAttached();

    await keys.activate(page.getByRole('button', { name: 'Sign in to verify' }), 'Sign in to verify');
    await keyboardSignIn(keys, request);
    await keyboardProfilePrompts(keys);

    await keys.activate(page.getByRole('button', { name: 'Verify student status' }), 'Verify student status');
    const dialog = page.getByRole('dialog', { name: 'Verify your student status' });
    await expect(dialog).toBeVisible();
    await keys.expectFocusOn(dialog, 'the form');

    const email = dialog.getByRole('textbox', { name: 'Email' });
    await keys.tabTo(email, 'Email');
    await keys.type('riya@college.ac.in', 'type the email');
    const college = dialog.getByRole('textbox', { name: 'College name' });
    await keys.tabTo(college, 'College name');
    // Leaving it blank: the mandatory message is an alert.
    await keys.press('Tab', 'leave College name blank');
    await expect(dialog.getByRole('alert').filter({ hasText: 'This field is mandatory' })).toBeVisible();
    await keys.tabTo(college, 'College name', { back: true });
    await keys.type('St. Xavier’s College', 'type the college');
    await keys.tabTo(dialog.getByRole('textbox', { name: 'Pin code' }), 'Pin code');
    await keys.type('400001', 'type the pin code');

    const upload = dialog.getByLabel('Upload student ID');
    await keys.tabTo(upload, 'Upload student ID');
    const chooser = page.waitForEvent('filechooser');
    await keys.press('Space', 'open the file chooser');
    await (await chooser).setFiles({ name: 'student-id.pdf', mimeType: 'application/pdf', buffer: ONE_PIXEL_PNG });
    await expect(dialog.getByRole('button', { name: 'Remove student-id.pdf' })).toBeVisible({ timeout: 10_000 });
    // Submit is disabled through the 3 s 'Uploading ...' step: a member waits for 'is ready to send'
    // (announced), as this journey does, or Tab passes a disabled Submit round the dialog's trap.
    await expect(dialog.getByText('student-id.pdf is ready to send')).toBeAttached({ timeout: 10_000 });
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await keys.activate(dialog.getByRole('button', { name: 'Submit' }), 'Submit');

    // The result is announced, and focus moves to the step that shows it.
    await expect(dialog.getByRole('status').filter({ hasText: 'Your documents have been submitted for verification' })).toBeVisible({ timeout: SIGN_IN_STEP_MS });
    await keys.expectFocusKept('the result');
    await keys.activate(dialog.getByRole('button', { name: 'Done' }), 'Done');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Submitted — under review')).toBeVisible();
    await keys.expectFocusKept('back on the page');
    await keys.finish();
  });
});
