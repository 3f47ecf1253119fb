// The API in Hindi (docs/api-languages.md): `Accept-Language` picks the language of an answer's texts
// and of its error messages; ids, names and slugs never change; the read models and any cache keep one
// answer per language; the member's own choice of language is kept on their profile.
import { type ErrorBody } from '@rewards/api-contract';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from '@rewards/api-contract/pseudo';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { contentTranslations, offers } from '../db/schema';
import { SEED_DATA_DIR } from '../seed/loader';
import { readTranslationFiles, sourceHash, seedTranslations, translationRows } from '../seed/translations';
import { AUTH, bearer, logIn, type LoggedIn } from '../test/auth';
import { testAppConfig } from '../test/config';
import { postJson, useTestApp } from '../test/harness';
import { DISPLAY_TEXTS, VALUES } from './display-texts';

const t = useTestApp({ config: { auth: { captchaWhitelist: ['127.0.0.1'] } } });
/** The content's Hindi as the seed wrote it: English → Hindi (the first file's where two disagree). */
const HINDI = new Map(translationRows(readTranslationFiles(SEED_DATA_DIR)).map((row) => [row.source, row.text]));
const DEVANAGARI = /[\u0900-\u097F]/;
const HI = { 'accept-language': 'hi-IN' };
const PSEUDO = { 'accept-language': 'en-XA' };

const categories = (headers: Record<string, string> = {}) => postJson(t.app, '/nc/prime/categories/offers', { query: '', page: 0, pageSize: 1000, platform: 'WEB' }, headers);
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const errorOf = (response: LightMyRequestResponse) => response.json() as ErrorBody;

/** Every string of an answer with its path (`data.categories.3.offers.0.name`). */
function leaves(value: unknown, path = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(value)) value.forEach((item, index) => leaves(item, `${path}.${index}`, into));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) leaves(item, `${path}.${key}`, into);
  else into.set(path, value);
  return into;
}
const propertyOf = (path: string) => path.split('.').filter((part) => !/^\d+$/.test(part)).pop() ?? '';

/** Compares two answers leaf by leaf: the same shape, and only display texts differ. */
function differences(english: unknown, other: unknown): { changed: string[]; identifiers: number } {
  const before = leaves(english);
  const after = leaves(other);
  expect([...after.keys()]).toEqual([...before.keys()]);
  const changed = [...before].filter(([path, value]) => after.get(path) !== value).map(([path]) => path);
  const identifiers = [...before.keys()].filter((path) => VALUES.has(propertyOf(path))).length;
  return { changed, identifiers };
}

