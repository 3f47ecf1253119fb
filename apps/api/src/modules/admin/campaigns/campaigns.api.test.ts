// Campaign pages for marketers on PGlite and (with DATABASE_URL) PostgreSQL: a draft is created,
// saved, published (the public campaign read the site calls then answers it, as a visitor), edited
// without changing the public page until published again, and unpublished (the public read answers
// not found); publishing checks the draft field by field; every write is audited; every operation
// is allowed to marketers and admins only.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, auditLog, codes } from '../../../db/schema';
import { bearer, logIn, mobileSequence } from '../../../test/auth';
import { postJson, useTestApp } from '../../../test/harness';
import { asStaff, expectStaffRefusal, STAFF_TEST_AUTH, staffSession, type TestStaff } from '../../../test/staff';

const t = useTestApp({ config: { auth: STAFF_TEST_AUTH } });
const BASE = '/nc/admin/v1/campaigns';
const DAY = 86_400_000;
const PUBLIC = '/nc/prime/v2/marketingCampaign';

function content(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Monsoon membership sale',
    subTitle: 'A year of benefits for less',
    business: false,
    variantName: 'PRIME_ANNUAL',
    code: 'festive20',
    ctaText: 'Join at #totalAmount',
    bgColor: '#7a1f5c',
    textColor: '#ffffff',
    widgetHeader: 'Pay less with these offers',
    bannerText: 'Monsoon sale: 20% off',
    showFreeTrial: false,
    footer: { heading: 'Monsoon sale terms', lines: ['Once per member.', '  ', 'Taxes included.'] },
    startsAt: new Date(Date.now() - DAY).toISOString(),
    endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
    ...overrides,
  };
}

const visitorReads = (campaignName: string) => postJson(t.app, PUBLIC, { campaignName });

async function marketer(): Promise<TestStaff> {
  return staffSession(t.database.db, 'marketer');
}

async function catalogueVersion(): Promise<number> {
  const result = await t.database.db.execute(sql`select version from catalogue_version where id = 1`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ version: string | number }>;
  return Number(rows[0]!.version);
}

