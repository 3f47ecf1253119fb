/** A provider refused the message for good (a bad number, a template it does not know): retrying cannot help. */
export class PermanentDeliveryError extends Error {
  override readonly name = 'PermanentDeliveryError';
}
