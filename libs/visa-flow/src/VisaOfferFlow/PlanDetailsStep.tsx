import { Inline, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { CardDigits } from '../CardDigits';
import { visaFlowCatalogue } from '../i18n/catalogue';
import { TickIcon } from '../parts/icons';
import * as parts from '../parts/parts.css';
import type { VisaOfferFlowControls } from './useVisaOfferFlow';

/** visa_offer_plan_details / visa_offer_logged_in: what the card brings, then its first 6 digits. */
export function PlanDetailsStep({ flow }: { flow: VisaOfferFlowControls }) {
  const t = useT(visaFlowCatalogue);
  const { state } = flow;
  // The plan-details card's points.
  const benefits = [t('planDetails.benefitAccess'), t('planDetails.benefitEvents')];
  return (
    <>
      <div className={parts.planCard}>
        <Stack as="ul" space="small" aria-label={t('planDetails.benefitsLabel')}>
          {benefits.map((benefit) => (
            <Inline as="li" key={benefit} space="small" alignY="center" wrap={false}>
              <TickIcon className={parts.tick} />
              {benefit}
            </Inline>
          ))}
        </Stack>
      </div>
      <CardDigits
        digits={state.digits}
        onDigitsChange={flow.setDigits}
        onContinue={flow.submitDigits}
        error={state.digitsError}
        onClear={flow.clearDigits}
        pending={state.step !== 'ENTER_DIGITS'}
      />
      {/* Always in the page, so the check's progress and result are announced when they change. */}
      <div role="status">
        {state.step === 'VALIDATING' ? <p className={parts.muted}>{t('planDetails.checking')}</p> : null}
        {state.step === 'VALIDATED' ? (
          <p className={parts.success}>
            <Inline as="span" space="small" alignY="center" wrap={false}>
              <TickIcon className={parts.tick} />
              {t('planDetails.eligible')}
            </Inline>
          </p>
        ) : null}
      </div>
    </>
  );
}
