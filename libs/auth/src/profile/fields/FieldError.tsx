import { FieldError as DesignSystemFieldError } from '@rewards/design-system';

/** A field's error text (the design system's, with its icon), linked through `id` (aria-describedby on the control). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return <DesignSystemFieldError id={id}>{message}</DesignSystemFieldError>;
}
