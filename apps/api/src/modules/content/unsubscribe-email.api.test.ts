// /unsubscribe in the spec's meaning: an email address stops promotional email. Recorded for any
// well-formed address, member's or not, with the same answer either way; repeats keep one row.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOptOuts, smsOptOuts } from '../../db/schema';
import { postJson, useTestApp } from '../../test/harness';

let clock = new Date('2026-11-20T10:00:00Z');
const t = useTestApp({ now: () => clock, config: { unsubscribeLimitPerMinute: 1_000 } });
const unsubscribe = (body: unknown) => postJson(t.app, '/nc/prime/unsubscribe', body);
const optOut = (email: string) => t.database.db.select().from(emailOptOuts).where(eq(emailOptOuts.email, email));

describe('unsubscribing an email address from promotional email', () => {
  it('records the address lower-cased and answers it masked, never cached', async () => {
    const response = await unsubscribe({ email: '  Aarav.Sharma@Example.com ', reasonId: 'not-relevant', comment: ' weekly mails ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ success: true, data: { message: 'You will no longer receive promotional email at a•••@example.com' } });
    expect(await optOut('aarav.sharma@example.com')).toMatchObject([{ reasonId: 'not-relevant', comment: 'weekly mails' }]);
    // The SMS list is a different list.
    expect(await t.database.db.select().from(smsOptOuts)).toEqual([]);
  });

  it('is idempotent: a repeat keeps one row and the first date, with the latest reason', async () => {
    clock = new Date(clock.getTime() + 1_000);
    const again = await unsubscribe({ email: 'aarav.sharma@example.com', reasonId: 'other' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.message).toBe('You will no longer receive promotional email at a•••@example.com');
    const rows = await optOut('aarav.sharma@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reasonId: 'other', comment: null });
    expect(rows[0]?.updatedAt.getTime()).toBeGreaterThan(rows[0]?.createdAt.getTime() ?? Infinity);
  });

  it('answers an address no account holds exactly as a member’s, and records it (it never tells who is a member)', async () => {
    const member = await unsubscribe({ email: 'aarav.sharma@example.com', reasonId: 'other' });
    const stranger = await unsubscribe({ email: 'nobody.here@example.org', reasonId: 'other' });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual({ success: true, data: { message: 'You will no longer receive promotional email at n•••@example.org' } });
    expect(Object.keys(stranger.json().data)).toEqual(Object.keys(member.json().data));
    expect(await optOut('nobody.here@example.org')).toHaveLength(1);
  });

  it.each(['asha@example', 'asha example.com', '@example.com', 'asha@@example.com'])('refuses %j with the specific text, recording nothing', async (email) => {
    const response = await unsubscribe({ email, reasonId: 'other' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, systemErrorCode: 'TP400', userMessage: 'Please enter a valid email address', details: [{ path: 'body/email' }] });
    expect(await optOut(email.trim().toLowerCase())).toEqual([]);
  });

  it('takes exactly one of an email and a mobile', async () => {
    for (const body of [{ reasonId: 'other' }, { email: 'asha@example.com', mobile: '9876543210', reasonId: 'other' }]) {
      const response = await unsubscribe(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ systemErrorCode: 'TP400', userMessage: 'Please enter the email address (or the mobile number) to unsubscribe' });
    }
    expect(await optOut('asha@example.com')).toEqual([]);
  });

  it('refuses an unknown reason for an email too', async () => {
    const response = await unsubscribe({ email: 'asha@example.com', reasonId: 'bored' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ responseMessage: 'unknown reason' });
    expect(await optOut('asha@example.com')).toEqual([]);
  });
});
