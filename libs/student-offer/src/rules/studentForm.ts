// The student offer form's rules (spec: account and payment §5 "Student form", and the student
// offer form in §4). The limit, types and patterns are the server's own (`@rewards/api-contract`);
// the messages are the catalogue's (src/i18n), in English the server's own words
// (STUDENT_FORM_MESSAGES) and in Hindi the server's Hindi, so a member sees one message whichever
// side caught the mistake.
import { PIN_CODE_PATTERN, STUDENT_ACCEPTED_EXTENSIONS, STUDENT_EMAIL_PATTERN, STUDENT_MAX_DOCUMENT_BYTES } from '@rewards/api-contract';
import type { Translate } from '@rewards/i18n';

/** 10 MB, as the server counts it: past this the upload is refused (413). */
export const MAX_FILE_BYTES = STUDENT_MAX_DOCUMENT_BYTES;

/** The document types the form takes, by extension (spec order). */
export const ACCEPTED_EXTENSIONS = STUDENT_ACCEPTED_EXTENSIONS;
export type AcceptedExtension = (typeof ACCEPTED_EXTENSIONS)[number];

/** The MIME type browsers report for each extension (EPS often comes with none at all). */
export const ACCEPTED_MIME_TYPES: Readonly<Record<AcceptedExtension, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  eps: 'application/postscript',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  doc: 'application/msword',
};

/**
 * The file input's `accept`: the extensions and their MIME types, so every platform's picker
 * offers them (some pickers match only one of the two).
 */
export const FILE_ACCEPT = [...ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`), ...new Set(Object.values(ACCEPTED_MIME_TYPES))].join(',');

export const studentTextFields = ['name', 'email', 'collegeName', 'pinCode'] as const;
export type StudentTextField = (typeof studentTextFields)[number];
export type StudentFormValues = Record<StudentTextField, string>;

export const EMPTY_STUDENT_FORM: StudentFormValues = { name: '', email: '', collegeName: '', pinCode: '' };

/** The contract's limits; longer input is rejected as it is typed. */
export const FIELD_MAX_LENGTH: Readonly<Record<StudentTextField, number>> = { name: 100, email: 254, collegeName: 200, pinCode: 6 };


/** The student form lower-cases the email as it is typed (spec §5). */
export function normaliseEmail(raw: string): string {
  return raw.toLowerCase();
}

/** What is wrong with one field's value, if anything. Blank (or only spaces) is mandatory. */
function fieldProblem(field: StudentTextField, value: string): 'mandatory' | 'emailInvalid' | 'pincodeInvalid' | undefined {
  const text = value.trim();
  if (!text) return 'mandatory';
  if (field === 'email' && !STUDENT_EMAIL_PATTERN.test(text)) return 'emailInvalid';
  if (field === 'pinCode' && !PIN_CODE_PATTERN.test(text)) return 'pincodeInvalid';
  return undefined;
}

/** The message for one field's value in the page's language (`t`), or undefined when it is fine. */
export function validateField(t: Translate, field: StudentTextField, value: string): string | undefined {
  switch (fieldProblem(field, value)) {
    case 'mandatory':
      return t('form.mandatory');
    case 'emailInvalid':
      return t('form.emailInvalid');
    case 'pincodeInvalid':
      return t('form.pincodeInvalid');
    case undefined:
      return undefined;
  }
}

/** Every field's message, for the fields that have one. */
export function formErrors(t: Translate, values: StudentFormValues): Partial<Record<StudentTextField, string>> {
  const errors: Partial<Record<StudentTextField, string>> = {};
  for (const field of studentTextFields) {
    const message = validateField(t, field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** What the file rules read of a chosen file. */
export interface FileFacts {
  name: string;
  size: number;
}

/** The extension of a file name, lower-cased ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isAcceptedExtension(extension: string): extension is AcceptedExtension {
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * The message for a chosen file in the page's language (`t`), or undefined when it may be sent.
 * The type is judged by its name here (a picker's filter can be switched to 'All files'); the
 * server reads the content itself, so a renamed program is still refused there (415).
 */
export function validateFile(t: Translate, file: FileFacts): string | undefined {
  if (!isAcceptedExtension(extensionOf(file.name))) return t('form.fileType');
  if (file.size > MAX_FILE_BYTES) return t('form.fileTooLarge');
  if (file.size === 0) return t('form.fileEmpty');
  return undefined;
}

/** Where the form's document stands: none yet, the 3 s 'Uploading ...' step, or chosen. */
export type FilePhase = 'none' | 'uploading' | 'chosen';

/**
 * Submit is enabled once every field passes its rule, a file has finished its 'Uploading ...'
 * step and no file error stands (spec §4: "all fields are filled, a file is chosen and no file
 * error exists"; a field that is filled but breaks its rule would only come back refused).
 */
export function canSubmit(values: StudentFormValues, file: { phase: FilePhase; error?: string | undefined }): boolean {
  return studentTextFields.every((field) => fieldProblem(field, values[field]) === undefined) && file.phase === 'chosen' && !file.error;
}

/** How long the chosen file shows 'Uploading ...' before it counts as chosen (spec §4). */
export const UPLOAD_SIMULATION_MS = 3000;

/** The percentage shown `elapsedMs` into the 'Uploading ...' step: whole numbers, 0 to 100. */
export function uploadPercent(elapsedMs: number, totalMs: number = UPLOAD_SIMULATION_MS): number {
  if (totalMs <= 0 || elapsedMs >= totalMs) return 100;
  return Math.max(0, Math.floor((elapsedMs / totalMs) * 100));
}

/** A file size for people: '820 KB', '2.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
