import type { DigitalEvent } from '@rewards/api-client';
import { ButtonLink, Button, FullScreenVideo, PageMeta, Stack } from '@rewards/design-system';
import { useLocale, useT } from '@rewards/i18n';
import { useOverlay } from '@rewards/platform';
import { PAYMENT_PATH, usePartner } from '@rewards/partner';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCountdownText } from '@rewards/offers/exclusives/useCountdownText';
import { useNow } from '@rewards/offers/exclusives/useNow';
import { offerHref } from '@rewards/offers/offerHref';
import * as page from '@rewards/offers/page.css';
import { homeCatalogue } from '../i18n/catalogue';
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
  const t = useT(homeCatalogue);
  const locale = useLocale();
  const countdown = useCountdownText();
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
  const watchLabel = video?.live ? t('digitalEvent.watchLive') : t('digitalEvent.watchRecording');

  return (
    <div className={page.page}>
      <PageMeta title={t('digitalEvent.pageTitle', { header: event.header, brand: partner.brandName })} description={event.subHeader ?? event.header} canonicalPath={digitalEventPath(event.name)} noIndex />
      <div className={styles.hero}>
        {event.posterUrl ? <img className={styles.poster} src={event.posterUrl} alt="" width={800} height={450} /> : null}
        <Stack space="standard">
          {state === 'live' ? (
            <span className={`${styles.badge} ${styles.badgeState.live}`}>{t('digitalEvent.live')}</span>
          ) : state === 'upcoming' ? (
            <span className={`${styles.badge} ${styles.badgeState.upcoming}`}>{t('digitalEvent.upcoming')}</span>
          ) : (
            <span className={`${styles.badge} ${styles.badgeState.ended}`}>{video ? t('digitalEvent.recorded') : t('digitalEvent.ended')}</span>
          )}
          <p className={styles.company}>{event.companyName}</p>
          <h1 className={page.h1}>{event.header}</h1>
          {event.subHeader ? <p className={page.muted}>{event.subHeader}</p> : null}
          {details ? <p className={page.muted}>{details}</p> : null}

          {state === 'upcoming' && start !== undefined && event.startTime ? (
            <p className={styles.timing}>
              {t('digitalEvent.startsOn', { date: formatStart(event.startTime, locale) })}{' '}
              <span role="timer" aria-label={countdown.startsIn(start - now).label} suppressHydrationWarning>
                {countdown.startsIn(start - now).text}
              </span>
            </p>
          ) : null}
          {state === 'live' ? <p className={styles.timing}>{t('digitalEvent.streaming')}</p> : null}
          {state === 'expired' ? <p className={styles.timing}>{video ? t('digitalEvent.overWithRecording') : t('digitalEvent.over')}</p> : null}

          {!event.mayWatch ? (
            <div className={styles.panel}>
              <Stack space="standard">
                <p className={page.muted}>
                  {state === 'upcoming'
                    ? t('digitalEvent.forMembersUpcoming', { brand: partner.brandName })
                    : t('digitalEvent.forMembers', { brand: partner.brandName })}
                </p>
                <ButtonLink href={PAYMENT_PATH} onNavigate={(href) => navigate(href)}>
                  {t('digitalEvent.join')}
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
              {t('digitalEvent.booking')}
            </Link>
          </p>
        </Stack>
      </div>
      {event.aboutText ? (
        <section aria-labelledby="about-event">
          <Stack space="small">
            <h2 id="about-event" className={page.h2}>
              {t('digitalEvent.about')}
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
          {...(video.captionsUrl ? { captions: { src: video.captionsUrl, label: t('digitalEvent.captions'), srcLang: 'en' } } : {})}
          live={video.live}
        />
      ) : null}
    </div>
  );
}
