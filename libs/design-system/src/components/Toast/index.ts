export { Toast, TOAST_MS, type ToastProps, type ToastTone } from './Toast';
