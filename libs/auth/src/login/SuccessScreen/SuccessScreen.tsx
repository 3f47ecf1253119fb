import { Button, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useEffect, useRef } from 'react';
import { authCatalogue } from '../../i18n/catalogue';
import { ScreenHeading, type HeadingLevel } from '../parts/parts';
import * as parts from '../parts/parts.css';

export interface SuccessScreenProps {
  onContinue: () => void;
  titleLevel?: HeadingLevel | 'none';
}

/**
 * Spec §4: after login, a paid member (primeProfile 5) whose order this tab paid sees the payment's
 * success before going on (otherwise the login is simply done).
 */
export function SuccessScreen({ onContinue, titleLevel = 2 }: SuccessScreenProps) {
  const t = useT(authCatalogue);
  const screen = useRef<HTMLElement>(null);
  // It replaces the screen whose control had focus: focus moves to CONTINUE, the one thing to press.
  useEffect(() => {
    screen.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, []);
  return (
    <section ref={screen} className={parts.screen} aria-label={t('success.title')}>
      <Stack space="standard">
        <ScreenHeading level={titleLevel}>{t('success.title')}</ScreenHeading>
        <p className={parts.text} role="status">
          {t('success.text')}
        </p>
        <Button fullWidth size="large" onClick={onContinue}>
          {t('success.continue')}
        </Button>
      </Stack>
    </section>
  );
}
