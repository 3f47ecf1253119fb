// DOMPurify's verdict on uploaded SVGs, on its own: what it removes is what the upload is refused for.
// It runs in a worker thread with a time and a memory limit (svg-sanitiser.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { svgProblem } from './svg';
import { SvgCheckFailed, SvgSanitiser } from './svg-sanitiser';
import { CLEAN_SVG } from './test-documents';

const SVG = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${inner}</svg>`;
const sanitiser = new SvgSanitiser();
afterAll(() => sanitiser.close());

// A worker loads jsdom before its first verdict: over a second on a loaded machine.
describe('svgSanitiser (DOMPurify, SVG profiles, on jsdom, in a worker)', { timeout: 60_000 }, () => {
  it('finds nothing to remove from a clean SVG (with the W3C SVG 1.1 doctype, a link and text)', async () => {
    expect(await sanitiser.removals({ text: CLEAN_SVG })).toEqual([]);
    expect(svgProblem(Buffer.from(CLEAN_SVG))).toBeUndefined();
  });

  it.each([
    ['<set attributeName="onmouseover">', SVG('<rect><set attributeName="onmouseover" to="alert(1)"/></rect>'), ['<set>']],
    ['a data: SVG in <use>', SVG('<use href="data:image/svg+xml;base64,PHN2Zy8+#x"/>'), ['<use>']],
    ['a script', SVG('<script>alert(1)</script>'), ['<script>']],
    ['an onload attribute', SVG('<rect/>', ' onload="alert(1)"'), ['onload attribute']],
    ['an animated javascript: link', SVG('<a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a>'), ['<animate>']],
  ])('removes %s', async (_label, text, removed) => {
    expect(await sanitiser.removals({ text })).toEqual(removed);
  });

  it('leaves an external DTD to the scan, which refuses it (the W3C SVG doctype excepted)', () => {
    expect(svgProblem(Buffer.from('<?xml version="1.0"?><!DOCTYPE svg SYSTEM "http://evil.example/x.dtd"><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('an external DTD');
    expect(svgProblem(Buffer.from('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://evil.example/svg11.dtd"><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('an external DTD');
  });

  it('keeps a 4 MB export whose scan is embedded as a data: PNG: bytes are not what the check costs', async () => {
    const png = Buffer.alloc(3 * 1024 * 1024, 0x5a).toString('base64');
    const text = SVG(`<image width="800" height="500" href="data:image/png;base64,${png}"/>`);
    const started = performance.now();
    expect(await sanitiser.removals({ text })).toEqual([]);
    console.log(`DOMPurify (worker) on a ${(text.length / 1024 / 1024).toFixed(1)} MB SVG with an embedded PNG: ${Math.round(performance.now() - started)} ms`);
  });

  it('keeps the event loop free while a large SVG is checked, and refuses one over its time limit', async () => {
    const strict = new SvgSanitiser({ timeLimitMs: 300, maxHeapMb: 512, maxQueued: 8 });
    try {
      const text = SVG('<path d="M0 0 L 10 10 Z" fill="#123456"/>'.repeat(24_000));
      let ticks = 0;
      const ticker = setInterval(() => (ticks += 1), 10);
      const verdict = await strict.removals({ text }).then(
        () => 'checked',
        (error: unknown) => error,
      );
      clearInterval(ticker);
      console.log(`a ${(text.length / 1024 / 1024).toFixed(2)} MB SVG of 24,000 paths against a 300 ms limit: ${ticks} ticks of the event loop meanwhile`);
      expect(verdict).toBeInstanceOf(SvgCheckFailed);
      expect(verdict).toMatchObject({ reason: 'time' });
      // the loop turned while the worker parsed (on the event loop, DOMPurify held it for seconds)
      expect(ticks).toBeGreaterThan(0);
      // and the checker is replaced: the next document gets its verdict
      expect(await strict.removals({ text: CLEAN_SVG })).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});
