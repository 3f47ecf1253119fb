export { UnableToProcessMessage, VisaUnableToProcess, type VisaUnableToProcessProps } from './VisaUnableToProcess';
