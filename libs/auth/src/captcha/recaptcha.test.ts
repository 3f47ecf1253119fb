// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaptchaError, RECAPTCHA_NOT_LOADED_MESSAGE } from './CaptchaError';
import { executeRecaptchaV3, loadRecaptcha, RECAPTCHA_SCRIPT_ID, recaptchaScriptUrl, type Grecaptcha } from './recaptcha';

function fakeGrecaptcha(): Grecaptcha {
  return {
    ready: (callback) => callback(),
    execute: vi.fn(async () => 'v3-token'),
    render: vi.fn(() => 0),
    reset: vi.fn(),
  };
}

const script = () => document.getElementById(RECAPTCHA_SCRIPT_ID) as HTMLScriptElement | null;

afterEach(() => {
  delete window.grecaptcha;
  script()?.remove();
});

describe('loadRecaptcha', () => {
  it('adds the script once, with the v3 key, and resolves when grecaptcha is ready', async () => {
    const first = loadRecaptcha('site-key-v3');
    const second = loadRecaptcha('site-key-v3');
    expect(document.querySelectorAll(`#${RECAPTCHA_SCRIPT_ID}`)).toHaveLength(1);
    expect(script()?.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key-v3');
    const grecaptcha = fakeGrecaptcha();
    window.grecaptcha = grecaptcha;
    script()?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(grecaptcha);
    await expect(second).resolves.toBe(grecaptcha);
  });

  it('uses a grecaptcha that is already there without adding a script', async () => {
    const grecaptcha = fakeGrecaptcha();
    window.grecaptcha = grecaptcha;
    await expect(loadRecaptcha('k')).resolves.toBe(grecaptcha);
    expect(script()).toBeNull();
  });

  it('says the captcha is not loaded when the script is blocked, and tries again next time', async () => {
    const attempt = loadRecaptcha('k');
    script()?.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow(RECAPTCHA_NOT_LOADED_MESSAGE);
    await expect(attempt).rejects.toBeInstanceOf(CaptchaError);
    expect(script()).toBeNull();
    const retry = loadRecaptcha('k');
    expect(script()).not.toBeNull();
    window.grecaptcha = fakeGrecaptcha();
    script()?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(window.grecaptcha);
  });

  it('says the captcha is not loaded when the script ran but grecaptcha is missing', async () => {
    const attempt = loadRecaptcha('k');
    script()?.dispatchEvent(new Event('load'));
    await expect(attempt).rejects.toThrow(RECAPTCHA_NOT_LOADED_MESSAGE);
  });
});

describe('recaptchaScriptUrl', () => {
  it('asks Google for its Hindi texts on a Hindi page only', () => {
    expect(recaptchaScriptUrl('site-key-v3', 'hi')).toBe('https://www.google.com/recaptcha/api.js?render=site-key-v3&hl=hi');
    expect(recaptchaScriptUrl('site-key-v3', 'en')).toBe('https://www.google.com/recaptcha/api.js?render=site-key-v3');
  });
});

describe('executeRecaptchaV3', () => {
  it('asks for a token for the action', async () => {
    const grecaptcha = fakeGrecaptcha();
    await expect(executeRecaptchaV3(grecaptcha, 'site-key-v3', 'sendOtp')).resolves.toBe('v3-token');
    expect(grecaptcha.execute).toHaveBeenCalledWith('site-key-v3', { action: 'sendOtp' });
  });

  it('says the captcha is not loaded without grecaptcha', async () => {
    await expect(executeRecaptchaV3(undefined, 'k', 'sendOtp')).rejects.toThrow(RECAPTCHA_NOT_LOADED_MESSAGE);
  });
});
