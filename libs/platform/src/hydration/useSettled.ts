import { useEffect, useState } from 'react';
import { useHydrated } from './useHydrated';

/** The app's container: the server's page is React's below it. */
const ROOT_ID = 'root';
/** Past this, what waits for the page opens anyway (a page that never finishes must not hold it forever). */
export const SETTLE_LIMIT_MS = 20_000;

/** React's own expando on an element (`__reactFiber$…`, `__reactProps$…`): own keys, a few per element. */
function reactKey(element: Element, prefix: string): string | undefined {
  return Object.keys(element).find((key) => key.startsWith(prefix));
}

function claimed(element: Element): boolean {
  if (reactKey(element, '__reactFiber$') === undefined) return false;
  const propsKey = reactKey(element, '__reactProps$');
  const props = propsKey ? (element as unknown as Record<string, { dangerouslySetInnerHTML?: unknown } | undefined>)[propsKey] : undefined;
  // Raw HTML React wrote (dangerouslySetInnerHTML): its contents are not React's.
  if (props?.dangerouslySetInnerHTML) return true;
  for (const child of Array.from(element.children)) if (!claimed(child)) return false;
  return true;
}

/**
 * Whether React has claimed every element of the server's markup under `root`: React marks each
 * element it hydrates (or renders) with its fiber (`__reactFiber$…`); an element of a Suspense
 * boundary still waiting to hydrate has none.
 */
export function hydratedThroughout(root: Element): boolean {
  return Array.from(root.children).every(claimed);
}

type IdleWindow = {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * False until the page has hydrated throughout: the root, and every Suspense boundary of the
 * server's page after it (their code may come later, one lazy module at a time on a development
 * server), then an idle moment. For what changes the DOM outside its own tree when it appears: a
 * modal dialog hides the rest of the page from assistive technology by setting `aria-hidden` on it,
 * down to the page's parts beside any live region; done while a part is still the server's markup,
 * React finds attributes it did not render there, a hydration mismatch. Checked at idle moments, and
 * given up on after SETTLE_LIMIT_MS.
 */
export function useSettled(): boolean {
  const hydrated = useHydrated();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!hydrated || settled) return;
    const { requestIdleCallback: idle, cancelIdleCallback: cancel } = globalThis as IdleWindow;
    const root = globalThis.document?.getElementById(ROOT_ID);
    const started = Date.now();
    const done = () => !root || hydratedThroughout(root) || Date.now() - started > SETTLE_LIMIT_MS;
    let id: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (done()) setSettled(true);
      else if (idle) id = idle(check, { timeout: 500 });
      else timer = setTimeout(check, 100);
    };
    if (idle) id = idle(check, { timeout: 500 });
    else timer = setTimeout(check, 50);
    return () => {
      if (id !== undefined) cancel?.(id);
      clearTimeout(timer);
    };
  }, [hydrated, settled]);
  return settled;
}
