// Where the form shows a refusal of the server (400, 409, 413, 415, 429): under the field it is
// about when it names one, else above the Submit button. The text is always the server's own (a
// request that never reached the server says so in the form's own words: form.sendFailed).
import { studentTextFields, type StudentTextField } from './studentForm';

export type RefusalTarget = StudentTextField | 'file' | 'form';

/** The document was too large (413) or not one of the types, judged by its content (415). */
export const FILE_REFUSAL_CODES: ReadonlySet<string> = new Set(['TP-STUDENT-FILE-TOO-LARGE', 'TP-STUDENT-FILE-TYPE']);
/** A request is already under review or approved (409): the member's request is worth reading again. */
export const STUDENT_OPEN_CODE = 'TP-STUDENT-OPEN';

/** The form's field for each multipart part name (the pin code goes out as `pincode`). */
const FIELD_OF_PART: Readonly<Record<string, StudentTextField | 'file'>> = {
  ...Object.fromEntries(studentTextFields.map((field) => [field, field])),
  pincode: 'pinCode',
  file: 'file',
};

export interface Refusal {
  systemErrorCode: string;
  /** For rule breaks (TP400): one entry per broken rule, `path` naming the part ('/pincode', 'email'). */
  details?: readonly { path: string }[] | undefined;
}

export function refusalTarget({ systemErrorCode, details }: Refusal): RefusalTarget {
  if (FILE_REFUSAL_CODES.has(systemErrorCode)) return 'file';
  for (const { path } of details ?? []) {
    const part = path.split(/[/.]/).filter(Boolean).pop() ?? '';
    const field = FIELD_OF_PART[part];
    if (field) return field;
  }
  return 'form';
}
