import { createTransport } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { isRefusedEmailDomain } from '../../../auth';
import { LogEmail } from './log';
import { maskEmail, otpEmail } from './port';
import { SmtpEmail } from './smtp';
import { startFakeSmtpServer } from '../../../../test/fake-providers';

describe('email adapters', () => {
  it('the code email says what the SMS says, with a subject naming the code', () => {
    const { subject, text } = otpEmail('042917', 10);
    expect(subject).toBe('042917 is your Rewards Club login code');
    expect(text).toContain('042917 is your OTP to log in to Rewards Club. It is valid for 10 minutes.');
    expect(text).toContain('Do not share it with anyone.');
  });

  it('the log adapter writes the masked address and never the text or the code', async () => {
    const lines: unknown[][] = [];
    const email = new LogEmail({ info: (...args: unknown[]) => lines.push(args) } as never);
    await email.send({ to: 'member@mail.example.in', ...otpEmail('123456', 10), code: '123456' });
    expect(lines).toEqual([[{ to: 'm***@mail.example.in' }, 'Email sent to m***@mail.example.in']]);
    expect(JSON.stringify(lines)).not.toContain('123456');
    expect(maskEmail('x')).toBe('***');
  });

  it('the SMTP adapter hands the message to nodemailer from the configured sender, without the code field', async () => {
    const transport = createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const recording = { sendMail: async (mail: Parameters<typeof transport.sendMail>[0]) => {
      const info = await transport.sendMail(mail);
      sent.push(String(info.message));
      return info;
    } };
    const smtp = new SmtpEmail({ url: 'smtps://user:pass@smtp.example.in:465', from: 'Rewards Club <no-reply@rewards.example.in>' }, recording as never);
    await smtp.send({ to: 'member@mail.example.in', ...otpEmail('654321', 10), code: '654321' });
    const message = JSON.parse(sent[0] ?? '{}');
    expect(message).toMatchObject({ subject: '654321 is your Rewards Club login code', from: { address: 'no-reply@rewards.example.in' }, to: [{ address: 'member@mail.example.in' }] });
    expect(message.text).toContain('654321 is your OTP');
  });
});

describe('SMTP against a real server', () => {
  it('delivers to a server that accepts, and gives up within its timeout on one that greets and goes silent', async () => {
    const server = await startFakeSmtpServer('ok');
    try {
      const smtp = new SmtpEmail({ url: server.url, from: 'Rewards Club <no-reply@rewards.example.in>', timeoutMs: 400 });
      await smtp.send({ to: 'member@mail.example.in', ...otpEmail('111222', 10), code: '111222' });
      expect(server.received).toHaveLength(1);
      expect(server.received[0]?.raw).toContain('111222 is your OTP');

      server.mode = 'stall';
      const started = performance.now();
      await expect(smtp.send({ to: 'member@mail.example.in', ...otpEmail('333444', 10), code: '333444' })).rejects.toThrow(/timeout/i);
      const waited = performance.now() - started;
      console.log(`SMTP stalled after its greeting: the send gave up after ${Math.round(waited)} ms (timeout 400 ms)`);
    } finally {
      await server.close();
    }
  });
});

describe('refused email domains (auth 427)', () => {
  it.each([
    ['someone@mailinator.com', true],
    ['someone@eu.yopmail.com', true],
    ['someone@mail.invalid', true],
    ['someone@host.test', true],
    ['someone@notmailinator.com', false],
    ['someone@gmail.com', false],
    ['aarav.sharma@example.com', false],
  ])('%s is refused: %s', (email, refused) => {
    expect(isRefusedEmailDomain(email)).toBe(refused);
  });
});
