// The partners module's answer to auth's enrolment questions (auth/partner-enrolments.ts).
import type { PartnerEnrolments } from '../auth';
import type { PartnerRepository } from './repository';

export function partnerEnrolments(repository: PartnerRepository): PartnerEnrolments {
  return {
    async isUnclaimed(partner, mobile) {
      const enrolment = await repository.findEnrolment(partner, mobile);
      return enrolment !== undefined && enrolment.claimedAt === null;
    },
    async mayLogIn(partner, mobile) {
      if (await repository.findEnrolment(partner, mobile)) return true;
      return repository.hasClaimedMembership(partner, mobile);
    },
  };
}
