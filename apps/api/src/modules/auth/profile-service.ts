// The logged-in member's profile and the places they may pick.
import { EMAIL_IN_USE_MESSAGE, type City, type UpdateUserFields, type User } from '@rewards/api-contract';
import { badRequest } from '../../http/errors';
import { sha256Hex } from '../../shared/crypto';
import { requireEmail } from './email';
import { parseMobile } from '../../shared/mobile';
import type { PartnerEnrolments } from './partner-enrolments';
import { cleanName, isGender, MAX_EMAIL_CHANGES } from './profile-rules';
import { refusal } from '../../shared/auth-refusals';
import type { AuthRepository, UserPatch, UserRow } from './repository';
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
    // the contract allows en, hi or null (clears the choice); the database checks it too
    if (fields.language !== undefined) patch.language = fields.language;
    const email = fields.email !== undefined ? requireEmail(fields.email) : undefined;
    if (email === undefined && Object.keys(patch).length === 0) return this.view(session);
    // The email rules read the member's row (the change count, the address on file): it is locked
    // for the update, so two changes at once are counted one after the other and the fourth is refused.
    const updated = await this.repository.transaction(async (tx) => {
      if (email !== undefined) {
        const current = (await tx.lockUser(user.id)) ?? user;
        Object.assign(patch, emailPatch(current, email));
        const holder = patch.email !== undefined && patch.emailVerified === false ? await tx.findVerifiedEmailHolder(email) : undefined;
        if (holder && holder.id !== user.id) throw refusal('429', 'Another account holds this email verified', EMAIL_IN_USE_MESSAGE);
      }
      return tx.updateUser(user.id, { ...patch, updatedAt: this.now() });
    });
    return this.view(session, updated);
  }

  async places(): Promise<{ cities: City[]; states: string[] }> {
    const [cities, states] = await Promise.all([this.repository.listCities(), this.repository.listStates()]);
    return { cities, states };
  }
}

/**
 * A new email is saved unverified (keeping the same address keeps its confirmation). Replacing one
 * address with another counts as a change, the first address does not; the fourth change is auth 435.
 * An account registered with an email alone logs in with it, so that email stays as it is here.
 * `user` is the row as locked for the update. An address another member holds verified is refused
 * by the caller (auth 429).
 */
function emailPatch(user: UserRow, email: string): UserPatch {
  const current = user.email?.toLowerCase() ?? null;
  if (current === email) return { email };
  if (user.mobile === null) throw refusal('410', 'The email is the only login of this account');
  if (current === null) return { email, emailVerified: false };
  if (user.emailChanges >= MAX_EMAIL_CHANGES) throw refusal('435', `The email was changed ${MAX_EMAIL_CHANGES} times already`);
  return { email, emailVerified: false, emailChanges: user.emailChanges + 1 };
}

function throwError(error: Error): never {
  throw error;
}
