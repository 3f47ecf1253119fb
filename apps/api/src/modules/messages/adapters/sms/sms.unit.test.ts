import { afterEach, describe, expect, it } from 'vitest';
import { PermanentDeliveryError } from '../../errors';
import { startFakeSmsGateway, type FakeSmsGateway } from '../../../../test/fake-providers';
import { ExotelSms, type ExotelSettings } from './exotel';
import { LogSms } from './log';
import { otpText } from './port';

const settings = (apiBase: string, timeoutMs = 2_000): ExotelSettings => ({
  apiBase,
  accountSid: 'rewardsclub1',
  apiKey: 'key-123',
  apiToken: 'token-456',
  senderId: 'RWDCLB',
  dltEntityId: '1101234567890123456',
  templateIds: { login_otp: '1107000000000000001', credit_otp: '1107000000000000002', student_decision: '1107000000000000003' },
  timeoutMs,
});

let gateway: FakeSmsGateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

describe('SMS adapters', () => {
  it('the text follows the registered template', () => {
    expect(otpText('042917', 10)).toBe('042917 is your OTP to log in to Rewards Club. It is valid for 10 minutes. Do not share it with anyone. -RWDCLB');
  });

  it('the log adapter writes the masked number and never the text or the code', async () => {
    const lines: unknown[][] = [];
    const sms = new LogSms({ info: (...args: unknown[]) => lines.push(args) } as never);
    await sms.send({ to: '+919876543210', text: otpText('123456', 10), code: '123456', template: 'login_otp' });
    expect(lines).toEqual([[{ to: '+91XXXXXX3210' }, 'SMS sent to +91XXXXXX3210']]);
    expect(JSON.stringify(lines)).not.toContain('123456');
  });
});

describe('Exotel (the production SMS gateway)', () => {
  it('posts the text from the DLT sender, naming the entity and the template of each kind of text, and answers the message id', async () => {
    gateway = await startFakeSmsGateway();
    const sms = new ExotelSms(settings(gateway.url));
    expect(await sms.send({ to: '+919876543210', text: otpText('123456', 10), code: '123456', template: 'login_otp' })).toBe('sms-1');
    await sms.send({ to: '+919876543211', text: 'credit code', code: '654321', template: 'credit_otp' });
    expect(gateway.received).toEqual([
      { to: '+919876543210', body: otpText('123456', 10), from: 'RWDCLB', dltEntityId: '1101234567890123456', dltTemplateId: '1107000000000000001', authorization: `Basic ${Buffer.from('key-123:token-456').toString('base64')}` },
      expect.objectContaining({ to: '+919876543211', dltTemplateId: '1107000000000000002' }),
    ]);
  });

  it('gives up on a gateway that never answers within its timeout', async () => {
    gateway = await startFakeSmsGateway('stall');
    const sms = new ExotelSms(settings(gateway.url, 300));
    const started = performance.now();
    await expect(sms.send({ to: '+919876543210', text: 'x', code: null, template: 'login_otp' })).rejects.toThrow(/timeout|aborted/i);
    const waited = performance.now() - started;
    console.log(`Exotel stalled: the send gave up after ${Math.round(waited)} ms (timeout 300 ms)`);
  });

  it('a failing gateway is retried later; a refused message (4xx) is not', async () => {
    gateway = await startFakeSmsGateway('fail');
    const failing = new ExotelSms(settings(gateway.url));
    const error = await failing.send({ to: '+919876543210', text: 'x', code: null, template: 'login_otp' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PermanentDeliveryError);

    const refusing = new ExotelSms(settings('http://127.0.0.1:1'), (async () => new Response('{"RestException":{"Message":"Invalid To"}}', { status: 400 })) as typeof fetch);
    await expect(refusing.send({ to: '+910000000000', text: 'x', code: null, template: 'login_otp' })).rejects.toBeInstanceOf(PermanentDeliveryError);
  });
});
