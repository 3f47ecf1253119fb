// Local stand-ins for the outside providers messages go to, for tests: a real HTTP server speaking
// Exotel's SMS API and a real SMTP server (nodemailer's smtp-server). Each can succeed, fail, or
// stall (accept the connection, greet for SMTP, then say nothing), switched while it runs, and each
// records what it received.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ProviderMode = 'ok' | 'fail' | 'stall';

export interface ReceivedSms {
  to: string;
  body: string;
  from: string;
  dltEntityId: string;
  dltTemplateId: string;
  authorization: string;
}

export interface FakeSmsGateway {
  /** The API base to configure (`EXOTEL_API_BASE`). */
  url: string;
  mode: ProviderMode;
  received: ReceivedSms[];
  /** Requests that arrived while stalling or failing. */
  refused: number;
  close(): Promise<void>;
}

/** A fake of Exotel's `POST /v1/Accounts/{sid}/Sms/send.json`. */
export async function startFakeSmsGateway(mode: ProviderMode = 'ok'): Promise<FakeSmsGateway> {
  const sockets = new Set<Socket>();
  const gateway: FakeSmsGateway = { url: '', mode, received: [], refused: 0, close: async () => {} };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (gateway.mode === 'stall') {
        gateway.refused += 1;
        return; // never answers
      }
      if (gateway.mode === 'fail') {
        gateway.refused += 1;
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"RestException":{"Status":503,"Message":"Service unavailable"}}');
        return;
      }
      const form = new URLSearchParams(raw);
      gateway.received.push({
        to: form.get('To') ?? '',
        body: form.get('Body') ?? '',
        from: form.get('From') ?? '',
        dltEntityId: form.get('DltEntityId') ?? '',
        dltTemplateId: form.get('DltTemplateId') ?? '',
        authorization: request.headers.authorization ?? '',
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ SMSMessage: { Sid: `sms-${gateway.received.length}`, Status: 'queued' } }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  gateway.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return gateway;
}

export interface ReceivedEmail {
  to: string[];
  raw: string;
}

export interface FakeSmtpServer {
  /** `smtp://127.0.0.1:<port>` (no TLS, no auth). */
  url: string;
  mode: ProviderMode;
  received: ReceivedEmail[];
  close(): Promise<void>;
}

/** An SMTP server that accepts mail, refuses it (451), or greets, answers EHLO and then goes silent. */
export async function startFakeSmtpServer(mode: ProviderMode = 'ok'): Promise<FakeSmtpServer> {
  const fake: FakeSmtpServer = { url: '', mode, received: [], close: async () => {} };
  const sockets = new Set<Socket>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      // Stalling: the greeting and EHLO are answered, then MAIL FROM waits for ever.
      if (fake.mode === 'stall') return;
      if (fake.mode === 'fail') return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        fake.received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  fake.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
