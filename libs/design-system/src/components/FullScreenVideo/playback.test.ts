import { describe, expect, it } from 'vitest';
import { startPlayback, VIDEO_DEFAULT_VOLUME } from './playback';

/** A video whose play() the browser allows with sound, only muted, or never. */
function video(allows: 'sound' | 'muted' | 'nothing') {
  const element = {
    volume: 1,
    muted: false,
    plays: 0,
    play() {
      element.plays += 1;
      const ok = allows === 'sound' || (allows === 'muted' && element.muted);
      return ok ? Promise.resolve() : Promise.reject(new DOMException('play() needs a gesture', 'NotAllowedError'));
    },
  };
  return element;
}

describe('startPlayback', () => {
  it('starts with sound at volume 70 where the browser allows it', async () => {
    const element = video('sound');
    await expect(startPlayback(element)).resolves.toBe('sound');
    expect(element).toMatchObject({ volume: VIDEO_DEFAULT_VOLUME, muted: false, plays: 1 });
    expect(VIDEO_DEFAULT_VOLUME).toBe(0.7);
  });

  it('falls back to muted autoplay, keeping the volume for when the viewer unmutes', async () => {
    const element = video('muted');
    await expect(startPlayback(element)).resolves.toBe('muted');
    expect(element).toMatchObject({ volume: 0.7, muted: true, plays: 2 });
  });

  it('leaves the video paused when the browser allows no autoplay at all', async () => {
    const element = video('nothing');
    await expect(startPlayback(element, 0.5)).resolves.toBe('paused');
    expect(element.volume).toBe(0.5);
  });
});
