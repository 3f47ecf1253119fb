// The student offer form through the app, on PGlite and (with DATABASE_URL) on PostgreSQL: the
// form's rules and messages, the 10 MB limit, types read from content, unsafe SVGs, one open request
// per member (also when two sends race), the reviewers' dev decision, the send limit, and documents
// that no URL reaches.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { components } from '@rewards/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../contract';
import { BAD_REQUEST_USER_MESSAGE } from '../../http/errors';
import { offers, studentVerifications, users } from '../../db/schema';
import { TestClock, bearer, logIn, mobileSequence } from '../../test/auth';
import { postJson, useTestApp } from '../../test/harness';
import { STUDENT_MAX_DOCUMENT_BYTES } from './copy';
import { StudentRepository } from './repository';
import { multipartBody, studentForm, VALID_FIELDS, type MultipartBody } from './test-form';
import * as documents from './test-documents';

type Schemas = components['schemas'];

const STUDENT = '/nc/um/user/student';
const DECISION = (requestId: string) => `/dev/student/${requestId}/decision`;
const MANDATORY = 'This field is mandatory';

const documentsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'student-api-documents-'));
afterAll(() => fs.rmSync(documentsDir, { recursive: true, force: true }));

const clock = new TestClock(new Date('2026-11-20T10:00:00Z'));
const authConfig = { captchaWhitelist: ['127.0.0.1'], otpSendLimitPerIpPerHour: 1_000, accessTokenTtlSeconds: 86_400 };
const t = useTestApp({ now: clock.now, config: { auth: authConfig, student: { documentsDir } } });
const nextMobile = mobileSequence('93700');

interface Member {
  token: string;
  userId: number;
}

async function newMember(): Promise<Member> {
  const mobile = nextMobile();
  const { accessToken } = await logIn(t.app, mobile);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  if (!row) throw new Error(`no user ${mobile}`);
  return { token: accessToken, userId: row.id };
}

const send = (member: Member | undefined, body: MultipartBody) =>
  t.app.inject({ method: 'POST', url: STUDENT, headers: { ...(member ? bearer(member.token) : {}), 'content-type': body.contentType }, payload: body.payload });
const latest = (member: Member) => t.app.inject({ method: 'GET', url: STUDENT, headers: bearer(member.token) });
const decide = (requestId: string, body: Record<string, unknown>) => postJson(t.app, DECISION(requestId), body);

/** Every document file kept for the member (the spool folder is checked to be empty separately). */
function storedFiles(userId: number): string[] {
  const folder = path.join(documentsDir, 'student', String(userId));
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
}
const spoolLeftovers = () => (fs.existsSync(path.join(documentsDir, '.incoming')) ? fs.readdirSync(path.join(documentsDir, '.incoming')) : []);
const rowsOf = (userId: number) => t.database.db.select().from(studentVerifications).where(eq(studentVerifications.userId, userId));

function submitted(response: Awaited<ReturnType<typeof send>>): Schemas['StudentVerification'] {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as Schemas['StudentSubmitResponse'];
  expect(body).toMatchObject({ success: true, systemErrorCode: null, userMessage: 'Your documents have been submitted for verification' });
  return body.data;
}

function expectRefused(response: Awaited<ReturnType<typeof send>>, status: number, systemErrorCode: string, userMessage: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toMatchObject({ success: false, systemErrorCode, userMessage });
}

async function expectNothingKept(member: Member) {
  expect(await rowsOf(member.userId)).toEqual([]);
  expect(storedFiles(member.userId)).toEqual([]);
  expect(spoolLeftovers()).toEqual([]);
}

const pngNamedPdf = () => ({ filename: 'student-id.pdf', content: documents.png(), contentType: 'application/pdf' });

