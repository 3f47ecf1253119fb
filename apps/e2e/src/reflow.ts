import { expect, test, type Page } from '@playwright/test';
import { animationsEnded, settled } from './hydration';

// Reflow and resized text over every visitor route of each site (issue 33, WCAG 1.4.4 and 1.4.10):
// at 320 CSS px wide (a 1280 px window at 400% zoom) and at 200% text (the root font size doubled,
// as the browser's text-size setting does: the themes' sizes are rem), no control lies outside the
// viewport sideways or is cut off by an ancestor that hides overflow, and the page never scrolls
// sideways. Controls inside a container that scrolls sideways (tab lists, strips) are reached by
// scrolling it, so only their container is measured; a control on a carousel's other slide must come
// into view when focused (the carousel moves to its slide).

/** Each control that is outside the viewport sideways or cut by an overflow-hiding ancestor, and whether the page scrolls sideways. */
export async function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const problems: string[] = [];
    // Controls on a carousel's other slides are off screen by design: focusing one must bring it into view.
    const inCarousel: HTMLElement[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${width} px`);
    const describe = (element: Element) => {
      const html = element as HTMLElement;
      const name = (html.getAttribute('aria-label') ?? html.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      return `<${element.tagName.toLowerCase()}${html.className && typeof html.className === 'string' ? `.${html.className.split(' ')[0]}` : ''}> "${name}"`;
    };
    const hidden = (element: Element) => element.closest('[aria-hidden="true"], [inert], [hidden]') !== null;
    const scrollsSideways = (element: Element) => {
      const style = getComputedStyle(element);
      return (style.overflowX === 'auto' || style.overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1;
    };
    const controls = document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [tabindex]:not([tabindex="-1"])');
    for (const control of controls) {
      if (hidden(control)) continue;
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = control.getBoundingClientRect();
      // Visually hidden controls (a skip link until focused, a file input behind its label) are 1 px or clipped by design.
      if (box.width <= 1 || box.height <= 1 || style.clipPath.startsWith('inset(50%') || style.clip.startsWith('rect(0')) continue;
      let ancestor = control.parentElement;
      let inScroller = false;
      let clippedBy: Element | null = null;
      while (ancestor && ancestor !== document.body) {
        if (scrollsSideways(ancestor)) {
          inScroller = true;
          break;
        }
        const ancestorStyle = getComputedStyle(ancestor);
        const hides = ['hidden', 'clip'];
        if (hides.includes(ancestorStyle.overflowX) || hides.includes(ancestorStyle.overflowY)) {
          const outer = ancestor.getBoundingClientRect();
          const cutX = hides.includes(ancestorStyle.overflowX) && (box.left < outer.left - 1 || box.right > outer.right + 1);
          const cutY = hides.includes(ancestorStyle.overflowY) && (box.top < outer.top - 1 || box.bottom > outer.bottom + 1);
          // A container that scrolls vertically (a dialog's body) shows the rest when scrolled.
          if ((cutX || cutY) && !(ancestorStyle.overflowY === 'auto' || ancestorStyle.overflowY === 'scroll')) {
            clippedBy = ancestor;
            break;
          }
        }
        ancestor = ancestor.parentElement;
      }
      if (inScroller) continue;
      const offScreen = box.right > width + 1 || box.left < -1;
      if (offScreen && control.closest('[aria-roledescription="carousel"]')) inCarousel.push(control);
      else if (offScreen) problems.push(`${describe(control)} is outside the viewport sideways (${Math.round(box.left)}–${Math.round(box.right)} px of ${width})`);
      else if (clippedBy) problems.push(`${describe(control)} is cut off by ${describe(clippedBy).slice(0, 60)}`);
    }
    for (const control of inCarousel) {
      // As Tab reaches it: the carousel (Embla) moves to a slide only for focus that follows a Tab press.
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', code: 'Tab', bubbles: true }));
      control.focus();
      const started = performance.now();
      let box = control.getBoundingClientRect();
      while ((box.right > width + 1 || box.left < -1) && performance.now() - started < 1500) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        box = control.getBoundingClientRect();
      }
      if (box.right > width + 1 || box.left < -1) problems.push(`${describe(control)} stays outside the viewport when focused (${Math.round(box.left)}–${Math.round(box.right)} px of ${width})`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return [...new Set(problems)];
  });
}

/**
 * Text that is cut or covered (issue 33, WCAG 1.4.4 and 1.4.10), found by scrolling the page a
 * screen at a time and measuring each visible text node's line boxes (Range.getClientRects):
 * - cut: a line box reaches past an ancestor that hides its overflow (`overflow: hidden` or `clip`
 *   in that axis, which a reader cannot scroll; a line clamp is such a box) or past the viewport's
 *   side. Allowed, because the full text is one step away: a clamp whose own 'Read more' control
 *   (`aria-controls` naming it, `aria-expanded="false"`) shows the rest, and a one-line ellipsis
 *   (`text-overflow: ellipsis`, no wrapping) under a `title` holding the whole text. Not measured:
 *   text in a container that scrolls sideways, a carousel (other slides are off screen by
 *   design) or a marquee (an endless animation moving text through its window), visually hidden
 *   text (screen-reader only), text under opacity 0 and a closed <details>'s answer.
 * - covered: at the centre of a line box, the topmost element (elementsFromPoint) is neither the
 *   text's element, a descendant nor an ancestor, and paints something there (a background, an
 *   image or a control, or its own text). See-through layers (a stretched link's transparent
 *   ::after) are looked through; fixed and sticky bars are skipped, as they cover what scrolls under
 *   them only until it scrolls on, and so is a carousel's slide that is partly off screen (its
 *   arrows may lie over it until the carousel moves to it).
 * - overlapping: two line boxes of unrelated elements intersect by more than a quarter of the
 *   smaller one's height (text painted over text, whichever is on top).
 */
export async function textProblems(page: Page, within?: string): Promise<string[]> {
  return page.evaluate(async (within) => {
    // Within an open sheet: its text only (the page behind is under its backdrop), through its own scroller.
    const scope = within ? document.querySelector(within) : document.body;
    if (!scope) return [`nothing matches ${within}`];
    const problems = new Set<string>();
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const snippet = (text: string) => text.trim().replace(/\s+/g, ' ').slice(0, 40);
    const describe = (element: Element) => {
      const html = element as HTMLElement;
      const className = typeof html.className === 'string' && html.className ? `.${html.className.split(' ')[0]}` : '';
      return `<${element.tagName.toLowerCase()}${className}> "${snippet(html.getAttribute('aria-label') ?? html.textContent ?? '')}"`;
    };
    const styles = new Map<Element, CSSStyleDeclaration>();
    const css = (element: Element) => {
      let style = styles.get(element);
      if (!style) styles.set(element, (style = getComputedStyle(element)));
      return style;
    };
    const skipped = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION', 'SELECT', 'TEXTAREA']);
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';
    const fixedOrSticky = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) if (['fixed', 'sticky'].includes(css(at).position)) return at;
      return null;
    };

    /** What an element's text is shown through: ancestors that clip it, and whether sideways cuts count. */
    interface Chain {
      invisible: boolean;
      /** In a sideways scroller or a carousel: sideways, only the page's edge counts, never the container. */
      sidewaysFree: boolean;
      clips: { element: Element; x: boolean; y: boolean }[];
    }
    const chains = new Map<Element, Chain>();
    const chainOf = (element: Element): Chain => {
      const known = chains.get(element);
      if (known) return known;
      const parent = element.parentElement;
      const above: Chain = parent ? chainOf(parent) : { invisible: false, sidewaysFree: false, clips: [] };
      const style = css(element);
      const html = element as HTMLElement;
      const box = element.getBoundingClientRect();
      const visuallyHidden = style.clip.startsWith('rect(0') || style.clipPath.startsWith('inset(50%') || (hides(style.overflowX) && box.width <= 1 && box.height <= 1);
      // The answer of a closed <details> is laid out for measuring but never shown.
      const closedDetails = parent instanceof HTMLDetailsElement && !parent.open && element.tagName !== 'SUMMARY';
      const invisible = above.invisible || style.opacity === '0' || visuallyHidden || closedDetails || element.tagName.toLowerCase() === 'svg' || html.hidden;
      // A marquee (an endless animation) moves its text through its window by design; it has a stop button (WCAG 2.2.2).
      const marquee = element.getAnimations().some((animation) => animation.effect?.getComputedTiming().iterations === Infinity);
      const sideways = (scrolls(style.overflowX) && element.scrollWidth > element.clientWidth + 1) || element.getAttribute('aria-roledescription') === 'carousel' || marquee;
      const chain: Chain = {
        invisible,
        sidewaysFree: above.sidewaysFree || sideways,
        clips: hides(style.overflowX) || hides(style.overflowY) ? [{ element, x: hides(style.overflowX), y: hides(style.overflowY) }, ...above.clips] : above.clips,
      };
      chains.set(element, chain);
      return chain;
    };
    /** The full text is a step away: its clamp has a 'Read more', or its one-line ellipsis a title. */
    const allowedCut = (clipper: Element, text: string) => {
      const id = clipper.id;
      if (id && document.querySelector(`[aria-controls~="${CSS.escape(id)}"][aria-expanded="false"]`)) return true;
      const style = css(clipper);
      const oneLine = style.textOverflow === 'ellipsis' && (style.whiteSpace === 'nowrap' || style.whiteSpace === 'pre');
      return oneLine && (clipper.closest('[title]')?.getAttribute('title') ?? '').includes(text.trim());
    };

    interface Line {
      element: Element;
      rect: DOMRect;
      text: string;
      fixed: boolean;
    }
    const cutChecked = new WeakSet<Text>();
    const cutNodes = new WeakSet<Text>();
    const coverChecked = new Set<string>();
    /** Each visible text node's line boxes that meet the screen now, checking each node for cuts once. */
    const visibleLines = (): Line[] => {
      const lines: Line[] = [];
      const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const text = node.data;
        const element = node.parentElement;
        if (!element || text.trim() === '' || skipped.has(element.tagName) || element.closest('svg')) continue;
        if (element instanceof HTMLDetailsElement && !element.open) continue;
        const chain = chainOf(element);
        if (chain.invisible) continue;
        const style = css(element);
        if (style.visibility !== 'visible') continue;
        range.selectNodeContents(node);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0.5 && rect.height > 0.5);
        const onScreen = rects.filter((rect) => rect.bottom > 0 && rect.top < height);
        if (onScreen.length === 0) continue;
        if (!cutChecked.has(node)) {
          cutChecked.add(node);
          let cut = '';
          for (const rect of rects) {
            if (!chain.sidewaysFree && (rect.left < -1 || rect.right > width + 1)) cut ||= `runs past the viewport's side (${Math.round(rect.left)}–${Math.round(rect.right)} px of ${width})`;
            for (const clip of chain.clips) {
              const outer = clip.element.getBoundingClientRect();
              const left = outer.left + clip.element.clientLeft;
              const top = outer.top + clip.element.clientTop;
              const cutX = clip.x && !chain.sidewaysFree && (rect.left < left - 1 || rect.right > left + clip.element.clientWidth + 1);
              const cutY = clip.y && (rect.top < top - 1 || rect.bottom > top + clip.element.clientHeight + 1);
              if ((cutX || cutY) && !allowedCut(clip.element, element.textContent ?? text)) {
                const shown = cutY ? `${Math.max(0, Math.round(Math.min(rect.bottom, top + clip.element.clientHeight) - Math.max(rect.top, top)))} of ${Math.round(rect.height)} px tall shown` : `${Math.max(0, Math.round(Math.min(rect.right, left + clip.element.clientWidth) - Math.max(rect.left, left)))} of ${Math.round(rect.width)} px wide shown`;
                cut ||= `is cut by ${describe(clip.element).slice(0, 70)} (${shown})`;
              }
            }
          }
          // A clamp whose lines are not laid out at all past the last one still scrolls further than it shows.
          const clamped = style.webkitLineClamp !== 'none' && element.scrollHeight > element.clientHeight + 1;
          if (!cut && clamped && !allowedCut(element, element.textContent ?? text)) cut = `is clamped (${element.clientHeight} of ${element.scrollHeight} px shown)`;
          if (cut) {
            problems.add(`text "${snippet(text)}" ${cut}`);
            cutNodes.add(node);
          }
        }
        // Reported once as cut: its hidden lines would also count as covered or overlapping.
        if (cutNodes.has(node)) continue;
        const fixed = fixedOrSticky(element) !== null;
        for (const rect of onScreen) lines.push({ element, rect, text, fixed });
      }
      return lines;
    };
    /** Whether an element hit at a point paints anything there (otherwise it is looked through). */
    const paintsAt = (element: Element, x: number, y: number): string | null => {
      if (['IMG', 'VIDEO', 'CANVAS', 'IFRAME', 'INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName) || element instanceof SVGElement) return 'paints over';
      const painted = (style: CSSStyleDeclaration) => !/rgba\([^)]*,\s*0\)|transparent/.test(style.backgroundColor) || style.backgroundImage !== 'none';
      const box = element.getBoundingClientRect();
      const inBox = x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
      if (inBox && painted(css(element))) return 'paints over';
      const range = document.createRange();
      for (const child of element.childNodes) {
        if (child.nodeType !== Node.TEXT_NODE || (child as Text).data.trim() === '') continue;
        range.selectNodeContents(child);
        if ([...range.getClientRects()].some((rect) => x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom)) return 'writes over';
      }
      if (!inBox) {
        for (const pseudo of ['::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          if (style.content !== 'none' && style.content !== 'normal' && painted(style)) return `paints over (its ${pseudo})`;
        }
      }
      return null;
    };
    /** Whether a point lies inside every box that clips or scrolls the element. */
    const shownAt = (element: Element, x: number, y: number) => {
      for (let at = element.parentElement; at && at !== document.body && at !== document.documentElement; at = at.parentElement) {
        const style = css(at);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const box = at.getBoundingClientRect();
        const left = box.left + at.clientLeft;
        const top = box.top + at.clientTop;
        if (x < left || x > left + at.clientWidth || y < top || y > top + at.clientHeight) return false;
      }
      return true;
    };
    const check = (lines: Line[]) => {
      const top = Math.max(0, ...lines.filter((line) => line.fixed && line.rect.top < height / 3).map((line) => line.rect.bottom));
      for (const line of lines) {
        const { element, rect } = line;
        const x = (rect.left + rect.right) / 2;
        const y = (rect.top + rect.bottom) / 2;
        if (x < 0 || x >= width || y < 0 || y >= height || (!line.fixed && y < top)) continue;
        // Scrolled out of its own scroller (a sheet's body): checked at the step that shows it.
        if (!shownAt(element, x, y)) continue;
        // A carousel's next slide peeking in under its arrows: the carousel brings it into view.
        const slide = element.closest('[aria-roledescription="slide"]')?.getBoundingClientRect();
        if (slide && (slide.left < -1 || slide.right > width + 1)) continue;
        const key = `${snippet(line.text)}@${Math.round(x)},${Math.round(y + window.scrollY)}`;
        if (coverChecked.has(key)) continue;
        coverChecked.add(key);
        for (const hit of document.elementsFromPoint(x, y)) {
          if (hit === element || element.contains(hit) || hit.contains(element)) break;
          if (!line.fixed && fixedOrSticky(hit)) continue;
          const paints = paintsAt(hit, x, y);
          if (paints) {
            problems.add(`text "${snippet(line.text)}" is covered: ${describe(hit).slice(0, 70)} ${paints} it`);
            break;
          }
        }
      }
      // Text over text: line boxes of unrelated elements that overlap (sorted by top, swept).
      const sorted = lines.filter((line) => !line.fixed).sort((a, b) => a.rect.top - b.rect.top);
      for (let i = 0; i < sorted.length; i += 1) {
        const a = sorted[i]!;
        for (let j = i + 1; j < sorted.length && sorted[j]!.rect.top < a.rect.bottom; j += 1) {
          const b = sorted[j]!;
          if (a.element === b.element || a.element.contains(b.element) || b.element.contains(a.element)) continue;
          const overlapX = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
          const overlapY = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
          if (overlapX > 2 && overlapY > Math.min(a.rect.height, b.rect.height) / 4) problems.add(`text "${snippet(a.text)}" and "${snippet(b.text)}" overlap`);
        }
      }
    };

    const scroller = within
      ? [scope, ...scope.querySelectorAll('*')].find((element) => scrolls(css(element).overflowY) && element.scrollHeight > element.clientHeight + 1)
      : document.scrollingElement;
    const scrollTo = (y: number) => (scroller ? scroller.scrollTo(0, y) : undefined);
    const start = scroller?.scrollTop ?? 0;
    const step = Math.round((scroller && within ? scroller.clientHeight : height) * 0.75);
    for (let y = 0; ; y += step) {
      scrollTo(y);
      await frame();
      await new Promise((resolve) => setTimeout(resolve, 50));
      check(visibleLines());
      if (!scroller || y + scroller.clientHeight >= scroller.scrollHeight) break;
    }
    scrollTo(start);
    await frame();
    return [...problems];
  }, within ?? null);
}

