import type { DigitalEvent } from '@rewards/api-client';

const HOUR_MS = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A digital event as the API answers it: live now with its stream, for a paid member, unless overridden. */
export function makeDigitalEvent(overrides: Partial<DigitalEvent> = {}, now = Date.now()): DigitalEvent {
  return {
    name: 'mehfil-live-sufi-night',
    categorySlug: 'tpxclusives',
    header: 'A night of Sufi music at member prices',
    subHeader: 'Qawwali and ghazals, live and unplugged',
    companyName: 'Mehfil Live',
    aboutText: 'Mehfil Live produces intimate concerts in heritage venues.',
    posterUrl: '/static/2x/event-mehfil-live-sufi-night.svg',
    startTime: iso(now - HOUR_MS),
    endTime: iso(now + 2 * HOUR_MS),
    date: 'Friday, 7 PM',
    duration: '3 hours',
    isDigitalEvent: true,
    state: 'LIVE',
    mayWatch: true,
    video: { url: '/static/video/sample-event.webm', mimeType: 'video/webm', captionsUrl: '/static/video/sample-event.vtt', live: true },
    ...overrides,
  };
}

/** The same event before its start: no video yet. */
export function upcomingDigitalEvent(now = Date.now()): DigitalEvent {
  return makeDigitalEvent({ startTime: iso(now + 26 * HOUR_MS), endTime: iso(now + 29 * HOUR_MS), state: 'UPCOMING', video: null }, now);
}

/** After its end, with the recording. */
export function recordedDigitalEvent(now = Date.now()): DigitalEvent {
  return makeDigitalEvent({
    name: 'rangmanch-theatre-kabir-play',
    header: 'Kabir, a play with live music',
    subHeader: 'Hindustani poetry on stage',
    companyName: 'Rangmanch Theatre',
    startTime: iso(now - 25 * 24 * HOUR_MS),
    endTime: iso(now - 24 * 24 * HOUR_MS),
    state: 'ENDED',
    video: { url: '/static/video/sample-event.webm', mimeType: 'video/webm', captionsUrl: '/static/video/sample-event.vtt', live: false },
  }, now);
}
