// Small pieces every step of the credit page shares.
import { Button, type ButtonProps } from '@rewards/design-system';
import { errorMessage } from '../rules/errors';
import * as styles from '../styles/credit.css';

/** A failed call in words, announced as it appears: the server's own message for a refusal. */
export function ErrorAlert({ error }: { error: unknown }) {
  return (
    <p role="alert" className={styles.critical}>
      {errorMessage(error)}
    </p>
  );
}

/** A button whose call is under way: busy (`aria-disabled`, `aria-busy`, keeping focus), its name unchanged. */
export function BusyButton({ busy, disabled, ...props }: ButtonProps & { busy: boolean }) {
  return <Button {...props} disabled={disabled} busy={busy} />;
}
