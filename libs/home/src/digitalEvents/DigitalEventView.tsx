import type { DigitalEvent } from '@rewards/api-client';
import { ButtonLink, Button, FullScreenVideo, PageMeta, Stack } from '@rewards/design-system';
import { useOverlay } from '@rewards/platform';
import { PAYMENT_PATH, usePartner } from '@rewards/partner';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { describeCountdown, formatCountdown } from '@rewards/offers/exclusives/countdown';
import { useNow } from '@rewards/offers/exclusives/useNow';
import { offerHref } from '@rewards/offers/offerHref';
import * as page from '@rewards/offers/page.css';
import * as styles from './digitalEvents.css';
import { digitalEventPath, eventStateAt, formatStart, nextChangeAt } from './rules';

export const FULL_SCREEN_VIDEO_OVERLAY = 'full_screen_video';

export interface DigitalEventViewProps {
  event: DigitalEvent;
  /** The event's state changed on the viewer's clock (it started or ended): ask the server again. */
  onStateChange?: () => void;
}

/**
 * A digital event (a streamed exclusive event): what it is, when (live now, starting at a time with
 * a countdown, or over), and Watch, which opens the `full_screen_video` overlay with the live stream
 * or the recording. A signed-in account without a membership is offered one instead of Watch.
 */
export function DigitalEventView({ event, onStateChange }: DigitalEventViewProps) {
  const partner = usePartner();
  const navigate = useNavigate();
  const overlay = useOverlay(FULL_SCREEN_VIDEO_OVERLAY, event.name);
  const now = useNow({ active: true, until: (current) => nextChangeAt(event, current), everySecond: (current) => eventStateAt(event, current) === 'upcoming' });
  const state = eventStateAt(event, now);
  const video = event.video;

  // The clock crossed the start or the end: the server decides what now plays.
  const seenState = useRef(state);
  useEffect(() => {
    if (seenState.current === state) return;
    seenState.current = state;
    onStateChange?.();
  }, [state, onStateChange]);

  const start = event.startTime ? Date.parse(event.startTime) : undefined;
  const details = [event.date, event.duration].filter(Boolean).join(' · ');
  const watchLabel = video?.live ? 'Watch live' : 'Watch the recording';

  return (
    <div className={page.page}>
      <PageMeta title={`${event.header} | ${partner.brandName} digital event`} description={event.subHeader ?? event.header} canonicalPath={digitalEventPath(event.name)} noIndex />
      <div className={styles.hero}>
        {event.posterUrl ? <img className={styles.poster} src={event.posterUrl} alt="" width={800} height={450} /> : null}
        <Stack space="standard">
          {state === 'live' ? (
            <span className={`${styles.badge} ${styles.badgeState.live}`}>LIVE NOW</span>
          ) : state === 'upcoming' ? (
            <span className={`${styles.badge} ${styles.badgeState.upcoming}`}>UPCOMING</span>
          ) : (
            <span className={`${styles.badge} ${styles.badgeState.ended}`}>{video ? 'RECORDED' : 'ENDED'}</span>
          )}
          <p className={styles.company}>{event.companyName}</p>
          <h1 className={page.h1}>{event.header}</h1>
          {event.subHeader ? <p className={page.muted}>{event.subHeader}</p> : null}
          {details ? <p className={page.muted}>{details}</p> : null}

          {state === 'upcoming' && start !== undefined && event.startTime ? (
            <p className={styles.timing}>
              Starts on {formatStart(event.startTime)}.{' '}
              <span role="timer" aria-label={`Starts in ${describeCountdown(start - now)}`} suppressHydrationWarning>
                Starts in {formatCountdown(start - now)}
              </span>
            </p>
          ) : null}
          {state === 'live' ? <p className={styles.timing}>Streaming live now for members.</p> : null}
          {state === 'expired' ? <p className={styles.timing}>{video ? 'The event has ended; its recording is here for members.' : 'This event has ended.'}</p> : null}

          {!event.mayWatch ? (
            <div className={styles.panel}>
              <Stack space="standard">
                <p className={page.muted}>This event is for {partner.brandName} members. Join to watch it{state === 'upcoming' ? ' when it starts' : ''}.</p>
                <ButtonLink href={PAYMENT_PATH} onNavigate={(href) => navigate(href)}>
                  JOIN NOW
                </ButtonLink>
              </Stack>
            </div>
          ) : null}

          {video && state !== 'upcoming' ? (
            <Button onClick={() => overlay.show()} aria-haspopup="dialog">
              {watchLabel}
            </Button>
          ) : null}
          <p className={page.muted}>
            <Link className={page.link} to={offerHref(partner.categoriesPath, event)}>
              Member prices and booking for this event
            </Link>
          </p>
        </Stack>
      </div>
      {event.aboutText ? (
        <section aria-labelledby="about-event">
          <Stack space="small">
            <h2 id="about-event" className={page.h2}>
              About the event
            </h2>
            <p className={page.muted}>{event.aboutText}</p>
          </Stack>
        </section>
      ) : null}
      {video ? (
        <FullScreenVideo
          open={overlay.isOpen}
          onOpenChange={overlay.onOpenChange}
          title={event.header}
          src={video.url}
          type={video.mimeType}
          {...(event.posterUrl ? { poster: event.posterUrl } : {})}
          {...(video.captionsUrl ? { captions: { src: video.captionsUrl, label: 'English', srcLang: 'en' } } : {})}
          live={video.live}
        />
      ) : null}
    </div>
  );
}
