// The public entry point of @rewards/student-offer: the student offer form and its popup. The
// /student-offer page is a route module of its own (`@rewards/student-offer/routes/studentOffer`).

// The popup the shell hosts (`student_offer_modal`), and the modal and form inside it.
export { memberValues, StudentOfferModal, StudentOfferOverlay, type StudentOfferModalProps } from './StudentOfferModal';
export { DocumentField, StudentOfferForm, useSimulatedUpload, type DocumentFieldProps, type DocumentUpload, type StudentOfferFormProps } from './StudentOfferForm';
export { RequestStatus, type RequestStatusProps } from './RequestStatus';

// The calls bound to the site's client.
export { useRecordSubmission, useStudentApi, useStudentRequest, useSubmitStudentForm } from './api/useStudentApi';

// Rules: plain functions with table-driven tests beside them.
export {
  ACCEPTED_EXTENSIONS,
  ACCEPTED_MIME_TYPES,
  canSubmit,
  EMPTY_STUDENT_FORM,
  extensionOf,
  FIELD_MAX_LENGTH,
  FILE_ACCEPT,
  formatFileSize,
  formErrors,
  isAcceptedExtension,
  MAX_FILE_BYTES,
  normaliseEmail,
  studentTextFields,
  UPLOAD_SIMULATION_MS,
  uploadPercent,
  validateField,
  validateFile,
} from './rules/studentForm';
export type { AcceptedExtension, FileFacts, FilePhase, StudentFormValues, StudentTextField } from './rules/studentForm';
export { FILE_REFUSAL_CODES, refusalTarget, STUDENT_OPEN_CODE, type Refusal, type RefusalTarget } from './rules/refusal';
export { canSendForm, requestDate, requestStateLabel, requestStateText } from './rules/requestState';
export * from './rules/texts';

// The student offer's messages in English and Hindi (a page loads them with its other catalogues).
export { studentOfferCatalogue } from './i18n/catalogue';
