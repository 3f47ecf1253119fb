// How the HTTP server lets go of its connections when it closes. Node's `server.close()` (and
// Fastify's close) destroys every connection that has no request in progress, including one the
// kernel has accepted whose request the process has not read yet (a busy event loop reads it a few
// milliseconds later), or one whose answer has just been written and is still in its buffer: its
// client sees the connection reset, a failed request. Here only connections that have already been
// answered and sit idle are closed at once, and by ending them (the buffer is sent first); one that has not yet
// sent (or the process not yet read) its first request gets `freshGraceMs` to do so, and is answered
// (with Connection: close while draining) rather than cut. Both servers use it: the API (apps/api/src/app.ts)
// and the site server (apps/site-server/src/server.ts, and main.ts for every site in one process).
import type http from 'node:http';
import type { Socket } from 'node:net';

/** How long after the close began a connection that never carried a request may still send one. */
export const FRESH_GRACE_MS = 1_000;

export function closeOnlyAnsweredIdleConnections(server: http.Server, freshGraceMs = FRESH_GRACE_MS): void {
  const sockets = new Map<Socket, { answered: boolean; inFlight: number }>();
  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { answered: false, inFlight: 0 });
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const state = sockets.get(request.socket);
    if (!state) return;
    state.inFlight += 1;
    response.once('close', () => {
      state.inFlight -= 1;
      state.answered = true;
    });
  });
  // ended, never destroyed: an answer just written may still be in the socket's buffer, and destroying
  // it would reset the connection under the client before the answer's last bytes went out
  const end = (socket: Socket) => {
    socket.end();
    setTimeout(() => socket.destroy(), freshGraceMs).unref();
  };
  let graceTimer: NodeJS.Timeout | undefined;
  server.closeIdleConnections = () => {
    for (const [socket, state] of sockets) if (state.answered && state.inFlight === 0) end(socket);
    graceTimer ??= setTimeout(() => {
      for (const [socket, state] of sockets) if (state.inFlight === 0) end(socket);
    }, freshGraceMs).unref();
  };
}
