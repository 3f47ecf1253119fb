// Keyboard-only journeys with a focus tracer (issue 33): after the first page load a journey uses
// only the keyboard (Tab, Shift+Tab, Enter, Space, Escape and typing), and focus must never rest on
// the document body once the member has pressed a key in that document.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { codeSentTo, freshMobile, otpField, SIGN_IN_STEP_MS } from './login';

/** How long focus may sit on the body between two frames of a change (a dialog closing, then focusing its opener). */
const BODY_GRACE_MS = 300;

interface FocusTrace {
  /** A key was pressed in this document: from then on focus must not rest on the body. */
  armed: boolean;
  /** What had focus last (for the failure message). */
  last: string;
  /** The last few things that had focus, oldest first. */
  history: string[];
  /** Times focus rested on the body longer than the grace, with what had it before. */
  incidents: string[];
  /** The step the journey is on (set by the test before each action). */
  step: string;
}

declare global {
  interface Window {
    __focusTrace?: FocusTrace;
  }
}

/**
 * The tracer, run in every document the page loads: it arms on the first key press, remembers the
 * last focused element, and samples document.activeElement every 50 ms; focus on the body (or
 * nowhere) for longer than the grace is an incident naming the step and the element that had focus.
 */
function installTracer(graceMs: number) {
  const trace: FocusTrace = { armed: false, last: '(nothing yet)', history: [], incidents: [], step: '(page load)' };
  window.__focusTrace = trace;
  const describe = (element: Element | null): string => {
    if (!element) return 'null';
    const html = element as HTMLElement;
    const name = html.getAttribute('aria-label') ?? html.getAttribute('name') ?? html.getAttribute('placeholder') ?? (html.textContent ?? '').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}${html.id ? `#${html.id}` : ''}${html.getAttribute('role') ? ` role=${html.getAttribute('role')}` : ''}> "${name}"`;
  };
  window.addEventListener('keydown', () => (trace.armed = true), true);
  window.addEventListener(
    'focusin',
    (event) => {
      trace.last = describe(event.target as Element);
      trace.history = [...trace.history.slice(-5), `${trace.last} (${trace.step})`];
    },
    true,
  );
  let bodySince: number | null = null;
  let reported = false;
  setInterval(() => {
    const active = document.activeElement;
    const onBody = !active || active === document.body || active === document.documentElement;
    if (!trace.armed || !onBody || !document.hasFocus()) {
      bodySince = null;
      reported = false;
      return;
    }
    bodySince ??= performance.now();
    if (!reported && performance.now() - bodySince > graceMs) {
      reported = true;
      trace.incidents.push(`focus fell to the body during "${trace.step}" (it was last on ${trace.last}; before: ${trace.history.join(' → ')})`);
    }
  }, 50);
}

/** What a keyboard step may move to: a locator, or a role and name inside a scope. */
export type Target = Locator;

/**
 * A keyboard-only journey: each action is a named step, after which focus is checked; the journey
 * fails naming the step where focus fell to the body.
 */
export class KeyboardJourney {
  private constructor(readonly page: Page) {}

  /** Installs the tracer (before the first page load) and returns the journey. */
  static async start(page: Page): Promise<KeyboardJourney> {
    await page.addInitScript(installTracer, BODY_GRACE_MS);
    return new KeyboardJourney(page);
  }

  /**
   * page.evaluate through a full page load (a key that navigates, a sign-in page and back): a
   * document that goes away mid-call is read again in the next one.
   */
  private async retry<R>(call: () => Promise<R>): Promise<R> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await call();
      } catch (error) {
        if (attempt >= 10 || !/Execution context was destroyed|navigation|Target closed/i.test(String(error))) throw error;
        await this.page.waitForLoadState('domcontentloaded').catch(() => undefined);
      }
    }
  }

  private read<R>(fn: () => R): Promise<R> {
    return this.retry(() => this.page.evaluate(fn));
  }

  private async setStep(step: string): Promise<void> {
    await this.retry(() =>
      this.page.evaluate((name) => {
        if (window.__focusTrace) window.__focusTrace.step = name;
      }, step),
    );
  }

  /** Fails if focus has rested on the body since the document's first key press (or rests there now, after the grace). */
  async expectFocusKept(step: string): Promise<void> {
    const deadline = Date.now() + 2_000;
    let state = '';
    for (;;) {
      state = await this.read(() => {
        const trace = window.__focusTrace;
        if (!trace?.armed) return 'ok';
        const active = document.activeElement;
        const onBody = !active || active === document.body || active === document.documentElement;
        return onBody ? `focus is on the body (last on ${trace.last}; before: ${trace.history.join(' → ')})` : 'ok';
      });
      if (state === 'ok' || Date.now() > deadline) break;
      await this.page.waitForTimeout(100);
    }
    expect(state, `focus after "${step}"`).toBe('ok');
    expect(await this.incidents(), `focus trace after "${step}"`).toEqual([]);
  }

  async incidents(): Promise<string[]> {
    return this.read(() => window.__focusTrace?.incidents ?? []);
  }

  /** Presses a key (or chord) as one step and checks focus afterwards. */
  async press(key: string, step = key): Promise<void> {
    await this.setStep(step);
    await this.page.keyboard.press(key);
    await this.expectFocusKept(step);
  }

  /** Types text into whatever has focus, as one step. */
  async type(text: string, step = `type "${text}"`): Promise<void> {
    await this.setStep(step);
    await this.page.keyboard.type(text, { delay: 20 });
    await this.expectFocusKept(step);
  }

  /** Whether `target` (or something inside it) has focus. */
  async hasFocus(target: Locator): Promise<boolean> {
    return target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false);
  }

  /** Asserts focus is on `target` (or inside it). */
  async expectFocusOn(target: Locator, what: string): Promise<void> {
    await expect.poll(() => this.hasFocus(target), { message: `focus on ${what}` }).toBe(true);
  }

  /**
   * Presses Tab (Shift+Tab with `back`) until `target` has focus, at most `max` times, each press a
   * checked step. A control that is never reached fails with the list of what Tab passed through.
   */
  async tabTo(target: Locator, what: string, { back = false, max = 60 }: { back?: boolean; max?: number } = {}): Promise<void> {
    await expect(target).toBeVisible();
    const passed: string[] = [];
    for (let presses = 0; presses < max; presses += 1) {
      if (await this.hasFocus(target)) return;
      await this.press(back ? 'Shift+Tab' : 'Tab', `${back ? 'Shift+Tab' : 'Tab'} to ${what}`);
      passed.push(await this.read(() => window.__focusTrace?.last ?? ''));
    }
    if (await this.hasFocus(target)) return;
    throw new Error(`${what} was not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}; focus passed ${passed.join(' → ')}`);
  }

  /** Tabs to `target` and presses `key` (Enter by default) on it. */
  async activate(target: Locator, what: string, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
    await this.tabTo(target, what);
    await this.press(key, `${key} on ${what}`);
  }

  /** Ends the journey: no incident anywhere along it. */
  async finish(): Promise<void> {
    expect(await this.incidents(), 'focus trace of the journey').toEqual([]);
  }
}

/**
 * Signs in by keyboard in the login popup that is open: the mobile, Enter, the code from the
 * outbox (focus must be in the code field), then VERIFY OTP (focus must be on it once verified).
 */
export async function keyboardSignIn(keys: KeyboardJourney, request: APIRequestContext, mobile = freshMobile()): Promise<string> {
  const page = keys.page;
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  await keys.tabTo(dialog.getByPlaceholder('Enter your mobile number'), 'the mobile field');
  await keys.type(mobile, 'type the mobile');
  await keys.press('Enter', 'JOIN NOW (Enter in the mobile field)');
  await expect(dialog.getByRole('heading', { name: 'Enter OTP' })).toBeVisible({ timeout: SIGN_IN_STEP_MS });
  await keys.expectFocusOn(otpField(page), 'the code field');
  await keys.type(await codeSentTo(request, mobile), 'type the code');
  await expect(dialog.getByRole('status').getByText('Verified', { exact: true })).toBeVisible({ timeout: SIGN_IN_STEP_MS });
  const verify = dialog.getByRole('button', { name: 'VERIFY OTP' });
  await keys.expectFocusOn(verify, 'VERIFY OTP');
  await keys.press('Enter', 'VERIFY OTP');
  await expect(dialog).toBeHidden({ timeout: SIGN_IN_STEP_MS });
  return mobile;
}

/** A new member's profile prompts by keyboard: the name (Enter saves), then the city prompt closed with Escape. */
/**
 * A co-brand claim's second half by keyboard, after the popup's first step was sent: the code screen
 * takes focus, the code from the outbox, VERIFY OTP, and the claim's outcome announced in a live
 * region with no prompt over it and focus kept while it is read.
 */
export async function keyboardCodeAndClaim(keys: KeyboardJourney, page: Page, request: APIRequestContext, mobile: string): Promise<void> {
  const popup = page.getByRole('dialog', { name: 'Login' });
  await expect(popup.getByRole('heading', { name: 'Enter OTP' })).toBeVisible({ timeout: SIGN_IN_STEP_MS });
  await keys.expectFocusOn(otpField(page), 'the code field');
  await keys.type(await codeSentTo(request, mobile), 'type the code');
  await keys.expectFocusOn(popup.getByRole('button', { name: 'VERIFY OTP' }), 'VERIFY OTP');
  await keys.press('Enter', 'VERIFY OTP');
  const claimed = 'You have successfully claimed the offer';
  const outcome = page.getByRole('status').filter({ hasText: claimed }).or(page.getByRole('alert').filter({ hasText: claimed }));
  await expect(outcome).toBeVisible({ timeout: SIGN_IN_STEP_MS });
  await expect(page.getByRole('dialog', { name: 'What should we call you?' })).toHaveCount(0);
  await keys.expectFocusKept('the outcome');
}

export async function keyboardProfilePrompts(keys: KeyboardJourney, firstName = 'Ananya'): Promise<void> {
  const page = keys.page;
  const namePrompt = page.getByRole('dialog', { name: 'What should we call you?' });
  await expect(namePrompt).toBeVisible({ timeout: SIGN_IN_STEP_MS });
  await keys.tabTo(namePrompt.getByRole('textbox', { name: 'First name' }), 'First name');
  await keys.type(firstName, 'type the first name');
  await keys.press('Enter', 'Save the name (Enter)');
  const cityPrompt = page.getByRole('dialog', { name: 'Which city do you live in?' });
  await expect(cityPrompt).toBeVisible();
  await keys.expectFocusOn(cityPrompt, 'the city prompt');
  await keys.press('Escape', 'close the city prompt');
  await expect(cityPrompt).toBeHidden();
  await keys.expectFocusKept('after the profile prompts');
}
