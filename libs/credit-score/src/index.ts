// The public entry point of @rewards/credit-score: the page, its parts and its rules. The route
// module is `@rewards/credit-score/routes/creditScoreCheck` (lazy, its own chunk).
export { CreditScoreCheck } from './CreditScoreCheck';
export { CreditForm, type CreditFormProps } from './CreditForm';
export { CodeStep, type CodeStepProps } from './CodeStep';
export { CreditReportView, type CreditReportViewProps } from './CreditReportView';
export { ScoreGauge, type ScoreGaugeProps } from './ScoreGauge';
export { useCreditApi, useCreditQueries } from './api/useCreditApi';
export { normalisePan, panError } from './rules/pan';
export { ageOn, dateOfBirthError, istToday, latestAdultBirthDate, MAX_AGE, MIN_AGE } from './rules/age';
export { BAND_FLOORS, bandLabel, bandOf, bandTone, gaugeAngle, scoreBands, scoreDescription, SCORE_MAX, SCORE_MIN, type GaugeTone } from './rules/score';
export { canRefresh, longDate, monthLabel, refreshText } from './rules/dates';
export { formatCountdown, resendWaitText, secondsUntil } from './rules/countdown';
export { creditView, type CreditPhase, type CreditView } from './rules/creditView';
export { errorMessage } from './rules/errors';
export { BUREAU_NAME, BUREAU_TERMS_PATH, CREDIT_CHECK_PATH } from './rules/texts';

// The check's messages in English and Hindi (a page loads them with its other catalogues).
export { creditScoreCatalogue } from './i18n/catalogue';
