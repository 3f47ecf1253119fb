// How a member's marketing profile leaves the server: the outbox's sender hands each queued profile
// to this port. The profile is built here from the member's record, with the spec's two rules for
// the marketing tool (§5): a gender of N is sent as F, and the mobile carries +91.

/** The profile the marketing tool keeps for one member (CleverTap's profile properties). */
export interface MarketingProfile {
  /** The member's public id: the tool's identity (never the internal id, the mobile or the email). */
  identity: string;
  profileData: {
    Name?: string;
    Email?: string;
    /** '+91' and the 10-digit mobile. */
    Phone?: string;
    /** 'M' or 'F' (the tool knows no 'N': spec §5 maps it to F). */
    Gender?: 'M' | 'F';
    City?: string;
    /** False once the member's email is unsubscribed from promotional email (/unsubscribe). */
    'MSG-email': boolean;
    /** False once the member's mobile has stopped marketing SMS. */
    'MSG-sms': boolean;
  };
}

export interface ProfilePort {
  /** Delivers one profile or throws (PermanentDeliveryError when retrying cannot help). */
  send(profile: MarketingProfile): Promise<string | void>;
}

/** What the profile is built from: the member's record and their opt-outs. */
export interface ProfileSource {
  ssoId: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  emailVerified: boolean;
  mobile: string | null;
  city: string | null;
  gender: string | null;
  emailOptedOut: boolean;
  smsOptedOut: boolean;
}

/** Spec §5: the marketing profile has no N; a gender of N is mapped to F. Anything else unknown is left out. */
export function marketingGender(gender: string | null): 'M' | 'F' | undefined {
  if (gender === 'M') return 'M';
  if (gender === 'F' || gender === 'N') return 'F';
  return undefined;
}

/** Spec §5: the mobile is prefixed +91 for the marketing profile. */
export function marketingPhone(mobile: string | null): string | undefined {
  if (!mobile) return undefined;
  const digits = mobile.replace(/^\+?91(?=\d{10}$)/, '');
  return /^\d{10}$/.test(digits) ? `+91${digits}` : undefined;
}

/** The member's profile as the marketing tool gets it; fields the member has not given are left out. */
export function marketingProfileOf(source: ProfileSource): MarketingProfile {
  const name = [source.firstName, source.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
  const phone = marketingPhone(source.mobile);
  const gender = marketingGender(source.gender);
  // Only a verified email: an unverified one may be someone else's address.
  const email = source.email && source.emailVerified ? source.email.trim().toLowerCase() : undefined;
  return {
    identity: source.ssoId,
    profileData: {
      ...(name && { Name: name }),
      ...(email && { Email: email }),
      ...(phone && { Phone: phone }),
      ...(gender && { Gender: gender }),
      ...(source.city && { City: source.city }),
      'MSG-email': !source.emailOptedOut,
      'MSG-sms': !source.smsOptedOut,
    },
  };
}
