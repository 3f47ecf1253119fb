import { Button, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useEffect, useRef } from 'react';
import { authCatalogue } from '../../i18n/catalogue';
import { ScreenHeading, type HeadingLevel } from '../parts/parts';
import * as parts from '../parts/parts.css';

export interface ErrorScreenProps {
  onRetry: () => void;
  titleLevel?: HeadingLevel | 'none';
}

/** Where a login answer the site does not understand leads (spec §4: an error leads to the error screen). */
export function ErrorScreen({ onRetry, titleLevel = 2 }: ErrorScreenProps) {
  const t = useT(authCatalogue);
  const screen = useRef<HTMLElement>(null);
  // The screen replaces the one whose control had focus: focus moves to its heading (or TRY AGAIN).
  useEffect(() => {
    const target = screen.current?.querySelector<HTMLElement>('h1, h2, h3') ?? screen.current?.querySelector<HTMLElement>('button');
    if (!target) return;
    if (target.tagName !== 'BUTTON') target.tabIndex = -1;
    target.focus();
  }, []);
  return (
    <section ref={screen} className={parts.screen} aria-label={t('errorScreen.label')}>
      <Stack space="standard">
        <ScreenHeading level={titleLevel}>{t('errorScreen.title')}</ScreenHeading>
        <p className={parts.text} role="alert">
          {t('error.default')}
        </p>
        <Button fullWidth size="large" onClick={onRetry}>
          {t('errorScreen.retry')}
        </Button>
      </Stack>
    </section>
  );
}
