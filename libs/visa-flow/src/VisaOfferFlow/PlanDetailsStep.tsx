import { Inline, Stack } from '@rewards/design-system';
import { CardDigits } from '../CardDigits';
import { TickIcon } from '../parts/icons';
import * as parts from '../parts/parts.css';
import { CARD_BENEFITS, CARD_ELIGIBLE_MESSAGE } from '../rules/texts';
import type { VisaOfferFlowControls } from './useVisaOfferFlow';

const CHECKING_MESSAGE = 'Checking your card…';

/** visa_offer_plan_details / visa_offer_logged_in: what the card brings, then its first 6 digits. */
export function PlanDetailsStep({ flow }: { flow: VisaOfferFlowControls }) {
  const { state } = flow;
  return (
    <>
      <div className={parts.planCard}>
        <Stack as="ul" space="small" aria-label="Membership benefits">
          {CARD_BENEFITS.map((benefit) => (
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
        {state.step === 'VALIDATING' ? <p className={parts.muted}>{CHECKING_MESSAGE}</p> : null}
        {state.step === 'VALIDATED' ? (
          <p className={parts.success}>
            <Inline as="span" space="small" alignY="center" wrap={false}>
              <TickIcon className={parts.tick} />
              {CARD_ELIGIBLE_MESSAGE}
            </Inline>
          </p>
        ) : null}
      </div>
    </>
  );
}