describe('a campaign from draft to public page', () => {
  it('is created, saved, published for visitors, edited privately and unpublished', async () => {
    const staff = await marketer();
    const created = await asStaff(t.app, staff, 'POST', BASE, { name: 'monsoon-sale', content: content({ title: 'Monsoon sale (draft)' }) });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ name: 'monsoon-sale', status: 'draft', published: null, publicId: null });
    expect(created.json().data.draft).toMatchObject({ code: 'FESTIVE20', bgColor: '#7A1F5C', footer: { heading: 'Monsoon sale terms', lines: ['Once per member.', 'Taxes included.'] } });
    // The preview is the public page's own answer for the draft: the code's 20% off the plan's price.
    expect(created.json().data.preview).toMatchObject({ title: 'Monsoon sale (draft)', variantName: 'PRIME_ANNUAL', totalAmount: 799.2 });
    expect((await visitorReads('monsoon-sale')).statusCode).toBe(404);

    const saved = await asStaff(t.app, staff, 'PUT', `${BASE}/monsoon-sale`, { content: content() });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ status: 'draft', updatedBy: 'Test marketer' });

    const versionBefore = await catalogueVersion();
    const published = await asStaff(t.app, staff, 'POST', `${BASE}/monsoon-sale/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ status: 'published', publicId: 'CMP-MONSOON-SALE' });
    // The sites' page cache is keyed by the catalogue version: a publish moves it.
    expect(await catalogueVersion()).toBeGreaterThan(versionBefore);

    const live = await visitorReads('monsoon-sale');
    expect(live.statusCode).toBe(200);
    expect(live.json().data).toMatchObject({
      campaignName: 'monsoon-sale',
      title: 'Monsoon membership sale',
      campaignCta: { bgColor: '#7A1F5C', textColor: '#FFFFFF', text: 'Join at #totalAmount' },
      footer: { heading: 'Monsoon sale terms', lines: ['Once per member.', 'Taxes included.'] },
    });
    const byId = await t.app.inject({ method: 'GET', url: '/c/prime/campaign/CMP-MONSOON-SALE' });
    expect(byId.statusCode).toBe(200);

    const edited = await asStaff(t.app, staff, 'PUT', `${BASE}/monsoon-sale`, { content: content({ title: 'Monsoon sale, last days' }) });
    expect(edited.json().data.status).toBe('publishedWithChanges');
    expect((await visitorReads('monsoon-sale')).json().data.title).toBe('Monsoon membership sale');
    const listed = (await asStaff(t.app, staff, 'GET', BASE)).json().data.campaigns;
    expect(listed).toContainEqual(expect.objectContaining({ name: 'monsoon-sale', title: 'Monsoon sale, last days', status: 'publishedWithChanges' }));

    await asStaff(t.app, staff, 'POST', `${BASE}/monsoon-sale/publish`);
    expect((await visitorReads('monsoon-sale')).json().data.title).toBe('Monsoon sale, last days');

    const versionBeforeUnpublish = await catalogueVersion();
    const unpublished = await asStaff(t.app, staff, 'POST', `${BASE}/monsoon-sale/unpublish`);
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json().data.status).toBe('unpublished');
    expect(await catalogueVersion()).toBeGreaterThan(versionBeforeUnpublish);
    const gone = await visitorReads('monsoon-sale');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().systemErrorCode).toBe('TP-CAMPAIGN-404');
    expect((await t.app.inject({ method: 'GET', url: '/c/prime/campaign/CMP-MONSOON-SALE' })).statusCode).toBe(404);
    // Answered exactly as an unknown campaign is.
    const unknown = await visitorReads('no-such-campaign');
    expect(gone.json().userMessage).toBe(unknown.json().userMessage);

    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, 'monsoon-sale'));
    expect(entries.map((entry) => entry.action)).toEqual([
      'adminCreateCampaign',
      'adminUpdateCampaign',
      'adminPublishCampaign',
      'adminUpdateCampaign',
      'adminPublishCampaign',
      'adminUnpublishCampaign',
    ]);
    const firstEdit = entries[1]!;
    expect(firstEdit).toMatchObject({ staffEmail: staff.email, targetType: 'campaign' });
    expect(firstEdit.before).toMatchObject({ title: 'Monsoon sale (draft)' });
    expect(firstEdit.after).toMatchObject({ title: 'Monsoon membership sale' });
    expect(entries[5]).toMatchObject({ before: { published: true }, after: { published: false } });
  });

  it('lists the seeded campaigns as published, and opens one as its draft', async () => {
    const staff = await staffSession(t.database.db, 'admin');
    const list = (await asStaff(t.app, staff, 'GET', BASE)).json().data.campaigns;
    expect(list).toContainEqual(expect.objectContaining({ name: 'festive-sale', title: 'The festive membership sale', status: 'published', updatedAt: null, updatedBy: null }));
    expect(list).toContainEqual(expect.objectContaining({ name: 'welcome', status: 'published' }));
    const festive = (await asStaff(t.app, staff, 'GET', `${BASE}/festive-sale`)).json().data;
    expect(festive).toMatchObject({ status: 'published', publicId: 'CMP-FESTIVE-2026', draft: { title: 'The festive membership sale', code: 'FESTIVE20' } });
    expect(festive.published).toEqual(festive.draft);
    expect((await asStaff(t.app, staff, 'GET', `${BASE}/nothing-here`)).statusCode).toBe(404);
  });
});

describe('checks', () => {
  it('refuses a bad or taken URL name', async () => {
    const staff = await marketer();
    const bad = await asStaff(t.app, staff, 'POST', BASE, { name: 'Monsoon Sale!', content: content() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ path: 'body/name', message: 'Use lower-case letters, digits and single hyphens only, for example festive-sale.' }]);
    const taken = await asStaff(t.app, staff, 'POST', BASE, { name: 'welcome', content: content() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ systemErrorCode: 'ADMIN-CAMPAIGN-EXISTS', userMessage: 'A campaign named welcome already exists. Choose another URL name.' });
    await asStaff(t.app, staff, 'POST', BASE, { name: 'twice', content: content() });
    expect((await asStaff(t.app, staff, 'POST', BASE, { name: 'twice', content: content() })).statusCode).toBe(409);
  });

  it('refuses a saved colour that is not #rrggbb and an end before the start, saving nothing', async () => {
    const staff = await marketer();
    await asStaff(t.app, staff, 'POST', BASE, { name: 'checked', content: content() });
    const answer = await asStaff(t.app, staff, 'PUT', `${BASE}/checked`, {
      content: content({ title: 'Changed', bgColor: 'purple', endsAt: new Date(Date.now() - 2 * DAY).toISOString() }),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details).toEqual([
      { path: 'content/bgColor', message: 'Use a colour as #rrggbb, for example #7A1F5C.' },
      { path: 'content/endsAt', message: 'The end must be after the start.' },
    ]);
    expect((await asStaff(t.app, staff, 'GET', `${BASE}/checked`)).json().data.draft.title).toBe('Monsoon membership sale');
  });

  it.each([
    ['too little contrast', { bgColor: '#777777', textColor: '#FFFFFF' }, 'content/textColor', "The button's text and background have a contrast of 4.4:1; it must be at least 4.5:1 so everyone can read it."],
    ['an unknown code', { code: 'NOSUCHCODE' }, 'content/code', 'There is no code NOSUCHCODE.'],
    ['an unknown plan', { variantName: 'PRIME_FOREVER' }, 'content/variantName', 'There is no plan named PRIME_FOREVER.'],
    ['no title', { title: '  ' }, 'content/title', 'A title is needed to publish.'],
    ['no end', { endsAt: null }, 'content/endsAt', 'An end is needed to publish.'],
  ])('refuses to publish a draft with %s, and the public page stays unknown', async (_case, overrides, path, message) => {
    const staff = await marketer();
    const name = `refused-${Math.random().toString(36).slice(2, 8)}`;
    expect((await asStaff(t.app, staff, 'POST', BASE, { name, content: content(overrides) })).statusCode).toBe(201);
    const answer = await asStaff(t.app, staff, 'POST', `${BASE}/${name}/publish`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details).toEqual([{ path, message }]);
    expect(answer.json().userMessage).toBe(`The campaign cannot be published yet: ${message}`);
    expect((await visitorReads(name)).statusCode).toBe(404);
    expect((await asStaff(t.app, staff, 'GET', `${BASE}/${name}`)).json().data.status).toBe('draft');
  });

  it('refuses to publish with a paused code', async () => {
    const staff = await marketer();
    await t.database.db.update(codes).set({ pausedAt: new Date() }).where(eq(codes.code, 'NEWBIE50'));
    await asStaff(t.app, staff, 'POST', BASE, { name: 'paused-code', content: content({ code: 'NEWBIE50' }) });
    const answer = await asStaff(t.app, staff, 'POST', `${BASE}/paused-code/publish`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details).toEqual([{ path: 'content/code', message: 'The code NEWBIE50 is paused; resume it or choose another code.' }]);
  });

  it('refuses to unpublish a campaign never published, and to save an unknown one', async () => {
    const staff = await marketer();
    await asStaff(t.app, staff, 'POST', BASE, { name: 'never-public', content: content() });
    expect((await asStaff(t.app, staff, 'POST', `${BASE}/never-public/unpublish`)).statusCode).toBe(404);
    expect((await asStaff(t.app, staff, 'PUT', `${BASE}/not-created`, { content: content() })).statusCode).toBe(404);
  });
});

describe('access', () => {
  const operations = [
    { id: 'adminListCampaigns', method: 'GET', url: () => BASE, body: undefined },
    { id: 'adminGetCampaign', method: 'GET', url: () => `${BASE}/welcome`, body: undefined },
    { id: 'adminCreateCampaign', method: 'POST', url: () => BASE, body: (name: string) => ({ name, content: content() }) },
    { id: 'adminUpdateCampaign', method: 'PUT', url: () => `${BASE}/welcome`, body: () => ({ content: content({ title: 'Welcome to the club' }) }) },
    { id: 'adminPublishCampaign', method: 'POST', url: () => `${BASE}/welcome/publish`, body: undefined },
    { id: 'adminUnpublishCampaign', method: 'POST', url: () => `${BASE}/welcome/unpublish`, body: undefined },
  ] as const;
  const expected = { reviewer: 403, support: 403, marketer: 'ok', admin: 'ok' } as const;
  let serial = 0;
  let memberToken: string | undefined;
  const memberHeaders = async () => {
    memberToken ??= (await logIn(t.app, mobileSequence('93812')())).accessToken;
    return bearer(memberToken);
  };

  describe.each(operations)('$id', (operation) => {
    const bodyOf = () => (operation.body ? operation.body(`access-${(serial += 1)}-${process.pid}`) : undefined);

    it.each(STAFF_ROLES)('as %s', async (role) => {
      const staff = await staffSession(t.database.db, role);
      const answer = await asStaff(t.app, staff, operation.method, operation.url(), bodyOf());
      if (expected[role] === 403) {
        expectStaffRefusal(answer, 403);
      } else {
        expect(answer.statusCode, answer.body).toBe(operation.id === 'adminCreateCampaign' ? 201 : 200);
      }
    });

    it('without a session: 401', async () => {
      const answer = await asStaff(t.app, undefined, operation.method, operation.url(), bodyOf());
      expectStaffRefusal(answer, 401);
    });

    it("with a member's token: 401", async () => {
      const answer = await t.app.inject({
        method: operation.method,
        url: operation.url(),
        headers: { ...(await memberHeaders()), ...(operation.body ? { 'content-type': 'application/json' } : {}) },
        ...(operation.body ? { payload: JSON.stringify(bodyOf()) } : {}),
      });
      expect(answer.statusCode).toBe(401);
    });

    if (operation.method !== 'GET') {
      it('without the CSRF header: 403 ADMIN-CSRF', async () => {
        const staff = await staffSession(t.database.db, 'admin');
        const headers = { ...staff.headers };
        delete headers['x-csrf-token'];
        const answer = await t.app.inject({
          method: operation.method,
          url: operation.url(),
          headers: { ...headers, ...(operation.body ? { 'content-type': 'application/json' } : {}) },
          ...(operation.body ? { payload: JSON.stringify(bodyOf()) } : {}),
        });
        expect(answer.statusCode).toBe(403);
        expect(answer.json().systemErrorCode).toBe('ADMIN-CSRF');
      });
    }
  });
});
