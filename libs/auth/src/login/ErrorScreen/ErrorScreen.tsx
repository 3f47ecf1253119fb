import { DEFAULT_ERROR_MESSAGE } from '@rewards/api-contract';
import { Button, Stack } from '@rewards/design-system';
import { useEffect, useRef } from 'react';
import { ScreenHeading, type HeadingLevel } from '../parts/parts';
import * as parts from '../parts/parts.css';

export interface ErrorScreenProps {
  onRetry: () => void;
  titleLevel?: HeadingLevel | 'none';
}

/** Where a login answer the site does not understand leads (spec §4: an error leads to the error screen). */
export function ErrorScreen({ onRetry, titleLevel = 2 }: ErrorScreenProps) {
  const screen = useRef<HTMLElement>(null);
  // The screen replaces the one whose control had focus: focus moves to its heading (or TRY AGAIN).
  useEffect(() => {
    const target = screen.current?.querySelector<HTMLElement>('h1, h2, h3') ?? screen.current?.querySelector<HTMLElement>('button');
    if (!target) return;
    if (target.tagName !== 'BUTTON') target.tabIndex = -1;
    target.focus();
  }, []);
  return (
    <section ref={screen} className={parts.screen} aria-label="Login error">
      <Stack space="standard">
        <ScreenHeading level={titleLevel}>Oops!</ScreenHeading>
        <p className={parts.text} role="alert">
          {DEFAULT_ERROR_MESSAGE}
        </p>
        <Button fullWidth size="large" onClick={onRetry}>
          TRY AGAIN
        </Button>
      </Stack>
    </section>
  );
}
