import { describe, expect, it } from 'vitest';
import { LogSms } from './log';
import { OutboxSms } from './outbox';
import { otpText } from './port';

describe('SMS adapters', () => {
  it('the text follows the registered template', () => {
    expect(otpText('042917', 10)).toBe('042917 is your OTP to log in to Rewards Club. It is valid for 10 minutes. Do not share it with anyone. -RWDCLB');
  });

  it('the outbox answers a mobile its messages, newest first, and keeps only the latest ones', async () => {
    let now = new Date('2026-11-20T10:00:00Z');
    const outbox = new OutboxSms(() => now, 3);
    for (const code of ['111111', '222222', '333333', '444444']) {
      await outbox.send({ to: '+919876543210', text: otpText(code, 10), code });
      now = new Date(now.getTime() + 1000);
    }
    await outbox.send({ to: '+919876543211', text: 'other', code: null });
    const messages = outbox.messagesTo('+919876543210');
    expect(messages.map((m) => m.code)).toEqual(['444444', '333333']);
    expect(messages[0]).toEqual({ to: '+919876543210', text: otpText('444444', 10), code: '444444', sentAt: '2026-11-20T10:00:03.000Z' });
    expect(outbox.messagesTo('+919000000000')).toEqual([]);
  });

  it('the log adapter writes the masked number and never the text or the code', async () => {
    const lines: unknown[][] = [];
    const sms = new LogSms({ info: (...args: unknown[]) => lines.push(args) } as never);
    await sms.send({ to: '+919876543210', text: otpText('123456', 10), code: '123456' });
    expect(lines).toEqual([[{ to: '+91XXXXXX3210' }, 'SMS sent to +91XXXXXX3210']]);
    expect(JSON.stringify(lines)).not.toContain('123456');
  });
});
