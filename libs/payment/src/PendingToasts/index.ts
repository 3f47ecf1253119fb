export { PendingToasts } from './PendingToasts';
