// How an email leaves the server: the message outbox's sender (modules/messages) hands each email to
// one of these. Adapters: the development outbox (the table row is the mailbox), a log line, and
// SMTP through nodemailer with short timeouts (EMAIL_ADAPTER=smtp).
export interface EmailMessage {
  /** The lower-cased address. */
  to: string;
  subject: string;
  /** Plain text: a code email needs no markup, and plain text is what spam filters trust most. */
  text: string;
  /** The one-time code the email carries, for the outbox; real adapters ignore it. */
  code: string | null;
}

export interface EmailPort {
  /** Delivers one email or throws; answers the provider's message id. */
  send(message: EmailMessage): Promise<string | void>;
}

/** The login code email: the same words as the SMS template, with a subject that says what it is. */
export function otpEmail(code: string, validMinutes: number): Pick<EmailMessage, 'subject' | 'text'> {
  return {
    subject: `${code} is your Rewards Club login code`,
    text: [
      `${code} is your OTP to log in to Rewards Club. It is valid for ${validMinutes} minutes.`,
      'Do not share it with anyone. Rewards Club will never ask you for it.',
      'If you did not try to log in, you can ignore this email.',
    ].join('\n\n'),
  };
}

/** 'a***@example.com': enough for a log line to be useful, not enough to identify the member. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}
