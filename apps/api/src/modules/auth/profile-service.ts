// The logged-in member's profile and the places they may pick.
import type { City, UpdateUserFields, User } from '@rewards/api-contract';
import { AUTH_MESSAGES } from '@rewards/api-contract';
import { badRequest } from '../../http/errors';
import { sha256Hex } from './crypto';
import { parseMobile } from './mobile';
import type { PartnerEnrolments } from './partner-enrolments';
import { cleanEmail, cleanName, isGender } from './profile-rules';
import { refusal } from './refusals';
import type { AuthRepository, UserPatch } from './repository';
import type { AuthSession } from './session-service';
import { viewAs } from './user-view';

export class ProfileService {
  constructor(
    private readonly repository: AuthRepository,
    private readonly partners: PartnerEnrolments,
    private readonly now: () => Date,
  ) {}

  async view(session: AuthSession, row = session.user): Promise<User> {
    // Outside a login there is no origin: the stored action or home.
    const viewed = await viewAs(row, { loginType: session.loginType, channel: session.family.channel, origin: 'LOGIN', partners: this.partners, now: this.now() });
    return viewed.user;
  }

  async update(session: AuthSession, fields: UpdateUserFields): Promise<User> {
    const { user } = session;
    // The identifying fields are optional; when sent they must be this session's.
    const mismatch = (path: string) => badRequest([{ path: `body/user/${path}`, message: 'does not match the session' }]);
    if (fields.mobile !== undefined && parseMobile(fields.mobile) !== user.mobile) throw mismatch('mobile');
    if (fields.ssoId !== undefined && fields.ssoId !== user.ssoId) throw mismatch('ssoId');
    if (fields.ticketId !== undefined && sha256Hex(fields.ticketId) !== session.family.ticketHash) throw mismatch('ticketId');

    const patch: UserPatch = {};
    const invalid = (field: string) => refusal('410', `${field} is not a valid value`);
    if (fields.firstName !== undefined) patch.firstName = cleanName(fields.firstName) ?? throwError(invalid('firstName'));
    if (fields.lastName !== undefined) patch.lastName = cleanName(fields.lastName) ?? throwError(invalid('lastName'));
    if (fields.gender !== undefined) {
      if (!isGender(fields.gender)) throw invalid('gender');
      patch.gender = fields.gender;
    }
    if (fields.city !== undefined) patch.city = (await this.repository.findCityName(fields.city.trim())) ?? throwError(invalid('city'));
    if (fields.email !== undefined) {
      const email = cleanEmail(fields.email) ?? throwError(refusal('403', 'email is not a valid address', AUTH_MESSAGES['403']));
      // Keeping the confirmed address keeps it confirmed; any other address must be confirmed again.
      const unchanged = user.emailVerified && user.email?.toLowerCase() === email;
      patch.email = email;
      patch.emailVerified = unchanged;
    }
    if (Object.keys(patch).length === 0) return this.view(session);
    const updated = await this.repository.updateUser(user.id, { ...patch, updatedAt: this.now() });
    return this.view(session, updated);
  }

  async places(): Promise<{ cities: City[]; states: string[] }> {
    const [cities, states] = await Promise.all([this.repository.listCities(), this.repository.listStates()]);
    return { cities, states };
  }
}

function throwError(error: Error): never {
  throw error;
}