/**
 * Tab from the top of the page through the header: every control that takes focus there must be
 * inside the viewport (a header that clips its overflow cannot scroll a control into view).
 */
export async function headerFocusProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  // Tab then starts from the top of the document, as after a page load.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    document.body.tabIndex = -1;
    document.body.focus({ preventScroll: true });
    document.body.removeAttribute('tabindex');
  });
  const seen = new Set<string>();
  for (let press = 0; press < 25; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body) return null;
      const header = document.querySelector('header');
      const box = active.getBoundingClientRect();
      const name = (active.getAttribute('aria-label') ?? active.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return {
        name: `<${active.tagName.toLowerCase()}> "${name}"`,
        inHeader: header?.contains(active) ?? false,
        // Before the header (the skip link) or in it.
        beforeHeader: header ? (header.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_PRECEDING) !== 0 : false,
        inside: box.left >= -1 && box.top >= -1 && box.right <= document.documentElement.clientWidth + 1 && box.bottom <= window.innerHeight + 1,
        box: `${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)}`,
        viewport: `${document.documentElement.clientWidth}x${window.innerHeight}`,
      };
    });
    if (!focused || seen.has(focused.name + focused.box)) break;
    seen.add(focused.name + focused.box);
    if (!focused.inHeader && !focused.beforeHeader) break;
    if (focused.inHeader && !focused.inside) problems.push(`${focused.name} is focused outside the viewport (${focused.box} in ${focused.viewport})`);
  }
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return problems;
}

