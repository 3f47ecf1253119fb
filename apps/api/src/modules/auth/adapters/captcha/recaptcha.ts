// Google reCAPTCHA: the invisible v3 score first, the v2 checkbox when the site falls back to it.
import type { CaptchaChallenge } from '@rewards/api-contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RecaptchaConfig } from '../../../../config';
import type { CaptchaContext, CaptchaPort } from './port';

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** v3 scores run from 0 (a bot) to 1 (a person); Google suggests 0.5 as the starting threshold. */
export const V3_SCORE_THRESHOLD = 0.5;
const TIMEOUT_MS = 5_000;

export type Fetch = (input: string, init: { method: string; body: URLSearchParams; headers: Record<string, string>; signal?: AbortSignal }) => Promise<{
  ok: boolean;
  json(): Promise<unknown>;
}>;

export class RecaptchaCaptcha implements CaptchaPort {
  constructor(
    private readonly keys: RecaptchaConfig,
    private readonly fetch: Fetch,
    private readonly logger: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  async challenge(): Promise<CaptchaChallenge> {
    return { provider: 'recaptcha', recaptcha: { siteKeyV3: this.keys.v3SiteKey, siteKeyV2: this.keys.v2SiteKey } };
  }

  async verify(token: string | undefined, context: CaptchaContext): Promise<boolean> {
    if (!token) return false;
    const body = new URLSearchParams({ secret: context.invisible ? this.keys.v3Secret : this.keys.v2Secret, response: token, remoteip: context.ip });
    let answer: unknown;
    try {
      const response = await this.fetch(SITEVERIFY_URL, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error('siteverify answered an error status');
      answer = await response.json();
    } catch (error) {
      // Google unreachable: refuse (413), so the site falls back or retries; never let it through.
      this.logger.warn({ err: error }, 'reCAPTCHA verification failed');
      return false;
    }
    if (typeof answer !== 'object' || answer === null) return false;
    const { success, score } = answer as { success?: unknown; score?: unknown };
    if (success !== true) return false;
    if (!context.invisible) return true;
    return typeof score === 'number' && score >= V3_SCORE_THRESHOLD;
  }
}
