import { useState, type ReactNode } from 'react';
import { useNavigationType } from 'react-router-dom';
import * as styles from './StepTransition.css';

export interface StepTransitionProps {
  /** Which step shows (a change is a route change between the payment sub-steps). */
  step: string;
  /** The page's own layout class, kept on the step's element. */
  className: string;
  children: ReactNode;
}

/**
 * Holds one payment step (spec §2: route changes animate for 300 ms). A step reached by a route
 * change (a push or replace, e.g. PAY to Make Payment, or the status to Confirmation; or any step
 * change while the page stays mounted) is a new element that enters with the 300 ms transition
 * (`stepEnter`; none under reduced motion). The step a page load opens on (navigation type POP: a
 * first load, a reload, the gateway's return) shows as it is: the server drew it, and a load is not
 * a route change.
 */
export function StepTransition({ step, className, children }: StepTransitionProps) {
  const navigationType = useNavigationType();
  const [firstStep] = useState(step);
  const [moved, setMoved] = useState(false);
  // Once the page has left its first step, every step (the first one too, on coming back) animates in.
  if (!moved && step !== firstStep) setMoved(true);
  const entering = navigationType !== 'POP' || moved || step !== firstStep;
  return (
    <div key={step} className={entering ? `${className} ${styles.stepEnter}` : className} data-payment-step={step} data-transition={entering ? 'enter' : 'none'}>
      {children}
    </div>
  );
}
