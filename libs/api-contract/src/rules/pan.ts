// The PAN as the credit check takes it: one rule and one set of words for the server (which
// enforces it: `TP-PAN-INVALID`, `TP-PAN-NOT-PERSONAL`) and the site (which checks first to save a
// round trip).

/** Five letters, four digits, a letter (after upper-casing). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const PAN_LENGTH = 10;
/** The fourth letter says who holds the PAN: P is a person (C company, F firm, H HUF, T trust, ...); only people have credit reports. */
export const PERSONAL_PAN_LETTER = 'P';

export const PAN_MESSAGES = {
  invalid: 'Please enter a valid PAN',
  notPersonal: 'Credit reports are available for individual PANs only',
} as const;

export type PanProblem = 'INVALID' | 'NOT_PERSONAL';

/** The PAN upper-cased, or why it cannot be used for a credit report. */
export function checkPan(raw: string): { pan: string } | { problem: PanProblem } {
  const pan = raw.trim().toUpperCase();
  if (!PAN_PATTERN.test(pan)) return { problem: 'INVALID' };
  if (pan[3] !== PERSONAL_PAN_LETTER) return { problem: 'NOT_PERSONAL' };
  return { pan };
}

/** The words for a PAN problem. */
export function panProblemMessage(problem: PanProblem): string {
  return problem === 'INVALID' ? PAN_MESSAGES.invalid : PAN_MESSAGES.notPersonal;
}

/** `XXXXXX234F`: the only form in which a PAN is ever shown. */
export function maskPan(panOrLast4: string): string {
  return `XXXXXX${panOrLast4.slice(-4)}`;
}
