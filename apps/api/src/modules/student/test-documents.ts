// Small but real documents of each type the student form takes (and some it refuses), built from
// their formats' own headers, for the tests. Production code never imports this file.
import zlib from 'node:zlib';

/** `bytes` long: `head`, then filler (so a test can make a document of an exact size). */
export function padded(head: Uint8Array, bytes = head.length + 64): Buffer {
  if (bytes < head.length) throw new Error(`${bytes} bytes cannot hold a ${head.length}-byte header`);
  const out = Buffer.alloc(bytes, 0x20);
  out.set(head, 0);
  return out;
}

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

/** A PNG: signature and an IHDR chunk for a 1x1 image. */
export function png(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', ihdr), chunk('IEND', Buffer.alloc(0))]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A JPEG's start of image and JFIF APP0 segment. */
export const jpeg = (): Buffer => padded(Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'));
export const pdf = (): Buffer => Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
export const eps = (): Buffer => Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\nnewpath 0 0 moveto 10 10 lineto stroke\n%%EOF\n');
/** PostScript without the EPSF comment: still `%!PS`. */
export const postscript = (): Buffer => Buffer.from('%!PS\n/Times-Roman findfont 12 scalefont setfont\nshowpage\n');
/** The DOS EPS binary header (C5 D0 D3 C6) and its offsets table. */
export const dosEps = (): Buffer => padded(Buffer.from('c5d0d3c6200000000000000000000000000000000000000000000000ffff', 'hex'));
/** Word 97-2003: an OLE2 compound file header. */
export const doc = (): Buffer => padded(Buffer.from('d0cf11e0a1b11ae1000000000000000000000000000000003e000300feff0900', 'hex'), 512);
/** WebP: a RIFF container of a lossy VP8 frame. */
export const webp = (): Buffer => {
  const frame = Buffer.from('9d012a0100010000', 'hex');
  const vp8 = Buffer.concat([Buffer.from('VP8 '), Buffer.from([frame.length, 0, 0, 0]), frame]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + vp8.length);
  return Buffer.concat([Buffer.from('RIFF'), size, Buffer.from('WEBP'), vp8]);
};
/** A Windows executable: `MZ` and a DOS stub. */
export const exe = (): Buffer => padded(Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000', 'hex'), 256);

/** A .docx: a zip whose [Content_Types].xml names a WordprocessingML document. */
export function docx(): Buffer {
  const contentTypes =
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
  const document = '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>';
  return zip([
    ['[Content_Types].xml', Buffer.from(contentTypes)],
    ['word/document.xml', Buffer.from(document)],
  ]);
}

/** Any other zip (not a Word document). */
export const plainZip = (): Buffer => zip([['notes.txt', Buffer.from('not a document')]]);

/** A stored (uncompressed) zip archive. */
function zip(entries: ReadonlyArray<[string, Buffer]>): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of entries) {
    const fileName = Buffer.from(name);
    const crc = zlib.crc32(data);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(fileName.length, 26);
    local.push(header, fileName, data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, fileName);
    offset += header.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

export const CLEAN_SVG =
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- a student ID -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="120" version="1.1">\n' +
  '  <title>Student ID: Riya Sharma</title>\n  <rect width="200" height="120" fill="#e8f0fe" stroke="#1a73e8"/>\n' +
  '  <a xlink:href="https://college.example.in/verify"><text x="10" y="40" font-family="sans-serif">Riya Sharma, B.Sc. 2nd year</text></a>\n</svg>\n';

export const svg = (content = CLEAN_SVG): Buffer => Buffer.from(content);
