// Errors Node's HTTP parser raises before any request exists (headers over the size limit, a
// malformed request line, a timeout): answered with the common error body and no-store, like
// every other error, instead of Node's or Fastify's own text.
import http from 'node:http';
import type { Socket } from 'node:net';
import { AppError, badRequest } from './errors';
import { BASE_SECURITY_HEADERS } from './security-headers';

function errorFor(code: string | undefined): AppError {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return new AppError(431, 'TP400', 'Request header fields too large', 'Invalid request. Please check the details and try again.', [{ path: 'headers', message: 'are too large' }]);
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return new AppError(408, 'TP400', 'Request timeout', 'Invalid request. Please check the details and try again.', [{ path: 'request', message: 'was not received in time' }]);
  }
  return badRequest([{ path: 'request', message: 'is not a valid HTTP request' }]);
}

export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const appError = errorFor(error.code);
  const body = JSON.stringify(appError.toBody());
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${appError.statusCode} ${http.STATUS_CODES[appError.statusCode] ?? 'Error'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n` +
        Object.entries(BASE_SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`).join('') +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
