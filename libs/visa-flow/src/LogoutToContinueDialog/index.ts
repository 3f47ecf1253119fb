export { LogoutToContinueDialog, type LogoutToContinueDialogProps } from './LogoutToContinueDialog';
