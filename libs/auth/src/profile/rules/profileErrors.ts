// Where a failed profile save is shown: under the field the server objected to, or above the form.
import { ApiError } from '@rewards/api-client';
import type { UpdateUserFields } from '@rewards/api-contract';
import type { Translate } from '@rewards/i18n';
import { authMessage } from '../../rules/errors';

const EMAIL_CODES = new Set(['427', '435']);

export const editableProfileFields = ['firstName', 'lastName', 'email', 'city', 'gender'] as const;
export type ProfileField = (typeof editableProfileFields)[number];

export interface ProfileError {
  /** The field to show the message under; 'form' when it belongs to no single field. */
  field: ProfileField | 'form';
  message: string;
}

/**
 * Maps a failed `updateUser` to a message and a place. 403 is always the email. 410 ("invalid
 * value") belongs to the field the server names (in the error details, or first in its
 * developer message: "city is not a valid value"), else to the only field sent, else the form. Texts come from the catalogue
 * in the page's language (`t`, the auth catalogue's), then the server's own message; a failure that
 * is not an answer (offline) gets the default.
 */
export function profileErrorFor(error: unknown, sent: Partial<UpdateUserFields>, t: Translate): ProfileError {
  if (!(error instanceof ApiError)) return { field: 'form', message: t('error.default') };
  const message = authMessage(t, error.systemErrorCode) ?? (error.body ? error.userMessage : t('error.default'));
  const sentFields = editableProfileFields.filter((field) => sent[field] !== undefined);
  // The email's refusals (invalid 403, disposable 427, in use 429, changed thrice 435) show under it;
  // "in use" in the email's words, since the catalogue's 429 speaks of a mobile.
  if (error.systemErrorCode === '429' && sent.email !== undefined) return { field: 'email', message: t('error.emailInUse') };
  if (EMAIL_CODES.has(error.systemErrorCode) && sent.email !== undefined) return { field: 'email', message };
  if (error.systemErrorCode === '403') return { field: 'email', message };
  if (error.systemErrorCode === '410' || error.status === 400) {
    const named =
      error.body?.details?.map((detail) => fieldInPath(detail.path)).find((field) => field !== undefined) ??
      editableProfileFields.find((field) => sent[field] !== undefined && error.responseMessage.startsWith(`${field} `));
    if (named) return { field: named, message };
    if (sentFields.length === 1 && sentFields[0]) return { field: sentFields[0], message };
  }
  return { field: 'form', message };
}

/** '/user/email', 'user.email' or 'body.user.email' → 'email'. */
function fieldInPath(path: string): ProfileField | undefined {
  const last = path.split(/[./]/).filter(Boolean).pop();
  return editableProfileFields.find((field) => field === last);
}
