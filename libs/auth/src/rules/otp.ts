import { OTP_LENGTH } from '@rewards/api-contract';

/** Spec §5: a code is exactly 6 digits; anything else typed, pasted or autofilled is dropped. */
export function sanitiseOtp(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export function isCompleteOtp(otp: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp);
}
