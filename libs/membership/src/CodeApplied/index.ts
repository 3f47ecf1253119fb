export { CodeAppliedSheet, type CodeAppliedSheetProps } from './CodeAppliedSheet';
