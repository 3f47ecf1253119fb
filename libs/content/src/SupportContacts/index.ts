export { SupportContacts } from './SupportContacts';
