// Student requests in the console, on PGlite and (with DATABASE_URL) PostgreSQL: the queue (state,
// oldest first, pages), one request, its document by signed URL (this session only, 5 minutes, not
// changed, reviewers only; inline or attachment per type), the decision (the note rule, the member's
// message, the audit entry, the member's page after it, two reviewers at once), and every operation
// against every role, no session, a member's token and a missing CSRF header.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { components } from '@rewards/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, users, type StaffRole } from '../../../db/schema';
import { TestClock, allRows, bearer, logIn, mobileSequence } from '../../../test/auth';
import { useTestApp } from '../../../test/harness';
import { asStaff, expectStaffRefusal, STAFF_TEST_AUTH, staffSession, type TestStaff } from '../../../test/staff';
import { documents, studentForm, VALID_FIELDS } from '../../../test/student';
import { STAFF_CSRF_HEADER } from '../sessions';

type Schemas = components['schemas'];

const documentsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-students-documents-'));
afterAll(() => fs.rmSync(documentsDir, { recursive: true, force: true }));

const clock = new TestClock(new Date('2026-11-20T10:00:00Z'));
const authConfig = { ...STAFF_TEST_AUTH, accessTokenTtlSeconds: 86_400 };
const t = useTestApp({ now: clock.now, config: { auth: authConfig, student: { documentsDir } } });
const nextMobile = mobileSequence('93811');

const QUEUE = '/nc/admin/v1/students';
const REQUEST = (id: string) => `/nc/admin/v1/students/${id}`;
const DECISION = (id: string) => `/nc/admin/v1/students/${id}/decision`;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

interface Member {
  token: string;
  userId: number;
  mobile: string;
}

async function newMember(): Promise<Member> {
  const mobile = nextMobile();
  const { accessToken } = await logIn(t.app, mobile, { firstName: 'Riya' });
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  if (!row) throw new Error(`no user ${mobile}`);
  return { token: accessToken, userId: row.id, mobile };
}

/** A member and their SUBMITTED request with `content` as its document. */
async function submitted(content: Buffer = documents.pdf(), filename = 'student-id.pdf', fields: Record<string, string> = VALID_FIELDS) {
  const member = await newMember();
  const body = studentForm({ filename, content }, fields);
  const answer = await t.app.inject({ method: 'POST', url: '/nc/um/user/student', headers: { ...bearer(member.token), 'content-type': body.contentType }, payload: body.payload });
  expect(answer.statusCode, answer.body).toBe(200);
  return { member, requestId: (answer.json() as Schemas['StudentSubmitResponse']).data.requestId, content };
}

const reviewer = () => staffSession(t.database.db, 'reviewer', clock.now);
const get = (staff: TestStaff | undefined, url: string) => asStaff(t.app, staff, 'GET', url);
const decide = (staff: TestStaff, requestId: string, body: Record<string, unknown>) => asStaff(t.app, staff, 'POST', DECISION(requestId), body);
const memberRead = (member: Member) => t.app.inject({ method: 'GET', url: '/nc/um/user/student', headers: bearer(member.token) });

async function detailOf(staff: TestStaff, requestId: string): Promise<Schemas['AdminStudentRequest']> {
  const answer = await get(staff, REQUEST(requestId));
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as Schemas['AdminStudentRequestResponse']).data;
}

describe('the queue', () => {
  it('lists one state oldest first, a page at a time, SUBMITTED by default', async () => {
    const first = await submitted();
    clock.advance(60);
    const second = await submitted(documents.png(), 'id.png', { ...VALID_FIELDS, name: 'Kabir Mehta', collegeName: 'IIT Bombay' });
    clock.advance(60);
    const third = await submitted();
    clock.advance(60);
    const staff = await reviewer();
    expect((await decide(staff, third.requestId, { decision: 'APPROVED' })).statusCode).toBe(200);

    const queue = await get(staff, QUEUE);
    expect(queue.statusCode, queue.body).toBe(200);
    const { items, nextCursor } = (queue.json() as Schemas['AdminStudentRequestListResponse']).data;
    expect(items.map((item) => item.requestId)).toEqual([first.requestId, second.requestId]);
    expect(nextCursor).toBeNull();
    expect(items[1]).toEqual({
      requestId: second.requestId,
      submittedAt: '2026-11-20T10:01:00.000Z',
      name: 'Kabir Mehta',
      collegeName: 'IIT Bombay',
      state: 'SUBMITTED',
      documentType: 'png',
    });

    const page1 = (await get(staff, `${QUEUE}?state=SUBMITTED&limit=1`)).json() as Schemas['AdminStudentRequestListResponse'];
    expect(page1.data.items.map((item) => item.requestId)).toEqual([first.requestId]);
    expect(page1.data.nextCursor).toEqual(expect.any(String));
    const page2 = (await get(staff, `${QUEUE}?state=SUBMITTED&limit=1&cursor=${page1.data.nextCursor}`)).json() as Schemas['AdminStudentRequestListResponse'];
    expect(page2.data.items.map((item) => item.requestId)).toEqual([second.requestId]);
    expect(page2.data.nextCursor).toBeNull();

    const approved = (await get(staff, `${QUEUE}?state=APPROVED`)).json() as Schemas['AdminStudentRequestListResponse'];
    expect(approved.data.items.map((item) => [item.requestId, item.state])).toEqual([[third.requestId, 'APPROVED']]);

    const badCursor = await get(staff, `${QUEUE}?cursor=not-a-cursor`);
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().userMessage).toBe('This page of the queue is out of date. Start again from the first page.');
    expect((await get(staff, `${QUEUE}?state=LOST`)).statusCode).toBe(400);
  });
});

