// How a text message leaves the server. Adapters: the in-memory outbox (development: "the phone")
// and a log line (production default until a real gateway is wired in).
export interface SmsMessage {
  /** '+91' and the mobile. */
  to: string;
  text: string;
  /** The one-time code the text carries, for the outbox; gateways ignore it. */
  code: string | null;
}

export interface SmsPort {
  send(message: SmsMessage): Promise<void>;
}

/** The DLT-registered template (India requires registered templates and a sender header). */
export function otpText(code: string, validMinutes: number): string {
  return `${code} is your OTP to log in to Rewards Club. It is valid for ${validMinutes} minutes. Do not share it with anyone. -RWDCLB`;
}
