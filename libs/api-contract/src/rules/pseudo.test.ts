import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoLocalize, pseudoLocalizeText } from './pseudo';

describe('the pseudo-locale (en-XA)', () => {
  it('accents and brackets a compiled message, its arguments and plural structure as they are', () => {
    expect(pseudoLocalize('Sign in')).toBe(`${PSEUDO_OPEN}Šîĝñ îñ${PSEUDO_CLOSE}`);
    expect(pseudoLocalize(compileMessageOrThrow('Hello {name}, {count, plural, one {# offer} other {# offers}}'))).toEqual([
      PSEUDO_OPEN,
      'Ĥèļļô ',
      ['name'],
      ', ',
      ['count', 'plural', { one: ['#', ' ôƒƒèř'], other: ['#', ' ôƒƒèřš'] }],
      PSEUDO_CLOSE,
    ]);
  });

  it('accents a finished text but not its markup: tags, entities, link targets and addresses stay working', () => {
    expect(pseudoLocalizeText('<p>Valid on <a href="https://x.in/a">bills</a> &amp; more</p>')).toBe(`${PSEUDO_OPEN}<p>Ṽàļîδ ôñ <a href="https://x.in/a">ƀîļļš</a> &amp; ɱôřè</p>${PSEUDO_CLOSE}`);
    expect(pseudoLocalizeText('Read [the terms](/terms) at https://example.in/t')).toBe(`${PSEUDO_OPEN}Řèàδ [ţĥè ţèřɱš](/terms) àţ https://example.in/t${PSEUDO_CLOSE}`);
  });
});
