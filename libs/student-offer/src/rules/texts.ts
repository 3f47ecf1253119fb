// The student offer's constants (spec: account and payment, "Student offer form" and §5 "Student
// form"). Its words are in its catalogue, src/i18n/ (English and Hindi); texts that name the
// product take the partner's brand name.
import type { OverlayType } from '@rewards/platform';

export const STUDENT_OFFER_PATH = '/student-offer';
/** The overlay the offer page and /student-offer open; the shell hosts it. */
export const STUDENT_OFFER_OVERLAY = 'student_offer_modal' satisfies OverlayType;
