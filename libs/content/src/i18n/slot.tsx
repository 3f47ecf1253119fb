import type { ReactNode } from 'react';

/**
 * A message with an element inside it ('By {author}', 'Last updated on {date}'): the component
 * passes SLOT as that argument, then `fillSlot` puts the element where the language's word order
 * put the argument (a private-use character, which no message or content text contains).
 */
export const SLOT = '\uE000';

/** The translated text around SLOT, with the element in its place. */
export function fillSlot(text: string, element: ReactNode): ReactNode {
  const at = text.indexOf(SLOT);
  if (at < 0) return text;
  const before = text.slice(0, at);
  const after = text.slice(at + SLOT.length);
  return (
    <>
      {before || null}
      {element}
      {after || null}
    </>
  );
}
