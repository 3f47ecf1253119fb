export { useLoginFlow, type LoggedIn, type LoginFlow, type LoginFlowOptions } from './flow/useLoginFlow';
export { initialLoginFlowState, loginFlowReducer, type LoginFlowEvent, type LoginFlowInit, type LoginFlowState, type PendingAction } from './flow/loginFlowState';
export { LoginScreens, type LoginScreensProps } from './LoginScreens';
export { EnterMobileScreen, CARD_NETWORK_PROMPT, type EnterMobileScreenProps } from './EnterMobileScreen';
export { OtpScreen, type OtpScreenProps } from './OtpScreen';
export { ConfirmMobileScreen, type ConfirmMobileScreenProps } from './ConfirmMobileScreen';
export { EmailScreen, emailScreenModes, type EmailScreenMode, type EmailScreenProps } from './EmailScreen';
export { ErrorScreen, type ErrorScreenProps } from './ErrorScreen';
export { LoginPopup, LoginPopupProvider, useLoginPopup, type LoginPopupControls, type LoginPopupOptions, type LoginPopupProps, type LoginPopupProviderProps } from './LoginPopup';
export { LOGIN_STATS, LOGIN_TAGLINE, LoginPage, type LoginPageProps } from './LoginPage';
export {
  clearLoginHandover,
  LOGIN_HANDOVER_EVENT,
  LOGIN_HANDOVER_KEYS,
  LOGIN_HANDOVER_TTL_MS,
  readLoginHandover,
  saveLoginHandover,
  subscribeLoginHandover,
  type HandoverOptions,
  type LoginCodeNote,
  type LoginHandoverKind,
  type LoginHandoverNotes,
  type ReferralToastNote,
  type TrialToastNote,
} from './handover';
