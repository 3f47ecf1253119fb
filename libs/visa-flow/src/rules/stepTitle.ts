import type { CardOffer } from '@rewards/api-client';
import {
  ACTIVATED_TITLE,
  ACTIVATING_TITLE,
  CHOOSE_OPTION_TITLE,
  NOT_ACTIVATED_TITLE,
  planDetailsTitle,
  SIGN_IN_TITLE,
  SIGNED_OUT_TITLE,
  UNABLE_TO_PROCESS_TITLE,
  VERIFY_CARD_TITLE,
} from './texts';
import type { VisaFlowStep } from './visaFlowState';

/** The popup's title (its accessible name) and line under it, per step. */
export function stepTitle(step: VisaFlowStep, brandName: string, offer: CardOffer | undefined): { title: string; description?: string } {
  switch (step) {
    case 'ENTER_DIGITS':
    case 'VALIDATING':
    case 'VALIDATED':
      return { title: planDetailsTitle(brandName) };
    case 'SIGN_IN':
      return { title: SIGN_IN_TITLE };
    case 'VERIFY_CARD':
    case 'VERIFYING':
      return { title: VERIFY_CARD_TITLE };
    case 'CHOOSE_OPTION':
      return { title: CHOOSE_OPTION_TITLE };
    case 'CONFIRM_FUTURE':
      return offer ? { title: offer.futureActivationPopup.title, description: offer.futureActivationPopup.subTitle } : { title: CHOOSE_OPTION_TITLE };
    case 'ACTIVATING':
      return { title: ACTIVATING_TITLE };
    case 'ACTIVATED':
      return { title: ACTIVATED_TITLE };
    case 'NOT_ACTIVATED':
      return { title: NOT_ACTIVATED_TITLE };
    case 'SIGNED_OUT':
      return { title: SIGNED_OUT_TITLE };
    case 'UNABLE_TO_PROCESS':
      return { title: UNABLE_TO_PROCESS_TITLE };
  }
}

/** Steps that share one view (the digits stay in place while they are checked). */
export function stepView(step: VisaFlowStep): string {
  if (step === 'VALIDATING' || step === 'VALIDATED') return 'ENTER_DIGITS';
  return step === 'VERIFYING' ? 'VERIFY_CARD' : step;
}
