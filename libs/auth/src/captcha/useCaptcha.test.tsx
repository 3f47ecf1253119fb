import type { AuthApi } from '@rewards/api-client';
import type { CaptchaChallenge } from '@rewards/api-contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { english } from '../testing/translate';
import { CAPTCHA_DIALOG_TITLE, CAPTCHA_ERROR_TITLE } from './CaptchaDialog';
import { CAPTCHA_FAILED_MESSAGE, CaptchaError, RECAPTCHA_NOT_LOADED_MESSAGE } from './CaptchaError';
import type { CaptchaServices } from './captchaServices';
import { altchaChallenge, AuthTestProviders, FAKE_VISIBLE_PAYLOAD, FAKE_WIDGET_LABEL, fakeAuthApi, fakeCaptchaServices, recaptchaChallenge } from '../testing';
import { useCaptcha } from './useCaptcha';
import type { CaptchaKind } from './withCaptcha';

/** Asks for a token and prints the outcome, as a form would use it. */
function Harness() {
  const captcha = useCaptcha();
  const [outcome, setOutcome] = useState('');
  const ask = (kind: CaptchaKind) =>
    captcha.getToken(kind, 'sendOtp').then(
      (token) => setOutcome(JSON.stringify(token)),
      (error: { name: string; reason?: string; message: string }) => setOutcome(`${error.name}:${error.reason ?? ''}:${error.message}`),
    );
  return (
    <>
      <button type="button" onClick={() => ask('invisible')}>
        Invisible
      </button>
      <button type="button" onClick={() => ask('visible')}>
        Visible
      </button>
      <button type="button" onClick={() => captcha.fail(new CaptchaError(CAPTCHA_FAILED_MESSAGE, { reason: 'failed' }))}>
        Fail
      </button>
      <output aria-label="Outcome">{outcome}</output>
      {captcha.dialog}
    </>
  );
}

function setup(challenge: CaptchaChallenge, services: Partial<CaptchaServices> = {}) {
  const authApi: AuthApi = fakeAuthApi({ captchaChallenge: vi.fn(async () => challenge) });
  render(
    <AuthTestProviders authApi={authApi} captchaServices={fakeCaptchaServices(services)}>
      <Harness />
    </AuthTestProviders>,
  );
  return { authApi, // Hidden from assistive technology while a modal is open, so queried with `hidden`.
    outcome: () => screen.getByRole('status', { name: 'Outcome', hidden: true }), };
}

describe('useCaptcha', () => {
  it('needs no token when captcha is off', async () => {
    const { outcome } = setup({ provider: 'none' });
    await userEvent.click(screen.getByRole('button', { name: 'Invisible' }));
    await waitFor(() => expect(outcome()).toHaveTextContent('{}'));
  });

  it('solves ALTCHA invisibly, marked as the invisible (v3) kind', async () => {
    const solveAltcha = vi.fn(async () => 'solved-payload');
    const { outcome } = setup(altchaChallenge(), { solveAltcha });
    await userEvent.click(screen.getByRole('button', { name: 'Invisible' }));
    await waitFor(() => expect(outcome()).toHaveTextContent('{"verificationToken":"solved-payload","isV3captchasecret":true}'));
    expect(solveAltcha).toHaveBeenCalledWith(altchaChallenge().altcha);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends no token when ALTCHA cannot be solved invisibly, so the server asks for the visible one', async () => {
    const { outcome } = setup(altchaChallenge(), { solveAltcha: async () => null });
    await userEvent.click(screen.getByRole('button', { name: 'Invisible' }));
    await waitFor(() => expect(outcome()).toHaveTextContent('{"isV3captchasecret":true}'));
  });

  it('runs reCAPTCHA v3 with the action', async () => {
    const execute = vi.fn(async () => 'v3-token');
    const { outcome } = setup(recaptchaChallenge(), {
      loadRecaptcha: async () => ({ ready: (callback) => callback(), execute, render: () => 0, reset: () => undefined }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Invisible' }));
    await waitFor(() => expect(outcome()).toHaveTextContent('{"verificationToken":"v3-token","isV3captchasecret":true}'));
    expect(execute).toHaveBeenCalledWith('site-key-v3', { action: 'sendOtp' });
  });

  it('says reCAPTCHA is not loaded when its script fails', async () => {
    const { outcome } = setup(recaptchaChallenge(), { loadRecaptcha: () => Promise.reject(new Error('blocked')) });
    await userEvent.click(screen.getByRole('button', { name: 'Invisible' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveAccessibleDescription(RECAPTCHA_NOT_LOADED_MESSAGE);
    await waitFor(() => expect(outcome()).toHaveTextContent(`CaptchaError:unavailable:${RECAPTCHA_NOT_LOADED_MESSAGE}`));
  });

  it('shows the visible ALTCHA widget in the Captcha dialog and answers with its payload', async () => {
    const { outcome, authApi } = setup(altchaChallenge());
    await userEvent.click(screen.getByRole('button', { name: 'Visible' }));
    const dialog = await screen.findByRole('dialog', { name: 'Captcha' });
    await userEvent.click(await screen.findByRole('checkbox', { name: FAKE_WIDGET_LABEL }));
    await waitFor(() => expect(outcome()).toHaveTextContent(`{"verificationToken":"${FAKE_VISIBLE_PAYLOAD}","isV3captchasecret":false}`));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(authApi.captchaChallenge).toHaveBeenCalledTimes(1);
  });

  it('shows the reCAPTCHA v2 checkbox as the visible challenge', async () => {
    const { outcome } = setup(recaptchaChallenge());
    await userEvent.click(screen.getByRole('button', { name: 'Visible' }));
    await screen.findByRole('dialog', { name: 'Captcha' });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(outcome()).toHaveTextContent('{"verificationToken":"v2-token","isV3captchasecret":false}'));
  });

  it('stops waiting when the member closes the Captcha dialog', async () => {
    const { outcome } = setup(altchaChallenge());
    await userEvent.click(screen.getByRole('button', { name: 'Visible' }));
    await screen.findByRole('dialog', { name: 'Captcha' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(outcome()).toHaveTextContent('CaptchaError:cancelled:'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reports a widget that cannot load as a failure', async () => {
    const { outcome } = setup(altchaChallenge(), { loadAltchaWidget: () => Promise.reject(new Error('chunk')) });
    await userEvent.click(screen.getByRole('button', { name: 'Visible' }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveAccessibleDescription(CAPTCHA_FAILED_MESSAGE);
    await waitFor(() => expect(outcome()).toHaveTextContent(`CaptchaError:unavailable:${CAPTCHA_FAILED_MESSAGE}`));
  });

  it('cannot show a visible challenge when captcha is off, and says so', async () => {
    const { outcome } = setup({ provider: 'none' });
    await userEvent.click(screen.getByRole('button', { name: 'Visible' }));
    await screen.findByRole('dialog', { name: 'Error' });
    await waitFor(() => expect(outcome()).toHaveTextContent(`CaptchaError:failed:${CAPTCHA_FAILED_MESSAGE}`));
  });

  it('shows a failure with a way to reload', async () => {
    setup({ provider: 'none' });
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Fail' })));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveAccessibleDescription(CAPTCHA_FAILED_MESSAGE);
    expect(screen.getByRole('button', { name: 'RELOAD' })).toBeInTheDocument();
  });
});

describe('the captcha’s English titles are the catalogue’s', () => {
  it.each([
    ['captcha.title', CAPTCHA_DIALOG_TITLE],
    ['captcha.errorTitle', CAPTCHA_ERROR_TITLE],
  ])('%s', (key, text) => {
    expect(english(key)).toBe(text);
  });
});
