// Login through the real site, the real API and the dev SMS outbox, as a member would.
import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';

interface OutboxMessage {
  to: string;
  text: string;
  code: string | null;
  sentAt: string;
}

/** A mobile no other test uses, so per-number send limits never meet across tests. */
export function freshMobile(): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-9);
  return `9${digits}`;
}

/** The messages the outbox holds for a mobile (texts) or an email address (emails), newest first. */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const answer = await request.get(to.includes('@') ? `/dev/outbox?email=${encodeURIComponent(to)}` : `/dev/outbox?mobile=${to}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as OutboxMessage[];
}

/**
 * How long a sign-in step may take in a browser sharing two cores with the API, three site servers
 * and another browser: the captcha is a proof-of-work the page solves itself, which took over the
 * 5-second default in full runs.
 */
export const SIGN_IN_STEP_MS = 15_000;

/** Waits for the `count`-th code sent to a mobile (or emailed to an address) and answers it. */
export async function codeSentTo(request: APIRequestContext, to: string, count = 1): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const messages = await outbox(request, to);
        code = messages.length >= count ? (messages[0]?.code ?? null) : null;
        return code;
      },
      { timeout: SIGN_IN_STEP_MS },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** The `n`-th code that is not the one sent (each different from the last, as a member retyping would). */
export function wrongCode(code: string, n = 1): string {
  return String((Number(code) + n) % 1_000_000).padStart(6, '0');
}

export const mobileField = (page: Page) => page.getByPlaceholder('Enter your mobile number');
export const otpField = (page: Page, name = 'Enter OTP') => page.getByRole('textbox', { name });

/**
 * Types a code as a member does: deleting whatever the boxes hold first (the boxes, like most OTP
 * fields, overwrite the last digit when typed into while full), then six digits; the sixth verifies.
 */
export async function enterCode(page: Page, code: string, fieldName?: string): Promise<void> {
  const field = otpField(page, fieldName);
  await field.focus();
  for (let left = (await field.inputValue()).length; left > 0; left -= 1) await field.press('Backspace');
  await field.pressSequentially(code);
}

/** Types a code, then continues with VERIFY OTP once the tick shows. */
export async function verifyWith(page: Page, code: string): Promise<void> {
  await enterCode(page, code);
  // exact: an offer's copy on the page behind the dialog may say "verified" too (the student offer does)
  await expect(page.getByRole('status').getByText('Verified', { exact: true })).toBeVisible({ timeout: SIGN_IN_STEP_MS });
  await page.getByRole('button', { name: 'VERIFY OTP' }).click();
}

/** From /login: types the mobile, asks for a code, and waits for the code screen. */
export async function requestCode(page: Page, mobile: string): Promise<void> {
  await page.goto('/login');
  await mobileField(page).fill(mobile);
  await page.getByRole('button', { name: 'JOIN NOW' }).click();
  await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible({ timeout: SIGN_IN_STEP_MS });
}

/** A new member has no name: the name prompt (not dismissable) comes first, then the city prompt, which a member may close. */
export async function completeProfilePrompts(page: Page, firstName = 'Ananya'): Promise<void> {
  const namePrompt = page.getByRole('dialog', { name: 'What should we call you?' });
  // It opens over the page a sign-in lands on, once that page's code and the member's record have
  // come: in a full CI run a sign-in through /ticketing still showed 'One moment…' on /userfeed after
  // the 10 s default.
  await expect(namePrompt).toBeVisible({ timeout: 20_000 });
  await namePrompt.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await namePrompt.getByRole('button', { name: 'Save' }).click();
  const cityPrompt = page.getByRole('dialog', { name: 'Which city do you live in?' });
  await expect(cityPrompt).toBeVisible();
  await cityPrompt.getByRole('button', { name: 'Close' }).click();
  await expect(cityPrompt).toBeHidden();
}

/** A complete login of a new member, ending on the member feed. */
export async function logIn(page: Page, request: APIRequestContext, mobile = freshMobile()): Promise<string> {
  // The member's calls are tracked from the sign-in on, so gotoAsMember knows what is still in flight.
  callsOf(page);
  await requestCode(page, mobile);
  await verifyWith(page, await codeSentTo(request, mobile));
  await expect(page).toHaveURL(/\/userfeed$/);
  await completeProfilePrompts(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ananya' })).toBeVisible();
  return mobile;
}

interface PageCalls {
  pending: Set<Request>;
  /** When a call last started or ended (a 401's answer ends one call and starts a renewal a moment later). */
  lastActivity: number;
}

const pageCalls = new WeakMap<Page, PageCalls>();

/** API calls (`/c/`, `/nc/`) a page has sent and not yet had answered, renewals among them, tracked from its first member load on. */
function callsOf(page: Page): PageCalls {
  const known = pageCalls.get(page);
  if (known) return known;
  const calls: PageCalls = { pending: new Set(), lastActivity: 0 };
  const isCall = (request: Request) => /^\/n?c\//.test(new URL(request.url()).pathname);
  page.on('request', (request) => {
    if (!isCall(request)) return;
    calls.pending.add(request);
    calls.lastActivity = Date.now();
  });
  const done = (request: Request) => {
    if (calls.pending.delete(request)) calls.lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  pageCalls.set(page, calls);
  return calls;
}

/** No call in flight, and none started or ended in the last half second. */
const QUIET_MS = 500;

/**
 * A member's full page load: the page restores the session with one renewal, which rotates the
 * refresh token. A member who leaves before that answer lands would leave the browser holding the
 * spent token (spending it again revokes the session), so a walk waits for it as a reader would;
 * and before leaving, for every call the page has in flight (the e2e access tokens live 3 s, so a
 * page open a while renews again, or a call of its answers 401 and renews: docs/sessions.md).
 */
export async function gotoAsMember(page: Page, path: string): Promise<void> {
  await leaveAsMember(page, () => page.goto(path));
}

/** The same for a reload of the member's page. */
export async function reloadAsMember(page: Page): Promise<void> {
  await leaveAsMember(page, () => page.reload());
}

async function leaveAsMember(page: Page, leave: () => Promise<unknown>): Promise<void> {
  const calls = callsOf(page);
  await expect
    .poll(() => calls.pending.size === 0 && Date.now() - calls.lastActivity >= QUIET_MS, { timeout: 20_000, intervals: [100], message: 'API calls still in flight before leaving the page' })
    .toBe(true);
  const member = (await page.context().cookies()).some((cookie) => cookie.name === 'rp_session' && cookie.value === '1');
  const renewed = member ? page.waitForResponse((response) => response.url().includes('/token/renew')) : undefined;
  await leave();
  if (renewed) expect((await renewed).ok()).toBe(true);
}
