// The student offer's copy (spec: account and payment, "Student offer form" and §5 "Student
// form"). Texts that name the product take the partner's brand name.
import type { OverlayType } from '@rewards/platform';

export const STUDENT_OFFER_PATH = '/student-offer';
/** The overlay the offer page and /student-offer open; the shell hosts it. */
export const STUDENT_OFFER_OVERLAY = 'student_offer_modal' satisfies OverlayType;

export const STUDENT_OFFER_TITLE = 'Student offer';
export const MODAL_TITLE = 'Verify your student status';
export const VERIFY_LABEL = 'Verify student status';
export const SEND_AGAIN_LABEL = 'Send documents again';
export const SIGN_IN_LABEL = 'Sign in to verify';
export const SUBMIT_LABEL = 'Submit';
export const SUBMITTING_LABEL = 'Submitting…';
export const DONE_LABEL = 'Done';
export const LOADING_REQUEST = 'Loading your student verification…';
export const REQUEST_FAILED = 'We could not load your student verification.';
export const RETRY_LABEL = 'Try again';

/** Shown when a success answer carries no message of its own. */
export const SUBMITTED_MESSAGE = 'Your documents have been submitted for verification';

export const FIELD_LABELS = { name: 'Full name', email: 'Email', collegeName: 'College name', pinCode: 'Pin code' } as const;

export const FILE_LABEL = 'Upload student ID';
export const FILE_HINT = 'Your college ID card or fee receipt: JPEG, JPG, PNG, WEBP, SVG, EPS, PDF, DOC or DOCX, less than 10 MB.';
export const REMOVE_FILE_LABEL = 'Remove';
export const uploadingText = (percent: number) => `Uploading ... ${percent}%`;

/** Spec §5: the note under the form. */
export const legitimacyNote = (brandName: string) => `Note: ${brandName} may cancel your subscription if the documents are found not to be legitimate.`;

export const offerIntro = (brandName: string) =>
  `Students get ${brandName} student offers. Tell us your college and upload your student ID once; after our team checks it, the student offers are yours.`;
export const OFFER_STEPS = ['Sign in with your mobile number.', 'Fill in your details and upload your college ID card or fee receipt.', 'Our team checks your documents and lets you know here.'] as const;
export const VISITOR_PROMPT = 'Sign in to verify your student status.';
export const NO_REQUEST_TEXT = 'You have not sent your documents yet.';
export const APPROVED_TEXT = 'Your student status is verified. The student offers are yours.';
export const SUBMITTED_TEXT = 'Our team is checking your documents. We will update this page when they are done.';
export const REJECTED_TEXT = 'Your documents could not be verified. You can send them again.';
