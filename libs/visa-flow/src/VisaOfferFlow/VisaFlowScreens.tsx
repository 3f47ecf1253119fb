import { Stack } from '@rewards/design-system';
import { useEffect, useRef } from 'react';
import * as parts from '../parts/parts.css';
import { stepView } from '../rules/stepTitle';
import { UnableToProcessMessage } from '../VisaUnableToProcess';
import { ActivatedStep, ActivatingStep, NotActivatedStep, SignedOutStep } from './ActivationSteps';
import { ActivationOptionsStep } from './ActivationOptionsStep';
import { FutureActivationStep } from './FutureActivationStep';
import { PlanDetailsStep } from './PlanDetailsStep';
import { SignInStep } from './SignInStep';
import { VerifyCardStep } from './VerifyCardStep';
import type { VisaOfferFlowControls } from './useVisaOfferFlow';

export interface VisaFlowScreensProps {
  flow: VisaOfferFlowControls;
  /** The activated popup shows the app's QR code (desktop). */
  showAppQr: boolean;
}

const FOCUSABLE = 'input:not([disabled]):not([type="hidden"]), button:not([disabled]), a[href]';

/**
 * The flow's current step. When the member arrives at a new view, focus moves to its first control
 * (or to the view itself when it has none), so keyboard and screen-reader users carry on there.
 */
export function VisaFlowScreens({ flow, showAppQr }: VisaFlowScreensProps) {
  const { state } = flow;
  const view = stepView(state.step);
  const frame = useRef<HTMLDivElement>(null);
  const shownView = useRef(view);

  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    const root = frame.current;
    if (!root) return;
    (root.querySelector<HTMLElement>(FOCUSABLE) ?? root).focus();
  }, [view]);

  return (
    <div ref={frame} tabIndex={-1} className={parts.screen}>
      <Stack space="standard">
        {(() => {
          switch (state.step) {
            case 'ENTER_DIGITS':
            case 'VALIDATING':
            case 'VALIDATED':
              return <PlanDetailsStep flow={flow} />;
            case 'SIGN_IN':
              return <SignInStep onSignedIn={flow.signedInHere} restoringSession={flow.restoringSession} />;
            case 'VERIFY_CARD':
            case 'VERIFYING':
              return <VerifyCardStep cardBin={state.cardBin} error={state.verifyError} verifying={state.step === 'VERIFYING'} onVerify={flow.verify} />;
            case 'CHOOSE_OPTION':
              return <ActivationOptionsStep flow={flow} />;
            case 'CONFIRM_FUTURE':
              return <FutureActivationStep flow={flow} />;
            case 'ACTIVATING':
              return <ActivatingStep />;
            case 'ACTIVATED':
              return <ActivatedStep membership={state.membership} showAppQr={showAppQr} />;
            case 'NOT_ACTIVATED':
              return <NotActivatedStep message={state.notActivatedMessage} onRetry={flow.retry} />;
            case 'SIGNED_OUT':
              return <SignedOutStep onSignInAgain={flow.signInAgain} />;
            case 'UNABLE_TO_PROCESS':
              return <UnableToProcessMessage />;
          }
        })()}
      </Stack>
    </div>
  );
}
