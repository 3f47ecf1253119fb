// Claim refusals as the common error body: a stable `systemErrorCode`, the shared catalogue's text as
// `userMessage` (libs/api-contract/src/cobrand.ts), and an HTTP status by kind.
import { PARTNER_CLAIM_MESSAGES, type PartnerClaimRefusalCode } from '@rewards/api-contract';
import { AppError } from '../../http/errors';

const STATUS: Record<PartnerClaimRefusalCode, number> = {
  'TP-PARTNER-NOT-ENROLLED': 403,
  'TP-STORE-CODE-NOT-ACCEPTED': 400,
  'TP-STORE-CODE-404': 404,
  'TP-STORE-CODE-NOT-STARTED': 400,
  'TP-STORE-CODE-EXPIRED': 400,
  'TP-STORE-CODE-USED': 409,
  TP429: 429,
};

export function claimRefusal(code: PartnerClaimRefusalCode, responseMessage: string, retryAfterSeconds?: number): AppError {
  return new AppError(STATUS[code], code, responseMessage, PARTNER_CLAIM_MESSAGES[code], undefined, retryAfterSeconds);
}
