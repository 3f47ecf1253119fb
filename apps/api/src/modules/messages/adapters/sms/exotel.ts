// Exotel's SMS API (https://developer.exotel.com/docs/sms-api/api-reference/send-sms): a form POST to
// /v1/Accounts/{sid}/Sms/send.json with HTTP Basic (API key and token), from the DLT-registered
// sender id (header), naming the DLT entity and the message's DLT template id, as TRAI requires for
// every text to an Indian number. The outbox's sender calls it; a stalled or failing gateway costs
// the sender a few seconds and a retry, never a request or a database connection.
import { PermanentDeliveryError } from '../../errors';
import type { MessageTemplate } from '../../repository';
import type { SmsMessage, SmsPort } from './port';

export interface ExotelSettings {
  /** `https://api.exotel.com` (Singapore cluster) or `https://api.in.exotel.com` (Mumbai). */
  apiBase: string;
  accountSid: string;
  apiKey: string;
  apiToken: string;
  /** The DLT-registered sender id (header), e.g. `RWDCLB`. */
  senderId: string;
  /** The DLT principal entity id. */
  dltEntityId: string;
  /** The DLT template id of each text the API sends. */
  templateIds: Record<MessageTemplate, string>;
  /** Connect and response deadline (ms). */
  timeoutMs: number;
}

export class ExotelSms implements SmsPort {
  constructor(
    private readonly settings: ExotelSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: SmsMessage): Promise<string | void> {
    const { apiBase, accountSid, apiKey, apiToken, senderId, dltEntityId, templateIds, timeoutMs } = this.settings;
    const form = new URLSearchParams({
      From: senderId,
      To: message.to,
      Body: message.text,
      DltEntityId: dltEntityId,
      DltTemplateId: templateIds[message.template],
      SmsType: 'transactional',
    });
    const url = `${apiBase.replace(/\/$/, '')}/v1/Accounts/${encodeURIComponent(accountSid)}/Sms/send.json`;
    const response = await this.fetchImpl(url, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${apiKey}:${apiToken}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (!response.ok) {
      const detail = `Exotel answered ${response.status}: ${text.slice(0, 200)}`;
      // A bad number, template or sender is refused for good; overload, auth hiccups and 5xx are retried.
      if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429 && response.status !== 401) throw new PermanentDeliveryError(detail);
      throw new Error(detail);
    }
    try {
      const sid = (JSON.parse(text) as { SMSMessage?: { Sid?: unknown } }).SMSMessage?.Sid;
      return typeof sid === 'string' ? sid : undefined;
    } catch {
      return undefined;
    }
  }
}
