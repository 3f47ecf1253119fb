import type { MouseEvent } from 'react';

/** The parts of a click that decide whether the browser should handle it itself. */
export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * A click a single-page router may take over: primary button, no modifier keys (which mean
 * "new tab/window" or "download"), not already handled, and no `target` on the link.
 */
export function isPlainLeftClick(event: ClickLike, target?: string): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented &&
    (target === undefined || target === '' || target === '_self')
  );
}

/**
 * Click handler for a real `<a href>` that hands plain left clicks to `onNavigate` so a router
 * can navigate without a page load; every other click keeps the browser's behaviour.
 */
export function navigateOnPlainClick(
  event: MouseEvent<HTMLAnchorElement>,
  href: string,
  onNavigate: ((href: string) => void) | undefined,
  target?: string,
): void {
  if (!onNavigate || !isPlainLeftClick(event, target)) return;
  event.preventDefault();
  onNavigate(href);
}
