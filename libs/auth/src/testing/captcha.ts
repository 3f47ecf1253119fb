// Fakes for tests and stories of the captcha and login flows: no network, no proof of work.
import type { AltchaChallenge, CaptchaChallenge } from '@rewards/api-contract';
import type { CaptchaServices } from '../captcha/captchaServices';
import type { Grecaptcha } from '../captcha/recaptcha';

export const FAKE_ALTCHA_CHALLENGE: AltchaChallenge = {
  parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'aa', salt: 'bb', cost: 1, keyLength: 32, keyPrefix: '00' },
  signature: 'signature',
};

export const altchaChallenge = (altcha: AltchaChallenge = FAKE_ALTCHA_CHALLENGE): CaptchaChallenge => ({ provider: 'altcha', altcha });
export const recaptchaChallenge = (): CaptchaChallenge => ({ provider: 'recaptcha', recaptcha: { siteKeyV3: 'site-key-v3', siteKeyV2: 'site-key-v2' } });

export const FAKE_WIDGET_LABEL = 'I am human';
export const FAKE_VISIBLE_PAYLOAD = 'visible-payload';

/**
 * Defines a stand-in `<altcha-widget>`: a checkbox labelled "I am human" that reports the payload
 * `visible-payload` when ticked, as the real widget does with its `verified` event.
 */
export function defineFakeAltchaWidget(): void {
  const payload = FAKE_VISIBLE_PAYLOAD;
  if (customElements.get('altcha-widget')) return;
  customElements.define(
    'altcha-widget',
    class extends HTMLElement {
      connectedCallback() {
        const label = document.createElement('label');
        const box = document.createElement('input');
        box.type = 'checkbox';
        box.addEventListener('change', () => this.dispatchEvent(new CustomEvent('verified', { detail: { payload } })));
        label.append(box, FAKE_WIDGET_LABEL);
        this.append(label);
      }
    },
  );
}

/** A grecaptcha whose v3 answers `v3-token` and whose v2 widget is a "Verify" button. */
export function fakeGrecaptcha(): Grecaptcha {
  return {
    ready: (callback) => callback(),
    execute: async () => 'v3-token',
    render: (container, parameters) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Verify';
      button.addEventListener('click', () => parameters.callback?.('v2-token'));
      container.append(button);
      return 1;
    },
    reset: () => undefined,
  };
}

export function fakeCaptchaServices(overrides: Partial<CaptchaServices> = {}): CaptchaServices {
  return {
    solveAltcha: async () => 'invisible-payload',
    loadAltchaWidget: async () => defineFakeAltchaWidget(),
    loadRecaptcha: async () => fakeGrecaptcha(),
    ...overrides,
  };
}
