// How a text message leaves the server: the message outbox's sender (modules/messages) hands each
// text to one of these. Adapters: the development outbox (the table row is the phone), a log line
// (tests and local runs without a phone), and Exotel's SMS API with DLT template ids (production).
import type { MessageTemplate } from '../../repository';

export interface SmsMessage {
  /** '+91' and the mobile. */
  to: string;
  text: string;
  /** The one-time code the text carries, for the development outbox; gateways ignore it. */
  code: string | null;
  /** The registered template the text follows: the gateway names its DLT template id. */
  template: MessageTemplate;
}

export interface SmsPort {
  /** Delivers one text or throws (PermanentDeliveryError when retrying cannot help); answers the provider's message id. */
  send(message: SmsMessage): Promise<string | void>;
}

/** The DLT-registered template (India requires registered templates and a sender header). */
export function otpText(code: string, validMinutes: number): string {
  return `${code} is your OTP to log in to Rewards Club. It is valid for ${validMinutes} minutes. Do not share it with anyone. -RWDCLB`;
}
