import { assignInlineVars } from '@vanilla-extract/dynamic';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { Children, isValidElement, useEffect, useMemo, useReducer, useRef, useState, type Key, type ReactNode } from 'react';
import { useT } from '@rewards/i18n';
import { designSystemCatalogue } from '../../i18n/catalogue';
import { mediaQueries } from '../../styles/breakpoints';
import * as styles from './Carousel.css';
import {
  CAROUSEL_AUTOPLAY_DESKTOP_MS,
  CAROUSEL_AUTOPLAY_MOBILE_MS,
  CAROUSEL_ITEMS_DESKTOP,
  CAROUSEL_ITEMS_MOBILE,
  CAROUSEL_MIN_ITEMS,
  CAROUSEL_TRANSITION_DURATION,
  rendersFlat,
  shouldAutoplay,
  slideLabel,
} from './carouselRules';
import { useInView, useNearViewport } from './useInView';
import { useMediaQuery, usePrefersReducedMotion } from './useMediaQuery';
import { PauseButton } from '../PauseButton';

export interface CarouselProps {
  /** The carousel's accessible name ('Weekly offers'); also names the flat list. */
  label: string;
  /** One child per item; give each a key. */
  children: ReactNode;
  /** Items across the width from 1024 px; 3.5 shows half of the next item. */
  itemsDesktop?: number;
  /** Items across the width on phones and tablets. */
  itemsMobile?: number;
  /** Advance by itself (every 2 s on desktop, 5 s on phones); never when the member prefers reduced motion. */
  autoplay?: boolean;
  /** Fewer items than this render as a plain list. */
  minItems?: number;
  /** Told when the member moves it: an arrow, or a swipe (drag) that lands on another item. Not autoplay or dots. */
  onNavigate?: (how: CarouselMove, direction: 'next' | 'prev') => void;
}

export type CarouselMove = 'arrow' | 'swipe';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const keyOf = (item: ReactNode, index: number): Key => (isValidElement(item) && item.key != null ? item.key : index);

/**
 * A row of items that scrolls one at a time (Embla): 3.5 across on desktop and 1.5 on phones,
 * autoplaying unless the member prefers reduced motion, hovers or focuses it, or it is off screen.
 * With fewer than 4 items it is a plain list. Arrows show on desktop when the items overflow;
 * dots show and choose the current item.
 */
