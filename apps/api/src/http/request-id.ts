// One id per request, shared along its way: a site server sends the id it logged its own line with
// (X-Request-Id), the API logs its line with that id and sends it back, so one page's lines are found
// together in both processes' logs. An id that is missing or not of the accepted shape (a browser or
// a scanner may send anything) is replaced by a new one rather than copied into the logs.
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `._:-`, 8 to 64 characters: UUIDs and the usual tracing ids, nothing that could forge a log line. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,64}$/;

/** The caller's id when well-formed, else a new UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given !== undefined && WELL_FORMED.test(given) ? given : randomUUID();
}
