import type { CardOffer } from '@rewards/api-client';
import type { Translate } from '@rewards/i18n';
import type { VisaFlowStep } from './visaFlowState';

/** The popup's title (its accessible name) and line under it, per step, in the page's language (`t`). */
export function stepTitle(t: Translate, step: VisaFlowStep, brandName: string, offer: CardOffer | undefined): { title: string; description?: string } {
  switch (step) {
    case 'ENTER_DIGITS':
    case 'VALIDATING':
    case 'VALIDATED':
      return { title: t('planDetails.title', { brand: brandName }) };
    case 'SIGN_IN':
      return { title: t('signIn.title') };
    case 'VERIFY_CARD':
    case 'VERIFYING':
      return { title: t('verify.title') };
    case 'CHOOSE_OPTION':
      return { title: t('options.title') };
    case 'CONFIRM_FUTURE':
      // the offer's own popup: the API's words
      return offer ? { title: offer.futureActivationPopup.title, description: offer.futureActivationPopup.subTitle } : { title: t('options.title') };
    case 'ACTIVATING':
      return { title: t('activating.title') };
    case 'ACTIVATED':
      return { title: t('activated.title') };
    case 'NOT_ACTIVATED':
      return { title: t('notActivated.title') };
    case 'SIGNED_OUT':
      return { title: t('signedOut.title') };
    case 'UNABLE_TO_PROCESS':
      return { title: t('unableToProcess.title') };
  }
}

/** Steps that share one view (the digits stay in place while they are checked). */
export function stepView(step: VisaFlowStep): string {
  if (step === 'VALIDATING' || step === 'VALIDATED') return 'ENTER_DIGITS';
  return step === 'VERIFYING' ? 'VERIFY_CARD' : step;
}
