export { MembershipManagement, autoRenewalText, type InvoiceTab, type MembershipManagementProps } from './MembershipManagement';
