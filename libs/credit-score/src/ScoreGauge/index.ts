export { ScoreGauge, type ScoreGaugeProps } from './ScoreGauge';