describe('NUL characters in the multipart form', () => {
  // PostgreSQL text cannot hold a NUL: before, a complete form with one in a free-text field reached
  // the insert and answered 500 (the last 2 of 43,840 fuzz requests).
  const file = () => ({ filename: 'id.png', content: documents.png(), contentType: 'image/png' });
  it.each([
    ['the name', studentForm(file(), { ...VALID_FIELDS, name: 'Riya\u0000Sharma' }), 'body/name'],
    ['the email', studentForm(file(), { ...VALID_FIELDS, email: 'riya\u0000@college.ac.in' }), 'body/email'],
    ['the college name', studentForm(file(), { ...VALID_FIELDS, collegeName: 'St. Xavier\u0000s College' }), 'body/collegeName'],
    ['the pincode', studentForm(file(), { ...VALID_FIELDS, pincode: '40000\u0000' }), 'body/pincode'],
    ['a field sent after the file', multipartBody([['file', file()], ...Object.entries({ ...VALID_FIELDS, collegeName: '\u0000' })]), 'body/collegeName'],
    ['a field name', multipartBody([...Object.entries(VALID_FIELDS), ['note\u0000', 'x'], ['file', file()]]), 'body/note\\u0000'],
    ['the file name', studentForm({ ...file(), filename: 'id\u0000.png' }), 'body/file/filename'],
  ])('in %s answers 400 naming the field, and keeps nothing', async (_where, body, fieldPath) => {
    const member = await newMember();
    const response = await send(member, body);
    expectRefused(response, 400, 'TP400', BAD_REQUEST_USER_MESSAGE);
    expect(response.json().details).toEqual([{ path: fieldPath, message: 'must not contain a NUL character' }]);
    await expectNothingKept(member);
    // the member can send the form as it should be at once
    submitted(await send(member, studentForm(file())));
  });
});

describe('sending the student form', () => {
  it('keeps a complete form: the request SUBMITTED, the document private under the member’s folder, the email lower-cased', async () => {
    const member = await newMember();
    const content = documents.pdf();
    const data = submitted(await send(member, studentForm({ filename: 'C:\\Users\\riya\\student id.pdf', content, contentType: 'application/pdf' }, { ...VALID_FIELDS, email: '  Riya.Sharma@College.AC.IN ', name: ' Riya Sharma ' })));
    expect(data).toEqual({
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      state: 'SUBMITTED',
      name: 'Riya Sharma',
      email: 'riya.sharma@college.ac.in',
      collegeName: VALID_FIELDS.collegeName,
      pincode: '400001',
      documentName: 'student id.pdf',
      documentType: 'pdf',
      documentBytes: content.length,
      submittedAt: clock.now().toISOString(),
      decidedAt: null,
      decisionNote: null,
    });

    const [row] = await rowsOf(member.userId);
    expect(row).toMatchObject({ publicId: data.requestId, documentKey: `student/${member.userId}/${data.requestId}`, state: 'SUBMITTED' });
    const file = path.join(documentsDir, 'student', String(member.userId), data.requestId);
    expect(fs.readFileSync(file).equals(content)).toBe(true);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(spoolLeftovers()).toEqual([]);

    const read = await latest(member);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json()).toEqual({ success: true, data });
  });

  it('answers data: null to a member who never sent the form', async () => {
    const member = await newMember();
    expect((await latest(member)).json()).toEqual({ success: true, data: null });
  });

  it('refuses visitors (401) on both operations, without reading the upload', async () => {
    const response = await send(undefined, studentForm(pngNamedPdf()));
    expect(response.statusCode, response.body).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: STUDENT })).statusCode).toBe(401);
    expect(spoolLeftovers()).toEqual([]);
  });

  it('reads fields that come after the file as well', async () => {
    const member = await newMember();
    const body = multipartBody([['file', { filename: 'id.png', content: documents.png() }], ...Object.entries(VALID_FIELDS)]);
    expect(submitted(await send(member, body)).documentType).toBe('png');
  });
});

