// What a browser must solve before a code is sent. Adapters: ALTCHA proof-of-work (self-hosted,
// the default), Google reCAPTCHA v3 with v2 as the fallback, and none (development only).
import type { CaptchaChallenge } from '@rewards/api-contract';

export interface CaptchaContext {
  /** True for the invisible attempt (reCAPTCHA v3, ALTCHA without the widget), false for the visible fallback. */
  invisible: boolean;
  /** The mobile or email the code is for. */
  identifier: string;
  ip: string;
}

export interface CaptchaPort {
  /** What `GET /nc/um/captcha/challenge` answers. */
  challenge(): Promise<CaptchaChallenge>;
  /** True when the token proves a solved captcha; false for a missing, wrong, expired or replayed one. */
  verify(token: string | undefined, context: CaptchaContext): Promise<boolean>;
}

/** Mobiles, emails and IP addresses on the list skip the captcha (automated tests, load tests). */
export class WhitelistedCaptcha implements CaptchaPort {
  private readonly whitelist: ReadonlySet<string>;

  constructor(
    private readonly inner: CaptchaPort,
    whitelist: readonly string[],
  ) {
    this.whitelist = new Set(whitelist);
  }

  challenge(): Promise<CaptchaChallenge> {
    return this.inner.challenge();
  }

  async verify(token: string | undefined, context: CaptchaContext): Promise<boolean> {
    if (this.whitelist.has(context.identifier) || this.whitelist.has(context.ip)) return true;
    return this.inner.verify(token, context);
  }
}

/** `CAPTCHA_PROVIDER=none`: every request passes. Refused in production by the config. */
export class NoCaptcha implements CaptchaPort {
  async challenge(): Promise<CaptchaChallenge> {
    return { provider: 'none' };
  }

  async verify(): Promise<boolean> {
    return true;
  }
}
