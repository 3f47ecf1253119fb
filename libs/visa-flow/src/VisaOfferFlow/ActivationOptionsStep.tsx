import { Button, Stack, visuallyHidden } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useId, type FormEvent } from 'react';
import * as parts from '../parts/parts.css';
import { visaFlowCatalogue } from '../i18n/catalogue';
import type { VisaOfferFlowControls } from './useVisaOfferFlow';

/** After the sign-in: the offer's activation options (now, or from a later date), then Proceed. */
export function ActivationOptionsStep({ flow }: { flow: VisaOfferFlowControls }) {
  const t = useT(visaFlowCatalogue);
  const { offer, selectedAction } = flow.state;
  const name = useId();
  if (!offer) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.proceed();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack space="standard">
        <Stack as="fieldset" space="small">
          <legend className={visuallyHidden}>{t('options.legend')}</legend>
          {offer.activationOptions.map((option) => (
            <label key={option.action} className={parts.choice}>
              <input
                className={parts.radio}
                type="radio"
                name={name}
                value={option.action}
                checked={selectedAction === option.action}
                onChange={() => flow.chooseOption(option.action)}
              />
              <Stack as="span" space="xxsmall">
                <span className={parts.choiceTitle}>{option.title}</span>
                <span>{option.description}</span>
                {option.bottomText ? <span className={parts.choiceNote}>{option.bottomText}</span> : null}
              </Stack>
            </label>
          ))}
        </Stack>
        <Button type="submit" size="large" fullWidth disabled={!selectedAction}>
          {t('options.proceed')}
        </Button>
      </Stack>
    </form>
  );
}
