// Which part of the member's credit page shows: the details form, the bureau's code, or the report.
import type { CreditCodeStep, CreditDetails, CreditReport } from '@rewards/api-client';

/**
 * What the member did on this visit: nothing yet (`auto`: the server's state decides), asked for
 * a new check (`form`: Refresh, or back from the code), or got a code (`code`).
 */
export type CreditPhase = { kind: 'auto' } | { kind: 'form' } | { kind: 'code'; codeStep: CreditCodeStep };

export type CreditView = { kind: 'form' } | { kind: 'code'; codeStep: CreditCodeStep } | { kind: 'report' };

export interface CreditViewInput {
  phase: CreditPhase;
  details: CreditDetails;
  /** The report query's answer: undefined while unknown, null when the member holds none. */
  report: CreditReport | null | undefined;
  now: number;
}

/**
 * On arrival a code still waiting (the member reloaded, or came back within its 10 minutes) goes
 * on at the code step; else a report held is shown; else the form. What the member then does on
 * the page (a code sent, Refresh, Edit details) wins over that.
 */
export function creditView({ phase, details, report, now }: CreditViewInput): CreditView {
  if (phase.kind !== 'auto') return phase;
  const waiting = details.codeStep;
  if (waiting && Date.parse(waiting.expiresAt) > now) return { kind: 'code', codeStep: waiting };
  // A report that expired since the details were read is no report.
  if (details.hasReport && report !== null) return { kind: 'report' };
  return { kind: 'form' };
}
