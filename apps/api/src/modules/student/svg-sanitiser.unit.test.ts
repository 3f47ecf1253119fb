// DOMPurify's verdict on uploaded SVGs, on its own: what it removes is what the upload is refused for.
import { describe, expect, it } from 'vitest';
import { svgProblem, svgSanitiserRemovals } from './svg';
import { CLEAN_SVG } from './test-documents';

const SVG = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${inner}</svg>`;

describe('svgSanitiserRemovals (DOMPurify, SVG profiles, on jsdom)', () => {
  it('finds nothing to remove from a clean SVG (with the W3C SVG 1.1 doctype, a link and text)', () => {
    expect(svgSanitiserRemovals(CLEAN_SVG)).toEqual([]);
    expect(svgProblem(Buffer.from(CLEAN_SVG))).toBeUndefined();
  });

  it.each([
    ['<set attributeName="onmouseover">', SVG('<rect><set attributeName="onmouseover" to="alert(1)"/></rect>'), ['<set>']],
    ['a data: SVG in <use>', SVG('<use href="data:image/svg+xml;base64,PHN2Zy8+#x"/>'), ['<use>']],
    ['a script', SVG('<script>alert(1)</script>'), ['<script>']],
    ['an onload attribute', SVG('<rect/>', ' onload="alert(1)"'), ['onload attribute']],
    ['an animated javascript: link', SVG('<a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a>'), ['<animate>']],
  ])('removes %s', (_label, text, removed) => {
    expect(svgSanitiserRemovals(text)).toEqual(removed);
  });

  it('leaves an external DTD to the scan, which refuses it (the W3C SVG doctype excepted)', () => {
    expect(svgProblem(Buffer.from('<?xml version="1.0"?><!DOCTYPE svg SYSTEM "http://evil.example/x.dtd"><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('an external DTD');
    expect(svgProblem(Buffer.from('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://evil.example/svg11.dtd"><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('an external DTD');
  });

  it('checks a 256 KB SVG (the largest accepted) in bounded time', () => {
    const text = SVG('<path d="M0 0 L 10 10 Z" fill="#123456"/>'.repeat(6_500));
    const started = performance.now();
    expect(svgSanitiserRemovals(text)).toEqual([]);
    const ms = Math.round(performance.now() - started);
    console.log(`DOMPurify on a ${(text.length / 1024 / 1024).toFixed(2)} MB SVG of 6,500 paths: ${ms} ms`);
    expect(ms).toBeLessThan(10_000);
  }, 40_000);
});