describe('one request', () => {
  it('shows the member (mobile masked), the form, the document with its signed URL, and no decision yet', async () => {
    const { member, requestId } = await submitted();
    const staff = await reviewer();
    const detail = await detailOf(staff, requestId);
    const [user] = await t.database.db.select({ ssoId: users.ssoId }).from(users).where(eq(users.id, member.userId));
    expect(detail).toMatchObject({
      requestId,
      state: 'SUBMITTED',
      member: { ssoId: user?.ssoId, name: 'Riya', mobile: `+91 ${member.mobile.slice(0, 2)}xxxxxx${member.mobile.slice(-2)}`, blocked: false },
      form: { name: VALID_FIELDS.name, email: VALID_FIELDS.email, collegeName: VALID_FIELDS.collegeName, pincode: VALID_FIELDS.pincode },
      document: { name: 'student-id.pdf', type: 'pdf', bytes: documents.pdf().length, disposition: 'inline', urlExpiresAt: new Date(clock.now().getTime() + 300_000).toISOString() },
      decision: null,
    });
    expect(detail.member.membership).toEqual(expect.any(String));
    expect(detail.document.url).toMatch(new RegExp(`^/nc/admin/v1/students/${requestId}/document\\?expires=\\d+&signature=[\\w-]{43}$`));
  });

  it('answers 404 for a request that does not exist', async () => {
    const answer = await get(await reviewer(), REQUEST(UNKNOWN));
    expect(answer.statusCode).toBe(404);
  });
});

