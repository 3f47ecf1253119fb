import type { HomeData } from '@rewards/api-contract';
import { Carousel, Inline, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { homeCatalogue } from '../i18n/catalogue';
import * as styles from './Home.css';

export interface CustomerReviewsProps {
  section: HomeData['customerReviewSection'];
}

const MAX_RATING = 5;

/** What members say, as a carousel of review cards with their star ratings. */
export function CustomerReviews({ section }: CustomerReviewsProps) {
  const t = useT(homeCatalogue);
  if (section.tweets.length === 0) return null;
  return (
    <Stack as="section" space="standard" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.heading}>
        {section.title}
      </h2>
      <Carousel label={t('reviews.carousel')} itemsDesktop={3.5} itemsMobile={1.15}>
        {section.tweets.map((review) => {
          const rating = Math.max(0, Math.min(MAX_RATING, Math.round(review.rating)));
          return (
            <figure key={review.id} className={styles.review}>
              <p className={styles.stars} role="img" aria-label={t('reviews.rating', { rating, max: MAX_RATING })}>
                {'★'.repeat(rating)}
                {'☆'.repeat(MAX_RATING - rating)}
              </p>
              <blockquote className={styles.reviewText}>
                <p className={styles.reviewText}>{review.text}</p>
              </blockquote>
              <figcaption className={styles.reviewer}>
                <Inline space="small" alignY="center" wrap={false}>
                  {review.avatarUrl ? <img className={styles.avatar} src={review.avatarUrl} alt="" width={32} height={32} loading="lazy" /> : null}
                  <span>
                    {review.name}
                    {review.handle ? ` (${review.handle})` : ''}
                    {review.city ? `, ${review.city}` : ''}
                  </span>
                </Inline>
              </figcaption>
            </figure>
          );
        })}
      </Carousel>
    </Stack>
  );
}
