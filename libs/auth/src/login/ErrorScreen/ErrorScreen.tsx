import { DEFAULT_ERROR_MESSAGE } from '@rewards/api-contract';
import { Button } from '@rewards/design-system';
import { ScreenHeading, type HeadingLevel } from '../parts/parts';
import * as parts from '../parts/parts.css';

export interface ErrorScreenProps {
  onRetry: () => void;
  titleLevel?: HeadingLevel | 'none';
}

/** Where a login answer the site does not understand leads (spec §4: an error leads to the error screen). */
export function ErrorScreen({ onRetry, titleLevel = 2 }: ErrorScreenProps) {
  return (
    <section className={parts.screen} aria-label="Login error">
      <ScreenHeading level={titleLevel}>Oops!</ScreenHeading>
      <p className={parts.text} role="alert">
        {DEFAULT_ERROR_MESSAGE}
      </p>
      <Button fullWidth size="large" onClick={onRetry}>
        TRY AGAIN
      </Button>
    </section>
  );
}
