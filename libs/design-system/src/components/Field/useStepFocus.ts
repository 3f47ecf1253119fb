import { useEffect, useRef } from 'react';

const HEADING = 'h1, h2, h3, h4, h5, h6';

/**
 * Moves focus into a multi-step view when its step changes (never on the first render, which
 * leaves focus where the page or dialog put it): to the step's first heading, made focusable with
 * `tabindex="-1"`, or to the container itself when the step has no heading. The control that
 * moved the member on has usually just left the page, and focus would otherwise fall to the
 * document body (or the dialog's frame), where a screen reader starts again from the top.
 * `null` stands for no step yet (loading), which moves nothing. Attach the returned ref to the
 * element that holds the step.
 */
export function useStepFocus<T extends HTMLElement>(step: string | null) {
  const container = useRef<T>(null);
  const shown = useRef(step);
  useEffect(() => {
    // `null` is no step yet (loading): the first step shown after it is the first step.
    if (step === null || shown.current === step) return;
    const first = shown.current === null;
    shown.current = step;
    if (first) return;
    const root = container.current;
    if (!root) return;
    const target = root.querySelector<HTMLElement>(HEADING) ?? root;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, [step]);
  return container;
}