describe('the document by signed URL', () => {
  it('streams the document to the session it was made for, and refuses another session, an expired or changed URL, and other roles', async () => {
    const { requestId, content } = await submitted();
    const staff = await reviewer();
    const { url } = (await detailOf(staff, requestId)).document;

    const served = await get(staff, url);
    expect(served.statusCode, served.body).toBe(200);
    expect(served.rawPayload.equals(content)).toBe(true);

    const otherReviewer = await reviewer();
    expect((await get(otherReviewer, url)).json()).toMatchObject({ systemErrorCode: 'ADMIN-DOCUMENT-URL' });
    expect((await get(otherReviewer, url)).statusCode).toBe(403);

    const signature = /signature=([\w-]+)/.exec(url)?.[1] ?? '';
    const changed = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect((await get(staff, url.replace(signature, changed))).statusCode).toBe(403);
    const expires = Number(/expires=(\d+)/.exec(url)?.[1]);
    expect((await get(staff, url.replace(`expires=${expires}`, `expires=${expires + 60}`))).statusCode).toBe(403);
    // the URL names its request: another request's id with it is refused
    const other = await submitted();
    expect((await get(staff, url.replace(requestId, other.requestId))).statusCode).toBe(403);

    for (const role of ['marketer', 'support'] as const) {
      const answer = await get(await staffSession(t.database.db, role, clock.now), url);
      expectStaffRefusal(answer, 403);
    }

    clock.advance(299);
    expect((await get(staff, url)).statusCode).toBe(200);
    clock.advance(1);
    const expired = await get(staff, url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().userMessage).toBe('This document link has expired. Reload the request to see the document.');
  });

  it.each([
    ['pdf', documents.pdf, 'application/pdf'],
    ['jpeg', documents.jpeg, 'image/jpeg'],
    ['png', documents.png, 'image/png'],
    ['webp', documents.webp, 'image/webp'],
  ] as const)('serves a %s inline, with its type, sandboxed, never cached', async (type, make, contentType) => {
    const { requestId, content } = await submitted(make(), `id.${type}`);
    const staff = await reviewer();
    const detail = await detailOf(staff, requestId);
    expect(detail.document).toMatchObject({ type, disposition: 'inline' });
    const served = await get(staff, detail.document.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(content)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': contentType,
      'content-disposition': expect.stringMatching(/^inline; filename="student-document\.\w+"$/),
      'content-security-policy': expect.stringMatching(/^sandbox; default-src 'none'; .*frame-ancestors 'self'$/),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'cache-control': 'private, no-store',
    });
    expect(String(served.headers['content-security-policy'])).not.toMatch(/script-src/);
  });

  it.each([
    ['eps', documents.eps],
    ['docx', documents.docx],
    ['doc', documents.doc],
    ['svg', () => documents.svg()],
  ] as const)('serves a %s only as an attachment of no type', async (type, make) => {
    const { requestId, content } = await submitted(make(), `id.${type}`);
    const staff = await reviewer();
    const detail = await detailOf(staff, requestId);
    expect(detail.document).toMatchObject({ type, disposition: 'attachment' });
    const served = await get(staff, detail.document.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(detail.document.bytes);
    if (type !== 'svg') expect(served.rawPayload.equals(content)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="student-document.${type}"`,
      'content-security-policy': "sandbox; default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cache-control': 'private, no-store',
    });
  });
});

describe('deciding', () => {
  it('approves: the request, who decided, the member told by SMS, the audit entry, and the member page', async () => {
    const { member, requestId } = await submitted();
    const staff = await reviewer();
    const answer = await decide(staff, requestId, { decision: 'APPROVED' });
    expect(answer.statusCode, answer.body).toBe(200);
    const data = (answer.json() as Schemas['AdminStudentRequestResponse']).data;
    expect(data).toMatchObject({ state: 'APPROVED', decision: { state: 'APPROVED', note: null, decidedAt: clock.now().toISOString(), decidedBy: staff.email } });

    const sms = (await allRows(t.database.db, 'outbox_messages')).filter((row) => row['recipient'] === `+91${member.mobile}`);
    expect(sms.map((row) => [row['channel'], row['template']])).toContainEqual(['sms', 'student_decision']);
    expect(sms.find((row) => row['template'] === 'student_decision')?.['body']).toMatch(/approved: the student offer is now yours/);

    const audit = (await allRows(t.database.db, 'audit_log')).filter((row) => row['target_id'] === requestId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staff_email: staff.email,
      action: 'adminDecideStudentRequest',
      target_type: 'student_request',
      before: { state: 'SUBMITTED', decisionNote: null, decidedBy: null },
      after: { state: 'APPROVED', decisionNote: null, decidedBy: staff.email },
    });

    const page = await memberRead(member);
    expect(page.json().data).toMatchObject({ requestId, state: 'APPROVED', decidedAt: clock.now().toISOString() });
  });

  it('rejects only with a note, which the member reads, by email when they have no mobile', async () => {
    const { member, requestId } = await submitted(documents.pdf(), 'id.pdf', { ...VALID_FIELDS, email: 'Riya.Email@College.ac.in' });
    await t.database.db.update(users).set({ mobile: null, email: 'riya.account@example.com' }).where(eq(users.id, member.userId));
    const staff = await reviewer();

    for (const body of [{ decision: 'REJECTED' }, { decision: 'REJECTED', note: '   ' }]) {
      const refused = await decide(staff, requestId, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ systemErrorCode: 'TP400', userMessage: 'Write a note to reject: the member is shown it.' });
    }
    expect((await decide(staff, requestId, { decision: 'REJECTED', note: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await decide(staff, requestId, { decision: 'MAYBE' })).statusCode).toBe(400);
    expect((await allRows(t.database.db, 'audit_log')).filter((row) => row['target_id'] === requestId)).toEqual([]);

    const note = 'The ID card has expired. Please send a current one.';
    const answer = await decide(staff, requestId, { decision: 'REJECTED', note: `  ${note} ` });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.decision).toMatchObject({ state: 'REJECTED', note, decidedBy: staff.email });

    const email = (await allRows(t.database.db, 'outbox_messages')).filter((row) => row['recipient'] === 'riya.email@college.ac.in');
    expect(email).toHaveLength(1);
    expect(email[0]).toMatchObject({ channel: 'email', subject: 'Your student verification was not approved' });
    expect(email[0]?.['body']).toContain(note);
    expect(email[0]?.['body']).toContain('You may send a new request');

    const page = await memberRead(member);
    expect(page.json().data).toMatchObject({ requestId, state: 'REJECTED', decisionNote: note });
  });

  it('lets exactly one of two reviewers deciding at once win; the other is told who decided what', async () => {
    const { requestId } = await submitted();
    const [asha, sunil] = [await reviewer(), await reviewer()];
    const answers = await Promise.all([
      decide(asha, requestId, { decision: 'APPROVED' }),
      decide(sunil, requestId, { decision: 'REJECTED', note: 'Blurred photo' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    const loser = answers[1 - winner];
    const [what, who] = winner === 0 ? ['approved', asha.email] : ['rejected', sunil.email];
    expect(loser?.json()).toMatchObject({ systemErrorCode: 'ADMIN-STUDENT-DECIDED' });
    // the moment in India's time ('20 Nov 2026, 3:38 pm IST')
    expect(loser?.json().userMessage).toMatch(new RegExp(`^Already ${what} by ${who.replace(/\./g, '\\.')} at 20 Nov 2026, \\d{1,2}:\\d{2} pm IST\\.$`));
    expect((await allRows(t.database.db, 'audit_log')).filter((row) => row['target_id'] === requestId)).toHaveLength(1);
    expect((await allRows(t.database.db, 'outbox_messages')).filter((row) => row['template'] === 'student_decision' && String(row['body']).includes('Blurred photo') === (winner === 1))).not.toHaveLength(0);

    // later too: a decided request stays decided
    const again = await decide(asha, requestId, { decision: 'REJECTED', note: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect((await decide(asha, UNKNOWN, { decision: 'APPROVED' })).statusCode).toBe(404);
  });
});

describe('who may call each operation', () => {
  const ALLOWED: readonly StaffRole[] = ['reviewer', 'admin'];

  it('answers each role as the contract lists it; no session and a member token 401; no CSRF header 403', async () => {
    const calls: Array<{ method: 'GET' | 'POST'; url: (id: string, staff: TestStaff) => Promise<string> | string; body?: (role: StaffRole) => unknown }> = [
      { method: 'GET', url: () => QUEUE },
      { method: 'GET', url: (id) => REQUEST(id) },
      { method: 'GET', url: async (id, staff) => `${REQUEST(id)}/document?${(await signedUrlFor(id, staff)).split('?')[1]}` },
      { method: 'POST', url: (id) => DECISION(id), body: () => ({ decision: 'APPROVED' }) },
    ];
    const member = await newMember();
    for (const call of calls) {
      for (const role of STAFF_ROLES) {
        const { requestId } = await submitted();
        const staff = await staffSession(t.database.db, role, clock.now);
        const url = await call.url(requestId, staff);
        const answer = await asStaff(t.app, staff, call.method, url, call.body?.(role));
        expect(answer.statusCode, `${call.method} ${url} as ${role}: ${answer.body}`).toBe(ALLOWED.includes(role) ? 200 : 403);
      }
      const { requestId } = await submitted();
      const staff = await reviewer();
      const url = await call.url(requestId, staff);
      const body = call.body?.('reviewer');
      const noSession = await asStaff(t.app, undefined, call.method, url, body);
      expectStaffRefusal(noSession, 401);
      const memberToken = await asStaff(t.app, undefined, call.method, url, body, bearer(member.token));
      expect(memberToken.statusCode).toBe(401);
      if (call.method === 'POST') {
        const { [STAFF_CSRF_HEADER]: _csrf, ...withoutCsrf } = staff.headers;
        const answer = await t.app.inject({ method: 'POST', url, headers: { ...withoutCsrf, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
        expect(answer.statusCode).toBe(403);
        expect(answer.json().systemErrorCode).toBe('ADMIN-CSRF');
      }
    }
  });
});

/** The document URL a reviewer-or-admin session would be given (made with that session, whatever its role). */
async function signedUrlFor(requestId: string, staff: TestStaff): Promise<string> {
  if (staff.roles.some((role) => role === 'reviewer' || role === 'admin')) return (await detailOf(staff, requestId)).document.url;
  // a session that may not read the request: a well-formed URL of its own making, refused by role first
  return `${REQUEST(requestId)}/document?expires=${Math.floor(clock.now().getTime() / 1000) + 60}&signature=${'A'.repeat(43)}`;
}
