import { cappedImpressions, useTrack } from '@rewards/analytics';
import { IN_VIEW_THRESHOLD } from '@rewards/design-system';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * A banner_impression once per page view, when 75% of the element is on screen (the spec's
 * observer threshold), naming at most 15 of its products (spec §9). Not without
 * IntersectionObserver: nothing can tell whether it was seen.
 */
export function useImpression<T extends Element>(slot: string, ids: ReadonlyArray<string | number>): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  const track = useTrack();
  const latest = useRef(ids);
  useEffect(() => {
    latest.current = ids;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= IN_VIEW_THRESHOLD)) return;
        observer.disconnect();
        track('banner_impression', { slot, items: cappedImpressions(latest.current), count: latest.current.length });
      },
      { threshold: [IN_VIEW_THRESHOLD] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [slot, track]);
  return ref;
}

/** The carousel's moves as carousel_arrow_clicked / carousel_swiped. */
export function useCarouselTracking(carousel: string): (how: 'arrow' | 'swipe', direction: 'next' | 'prev') => void {
  const track = useTrack();
  return (how, direction) => track(how === 'arrow' ? 'carousel_arrow_clicked' : 'carousel_swiped', { carousel, direction });
}
