// CleverTap's server upload API (https://developer.clevertap.com/docs/upload-user-profiles-api):
// `POST {apiBase}/1/upload` with the account id and passcode headers and `{ d: [{ identity, type:
// 'profile', profileData }] }`. The outbox's sender calls it, so a stalled or failing tool costs the
// sender a retry, never a request or a database connection.
import { PermanentDeliveryError } from '../../errors';
import type { MarketingProfile, ProfilePort } from './port';

export interface CleverTapSettings {
  /** The account's regional endpoint, e.g. `https://in1.api.clevertap.com` (India). */
  apiBase: string;
  accountId: string;
  passcode: string;
  /** Connect and response deadline (ms). */
  timeoutMs: number;
}

export class CleverTapProfiles implements ProfilePort {
  constructor(
    private readonly settings: CleverTapSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(profile: MarketingProfile): Promise<string | void> {
    const { apiBase, accountId, passcode, timeoutMs } = this.settings;
    const response = await this.fetchImpl(`${apiBase.replace(/\/+$/, '')}/1/upload`, {
      method: 'POST',
      headers: { 'x-clevertap-account-id': accountId, 'x-clevertap-passcode': passcode, 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
      body: JSON.stringify({ d: [{ identity: profile.identity, type: 'profile', profileData: profile.profileData }] }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (!response.ok) {
      const detail = `CleverTap answered ${response.status}: ${text.slice(0, 200)}`;
      // A record it refuses (bad field, bad credentials for good) is not retried; overload, 401 hiccups and 5xx are.
      if (response.status >= 400 && response.status < 500 && ![401, 408, 429].includes(response.status)) throw new PermanentDeliveryError(detail);
      throw new Error(detail);
    }
    // 200 can still carry a refused record: `{ status: 'success', processed: 0, unprocessed: [{ code, error }] }`.
    let answer: { status?: unknown; processed?: unknown; unprocessed?: Array<{ error?: unknown }> } = {};
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      throw new Error(`CleverTap answered 200 without JSON: ${text.slice(0, 200)}`);
    }
    if (answer.status !== 'success' || answer.processed !== 1) {
      throw new PermanentDeliveryError(`CleverTap did not take the profile: ${JSON.stringify(answer.unprocessed ?? answer).slice(0, 200)}`);
    }
    return undefined;
  }
}
