import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FullScreenVideo } from './FullScreenVideo';

// jsdom has no media engine: play() is the browser's decision, stubbed per test.
let play: ReturnType<typeof vi.fn<(muted: boolean) => Promise<void>>>;
beforeEach(() => {
  play = vi.fn((_muted: boolean) => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    return play(this.muted);
  });
});
afterEach(() => vi.restoreAllMocks());

function Player({ live = false }: { live?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Watch
      </button>
      <FullScreenVideo open={open} onOpenChange={setOpen} title="Sufi night" src="/static/video/sample-event.webm" type="video/webm" captions={{ src: '/static/video/sample-event.vtt' }} live={live} />
    </>
  );
}

describe('FullScreenVideo', () => {
  it('opens as a dialog named by what plays, playing at volume 70 with sound, and closes on Escape back to its opener', async () => {
    const user = userEvent.setup();
    render(<Player live />);
    const watch = screen.getByRole('button', { name: 'Watch' });
    await user.click(watch);
    const dialog = screen.getByRole('dialog', { name: 'Sufi night' });
    expect(screen.getByText('LIVE')).toBeInTheDocument();
    const video = dialog.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('controls');
    expect(video.querySelector('source')).toHaveAttribute('src', '/static/video/sample-event.webm');
    expect(video.querySelector('track')).toHaveAttribute('srclang', 'en');
    await waitFor(() => expect(play).toHaveBeenCalledWith(false));
    expect(video.volume).toBe(0.7);
    expect(video.muted).toBe(false);
    expect(video).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Unmute' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(watch).toHaveFocus();
  });

  it('plays muted with an Unmute button where the browser refuses sound, and Unmute turns the sound on at 70', async () => {
    play.mockImplementation((muted: boolean) => (muted ? Promise.resolve() : Promise.reject(new DOMException('needs a gesture', 'NotAllowedError'))));
    const user = userEvent.setup();
    render(<Player />);
    await user.click(screen.getByRole('button', { name: 'Watch' }));
    const unmute = await screen.findByRole('button', { name: 'Unmute' });
    const video = screen.getByRole('dialog').querySelector('video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    await user.click(unmute);
    expect(video.muted).toBe(false);
    expect(video.volume).toBe(0.7);
    expect(screen.queryByRole('button', { name: 'Unmute' })).not.toBeInTheDocument();
    expect(screen.queryByText('LIVE')).not.toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    render(<Player />);
    await user.click(screen.getByRole('button', { name: 'Watch' }));
    await user.click(screen.getByRole('button', { name: 'Close video' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
