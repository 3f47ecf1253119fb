export { StudentOfferForm, type StudentOfferFormProps } from './StudentOfferForm';
export { DocumentField, type DocumentFieldProps } from './DocumentField';
export { useSimulatedUpload, type DocumentUpload } from './useSimulatedUpload';