/**
 * Waits for the page a reader sees: every part hydrated (a part's lazy code can come after the root:
 * the header takes its phone form only then, and a desktop user agent gets the desktop header's HTML
 * at 320 px), quiet network, no running transitions.
 */
async function settle(page: Page): Promise<void> {
  await settled(page);
  await page.waitForLoadState('networkidle');
  await animationsEnded(page);
}

/** One test per route: at 320 px, then at 200% text in a 1280 px window. */
export function reflowTests(routes: readonly string[]): void {
  test.describe('reflow at 320 px and 200% text (every visitor route)', () => {
    for (const route of routes) {
      test(`${route}: no control off screen or cut off, no text cut or covered, no sideways scroll`, async ({ page }) => {
        const found: string[] = [];
        await page.setViewportSize({ width: 320, height: 640 });
        await page.goto(route);
        await settle(page);
        for (const problem of await reflowProblems(page)) found.push(`at 320 px: ${problem}`);
        for (const problem of await textProblems(page)) found.push(`at 320 px: ${problem}`);

        await page.setViewportSize({ width: 1280, height: 800 });
        await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
        await settle(page);
        for (const problem of await reflowProblems(page)) found.push(`at 200% text: ${problem}`);
        for (const problem of await textProblems(page)) found.push(`at 200% text: ${problem}`);
        for (const problem of await headerFocusProblems(page)) found.push(`at 200% text: ${problem}`);
        expect(found).toEqual([]);
      });
    }
  });
}