export function Carousel({
  label,
  children,
  itemsDesktop = CAROUSEL_ITEMS_DESKTOP,
  itemsMobile = CAROUSEL_ITEMS_MOBILE,
  autoplay = true,
  minItems = CAROUSEL_MIN_ITEMS,
  onNavigate,
}: CarouselProps) {
  const items = Children.toArray(children);
  const widths = assignInlineVars({ [styles.itemsDesktop]: String(itemsDesktop), [styles.itemsMobile]: String(itemsMobile) });

  if (rendersFlat(items.length, minItems)) {
    return (
      <ul className={styles.flat} style={widths} aria-label={label}>
        {items.map((item, index) => (
          <li key={keyOf(item, index)} className={styles.flatItem}>
            {item}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <SlidingCarousel label={label} widths={widths} autoplay={autoplay} {...(onNavigate ? { onNavigate } : {})}>
      {items}
    </SlidingCarousel>
  );
}

interface SlidingCarouselProps {
  label: string;
  widths: Record<string, string>;
  autoplay: boolean;
  children: ReactNode[];
  onNavigate?: CarouselProps['onNavigate'];
}

function SlidingCarousel({ label, widths, autoplay, children, onNavigate }: SlidingCarouselProps) {
  const t = useT(designSystemCatalogue);
  const count = children.length;
  const reducedMotion = usePrefersReducedMotion();
  const desktop = useMediaQuery(mediaQueries.desktop);
  const autoplays = autoplay && !reducedMotion;
  const plugins = useMemo(
    () =>
      autoplays
        ? [
            Autoplay({
              delay: desktop ? CAROUSEL_AUTOPLAY_DESKTOP_MS : CAROUSEL_AUTOPLAY_MOBILE_MS,
              // Hover, focus and the pause button are handled below, so they also cover the arrows and dots.
              stopOnInteraction: false,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
              playOnInit: false,
            }),
          ]
        : [],
    [autoplays, desktop],
  );
  const [emblaViewportRef, api] = useEmblaCarousel(
    { align: 'start', slidesToScroll: 1, containScroll: 'trimSnaps', duration: CAROUSEL_TRANSITION_DURATION },
    plugins,
  );

  // Embla owns the position; a change only asks React to read it again.
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!api) return undefined;
    api.on('select', refresh).on('reInit', refresh);
    return () => {
      api.off('select', refresh).off('reInit', refresh);
    };
  }, [api]);
  const snaps = api?.scrollSnapList() ?? [];
  const selected = api?.selectedScrollSnap() ?? 0;
  const canPrevious = api?.canScrollPrev() ?? false;
  const canNext = api?.canScrollNext() ?? false;
  const firstSlideOfSnap = api?.internalEngine().slideRegistry.map((slides) => slides[0] ?? 0) ?? [];

  // Autoplay runs only while nobody is looking at or working with the carousel.
  const rootRef = useRef<HTMLElement>(null);
  const inView = useInView(rootRef);
  // Embla starts (and measures the slides) once the carousel comes within a screen of the viewport:
  // until then the server's markup is the same row of slides, and a page of carousels does not
  // measure them all in the task that hydrates it.
  const viewportRef = useNearViewport(rootRef) ? emblaViewportRef : undefined;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const overflows = snaps.length > 1;
  const playing = shouldAutoplay({ autoplay, reducedMotion, overflows, inView, hovered, focused, paused });
  const playingRef = useRef(playing);
  useEffect(() => {
    playingRef.current = playing;
  });

  useEffect(() => {
    const plugin = api?.plugins().autoplay;
    if (!plugin) return undefined;
    if (playing) plugin.play();
    else plugin.stop();
    // A drag restarts Embla's autoplay on release; keep it stopped if it should be.
    const keepStopped = () => queueMicrotask(() => (playingRef.current ? undefined : plugin.stop()));
    api.on('pointerUp', keepStopped);
    return () => {
      api.off('pointerUp', keepStopped);
    };
  }, [api, playing, plugins]);

  // A swipe: the item selected when the pointer went down differs once the carousel settles.
  const onNavigateRef = useRef(onNavigate);
  useEffect(() => {
    onNavigateRef.current = onNavigate;
  });
  useEffect(() => {
    if (!api) return undefined;
    let from: number | undefined;
    const down = () => {
      from = api.selectedScrollSnap();
    };
    const settle = () => {
      if (from === undefined) return;
      const to = api.selectedScrollSnap();
      if (to !== from) onNavigateRef.current?.('swipe', to > from ? 'next' : 'prev');
      from = undefined;
    };
    api.on('pointerDown', down).on('settle', settle);
    return () => {
      api.off('pointerDown', down).off('settle', settle);
    };
  }, [api]);

  const jump = reducedMotion;
  const goTo = (snap: number) => api?.scrollTo(snap, jump);

  // A control on a slide that is off screen, or partly, comes into view when it takes focus (Embla
  // moves only for focus that follows a Tab press; a script, a skip link or a screen reader's
  // cursor focus too), so nobody works a control they cannot see (issue 33, WCAG 2.4.11).
  const pendingReveal = useRef<HTMLElement | null>(null);
  const reveal = (target: EventTarget) => {
    if (!(target instanceof HTMLElement)) return;
    // Focus can arrive before Embla has started (it starts near the viewport, and focus scrolls the
    // page there): the control is revealed once it has.
    if (!api) {
      pendingReveal.current = target;
      return;
    }
    const slide = api.slideNodes().findIndex((node) => node.contains(target));
    if (slide < 0) return;
    requestAnimationFrame(() => {
      // What shows: the carousel's viewport, within the window (a page that is too wide may cut it).
      const view = api.rootNode().getBoundingClientRect();
      const left = Math.max(view.left, 0);
      const right = Math.min(view.right, document.documentElement.clientWidth);
      const box = target.getBoundingClientRect();
      if (box.left >= left - 1 && box.right <= right + 1) return;
      const snap = api.internalEngine().slideRegistry.findIndex((group) => group.includes(slide));
      if (snap >= 0) api.scrollTo(snap, true);
    });
  };
  useEffect(() => {
    const target = pendingReveal.current;
    if (!api || !target) return;
    pendingReveal.current = null;
    if (target === document.activeElement) reveal(target);
    // Only when Embla starts: `reveal` is a new function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);

  return (
    <section
      ref={rootRef}
      className={styles.root}
      style={widths}
      aria-roledescription={t('carousel.role')}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        setFocused(true);
        reveal(event.target);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {overflows && (
        <button type="button" className={`${styles.arrow} ${styles.previous}`} aria-label={t('carousel.previous')} disabled={!canPrevious} onClick={() => {
            onNavigate?.('arrow', 'prev');
            api?.scrollPrev(jump);
          }}
        >
          <Chevron direction="left" />
        </button>
      )}
      <div className={styles.viewport} ref={viewportRef}>
        {/* Announce changes only when the member moves the carousel, not on every autoplay step. */}
        <div className={styles.container} aria-live={playing ? 'off' : 'polite'}>
          {children.map((item, index) => (
            <div key={keyOf(item, index)} className={styles.slide} role="group" aria-roledescription={t('carousel.slideRole')} aria-label={slideLabel(t, index, count)}>
              {item}
            </div>
          ))}
        </div>
      </div>
      {overflows && (
        <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={t('carousel.next')} disabled={!canNext} onClick={() => {
            onNavigate?.('arrow', 'next');
            api?.scrollNext(jump);
          }}
        >
          <Chevron direction="right" />
        </button>
      )}
      {/* The row of dots keeps its place while Embla has not started, so nothing below moves when it does. */}
      {!api && <div className={styles.controls} aria-hidden="true" />}
      {overflows && (
        <div className={styles.controls}>
          {autoplays && (
            <PauseButton className={styles.pause} paused={paused} onToggle={() => setPaused((value) => !value)} pauseLabel={t('carousel.pause')} playLabel={t('carousel.play')} />
          )}
          <ul className={styles.dots} aria-label={t('carousel.dots', { label })}>
            {snaps.map((_, snap) => {
              const slide = firstSlideOfSnap[snap] ?? snap;
              return (
                <li key={snap}>
                  <button
                    type="button"
                    className={styles.dot}
                    aria-label={t('carousel.goTo', { number: slide + 1 })}
                    aria-current={snap === selected ? 'true' : undefined}
                    onClick={() => goTo(snap)}
                  />
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
