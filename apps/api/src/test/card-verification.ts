// The card network's sign-in as a browser goes through it, on a test app (app.inject): the start
// (a member's bearer call), the sandbox network's authorization endpoint and sign-in page
// (oidc-provider), its redirect to the callback, and the site page the callback sends it back to.
// A small cookie jar keeps what each answer sets, by name, as a browser would on one site.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CardsConfig } from '../config';
import { bearer } from './auth';

/** The site's origin the test apps pretend to be behind (nothing listens there: every request is injected). */
export const CARD_SITE_ORIGIN = 'http://site.test';

/** Card settings with the sandbox Visa network on the test site's origin. */
export function sandboxCardSso(origin = CARD_SITE_ORIGIN): NonNullable<CardsConfig['sso']> {
  return { siteOrigin: origin, networks: { VISA: { issuer: `${origin}/dev/oidc/visa`, clientId: 'sandbox-visa', clientSecret: 'test-sandbox-visa-secret-0123456789abcdef', sandbox: true } } };
}

export class CardBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(url: string, init: { method?: 'GET' | 'POST'; form?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {}): Promise<LightMyRequestResponse> {
    const target = new URL(url, CARD_SITE_ORIGIN);
    const headers: Record<string, string> = { ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}), ...init.headers };
    let payload: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(init.json);
    }
    const response = await this.app.inject({ method: init.method ?? 'GET', url: `${target.pathname}${target.search}`, headers, ...(payload === undefined ? {} : { payload }) });
    for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired = cookie.value === '' || cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** Follows redirects until an answer that is not one, or until `stopAt` matches the next location. */
  async follow(url: string, stopAt?: RegExp): Promise<{ response: LightMyRequestResponse; url: string }> {
    let current = new URL(url, CARD_SITE_ORIGIN).href;
    for (let hops = 0; hops < 10; hops += 1) {
      const response = await this.request(current);
      const location = response.headers.location;
      if (response.statusCode < 300 || response.statusCode >= 400 || typeof location !== 'string') return { response, url: current };
      current = new URL(location, current).href;
      if (stopAt?.test(current)) return { response, url: current };
    }
    throw new Error('too many redirects');
  }

  /** The member's start: the network's authorization URL (and the transaction cookie kept), or the refusal's body. */
  async start(accessToken: string, body: { cardBin: string; returnTo?: string }, channel = 'VISA_SIGNATURE'): Promise<LightMyRequestResponse> {
    return this.request(`/nc/prime/card/${channel}/verification/start`, { method: 'POST', json: body, headers: bearer(accessToken) });
  }

  /**
   * From the network's authorization URL through its sign-in page (saying `heldBin` is the card held,
   * or cancelling) to the callback URL the network sends the browser to (not followed).
   */
  async signInAtNetwork(authorizationUrl: string, heldBin: string | 'cancel'): Promise<string> {
    const page = await this.follow(authorizationUrl);
    if (page.response.statusCode !== 200 || !/\/dev\/oidc\/visa\/interaction\//.test(page.url)) {
      throw new Error(`expected the sandbox sign-in page, got ${page.response.statusCode} at ${page.url}: ${page.response.body}`);
    }
    const form: Record<string, string> = heldBin === 'cancel' ? { action: 'cancel' } : { action: 'continue', card_bin: heldBin };
    const posted = await this.request(page.url, { method: 'POST', form });
    if (posted.statusCode !== 303) throw new Error(`the sign-in form answered ${posted.statusCode}: ${posted.body}`);
    const callback = await this.follow(new URL(String(posted.headers.location), page.url).href, /\/verification\/callback/);
    return callback.url;
  }

  /** The whole verification: start, the network's sign-in, the callback; the site URL the browser lands on. */
  async verify(accessToken: string, options: { cardBin: string; heldBin?: string | 'cancel'; returnTo?: string; channel?: string }): Promise<string> {
    const started = await this.start(accessToken, { cardBin: options.cardBin, ...(options.returnTo ? { returnTo: options.returnTo } : {}) }, options.channel);
    const body = started.json() as { success: boolean; data: { authorizationUrl: string } | null };
    if (started.statusCode !== 200 || !body.success || !body.data) throw new Error(`the start answered ${started.statusCode}: ${started.body}`);
    const callbackUrl = await this.signInAtNetwork(body.data.authorizationUrl, options.heldBin ?? options.cardBin);
    return this.land(callbackUrl);
  }

  /** Requests the callback URL and answers where it sends the browser (path and query). */
  async land(callbackUrl: string): Promise<string> {
    const answer = await this.request(callbackUrl);
    if (answer.statusCode !== 302) throw new Error(`the callback answered ${answer.statusCode}: ${answer.body}`);
    return String(answer.headers.location);
  }

  /** The activation call, with the cookies this browser holds. */
  activate(accessToken: string, body: Record<string, unknown>, channel = 'VISA_SIGNATURE'): Promise<LightMyRequestResponse> {
    return this.request(`/nc/prime/card/${channel}/futureActivation`, { method: 'POST', json: body, headers: bearer(accessToken) });
  }
}
