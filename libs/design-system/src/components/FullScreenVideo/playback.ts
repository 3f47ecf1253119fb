/** Spec account-and-payment §9: the video player starts at volume 70. */
export const VIDEO_DEFAULT_VOLUME = 0.7;

/** How a video started: with sound, muted (the browser refused sound without a gesture), or not at all. */
export type PlaybackStart = 'sound' | 'muted' | 'paused';

type Playable = Pick<HTMLMediaElement, 'volume' | 'muted' | 'play'>;

/**
 * Autoplay (spec §9) as browsers allow it: play at `volume` with sound; when the browser refuses
 * (autoplay with sound needs a gesture or the site's media engagement), play muted and let the
 * viewer unmute; when even that is refused (data saver, a policy), leave it paused with its controls.
 */
export async function startPlayback(video: Playable, volume = VIDEO_DEFAULT_VOLUME): Promise<PlaybackStart> {
  video.volume = volume;
  video.muted = false;
  try {
    await video.play();
    return 'sound';
  } catch {
    video.muted = true;
  }
  try {
    await video.play();
    return 'muted';
  } catch {
    return 'paused';
  }
}
