import * as RadixDialog from '@radix-ui/react-dialog';
import { useT } from '@rewards/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { designSystemCatalogue } from '../../i18n/catalogue';
import { Button } from '../Button';
import * as styles from './FullScreenVideo.css';
import { startPlayback, VIDEO_DEFAULT_VOLUME, type PlaybackStart } from './playback';

export interface VideoCaptions {
  src: string;
  /** The track's name in the player's captions menu. */
  label?: string;
  srcLang?: string;
}

export interface FullScreenVideoProps {
  /** Controlled: the caller owns whether the player is open (the overlay `full_screen_video`). */
  open: boolean;
  /** Called with `false` when the viewer closes it (the close button or Escape). */
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name and its visible heading: what is playing. */
  title: string;
  src: string;
  /** The file's MIME type (`video/webm`). */
  type?: string;
  poster?: string;
  captions?: VideoCaptions;
  /** A live stream: a LIVE badge beside the title. */
  live?: boolean;
  /** 0 to 1; spec §9: 70. */
  volume?: number;
  /** Spec §9: on. */
  autoPlay?: boolean;
}

/**
 * The `full_screen_video` overlay: a modal dialog over the whole viewport hosting the browser's own
 * video player (its controls, captions menu and fullscreen button). It opens playing at volume 70
 * with sound; where the browser refuses sound without a gesture it plays muted with an Unmute
 * button. Focus starts on the video (Space plays and pauses), stays in the dialog, and goes back to
 * whatever opened it on close (Escape or the close button); the page behind is inert (Radix Dialog).
 */
export function FullScreenVideo({ open, onOpenChange, title, src, type, poster, captions, live = false, volume = VIDEO_DEFAULT_VOLUME, autoPlay = true }: FullScreenVideoProps) {
  const t = useT(designSystemCatalogue);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // The element (for the focus handler, which runs before a state update would reach it), and
  // whether it is mounted (the dialog mounts it on open), which starts the playback.
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [mounted, setMounted] = useState(false);
  const attach = useCallback((node: HTMLVideoElement | null) => {
    videoRef.current = node;
    setMounted(node !== null);
  }, []);
  const [start, setStart] = useState<PlaybackStart | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!mounted || !video) return;
    let current = true;
    if (autoPlay) {
      void startPlayback(video, volume).then((how) => current && setStart(how));
    } else {
      video.volume = volume;
    }
    return () => {
      current = false;
      setStart(null);
    };
  }, [mounted, autoPlay, volume]);

  const unmute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = false;
    video.volume = volume;
    void video.play().catch(() => undefined);
    setStart('sound');
    video.focus();
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} modal>
      <RadixDialog.Portal>
        <RadixDialog.Content
          className={styles.content}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            // The player itself takes focus: Space plays and pauses, the arrows seek.
            if (videoRef.current) {
              event.preventDefault();
              videoRef.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
          }}
        >
          <div className={styles.bar}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {live ? <span className={styles.live}>{t('video.live')}</span> : null}
            <RadixDialog.Close className={styles.close} aria-label={t('video.close')}>
              <svg width="22" height="22" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </RadixDialog.Close>
          </div>
          {/* Captions are a track of the player (the browser's menu turns them on), whenever the video has them. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the track below is there whenever captions exist */}
          <video ref={attach} className={styles.video} tabIndex={0} controls playsInline preload="auto" poster={poster} aria-label={title}>
            <source src={src} {...(type ? { type } : {})} />
            {captions ? <track kind="captions" src={captions.src} srcLang={captions.srcLang ?? 'en'} label={captions.label ?? t('video.captions')} /> : null}
          </video>
          <div className={styles.footer}>
            {start === 'muted' ? (
              <Button variant="primary" onClick={unmute}>
                {t('video.unmute')}
              </Button>
            ) : null}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
