// A document's type comes from its bytes, and an SVG is taken only when nothing in it can run script.
import { describe, expect, it } from 'vitest';
import { documentTypeOf } from './sniff';
import { SvgInspector, looksLikeSvg, svgProblem } from './svg';
import * as documents from './test-documents';

describe('the type of a document, read from its first bytes', () => {
  it.each([
    ['a JPEG', documents.jpeg(), 'jpeg'],
    ['a PNG', documents.png(), 'png'],
    ['a PDF', documents.pdf(), 'pdf'],
    ['an EPS (%!PS-Adobe EPSF)', documents.eps(), 'eps'],
    ['PostScript starting %!PS', documents.postscript(), 'eps'],
    ['a DOS EPS binary (C5 D0 D3 C6)', documents.dosEps(), 'eps'],
    ['a Word document (docx)', documents.docx(), 'docx'],
    ['a Word 97-2003 document (OLE2)', documents.doc(), 'doc'],
    ['a WebP image', documents.webp(), 'webp'],
    ['an SVG with an XML prolog, comment and doctype', documents.svg(), 'svg'],
    ['a bare SVG', documents.svg('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg'],
    ['an SVG with a BOM and a namespace prefix', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), documents.svg('<svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>')]), 'svg'],
  ])('%s is %s', async (_label, bytes, type) => {
    expect(await documentTypeOf(bytes)).toBe(type);
  });

  it.each([
    ['a Windows executable (MZ)', documents.exe()],
    ['a zip that is not a Word document', documents.plainZip()],
    ['plain text', Buffer.from('My student ID number is 42')],
    ['HTML', Buffer.from('<!doctype html><html><body><svg></svg></body></html>')],
    ['XML whose root is not svg', Buffer.from('<?xml version="1.0"?><note><svg/></note>')],
    ['a %! file that is not PostScript', Buffer.from('%!FontType1-1.0: Minion\n')],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1')],
    ['a UTF-16 SVG (its text could hide script from the scan)', Buffer.from('\ufeff<svg xmlns="http://www.w3.org/2000/svg"/>', 'utf16le')],
    ['nothing', Buffer.alloc(0)],
  ])('%s is none of the accepted types', async (_label, bytes) => {
    expect(await documentTypeOf(bytes)).toBeUndefined();
  });

  it('a PNG whose name says .pdf is still a PNG (names are never read)', async () => {
    expect(await documentTypeOf(documents.png())).toBe('png');
  });
});

describe('the root of an SVG', () => {
  it('is found past a prolog, comments and a doctype with an internal subset', () => {
    expect(looksLikeSvg(Buffer.from('  <?xml version="1.0"?>\n<!-- one --><!-- two -->\n<!DOCTYPE svg [ <!ELEMENT x ANY> ]>\n<svg>'))).toBe(true);
  });

  it('is not an element that merely starts with svg, nor an unclosed comment', () => {
    expect(looksLikeSvg(Buffer.from('<svgx/>'))).toBe(false);
    expect(looksLikeSvg(Buffer.from('<!-- <svg> never closed'))).toBe(false);
  });
});

const svgWith = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${inner}</svg>`;

describe('an SVG that could run script is refused', () => {
  it.each([
    ['a script element', svgWith('<script>alert(1)</script>'), 'a script element'],
    ['a script element in capitals', svgWith('<SCRIPT>alert(1)</SCRIPT>'), 'a script element'],
    ['a namespaced script element', svgWith('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'), 'a script element'],
    ['an onload attribute', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'an event attribute'],
    ['an event attribute after a newline and before spaces', svgWith('<rect\n\tONCLICK  =  "alert(1)"/>'), 'an event attribute'],
    ['an event attribute after a slash', '<svg/onload=alert(1)>', 'an event attribute'],
    ['a javascript: link', svgWith('<a xlink:href="javascript:alert(1)"><text>x</text></a>'), 'a script URL'],
    ['a javascript: link written with character references', svgWith('<a href="&#106;ava&#x73;cript&#x3A;alert(1)">x</a>'), 'a script URL'],
    ['a javascript: link with padded references', svgWith('<a href="&#x0000006A;avascript:alert(1)">x</a>'), 'a script URL'],
    ['a javascript: link split by whitespace', svgWith('<a href="java\n\tscript:alert(1)">x</a>'), 'a script URL'],
    ['a javascript: link in an animation', svgWith('<a><set attributeName="href" to="javascript:alert(1)"/></a>'), 'a script URL'],
    ['a data:text/html link', svgWith('<a href="data:text/html,<b>x</b>">x</a>'), 'a script URL'],
    ['a foreignObject', svgWith('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'), 'a foreignObject element'],
    ['an iframe', svgWith('<iframe src="https://example.in"/>'), 'an embedded document'],
    ['an entity declaration', '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY s "hello">]><svg>&s;</svg>', 'an entity declaration'],
    ['a stylesheet processing instruction', '<?xml-stylesheet href="x.xsl" type="text/xsl"?><svg/>', 'a stylesheet processing instruction'],
    ['an over-long character reference', svgWith(`<a href="&#${'0'.repeat(40)}106;avascript:alert(1)">x</a>`), 'an over-long character reference'],
    ['a NUL byte', svgWith('<text>a\u0000b</text>'), 'a NUL byte (not UTF-8 text)'],
  ])('%s', (_label, text, reason) => {
    expect(svgProblem(Buffer.from(text))).toBe(reason);
  });

  it.each([
    ['a script element', svgWith(`${' '.repeat(300)}<script>1</script>`), 'a script element'],
    ['a script URL split by whitespace', svgWith('<a href="java\n  script:alert(1)">x</a>'), 'a script URL'],
    ['a script URL written with references', svgWith('<a href="&#x6A;ava&#115;cript&colon;alert(1)">x</a>'), 'a script URL'],
    ['an event attribute', svgWith('<rect   onmouseover  =  "alert(1)"/>'), 'an event attribute'],
  ])('%s split across two chunks, at every split point', (_label, text, reason) => {
    const bytes = Buffer.from(text);
    for (let split = 1; split < bytes.length; split += 1) {
      const inspector = new SvgInspector();
      inspector.write(bytes.subarray(0, split));
      inspector.write(bytes.subarray(split));
      expect(inspector.end(), `split at ${split}`).toBe(reason);
    }
  });

  it('a script after megabytes of harmless content (the whole document is scanned)', () => {
    const inspector = new SvgInspector();
    inspector.write(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'));
    const harmless = Buffer.from('<rect width="1" height="1"/>\n'.repeat(2_000));
    for (let index = 0; index < 50; index += 1) inspector.write(harmless);
    expect(inspector.problem).toBeUndefined();
    inspector.write(Buffer.from('<script>alert(1)</script></svg>'));
    expect(inspector.end()).toBe('a script element');
  });
});

describe('a clean SVG is kept', () => {
  it.each([
    ['the sample student ID', documents.CLEAN_SVG],
    ['text that mentions scripts and javascript', svgWith('<text>Transcript of the Javascript course, description = online</text>')],
    ['an https link and a bare ampersand', svgWith('<a href="https://college.example.in/?a=1&b=2"><text>Fees &amp; dues &#169; 2026</text></a>')],
    ['styles and gradients', svgWith('<style>.c { fill: url(#g) }</style><linearGradient id="g"><stop offset="0"/></linearGradient><rect class="c"/>')],
  ])('%s', (_label, text) => {
    expect(svgProblem(Buffer.from(text))).toBeUndefined();
  });
});
