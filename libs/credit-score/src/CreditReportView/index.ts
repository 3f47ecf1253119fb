export { CreditReportView, type CreditReportViewProps } from './CreditReportView';
