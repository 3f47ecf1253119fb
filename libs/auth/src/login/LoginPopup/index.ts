export { LoginPopup, type LoginPopupOptions, type LoginPopupProps } from './LoginPopup';
export { LoginPopupProvider, useLoginPopup, type LoginPopupControls, type LoginPopupProviderProps } from './LoginPopupProvider';
