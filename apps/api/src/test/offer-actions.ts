// Test fixtures for offer actions: a brand, offers with their offerings and pools, and members with
// access tokens minted directly (a session family row plus a signed token), because logging
// hundreds of members in through OTP would take minutes.
import { randomBytes } from 'node:crypto';
import type { AppDb } from '../db/connection';
import { categories, companies, couponCodes, offerDetails, offerings, offers, sessionFamilies, users } from '../db/schema';
import type { OfferingTexts } from '../db/schema';
import { testAuthConfig } from './config';
import { AccessTokens } from '../modules/auth/access-tokens';
import { deriveAuthKeys } from '../modules/auth/crypto';

export class OfferFixtures {
  private companyId = 0;
  private categoryId = 0;
  private mobiles = 0;

  constructor(
    private readonly db: AppDb,
    private readonly now: () => Date,
  ) {}

  /** A category and a company for the offers that follow (names free in the database at hand). */
  async brand(names: { company: string; slug: string } = { company: 'Pizzapalooza', slug: 'pizzapalooza' }): Promise<void> {
    const [category] = await this.db
      .insert(categories)
      .values({ name: `actions-${names.slug}`, slug: `actions-${names.slug}`, displayName: 'Actions', priority: 1 })
      .returning();
    const [company] = await this.db.insert(companies).values({ name: names.company, slug: names.slug, color: '#123456', accentColor: '#654321' }).returning();
    if (!category || !company) throw new Error('fixture brand not inserted');
    this.categoryId = category.id;
    this.companyId = company.id;
  }

  /** An offer, optionally with its offering (same name unless given) and a pool of `codes` codes. */
  async offer(
    name: string,
    options: {
      locked?: boolean;
      expired?: boolean;
      extraInfoMap?: Record<string, string>;
      offering?: Partial<typeof offerings.$inferInsert> & { kind: string; texts?: OfferingTexts };
      codes?: number;
    } = {},
  ): Promise<{ offerId: number; offeringId: number | null }> {
    const [offer] = await this.db
      .insert(offers)
      .values({ name, companyId: this.companyId, categoryId: this.categoryId, header: `${name} header`, priority: 1, locked: options.locked ?? false, extraInfoMap: options.extraInfoMap ?? {} })
      .returning();
    if (!offer) throw new Error('fixture offer not inserted');
    await this.db.insert(offerDetails).values({ offerId: offer.id, isExpired: options.expired ?? false });
    if (!options.offering) return { offerId: offer.id, offeringId: null };
    const [offering] = await this.db
      .insert(offerings)
      .values({ name, ...options.offering, offerId: offer.id })
      .returning();
    if (!offering) throw new Error('fixture offering not inserted');
    if (options.codes) {
      await this.db.insert(couponCodes).values(
        Array.from({ length: options.codes }, (_, i) => ({ offeringId: offering.id, code: `${name.toUpperCase().slice(0, 12)}-${String(i + 1).padStart(4, '0')}` })),
      );
    }
    return { offerId: offer.id, offeringId: offering.id };
  }

  /** `count` accounts of this prime profile, each with a session and an access token. */
  async members(count: number, primeProfile = 5, options: { loginType?: 'SSO' | 'GUEST'; firstName?: string } = {}): Promise<Member[]> {
    const tokens = new AccessTokens(deriveAuthKeys(testAuthConfig().secret).accessToken, 400 * 86_400, this.now);
    const rows = await this.db
      .insert(users)
      .values(
        Array.from({ length: count }, () => {
          this.mobiles += 1;
          return {
            ssoId: `sso_${randomBytes(9).toString('hex')}`,
            mobile: `9${String(this.mobiles).padStart(9, '0')}`,
            primeProfile,
            firstName: options.firstName ?? 'Asha',
          };
        }),
      )
      .returning({ id: users.id, ssoId: users.ssoId });
    const loginType = options.loginType ?? 'SSO';
    const families = rows.map((row) => ({ id: randomBytes(12).toString('hex'), userId: row.id, loginType, ticketHash: randomBytes(16).toString('hex'), createdAt: this.now() }));
    await this.db.insert(sessionFamilies).values(families);
    return Promise.all(
      rows.map(async (row, i) => ({
        id: row.id,
        ssoId: row.ssoId,
        accessToken: await tokens.issue({ ssoId: row.ssoId, familyId: families[i]?.id ?? '', loginType }),
      })),
    );
  }

  async member(primeProfile = 5, options: { loginType?: 'SSO' | 'GUEST'; firstName?: string } = {}): Promise<Member> {
    const [one] = await this.members(1, primeProfile, options);
    if (!one) throw new Error('fixture member not inserted');
    return one;
  }
}

export interface Member {
  id: number;
  ssoId: string;
  accessToken: string;
}
