// The PAN as the credit check takes it: the rule and its words are the server's own
// (`@rewards/api-contract`), checked here first to save a round trip.
import { checkPan, PAN_LENGTH, panProblemMessage } from '@rewards/api-contract';

export const PAN_REQUIRED_MESSAGE = 'Please enter your PAN';

/** What the field keeps as the member types or pastes: letters and digits, upper-cased, at most 10. */
export function normalisePan(raw: string): string {
  return raw
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, PAN_LENGTH);
}

/** The message for a PAN the check would refuse, or undefined for one it may send. */
export function panError(pan: string): string | undefined {
  if (pan.trim() === '') return PAN_REQUIRED_MESSAGE;
  const checked = checkPan(pan);
  return 'problem' in checked ? panProblemMessage(checked.problem) : undefined;
}
