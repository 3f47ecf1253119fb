// What an uploaded document is, read from its first bytes (magic numbers), never from its name or
// the type the browser declared: an .exe renamed .pdf is an exe, a PNG named .pdf is a PNG.
import type { components } from '@rewards/api-contract';
import { fileTypeFromBuffer } from 'file-type';
import { looksLikeSvg } from './svg';

export type StudentDocumentType = components['schemas']['StudentDocumentType'];

/**
 * Bytes read before the type is decided: file-type walks a zip's entries to tell a docx from any
 * zip, and Word writes `[Content_Types].xml` first, well within this.
 */
export const SNIFF_BYTES = 64 * 1024;

/** file-type's answers that are one of the form's types. */
const FROM_FILE_TYPE: Readonly<Record<string, StudentDocumentType>> = {
  jpg: 'jpeg',
  png: 'png',
  pdf: 'pdf',
  // `%!PS-Adobe-… EPSF-` and the DOS EPS binary header (C5 D0 D3 C6)
  eps: 'eps',
  docx: 'docx',
  // Word 97-2003 is an OLE2 compound file (D0 CF 11 E0); file-type names the container only
  cfb: 'doc',
  webp: 'webp',
};

const POSTSCRIPT = Buffer.from('%!PS');

/** The form's type of these first bytes (up to SNIFF_BYTES of them), or undefined when it is none of them. */
export async function documentTypeOf(sample: Uint8Array): Promise<StudentDocumentType | undefined> {
  const detected = await fileTypeFromBuffer(sample);
  if (detected?.ext === 'ps') {
    // file-type calls anything starting `%!` PostScript; an EPS without the EPSF comment still starts `%!PS`
    return Buffer.from(sample.subarray(0, POSTSCRIPT.length)).equals(POSTSCRIPT) ? 'eps' : undefined;
  }
  if (detected && detected.ext !== 'xml') return FROM_FILE_TYPE[detected.ext];
  // SVG is text, which file-type leaves alone (or calls xml when it has a prolog)
  return looksLikeSvg(sample) ? 'svg' : undefined;
}
