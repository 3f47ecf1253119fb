// Small pieces every step of the credit page shares.
import { Button, type ButtonProps } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { creditScoreCatalogue } from '../i18n/catalogue';
import { errorMessage } from '../rules/errors';
import * as styles from '../styles/credit.css';

/** A failed call in words, announced as it appears: the server's own message for a refusal. */
export function ErrorAlert({ error }: { error: unknown }) {
  const t = useT(creditScoreCatalogue);
  return (
    <p role="alert" className={styles.critical}>
      {errorMessage(t, error)}
    </p>
  );
}

/** A button whose call is under way: busy (`aria-disabled`, `aria-busy`, keeping focus), its name unchanged. */
export function BusyButton({ busy, disabled, ...props }: ButtonProps & { busy: boolean }) {
  return <Button {...props} disabled={disabled} busy={busy} />;
}
