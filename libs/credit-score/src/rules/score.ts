// The score as the report shows it: its band's words, where the gauge points and in which colour.
// The bands are the contract's (`CreditScoreBand`): 300-579 POOR, 580-669 FAIR, 670-739 GOOD,
// 740-799 VERY_GOOD, 800-900 EXCELLENT.
import type { CreditScoreBand } from '@rewards/api-client';
import type { ColorTokens } from '@rewards/design-system';
import type { Translate } from '@rewards/i18n';

export const SCORE_MIN = 300;
export const SCORE_MAX = 900;

/** Every band, lowest first (stories use it for their controls). */
export const scoreBands = ['POOR', 'FAIR', 'GOOD', 'VERY_GOOD', 'EXCELLENT'] as const satisfies readonly CreditScoreBand[];

/** The lowest score of each band. */
export const BAND_FLOORS: Record<CreditScoreBand, number> = { POOR: 300, FAIR: 580, GOOD: 670, VERY_GOOD: 740, EXCELLENT: 800 };

/**
 * The gauge's colour per band, as a theme colour so each partner's palette applies. Only colours
 * the themes keep readable on the surface; the band's words always stand beside it, so the colour
 * never carries the meaning alone.
 */
const TONES: Record<CreditScoreBand, GaugeTone> = { POOR: 'critical', FAIR: 'critical', GOOD: 'info', VERY_GOOD: 'positive', EXCELLENT: 'positive' };

export type GaugeTone = Extract<keyof ColorTokens, 'critical' | 'info' | 'positive'>;

/** The band a score falls in (the server says it too; this keeps fixtures and stories honest). */
export function bandOf(score: number): CreditScoreBand {
  return [...scoreBands].reverse().find((band) => score >= BAND_FLOORS[band]) ?? 'POOR';
}

/** The band in words, in the page's language (`t`). */
export function bandLabel(t: Translate, band: CreditScoreBand): string {
  switch (band) {
    case 'POOR':
      return t('score.POOR');
    case 'FAIR':
      return t('score.FAIR');
    case 'GOOD':
      return t('score.GOOD');
    case 'VERY_GOOD':
      return t('score.VERY_GOOD');
    case 'EXCELLENT':
      return t('score.EXCELLENT');
  }
}

export function bandTone(band: CreditScoreBand): GaugeTone {
  return TONES[band];
}

/** Degrees along the half-circle gauge: 0 at 300 (left), 180 at 900 (right); out-of-range scores pin to an end. */
export function gaugeAngle(score: number): number {
  const clamped = Math.min(SCORE_MAX, Math.max(SCORE_MIN, score));
  return ((clamped - SCORE_MIN) / (SCORE_MAX - SCORE_MIN)) * 180;
}

/** What the gauge says to a screen reader: 'Credit score 742 out of 900, Very good'. */
export function scoreDescription(t: Translate, score: number, band: CreditScoreBand): string {
  return t('score.description', { score, max: SCORE_MAX, band: bandLabel(t, band) });
}
