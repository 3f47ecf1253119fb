// The PAN as the credit check takes it: the rule is the server's own (`@rewards/api-contract`),
// checked here first to save a round trip; its words are the catalogue's, in English the server's
// (PAN_MESSAGES) and in Hindi the server's Hindi.
import { checkPan, PAN_LENGTH } from '@rewards/api-contract';
import type { Translate } from '@rewards/i18n';

/** What the field keeps as the member types or pastes: letters and digits, upper-cased, at most 10. */
export function normalisePan(raw: string): string {
  return raw
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, PAN_LENGTH);
}

/** The message for a PAN the check would refuse, in the page's language (`t`), or undefined for one it may send. */
export function panError(t: Translate, pan: string): string | undefined {
  if (pan.trim() === '') return t('form.panRequired');
  const checked = checkPan(pan);
  if (!('problem' in checked)) return undefined;
  return checked.problem === 'INVALID' ? t('form.panInvalid') : t('form.panNotPersonal');
}
