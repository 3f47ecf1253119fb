// At close, a connection whose request the server has not read yet is answered, not reset; an
// answered connection sitting idle is closed at once; one that never sends is closed after the grace.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeOnlyAnsweredIdleConnections } from './connections';

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

async function listening(graceMs: number): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer((_request, response) => response.end('ok'));
  closeOnlyAnsweredIdleConnections(server, graceMs);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
  });
}

const closed = (socket: net.Socket) => new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once('close', () => resolve())));
const received = (socket: net.Socket) =>
  new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += String(chunk)));
    socket.once('close', () => resolve(text));
  });

describe('closing with connections open', () => {
  it('answers a request sent after the close began on a connection that had not sent one, and cuts an answered idle one', async () => {
    const { server, port } = await listening(2_000);
    const answered = await connect(port);
    const firstAnswer = new Promise<void>((resolve) => answered.once('data', () => resolve()));
    answered.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await firstAnswer;
    const fresh = await connect(port);
    const freshText = received(fresh);
    const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    await closed(answered);
    fresh.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(await freshText).toMatch(/^HTTP\/1.1 200 OK[\s\S]*\r\n\r\nok$/);
    await serverClosed;
  });

  it('closes a connection that never sends a request once the grace has passed', async () => {
    const { server, port } = await listening(100);
    const silent = await connect(port);
    const started = Date.now();
    const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    await closed(silent);
    await serverClosed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });
});
