import { Fragment, type ReactNode } from 'react';

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

/** Slots for a message with several elements ('Valid from {start} to {end}'): SLOTS[0] is SLOT. */
export const SLOTS = ['\uE000', '\uE001', '\uE002', '\uE003'] as const;

/** The translated text with each element where the language put its slot (elements[i] for SLOTS[i]). */
export function fillSlots(text: string, ...elements: ReactNode[]): ReactNode {
  const parts = text.split(/([\uE000-\uE003])/);
  if (parts.length === 1) return text;
  return parts.map((part, index) => {
    const slot = SLOTS.indexOf(part as (typeof SLOTS)[number]);
    // the parts have no identity beyond their place in the message
    return <Fragment key={index}>{slot >= 0 ? elements[slot] : part || null}</Fragment>;
  });
}
