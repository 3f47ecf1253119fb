export { DEFAULT_OTP_LENGTH, OtpInput, digitsOnly, type OtpInputProps } from './OtpInput';