/** A sheet (dialog) to check open: where it opens from, and how. */
export interface SheetCase {
  name: string;
  route: string;
  open: (page: Page) => Promise<void>;
  /** The window width for 200% text; below 1024 px where the sheet exists only on phones and tablets. */
  wideWidth?: number;
}

/** One test per sheet: opened at 320 px, then at 200% text, with no control or text of it cut, covered or off screen. */
export function sheetReflowTests(sheets: readonly SheetCase[]): void {
  test.describe('sheets reflow at 320 px and 200% text', () => {
    for (const sheet of sheets) {
      test(`${sheet.name}: no control off screen or cut off, no text cut or covered`, async ({ page }) => {
        const found: string[] = [];
        const states = [
          { label: 'at 320 px', width: 320, height: 640, bigText: false },
          { label: 'at 200% text', width: sheet.wideWidth ?? 1280, height: 800, bigText: true },
        ];
        for (const state of states) {
          await page.setViewportSize({ width: state.width, height: state.height });
          await page.goto(sheet.route);
          if (state.bigText) await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
          await settle(page);
          await sheet.open(page);
          await expect(page.getByRole('dialog')).toBeVisible();
          await settle(page);
          for (const problem of await reflowProblems(page)) found.push(`${state.label}: ${problem}`);
          for (const problem of await textProblems(page, '[role="dialog"]')) found.push(`${state.label}: ${problem}`);
        }
        expect(found).toEqual([]);
      });
    }
  });
}
