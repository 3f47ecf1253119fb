import { planCta } from '@rewards/api-client/testing';
import { LoginPopupProvider } from '@rewards/auth';
import { makeUser, testSessionStore } from '@rewards/auth/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXIT_INTENT_DISABLED_UNTIL_KEY } from '../rules/exitIntent';
import { fakePaymentApi } from '../testing/fixtures';
import { renderPayment } from '../testing/renderPayment';
import { ExitIntentPrompt } from './ExitIntentPrompt';

const NOW = Date.UTC(2026, 10, 24, 12);

function renderPrompt({ trial = true, member = false, route = '/categories' } = {}) {
  const paymentApi = fakePaymentApi({ planCta: async () => ({ ...planCta, trialAvailable: trial, trialDays: 30 }) });
  return renderPayment(
    <LoginPopupProvider>
      <ExitIntentPrompt now={() => NOW} />
    </LoginPopupProvider>,
    { paymentApi, store: member ? testSessionStore(makeUser()) : testSessionStore(null, 'loggedOut'), route, path: ['/', '/categories', '/login'] },
  );
}

/** The pointer leaves the window through its top edge. */
function leaveThroughTop() {
  act(() => {
    fireEvent.mouseOut(document.body, { clientY: 0, relatedTarget: null });
  });
}

describe('ExitIntentPrompt', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('asks a visitor leaving through the top of the window once, and stays off for 30 days', async () => {
    const { unmount } = renderPrompt();
    // armed once the plan says a trial is on offer
    await waitFor(() => {
      leaveThroughTop();
      expect(screen.getByRole('dialog', { name: 'Still in doubt?' })).toBeInTheDocument();
    });
    expect(screen.getByText('Get FREE access to top 8 brands for 30 days')).toBeInTheDocument();
    expect(Number(localStorage.getItem(EXIT_INTENT_DISABLED_UNTIL_KEY))).toBe(NOW + 30 * 24 * 60 * 60 * 1000);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    leaveThroughTop();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    // a later page load within the 30 days: nothing
    renderPrompt();
    await new Promise((resolve) => setTimeout(resolve, 50));
    leaveThroughTop();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('START FREE TRIAL opens sign-in for the trial', async () => {
    renderPrompt();
    await waitFor(() => {
      leaveThroughTop();
      expect(screen.getByRole('dialog', { name: 'Still in doubt?' })).toBeInTheDocument();
    });
    await userEvent.click(screen.getByRole('button', { name: 'START FREE TRIAL' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('a pointer moving about inside the page is no intent', async () => {
    renderPrompt();
    await new Promise((resolve) => setTimeout(resolve, 50));
    act(() => {
      fireEvent.mouseOut(document.body, { clientY: 300, relatedTarget: document.documentElement });
      fireEvent.mouseOut(document.body, { clientY: 300, relatedTarget: null });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['a member', { member: true }],
    ['no free trial on offer', { trial: false }],
    ['the login page', { route: '/login' }],
  ])('never shows for %s', async (_name, options) => {
    renderPrompt(options);
    await new Promise((resolve) => setTimeout(resolve, 50));
    leaveThroughTop();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("on a touch device, the back gesture is the intent (one extra entry for the page's own address)", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)', media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const pushState = vi.spyOn(window.history, 'pushState');
    renderPrompt();
    await waitFor(() => expect(pushState).toHaveBeenCalledTimes(1));
    const [state] = pushState.mock.calls[0]!;
    expect(state).toMatchObject({ rpExitIntent: true });
    // coming back to the marked entry from a later page is not leaving
    act(() => void window.dispatchEvent(new PopStateEvent('popstate', { state })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // going back from it to the page's own entry is
    act(() => void window.dispatchEvent(new PopStateEvent('popstate', { state: null })));
    expect(await screen.findByRole('dialog', { name: 'Still in doubt?' })).toBeInTheDocument();
    pushState.mockRestore();
  });
});
