// What auth needs to know about co-brand enrolment lists, as a port the partners module implements:
// auth never reads the partners' tables itself.
import type { PartnerChannel } from '@rewards/api-contract';

export interface PartnerEnrolments {
  /** The mobile is on the partner's enrolment list and its enrolment is not claimed yet. */
  isUnclaimed(partner: PartnerChannel, mobile: string): Promise<boolean>;
  /** The mobile may log in on the partner's channel: enrolled, or holding a membership claimed there. */
  mayLogIn(partner: PartnerChannel, mobile: string): Promise<boolean>;
}

/** Without a partners module (or for tests of auth alone): nobody is enrolled anywhere. */
export const NO_PARTNER_ENROLMENTS: PartnerEnrolments = {
  isUnclaimed: async () => false,
  mayLogIn: async () => false,
};
