import { useOverlay } from '@rewards/platform';
import { STUDENT_OFFER_OVERLAY } from '../rules/texts';
import { StudentOfferModal } from './StudentOfferModal';

/**
 * The modal bound to the overlay store's `student_offer_modal`: what the shell hosts. Anything that
 * opens the overlay (the offer page, /student-offer) gets this popup, one overlay at a time.
 */
export function StudentOfferOverlay({ uploadMs }: { uploadMs?: number }) {
  const overlay = useOverlay(STUDENT_OFFER_OVERLAY);
  return <StudentOfferModal open={overlay.isOpen} onOpenChange={overlay.onOpenChange} {...(uploadMs !== undefined ? { uploadMs } : {})} />;
}