describe('the form’s rules', () => {
  it('every field and the file are mandatory: the first problem’s text, every field in details', async () => {
    const member = await newMember();
    const response = await send(member, multipartBody([['name', '   ']]));
    expectRefused(response, 400, 'TP400', MANDATORY);
    expect(response.json().details).toEqual(['name', 'email', 'collegeName', 'pincode', 'file'].map((field) => ({ path: `body/${field}`, message: 'is required' })));
    await expectNothingKept(member);
  });

  it('an empty file is a missing file', async () => {
    const member = await newMember();
    const response = await send(member, studentForm({ filename: 'empty.pdf', content: Buffer.alloc(0) }));
    expectRefused(response, 400, 'TP400', MANDATORY);
    expect(response.json().details).toEqual([{ path: 'body/file', message: 'is required' }]);
    await expectNothingKept(member);
  });

  it.each([
    ['an email without a domain dot', { email: 'riya@college' }, 'Email is invalid', 'body/email'],
    ['a pin code starting with 0', { pincode: '012345' }, 'Pin code is invalid', 'body/pincode'],
    ['a pin code of 5 digits', { pincode: '40001' }, 'Pin code is invalid', 'body/pincode'],
  ])('refuses %s with the form’s message, before reading the file', async (_label, change, userMessage, field) => {
    const member = await newMember();
    const response = await send(member, studentForm(pngNamedPdf(), { ...VALID_FIELDS, ...change }));
    expectRefused(response, 400, 'TP400', userMessage);
    expect(response.json().details).toEqual([{ path: field, message: expect.any(String) }]);
    await expectNothingKept(member);
  });

  it('refuses an unknown field, a second file and a file under another name', async () => {
    const member = await newMember();
    const unknown = await send(member, studentForm(pngNamedPdf(), { ...VALID_FIELDS, rollNumber: '42' }));
    expectRefused(unknown, 400, 'TP400', 'Invalid request. Please check the details and try again.');
    expect(unknown.json().details).toEqual([{ path: 'body/rollNumber', message: 'is not a known field' }]);

    const twoFiles = await send(member, multipartBody([...Object.entries(VALID_FIELDS), ['file', pngNamedPdf()], ['file', pngNamedPdf()]]));
    expectRefused(twoFiles, 400, 'TP400', 'Invalid request. Please check the details and try again.');
    expect(twoFiles.json().details).toEqual([{ path: 'body/file', message: 'must be a single file' }]);

    const otherName = await send(member, multipartBody([...Object.entries(VALID_FIELDS), ['document', pngNamedPdf()]]));
    expect(otherName.json().details).toEqual([{ path: 'body/document', message: 'is not a known field' }]);
    await expectNothingKept(member);
  });

  it('refuses a JSON body and a malformed multipart body with 400 (never 500)', async () => {
    const member = await newMember();
    const json = await postJson(t.app, STUDENT, VALID_FIELDS, bearer(member.token));
    expectRefused(json, 400, 'TP400', 'Invalid request. Please check the details and try again.');
    expect(json.json().details).toEqual([{ path: 'headers/content-type', message: 'must be multipart/form-data' }]);

    const { contentType, payload } = studentForm(pngNamedPdf());
    const cut = await send(member, { contentType, payload: payload.subarray(0, payload.length - 40) });
    expectRefused(cut, 400, 'TP400', 'Invalid request. Please check the details and try again.');
    const noBoundary = await t.app.inject({ method: 'POST', url: STUDENT, headers: { ...bearer(member.token), 'content-type': 'multipart/form-data' }, payload: 'name=x' });
    expect(noBoundary.statusCode, noBoundary.body).toBe(400);
    await expectNothingKept(member);
  });
});

