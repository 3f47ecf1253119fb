// The student offer form's rules and words (spec: account and payment §5 "Student form"): one
// definition for the server, which enforces them on the multipart request, and the site, which
// checks as the member types, so a member reads one message whichever side caught the mistake.

export const STUDENT_FORM_MESSAGES = {
  mandatory: 'This field is mandatory',
  emailInvalid: 'Email is invalid',
  pincodeInvalid: 'Pin code is invalid',
  fileTooLarge: 'Please upload a file of less than 10 MB',
  /** The spec names the types but gives no text for others; this lists them in its order. */
  fileType: 'Please upload a jpeg, png, pdf, eps, docx, svg, webp, jpg or doc file',
} as const;

/** The document's hard limit: 10 MB (10485760 bytes); past it the upload is refused (413). */
export const STUDENT_MAX_DOCUMENT_BYTES = 10_485_760;

/** The document types the form takes, by extension (spec order); the server reads the content itself. */
export const STUDENT_ACCEPTED_EXTENSIONS = ['jpeg', 'png', 'pdf', 'eps', 'docx', 'svg', 'webp', 'jpg', 'doc'] as const;

/** Non-space text, an @, and a domain with a dot between non-empty labels (spec §5). */
export const STUDENT_EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** Six digits, the first not 0. */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;
