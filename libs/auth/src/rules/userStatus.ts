/**
 * The check-user-exists codes that mean "register first" (spec §4; contract `checkUserExist`):
 * 205 no account holds this mobile, 206 no account holds this email, 214 and 215 an account was
 * registered for the mobile or email but never verified. 212 is a verified account.
 */
export const NEW_USER_STATUS_CODES = [205, 206, 214, 215] as const;

export function isNewUserStatus(statusCode: number): boolean {
  return (NEW_USER_STATUS_CODES as readonly number[]).includes(statusCode);
}