describe('the document', () => {
  it('of 10 MB + 1 byte is refused 413 with the form’s message; nothing is kept', async () => {
    const member = await newMember();
    const response = await send(member, studentForm({ filename: 'big.png', content: documents.padded(documents.png(), STUDENT_MAX_DOCUMENT_BYTES + 1) }));
    expectRefused(response, 413, 'TP-STUDENT-FILE-TOO-LARGE', 'Please upload a file of less than 10 MB');
    await expectNothingKept(member);
  });

  it('of exactly 10 MB is kept', async () => {
    const member = await newMember();
    const data = submitted(await send(member, studentForm({ filename: 'scan.png', content: documents.padded(documents.png(), STUDENT_MAX_DOCUMENT_BYTES) })));
    expect(data.documentBytes).toBe(STUDENT_MAX_DOCUMENT_BYTES);
    expect(fs.statSync(path.join(documentsDir, 'student', String(member.userId), data.requestId)).size).toBe(STUDENT_MAX_DOCUMENT_BYTES);
  });

  it('is typed by its content: a PNG named .pdf (declared application/pdf) is kept as png', async () => {
    const member = await newMember();
    expect(submitted(await send(member, studentForm(pngNamedPdf())))).toMatchObject({ documentType: 'png', documentName: 'student-id.pdf' });
  });

  it.each([
    ['jpeg', 'id.jpg', documents.jpeg()],
    ['pdf', 'id.pdf', documents.pdf()],
    ['eps', 'id.eps', documents.eps()],
    ['eps', 'id-dos.eps', documents.dosEps()],
    ['docx', 'id.docx', documents.docx()],
    ['doc', 'id.doc', documents.doc()],
    ['webp', 'id.webp', documents.webp()],
    ['svg', 'id.svg', documents.svg()],
  ])('keeps a %s document (%s)', async (type, filename, content) => {
    const member = await newMember();
    expect(submitted(await send(member, studentForm({ filename, content }))).documentType).toBe(type);
  });

  it('keeps a 6 MB SVG export with its scan embedded as a data: PNG (the form\'s 10 MB holds for SVGs too)', async () => {
    const member = await newMember();
    const scan = Buffer.alloc(4_500_000, 0x5a).toString('base64');
    const content = documents.svg(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><image width="800" height="500" href="data:image/png;base64,${scan}"/></svg>`);
    expect(content.length).toBeGreaterThan(6_000_000);
    expect(submitted(await send(member, studentForm({ filename: 'id.svg', content }))).documentType).toBe('svg');
  });

  it.each([
    ['an executable named .pdf', { filename: 'id.pdf', content: documents.exe(), contentType: 'application/pdf' }],
    ['a zip named .docx', { filename: 'id.docx', content: documents.plainZip() }],
    ['an SVG with a script', { filename: 'id.svg', content: documents.svg(documents.CLEAN_SVG.replace('</svg>', '<script>fetch("/steal")</script></svg>')), contentType: 'image/svg+xml' }],
    ['an SVG with an onload attribute', { filename: 'id.svg', content: documents.svg('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>') }],
    // the three that the hand-written scan let through (issue 29), now refused by DOMPurify or the DTD rule
    ['an SVG with an external DTD', { filename: 'id.svg', content: documents.svg('<?xml version="1.0"?><!DOCTYPE svg SYSTEM "http://evil.example/x.dtd"><svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>') }],
    ['an SVG with <set attributeName="onmouseover">', { filename: 'id.svg', content: documents.svg('<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"><set attributeName="onmouseover" to="alert(1)"/></rect></svg>') }],
    ['an SVG with a data: SVG in <use>', { filename: 'id.svg', content: documents.svg('<svg xmlns="http://www.w3.org/2000/svg"><use href="data:image/svg+xml;base64,PHN2ZyB4bWxucz0naHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmcnPjxzY3JpcHQ+YWxlcnQoMSk8L3NjcmlwdD48L3N2Zz4=#x"/></svg>') }],
  ])('refuses %s (415) and keeps nothing', async (_label, file) => {
    const member = await newMember();
    expectRefused(await send(member, studentForm(file)), 415, 'TP-STUDENT-FILE-TYPE', 'Please upload a jpeg, png, pdf, eps, docx, svg, webp, jpg or doc file');
    await expectNothingKept(member);
  });
});

describe('one open request per member', () => {
  it('refuses a second send while one is under review, takes a new one after a rejection, none after an approval', async () => {
    const member = await newMember();
    const first = submitted(await send(member, studentForm(pngNamedPdf())));

    const again = await send(member, studentForm(pngNamedPdf()));
    expectRefused(again, 409, 'TP-STUDENT-OPEN', 'Your student verification is already under review');
    expect(storedFiles(member.userId)).toEqual([first.requestId]);

    clock.advance(3_600);
    const rejected = await decide(first.requestId, { state: 'REJECTED', note: '  The ID card has expired. ' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const decided = { ...first, state: 'REJECTED', decidedAt: clock.now().toISOString(), decisionNote: 'The ID card has expired.' };
    expect(rejected.json()).toEqual({ success: true, data: decided });
    expect((await latest(member)).json()).toEqual({ success: true, data: decided });

    const refused = await decide(first.requestId, { state: 'APPROVED' });
    expectRefused(refused, 409, 'TP-STUDENT-DECIDED', 'This student verification request has already been decided');

    clock.advance(60);
    const second = submitted(await send(member, studentForm({ filename: 'new-id.jpg', content: documents.jpeg() })));
    expect((await latest(member)).json().data.requestId).toBe(second.requestId);
    expect((await decide(second.requestId, { state: 'APPROVED' })).json().data).toMatchObject({ state: 'APPROVED', decisionNote: null });

    expectRefused(await send(member, studentForm(pngNamedPdf())), 409, 'TP-STUDENT-OPEN', 'Your student verification is already approved');
    expect(storedFiles(member.userId).sort()).toEqual([first.requestId, second.requestId].sort());
  });

  it('gives one of two concurrent sends the request and the other 409, keeping one document', async () => {
    const member = await newMember();
    const answers = await Promise.all([send(member, studentForm(pngNamedPdf())), send(member, studentForm({ filename: 'id.jpg', content: documents.jpeg() }))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({ systemErrorCode: 'TP-STUDENT-OPEN' });
    const rows = await rowsOf(member.userId);
    expect(rows).toHaveLength(1);
    expect(storedFiles(member.userId)).toEqual([rows[0]?.publicId]);
    expect(spoolLeftovers()).toEqual([]);
  });

  it('is held by the database when two sends pass the early check together: the second insert keeps nothing', async () => {
    const member = await newMember();
    const repository = new StudentRepository(t.database.db);
    const row = (publicId: string) => ({ publicId, userId: member.userId, name: 'Riya', email: 'riya@college.ac.in', collegeName: 'College', pincode: '400001', documentKey: `student/${member.userId}/${publicId}`, documentName: 'id.png', documentType: 'png', documentBytes: 10, submittedAt: clock.now() });
    expect(await repository.insertSubmitted(row('2a9c3a0e-1111-4c3e-8f4a-1b2c3d4e5f60'))).toMatchObject({ state: 'SUBMITTED' });
    expect(await repository.insertSubmitted(row('2a9c3a0e-2222-4c3e-8f4a-1b2c3d4e5f60'))).toBeUndefined();
    expect(await rowsOf(member.userId)).toHaveLength(1);
  });

  it('answers 404 to a decision on an unknown request', async () => {
    const response = await decide('5f1e8a0c-9d2b-4c3e-8f4a-1b2c3d4e5f60', { state: 'APPROVED' });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ success: false, userMessage: 'This student verification request does not exist' });
  });

  it('limits sends to 5 an hour per member (TP429 beyond)', async () => {
    const member = await newMember();
    clock.advance(3_600 - (clock.now().getTime() / 1000) % 3_600);
    submitted(await send(member, studentForm(pngNamedPdf())));
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await send(member, studentForm(pngNamedPdf()))).statusCode).toBe(409);
    const limited = await send(member, studentForm(pngNamedPdf()));
    expectRefused(limited, 429, 'TP429', 'Too many requests. Please try again later.');
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('privacy', () => {
  it('a member sees only their own request', async () => {
    const riya = await newMember();
    const arjun = await newMember();
    const sent = submitted(await send(riya, studentForm(pngNamedPdf())));
    expect((await latest(arjun)).json()).toEqual({ success: true, data: null });
    expect((await latest(riya)).json().data.requestId).toBe(sent.requestId);
  });

  it('no URL reaches a document, and no answer names where it is kept', async () => {
    const member = await newMember();
    const sent = submitted(await send(member, studentForm(pngNamedPdf())));
    const key = `student/${member.userId}/${sent.requestId}`;
    for (const url of [`/${key}`, `/documents/${key}`, `/static/${key}`, `/.data/documents/${key}`, `/static/../.data/documents/${key}`, `${STUDENT}/${sent.requestId}`, `${STUDENT}/${sent.requestId}/document`, `/static/documents/${sent.requestId}`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(member.token) });
      // not found, or not even a valid path for the route it resembles (/static/{kind}/{file})
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.body).not.toContain('PNG');
    }
    const answers = [JSON.stringify(sent), (await latest(member)).body];
    for (const answer of answers) {
      expect(answer).not.toContain(key);
      expect(answer).not.toContain(documentsDir);
    }
    // and the contract serves no document to members: their student paths are the form and the dev
    // decision; the others are the console's, for a staff session alone (reviewers read a document by
    // a signed URL made for their session: modules/admin/students)
    const paths = loadContract().paths as Record<string, Record<string, { security?: Array<Record<string, unknown>> }>>;
    const studentPaths = Object.keys(paths).filter((route) => /document|student/i.test(route));
    expect(studentPaths.filter((route) => !route.startsWith('/nc/admin/'))).toEqual([STUDENT, '/dev/student/{requestId}/decision']);
    for (const route of studentPaths.filter((path) => path.startsWith('/nc/admin/'))) {
      for (const operation of Object.values(paths[route] ?? {})) expect(operation.security, route).toEqual([{ staffSession: [] }]);
    }
    const byMember = await t.app.inject({ method: 'GET', url: `/nc/admin/v1/students/${sent.requestId}/document?expires=9999999999&signature=${'A'.repeat(43)}`, headers: bearer(member.token) });
    expect(byMember.statusCode).toBe(401);
  });
});

describe('the student offer in the catalogue', () => {
  const detail = async (name: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/c/prime/offer/${name}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Record<string, unknown>;
  };

  it('marks the seeded student offer (ExamEdge test series) and no other', async () => {
    expect(await detail('examedge-test-series-40')).toMatchObject({ studentOffer: true, companyName: 'ExamEdge' });
    for (const other of ['codeshala-bootcamp-50', 'tunetap-annual-half-price', 'daily-ledger-digital-1-year']) expect(await detail(other)).not.toHaveProperty('studentOffer');
    const flagged = await t.database.db.select({ name: offers.name }).from(offers).where(eq(offers.studentOffer, true));
    expect(flagged).toEqual([{ name: 'examedge-test-series-40' }]);
  });
});

describe('without development helpers (production)', () => {
  const production = useTestApp({ config: { auth: { ...authConfig, smsAdapter: 'log' }, student: { documentsDir } } });

  it('has no decision route: it answers 404 like any unknown path', async () => {
    const response = await production.app.inject({ method: 'POST', url: DECISION('5f1e8a0c-9d2b-4c3e-8f4a-1b2c3d4e5f60'), headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ state: 'APPROVED' }) });
    expect(response.statusCode, response.body).toBe(404);
    expect(production.app.hasRoute({ method: 'POST', url: '/dev/student/:requestId/decision' })).toBe(false);
    expect(production.app.hasRoute({ method: 'POST', url: STUDENT })).toBe(true);
  });
});
