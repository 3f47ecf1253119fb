export { Snackbar, SNACKBAR_HIDE_MS, type SnackbarProps } from './Snackbar';
