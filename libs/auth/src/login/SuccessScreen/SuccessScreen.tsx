import { Button, Stack } from '@rewards/design-system';
import { useEffect, useRef } from 'react';
import { ScreenHeading, type HeadingLevel } from '../parts/parts';
import * as parts from '../parts/parts.css';

export const SUCCESS_TITLE = 'Payment successful';
export const SUCCESS_TEXT = 'Your membership is active. Welcome aboard!';

export interface SuccessScreenProps {
  onContinue: () => void;
  titleLevel?: HeadingLevel | 'none';
}

/**
 * Spec §4: after login, a paid member (primeProfile 5) whose order this tab paid sees the payment's
 * success before going on (otherwise the login is simply done).
 */
export function SuccessScreen({ onContinue, titleLevel = 2 }: SuccessScreenProps) {
  const screen = useRef<HTMLElement>(null);
  // It replaces the screen whose control had focus: focus moves to CONTINUE, the one thing to press.
  useEffect(() => {
    screen.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, []);
  return (
    <section ref={screen} className={parts.screen} aria-label={SUCCESS_TITLE}>
      <Stack space="standard">
        <ScreenHeading level={titleLevel}>{SUCCESS_TITLE}</ScreenHeading>
        <p className={parts.text} role="status">
          {SUCCESS_TEXT}
        </p>
        <Button fullWidth size="large" onClick={onContinue}>
          CONTINUE
        </Button>
      </Stack>
    </section>
  );
}
