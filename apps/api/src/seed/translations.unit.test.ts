// The content's Hindi files (seed/data/hi/): each `en` is a text of its source file exactly as the
// yaml package parses it, else it would never be shown (stale). Prints how many texts of each source
// file have Hindi.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SEED_DATA_DIR } from './loader';
import { checkTranslations, readTranslationFiles, sourceHash, translationRows } from './translations';

const report = checkTranslations(SEED_DATA_DIR);

afterAll(() => {
  const lines = report.files.map(({ source, translated, strings }) => `  ${source.padEnd(34)} ${String(translated).padStart(4)} texts with Hindi (of ${strings} strings in the file)`);
  const total = report.files.reduce((sum, file) => sum + file.translated, 0);
  console.log(`The content's Hindi (seed/data/hi/), ${total} texts:\n${lines.join('\n')}`);
  if (report.conflicts.length > 0) console.log(`Translated differently in two places (the first is shown):\n${report.conflicts.map(({ en, files }) => `  ${JSON.stringify(en)}: ${files.join(', ')}`).join('\n')}`);
});

describe("the content's Hindi files", () => {
  it('translate only texts their source file holds (none stale)', () => {
    expect(report.stale.map(({ file, en }) => `${file}: ${JSON.stringify(en)}`)).toEqual([]);
  });

  it('each translate a data file that exists', () => {
    expect(report.orphans).toEqual([]);
  });
});

describe('the check itself', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(dir, 'hi', 'content'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'content'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'content', 'faq.yaml'), ['- question: How do I cancel?', '  answer: |', '    Open your profile.', '    Tap Cancel.', ''].join('\n'));

  it('finds a text changed since it was translated, and counts the ones that match (block scalars as parsed)', () => {
    fs.writeFileSync(
      path.join(dir, 'hi', 'content', 'faq.yaml'),
      ['- en: How do I cancel?', '  hi: मैं कैसे कैंसिल करूँ?', '- en: |', '    Open your profile.', '    Tap Cancel.', '  hi: |', '    अपनी प्रोफ़ाइल खोलें।', '    कैंसिल पर टैप करें।', '- en: How do I cancel my plan?', '  hi: प्लान कैसे कैंसिल करूँ?', ''].join('\n'),
    );
    const checked = checkTranslations(dir);
    expect(checked.stale).toEqual([{ file: 'hi/content/faq.yaml', en: 'How do I cancel my plan?' }]);
    expect(checked.files).toEqual([{ source: 'content/faq.yaml', translated: 2, strings: 2 }]);
  });

  it('finds a file whose source is gone, and keeps one row per English text (the first file wins)', () => {
    fs.writeFileSync(path.join(dir, 'hi', 'gone.yaml'), '- en: How do I cancel?\n  hi: दूसरा अनुवाद\n');
    expect(checkTranslations(dir).orphans).toEqual(['hi/gone.yaml']);
    const rows = translationRows(readTranslationFiles(dir));
    const cancel = rows.find((row) => row.source === 'How do I cancel?');
    expect(cancel).toEqual({ sourceHash: sourceHash('How do I cancel?'), source: 'How do I cancel?', text: 'मैं कैसे कैंसिल करूँ?' });
  });

  it('refuses a file that is not a list of { en, hi } texts', () => {
    fs.writeFileSync(path.join(dir, 'hi', 'gone.yaml'), '- en: How do I cancel?\n  hindi: दूसरा अनुवाद\n');
    expect(() => readTranslationFiles(dir)).toThrow(/hi\/gone\.yaml: not a list of \{ en, hi \} texts/);
  });
});
