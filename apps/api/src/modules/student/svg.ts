// SVG is text that browsers run script from, so an SVG document is accepted only when its root is
// <svg>, DOMPurify (its SVG profile, on a jsdom window, in a worker: svg-sanitiser.ts) finds nothing
// to remove from it, and this scan finds nothing either. The scan runs as the upload streams
// and refuses early; DOMPurify, the maintained sanitiser, has the last word on the whole document.
// A document is refused rather than stored sanitised: it is the member's evidence, kept as sent.
//
// The scan's own rules: the root is
// <svg> and nothing in it can run script: no script or foreignObject element (in any namespace), no
// on* event attribute, no javascript:/vbscript:/data:text/html URL (character references decoded,
// whitespace inside a URL ignored as browsers do), no entity declarations (an entity could hide any
// of these from a text scan) and no stylesheet processing instruction. The rules are deliberately
// strict: a false refusal costs the member another file, a false acceptance would store script.
//
// The whole document is scanned as it streams (it may be 10 MB), on a normalised view that lowercases
// it, collapses every run of whitespace and control characters to one space and decodes numeric
// character references. That view's runs are bounded, so a window carried over from the previous
// chunk is enough to catch a pattern split between chunks.

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** The first bytes are text whose root element, past a prolog, comments and a doctype, is <svg>. */
export function looksLikeSvg(sample: Uint8Array): boolean {
  // Only ASCII-compatible text is scanned correctly (UTF-16 would hide every pattern): no NUL bytes.
  if (sample.includes(0)) return false;
  const start = UTF8_BOM.every((byte, index) => sample[index] === byte) ? UTF8_BOM.length : 0;
  let text = Buffer.from(sample.subarray(start)).toString('latin1');
  for (;;) {
    text = text.trimStart();
    const skipped = skipProlog(text);
    if (skipped === undefined) break;
    text = skipped;
  }
  return /^<(?:[A-Za-z_][\w.-]*:)?svg[\s/>]/.test(text);
}

/** `text` past one leading XML declaration, comment or doctype; undefined when it starts with none. */
function skipProlog(text: string): string | undefined {
  const ends: Array<[string, string]> = [
    ['<?xml', '?>'],
    ['<!--', '-->'],
  ];
  for (const [open, close] of ends) {
    if (!text.startsWith(open)) continue;
    const end = text.indexOf(close, open.length);
    return end === -1 ? undefined : text.slice(end + close.length);
  }
  if (text.startsWith('<!DOCTYPE')) {
    // an internal subset ([ ... ]) is allowed past here only to be refused by the scan (<!entity)
    const subset = text.indexOf('[');
    const close = text.indexOf('>');
    if (close === -1) return undefined;
    if (subset !== -1 && subset < close) {
      const end = text.indexOf(']>', subset);
      return end === -1 ? undefined : text.slice(end + 2);
    }
    return text.slice(close + 1);
  }
  return undefined;
}

/** What makes an SVG unsafe, each with the reason the refusal logs. */
const UNSAFE_PATTERNS: ReadonlyArray<[RegExp, string]> = [
  [/[<:](?:script|handler|listener)\b/, 'a script element'],
  [/[<:]foreignobject\b/, 'a foreignObject element'],
  [/<(?:iframe|embed|object)\b/, 'an embedded document'],
  [/[\s"'/:]on[a-z]{2,40} ?=/, 'an event attribute'],
  [/<!entity\b/, 'an entity declaration'],
  // an external DTD other than the W3C's own SVG 1.0/1.1 ones (which exporters write, and no browser fetches)
  [/<!doctype[^>]{0,100}\b(?:system|public)\b(?![^>]*"http:\/\/www\.w3\.org\/(?:graphics\/svg\/1\.1\/dtd\/svg11\.dtd|tr\/2001\/rec-svg-20010904\/dtd\/svg10\.dtd)" ?>)/, 'an external DTD'],
  [/<\?xml-stylesheet\b/, 'a stylesheet processing instruction'],
];
/** Checked with the spaces removed too: `java script:` is javascript: to a browser. */
const UNSAFE_URLS = /(?:javascript|vbscript):|data:text\/html/;

/** Longer than any pattern's reach in the normalised view. */
const CARRY_CHARS = 128;
/** A character reference this long (`&#x000…6a;`) is refused rather than carried without end. */
const MAX_REFERENCE_CHARS = 32;

const NAMED_REFERENCES: Readonly<Record<string, string>> = { colon: ':', tab: ' ', newline: ' ', sol: '/', lpar: '(', quot: '"', apos: "'", lt: '<', gt: '>', amp: '&' };
const REFERENCE = /&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi;
const OVER_LONG_REFERENCE = new RegExp(`&#x?[0-9a-f]{${MAX_REFERENCE_CHARS - 3},}`, 'i');
/** What could still become a reference once the next chunk arrives. */
const OPEN_REFERENCE = /^&#?[0-9a-z]*$/i;
// eslint-disable-next-line no-control-regex -- whitespace and control characters are what is collapsed
const SPACES = /[\u0000-\u0020\u007f]+/g;

/**
 * Scans an SVG document chunk by chunk; `problem` is the first unsafe construct found, if any. Feed
 * every chunk with `write`, then call `end`.
 */
export class SvgInspector {
  /** The end of the normalised text seen so far, for patterns split between chunks. */
  private carried = '';
  /** A trailing `&…` that the next chunk may complete into a reference. */
  private openReference = '';
  problem: string | undefined;

  write(chunk: Uint8Array): void {
    if (this.problem) return;
    if (chunk.includes(0)) {
      this.problem = 'a NUL byte (not UTF-8 text)';
      return;
    }
    let text = this.openReference + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
    this.openReference = '';
    const ampersand = text.lastIndexOf('&');
    if (ampersand !== -1 && text.indexOf(';', ampersand) === -1 && OPEN_REFERENCE.test(text.slice(ampersand))) {
      this.openReference = text.slice(ampersand);
      text = text.slice(0, ampersand);
    }
    if (this.openReference.length > MAX_REFERENCE_CHARS || OVER_LONG_REFERENCE.test(text)) {
      this.problem = 'an over-long character reference';
      return;
    }
    this.inspect(text);
  }

  /** The verdict once every chunk was written: undefined when the document is safe. */
  end(): string | undefined {
    if (this.openReference !== '') this.inspect(this.openReference);
    this.openReference = '';
    return this.problem;
  }

  private inspect(text: string): void {
    if (this.problem) return;
    // references decoded, then every run of whitespace and control characters as one space, lowercased
    const normalised = text.replace(REFERENCE, decodeReference).replace(SPACES, ' ').toLowerCase();
    const window = (this.carried + normalised).replace(/ {2,}/g, ' ');
    for (const [pattern, reason] of UNSAFE_PATTERNS) {
      if (pattern.test(window)) {
        this.problem = reason;
        return;
      }
    }
    if (UNSAFE_URLS.test(window.replaceAll(' ', ''))) {
      this.problem = 'a script URL';
      return;
    }
    this.carried = window.slice(-CARRY_CHARS);
  }
}

/** `&#106;`, `&#x6A;`, `&colon;` as the character they stand for; an unknown name as written. */
function decodeReference(reference: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  }
  return NAMED_REFERENCES[body.toLowerCase()] ?? reference;
}

/** The whole verdict for a document held in memory (tests, small inputs). */
export function svgProblem(document: Uint8Array): string | undefined {
  const inspector = new SvgInspector();
  inspector.write(document);
  return inspector.end();
}
