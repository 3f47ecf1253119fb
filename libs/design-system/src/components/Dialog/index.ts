export { Dialog, type DialogProps } from './Dialog';
export { DIALOG_ENTER_MS, DIALOG_LEAVE_MS, dialogSizes, type DialogSize } from './Dialog.css';
