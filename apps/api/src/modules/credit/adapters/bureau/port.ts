// The credit bureau port: what the credit check needs from any bureau, the sandbox or a real one (a
// real Indian bureau confirms a PAN and answers a report for a consenting person the same way).
import type { components } from '@rewards/api-contract';

type Schemas = components['schemas'];
export type CreditAccount = Schemas['CreditAccount'];
export type CreditEnquiry = Schemas['CreditEnquiry'];
export type CreditPaymentMonth = Schemas['CreditPaymentMonth'];

export interface BureauReportRequest {
  /** The PAN, upper-cased and already checked against the PAN rules. */
  pan: string;
  /** The name as on the PAN. */
  name: string;
  /** `YYYY-MM-DD`. */
  dateOfBirth: string;
  /** When the report is made: its dates (payment months, enquiries) run up to here. */
  now: Date;
}

export interface BureauReport {
  /** The bureau's name as the report shows it. */
  bureau: string;
  score: number;
  accounts: CreditAccount[];
  /** Newest first. */
  enquiries: CreditEnquiry[];
  /** The last 12 months, oldest first. */
  paymentHistory: CreditPaymentMonth[];
}

/**
 * The bureau's answer to a PAN: whether it holds a record, and then the mobile registered with that
 * record. The bureau's code goes to that mobile and nowhere else: whoever asks must hold the PAN
 * holder's phone, so a PAN alone (printed on many documents) never opens anyone's report.
 */
export type PanVerification = { found: false } | { found: true; registeredMobile: string };

export interface CreditBureau {
  readonly name: string;
  /** Whether the bureau holds a record for this PAN, with its registered mobile (10 digits, no +91). */
  verifyPan(pan: string): Promise<PanVerification>;
  /** The person's report; throws PanNotFoundError when the bureau holds no record for the PAN. */
  report(request: BureauReportRequest): Promise<BureauReport>;
}

export class PanNotFoundError extends Error {
  override readonly name = 'PanNotFoundError';

  constructor() {
    // The PAN itself stays out of the message: errors are logged.
    super('the bureau holds no record for this PAN');
  }
}