describe('the content in the language Accept-Language asks for', () => {
  it('answers the catalogue in Hindi for hi-IN: display texts only, every id, name, slug and code as in English', async () => {
    const [english, hindi] = [await categories(), await categories(HI)];
    expect(hindi.statusCode, hindi.body).toBe(200);
    const { changed, identifiers } = differences(english.json(), hindi.json());
    expect(identifiers).toBeGreaterThan(1000);
    expect(changed.length).toBeGreaterThan(100);
    // the fields that changed are display texts (a JSON list of key points among them), never a value
    expect([...new Set(changed.map(propertyOf))].filter((name) => !DISPLAY_TEXTS.has(name))).toEqual([]);
    const dining = (body: LightMyRequestResponse) => (body.json().data.categories as Array<{ slug: string; name: string; displayName: string }>).find((category) => category.slug === 'dining');
    expect(dining(english)).toMatchObject({ name: 'dining', displayName: 'Dining' });
    expect(dining(hindi)).toMatchObject({ slug: 'dining', name: 'dining', displayName: HINDI.get('Dining') });
    expect(HINDI.get('Dining')).toMatch(DEVANAGARI);
  });

  it.each([
    ['no Accept-Language', {}],
    ['en-IN', { 'accept-language': 'en-IN' }],
    ['a language the API does not speak', { 'accept-language': 'fr-FR, de;q=0.9' }],
    ['English before Hindi', { 'accept-language': 'en-GB, hi;q=0.8' }],
    ['Hindi refused', { 'accept-language': 'hi;q=0, fr' }],
  ])('answers English for %s', async (_label, headers) => {
    const answer = await get('/c/prime/faq', headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toMatch(DEVANAGARI);
  });

  it.each([
    ['hi', 'hi'],
    ['Hindi after a language the API does not speak, by q', 'mr-IN, hi;q=0.5, en;q=0.3'],
  ])('answers Hindi for %s', async (_label, header) => {
    const answer = await get('/c/prime/faq', { 'accept-language': header });
    expect(answer.body).toMatch(DEVANAGARI);
  });

  it.each([
    ['the FAQ', '/c/prime/faq'],
    ['the home page', '/c/prime/home'],
    ['the frame (footer and menu)', '/c/prime/layout?audience=visitor'],
    ['a terms page', '/c/prime/tnc/general'],
    ['the blog', '/c/prime/blog'],
    ['an offer', '/c/prime/offer/tandoor-tales-gold'],
    ['the payment texts', '/c/mdm/payments/slot-data/web_pwa_slot'],
  ])('answers %s in Hindi with its values as in English', async (_label, url) => {
    const [english, hindi] = [await get(url), await get(url, HI)];
    expect(english.statusCode, english.body).toBe(200);
    expect(hindi.statusCode, hindi.body).toBe(200);
    expect(hindi.body).toMatch(DEVANAGARI);
    const { changed } = differences(english.json(), hindi.json());
    expect(changed.length).toBeGreaterThan(0);
    expect([...new Set(changed.map(propertyOf))].filter((name) => !DISPLAY_TEXTS.has(name) && name !== 'name')).toEqual([]);
  });

  it("keeps a text with no Hindi in English (an operator's edit until it is translated), then shows its translation", async () => {
    const header = 'Flat 30% off on weekday lunch buffets';
    await t.database.db.update(offers).set({ header }).where(eq(offers.name, 'tandoor-tales-weekday-buffet'));
    const read = async (headers: Record<string, string>) => (await get('/c/prime/offer/tandoor-tales-weekday-buffet', headers)).json().data.header as string;
    expect(await read(HI)).toBe(header);
    // what a console's translation does: a row named by who edited it (the trigger moves the catalogue version)
    await t.database.db.insert(contentTranslations).values({ locale: 'hi', sourceHash: sourceHash(header), source: header, text: 'वीकडे लंच बुफ़े पर फ़्लैट 30% की छूट', editedBy: 'staff@example.in' });
    expect(await read(HI)).toBe('वीकडे लंच बुफ़े पर फ़्लैट 30% की छूट');
    expect(await read({})).toBe(header);
    // the seed files never overwrite a row a person edited
    await seedTranslations(t.database.db, [{ sourceHash: sourceHash(header), source: header, text: 'फ़ाइल का अनुवाद' }]);
    const [row] = await t.database.db.select().from(contentTranslations).where(and(eq(contentTranslations.locale, 'hi'), eq(contentTranslations.sourceHash, sourceHash(header))));
    expect(row?.text).toBe('वीकडे लंच बुफ़े पर फ़्लैट 30% की छूट');
  });

  it('seeds every text of the Hindi files once, and a restart writes nothing', async () => {
    const [counted] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(contentTranslations).where(isNull(contentTranslations.editedBy));
    expect(Number(counted?.n)).toBe(HINDI.size);
    expect(await seedTranslations(t.database.db, translationRows(readTranslationFiles(SEED_DATA_DIR)))).toBe(false);
  });
});

describe('the pseudo-locale (en-XA)', () => {
  it('brackets and accents every text that has a translation and leaves the others as they are', async () => {
    const answer = await get('/c/prime/offer/tandoor-tales-gold', PSEUDO);
    expect(answer.statusCode, answer.body).toBe(200);
    const offer = answer.json().data as { name: string; header: string; companyName: string; keyPoints: string[] };
    expect(offer.name).toBe('tandoor-tales-gold');
    expect(offer.companyName).toBe('Tandoor Tales');
    expect(offer.header.startsWith(PSEUDO_OPEN) && offer.header.endsWith(PSEUDO_CLOSE)).toBe(true);
    // markup stays markup: only the words are accented
    expect(offer.keyPoints[0]).toMatch(/^⟦<p>[^<]+<\/p>⟧$/);
  });

  it('brackets every error text', async () => {
    const refusal = errorOf(await postJson(t.app, '/nc/prime/benefit/search', { query: 'ab' }, PSEUDO));
    expect(refusal.userMessage).toBe('⟦Ƥļèàšè èñţèř àţ ļèàšţ 3 çĥàřàçţèřš⟧');
  });
});

describe('error texts in the language Accept-Language asks for', () => {
  it('answers a validation refusal in Hindi, its responseMessage and details for developers in English', async () => {
    const [english, hindi] = [await postJson(t.app, '/nc/prime/benefit/search', { query: 'ab' }), await postJson(t.app, '/nc/prime/benefit/search', { query: 'ab' }, HI)];
    expect(hindi.statusCode).toBe(400);
    expect(errorOf(english).userMessage).toBe('Please enter at least 3 characters');
    expect(errorOf(hindi)).toEqual({ ...errorOf(english), userMessage: 'कृपया कम से कम 3 अक्षर डालें' });
    expect(hindi.headers.vary).toMatch(/Accept-Language/);
  });

  it('answers a request that breaks the contract, an unknown offer and an unknown route in Hindi', async () => {
    const invalid = errorOf(await postJson(t.app, '/nc/prime/categories/offers', { query: '', page: -1, pageSize: 10, platform: 'WEB' }, HI));
    expect(invalid).toMatchObject({ systemErrorCode: 'TP400', userMessage: 'रिक्वेस्ट सही नहीं है। कृपया जानकारी जाँचें और फिर से कोशिश करें।' });
    const unknownOffer = errorOf(await get('/c/prime/offer/no-such-offer', HI));
    expect(unknownOffer).toMatchObject({ responseMessage: '404 offer not found', userMessage: 'ऑफ़र नहीं मिला' });
    const unknownRoute = errorOf(await get('/no/such/route', HI));
    expect(unknownRoute.userMessage).toBe('पेज नहीं मिला');
  });

  it('answers an error raised before routing (a malformed address) in Hindi', async () => {
    const answer = await get('/c/prime/offer/%E0%A4', HI);
    expect(answer.statusCode).toBe(400);
    expect(errorOf(answer).userMessage).toMatch(DEVANAGARI);
  });

  it('answers login refusals in Hindi: a wrong code, a resend too soon with its seconds', async () => {
    const mobile = '9812345670';
    await postJson(t.app, AUTH.register, { mobile });
    const wrongCode = await postJson(t.app, AUTH.verify, { mobile, otp: '12' }, HI);
    expect(errorOf(wrongCode)).toMatchObject({ systemErrorCode: '424', userMessage: 'कृपया सही OTP डालें' });
    const tooSoon = await postJson(t.app, AUTH.resend, { identifier: mobile, identifierType: 'mobile', otpNature: 'SIGN_UP' }, HI);
    expect(tooSoon.statusCode, tooSoon.body).toBe(429);
    expect(errorOf(tooSoon).userMessage).toMatch(/^नया OTP माँगने से पहले कृपया \d+ सेकंड रुकें$/);
  });

  it('answers code refusals in Hindi', async () => {
    const answer = await get('/nc/prime/codeDetails/NO-SUCH-CODE', HI);
    expect(errorOf(answer)).toMatchObject({ systemErrorCode: 'TP-CODE-404', userMessage: 'कृपया सही कोड डालें' });
  });
});

describe('caches keep one answer per language', () => {
  it('says Vary: Accept-Language, and the read model answers each language its own bytes and ETag', async () => {
    const url = '/c/prime/home?rid=1';
    const englishFirst = await get(url);
    const hindiFirst = await get(url, HI);
    const englishAgain = await get(url);
    const hindiAgain = await get(url, HI);
    expect(hindiFirst.body).not.toBe(englishFirst.body);
    expect(englishAgain.headers['x-read-model']).toBe('hit');
    expect(hindiAgain.headers['x-read-model']).toBe('hit');
    expect(englishAgain.body).toBe(englishFirst.body);
    expect(hindiAgain.body).toBe(hindiFirst.body);
    expect(hindiAgain.body).toMatch(DEVANAGARI);
    expect(englishAgain.body).not.toMatch(DEVANAGARI);
    for (const answer of [englishFirst, hindiFirst, englishAgain, hindiAgain]) expect(String(answer.headers.vary)).toMatch(/Accept-Language/);
    expect(hindiFirst.headers.etag).not.toBe(englishFirst.headers.etag);
    // the English answer's validator does not revalidate the Hindi one
    const revalidated = await get(url, { ...HI, 'if-none-match': String(englishFirst.headers.etag) });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.body).toBe(hindiFirst.body);
  });

  describe('over a socket, where plain hits are written on the wire', () => {
    let app: Awaited<ReturnType<typeof buildApp>>;
    let base: string;
    beforeAll(async () => {
      app = await buildApp(testAppConfig({ readCache: { versionTtlMs: 60_000 } }), { database: t.database });
      await app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await app.close();
    });
    const read = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
        http
          .get(new URL(path, base), { headers }, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () => resolve({ body, headers: response.headers }));
          })
          .on('error', reject);
      });

    it('never answers a Hindi reader the English bytes held for the wire, nor the reverse', async () => {
      const path = '/c/prime/offer/copper-kettle-bogo';
      const english = [await read(path), await read(path), await read(path)];
      const hindi = [await read(path, HI), await read(path, HI), await read(path, HI)];
      const englishAfter = await read(path);
      expect(new Set(english.map((answer) => answer.body)).size).toBe(1);
      expect(new Set(hindi.map((answer) => answer.body)).size).toBe(1);
      expect(hindi[2]?.body).toMatch(DEVANAGARI);
      expect(englishAfter.body).toBe(english[0]?.body);
      expect(englishAfter.body).not.toMatch(DEVANAGARI);
      expect(String(hindi[2]?.headers.vary)).toMatch(/Accept-Language/);
    });
  });
});

