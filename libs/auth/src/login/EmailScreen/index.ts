export { EmailScreen, emailScreenModes, type EmailScreenMode, type EmailScreenProps } from './EmailScreen';
