export { OtpScreen, type OtpScreenProps } from './OtpScreen';
