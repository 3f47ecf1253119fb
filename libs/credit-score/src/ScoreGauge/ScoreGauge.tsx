import type { CreditScoreBand } from '@rewards/api-client';
import { useT } from '@rewards/i18n';
import { creditScoreCatalogue } from '../i18n/catalogue';
import { bandTone, gaugeAngle, scoreDescription, SCORE_MAX, SCORE_MIN } from '../rules/score';
import * as styles from './ScoreGauge.css';

const CX = 100;
const CY = 100;
const R = 80;

/** The point on the half circle at `degrees` from its left end. */
function pointAt(degrees: number) {
  const radians = (degrees * Math.PI) / 180;
  return { x: CX - R * Math.cos(radians), y: CY - R * Math.sin(radians) };
}

export interface ScoreGaugeProps {
  score: number;
  band: CreditScoreBand;
}

/**
 * The score on a half-circle gauge from 300 to 900, filled in the band's colour. One image to
 * assistive technology, named with the score, the scale and the band ('Credit score 742 out of
 * 900, Very good'); the band's words also stand beside it on the page, so colour is never alone.
 */
export function ScoreGauge({ score, band }: ScoreGaugeProps) {
  const t = useT(creditScoreCatalogue);
  const angle = gaugeAngle(score);
  const end = pointAt(angle);
  const start = `M ${CX - R} ${CY}`;
  return (
    <svg role="img" aria-label={scoreDescription(t, score, band)} viewBox="0 0 200 126" className={styles.svg}>
      <path d={`${start} A ${R} ${R} 0 0 1 ${CX + R} ${CY}`} className={styles.track} />
      {angle > 0 ? <path d={`${start} A ${R} ${R} 0 0 1 ${end.x.toFixed(2)} ${end.y.toFixed(2)}`} className={styles.value[bandTone(band)]} /> : null}
      <circle cx={end.x.toFixed(2)} cy={end.y.toFixed(2)} r="8" className={styles.marker} />
      <text x={CX} y={CY - 8} textAnchor="middle" fontSize="40" className={styles.score}>
        {score}
      </text>
      <text x={CX - R} y={CY + 24} textAnchor="middle" fontSize="12" className={styles.scale}>
        {SCORE_MIN}
      </text>
      <text x={CX + R} y={CY + 24} textAnchor="middle" fontSize="12" className={styles.scale}>
        {SCORE_MAX}
      </text>
    </svg>
  );
}
