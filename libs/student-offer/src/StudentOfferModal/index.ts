export { memberValues, StudentOfferModal, type StudentOfferModalProps } from './StudentOfferModal';
export { StudentOfferOverlay } from './StudentOfferOverlay';
