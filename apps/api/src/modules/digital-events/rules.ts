// Pure digital-event rules: where a streamed exclusive event stands, and what a caller gets to play.
import { exclusiveState, parseExclusiveTime, type components } from '@rewards/api-contract';
import type { OfferViewer } from '@rewards/api-contract';
import { STREAM_RECORDING_KEY, STREAM_VIDEO_KEY } from '../../seed/browsing';
import { staticCaptionsUrl, staticVideoUrl } from '../static';

type DigitalEvent = components['schemas']['DigitalEvent'];
export type DigitalEventState = NonNullable<DigitalEvent['state']>;

export interface Stream {
  /** The video's name (`{video}.webm` under /static/video). */
  video: string;
  /** It stays as a recording after the event ends. */
  recording: boolean;
  /** It has captions (`{video}.vtt`). */
  captions: boolean;
}

/** The stream an offer's `extraInfoMap` names, if it is a digital event (an exclusive event with one). */
export function streamOf(extraInfoMap: Record<string, string>, hasCaptions: (video: string) => boolean): Stream | undefined {
  const video = extraInfoMap[STREAM_VIDEO_KEY];
  if (extraInfoMap.isXclusiveEvent !== 'true' || !video) return undefined;
  return { video, recording: extraInfoMap[STREAM_RECORDING_KEY] !== 'false', captions: hasCaptions(video) };
}

/**
 * The exclusive-event timing (spec §4) read for a stream: upcoming before the start, live until the
 * end (an event with no end stays live), then ended (its recording, where it keeps one).
 */
export function digitalEventState(extraInfoMap: Record<string, string>, now: number): DigitalEventState {
  const state = exclusiveState(parseExclusiveTime(extraInfoMap.xclusiveStartTime), parseExclusiveTime(extraInfoMap.xclusiveEndTime), now);
  return state === 'upcoming' ? 'UPCOMING' : state === 'live' ? 'LIVE' : 'ENDED';
}

/** Members and trial members watch (the membership lets them act on an unlocked offer); anyone else is offered it. */
export function mayWatch(viewer: OfferViewer): boolean {
  return viewer === 'MEMBER' || viewer === 'TRIAL_MEMBER';
}

/**
 * What plays: the live stream while live, the recording after (when the event keeps one), nothing
 * before the start or for a caller who may not watch.
 */
export function videoFor(stream: Stream, state: DigitalEventState, allowed: boolean): DigitalEvent['video'] {
  if (!allowed || state === 'UPCOMING' || (state === 'ENDED' && !stream.recording)) return null;
  return {
    url: staticVideoUrl(stream.video),
    mimeType: 'video/webm',
    captionsUrl: stream.captions ? staticCaptionsUrl(stream.video) : null,
    live: state === 'LIVE',
  };
}
