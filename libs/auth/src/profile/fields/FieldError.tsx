import * as styles from './fields.css';

/** A field's error text, linked to the field through `id` (aria-describedby on the control). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  );
}