describe("the member's language on their profile", () => {
  let member: LoggedIn;
  beforeAll(async () => {
    member = await logIn(t.app, '9876543210');
  });
  const profile = async () => (await get(AUTH.profile, bearer(member.accessToken))).json().data as { language?: string | null };
  const update = (user: Record<string, unknown>) => postJson(t.app, AUTH.update, { user }, bearer(member.accessToken));

  it('is not chosen until the member chooses it, then kept, changed and cleared through the profile update', async () => {
    expect((await profile()).language).toBeNull();
    const chosen = await update({ language: 'hi' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.language).toBe('hi');
    expect((await profile()).language).toBe('hi');
    expect((await update({ language: 'en' })).json().data.language).toBe('en');
    expect((await update({ language: null })).json().data.language).toBeNull();
    expect((await profile()).language).toBeNull();
  });

  it('keeps the language when other fields change', async () => {
    await update({ language: 'hi' });
    expect((await update({ firstName: 'Asha' })).json().data).toMatchObject({ firstName: 'Asha', language: 'hi' });
  });

  it.each([['a language the sites do not speak', 'fr'], ['the pseudo-locale', 'en-XA'], ['a number', 1]])('refuses %s (TP400)', async (_label, language) => {
    const refused = await update({ language });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).systemErrorCode).toBe('TP400');
    expect((await profile()).language).toBe('hi');
  });
});
