import { Button, Stack, visuallyHidden } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useId, type FormEvent } from 'react';
import * as parts from '../parts/parts.css';
import { visaFlowCatalogue } from '../i18n/catalogue';
import type { VisaOfferFlowControls } from './useVisaOfferFlow';

/**
 * ACTIVATE_FUTURE's confirmation (the offer's future-activation popup: its title and sub-title are
 * the dialog's): one of its dates, then its cta ('yes') starts the activation.
 */
export function FutureActivationStep({ flow }: { flow: VisaOfferFlowControls }) {
  const t = useT(visaFlowCatalogue);
  const { offer, activationDate } = flow.state;
  const name = useId();
  if (!offer) return null;
  const popup = offer.futureActivationPopup;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.confirmFuture();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack space="standard">
        <Stack as="fieldset" space="small">
          <legend className={visuallyHidden}>{t('future.legend')}</legend>
          {popup.activationOptions.map((option) => (
            <label key={option.activationDate} className={parts.choice}>
              <input
                className={parts.radio}
                type="radio"
                name={name}
                value={option.activationDate}
                checked={activationDate === option.activationDate}
                onChange={() => flow.chooseDate(option.activationDate)}
              />
              <span className={parts.choiceTitle}>{option.label}</span>
            </label>
          ))}
        </Stack>
        <Stack space="small">
          <Button type="submit" size="large" fullWidth disabled={!activationDate}>
            {popup.cta}
          </Button>
          <Button variant="ghost" fullWidth onClick={flow.back}>
            {t('future.back')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
