export { AppInstallPrompt, APP_INSTALL_TITLE, appInstallLink, type AppInstallPromptProps } from './AppInstallPrompt';
