// Which strings of the answers are translated: every string property of the contract's translated
// answers is named a display text or a value (a new one fails here until it is), the lists name only
// what the contract has, and identifiers are never translated.
import { describe, expect, it } from 'vitest';
import { loadContract } from '../contract';
import { translateAnswer } from './answers';
import { DISPLAY_TEXTS, DISPLAY_TEXTS_IN, stringKind, TEXT_LISTS_IN, textPlans, VALUES } from './display-texts';

const plans = textPlans();

describe('the display texts of the answers', () => {
  it('names every plain string property of a translated answer a display text or a value', () => {
    const unlisted = [...new Set(plans.strings.filter(({ owner, name }) => stringKind(owner, name) === 'unlisted').map(({ owner, name }) => `${owner}.${name}`))];
    expect(unlisted, 'list each in display-texts.ts: DISPLAY_TEXTS (a member reads it) or VALUES (an id, slug, code, URL, name…)').toEqual([]);
  });

  it('lists only names the answers have, each once', () => {
    const names = new Set(plans.strings.map(({ name }) => name));
    const listed = [...DISPLAY_TEXTS, ...VALUES, ...Object.keys(DISPLAY_TEXTS_IN), ...Object.keys(TEXT_LISTS_IN)];
    expect(listed.filter((name) => !names.has(name))).toEqual([]);
    expect([...DISPLAY_TEXTS].filter((name) => VALUES.has(name))).toEqual([]);
  });

  it("never translates an offer's URL name, a slug or a code, even where it reads like a text", () => {
    expect(stringKind('OfferBase', 'name')).toBe('value');
    expect(stringKind('Category', 'slug')).toBe('value');
    expect(stringKind('CodeDetails', 'code')).toBe('value');
    expect(stringKind('FaqCategory', 'name')).toBe('text');
    expect(stringKind('OfferExtraInfo', 'keyPoints')).toBe('list');
  });

  it('translates only the display fields of an answer, copying what it changes', () => {
    const plan = plans.of('getOfferDetail', 200);
    expect(plan).toBeDefined();
    const answer = {
      success: true,
      data: {
        id: 7,
        name: 'Dining',
        categorySlug: 'Dining',
        header: 'Dining',
        companyName: 'Dining',
        keyPoints: ['Dining', 'Other'],
        extraInfoMap: { keyPoints: '["Dining","Other"]', offerNameSEO: 'Dining' },
      },
    };
    const translated = translateAnswer(answer, plan!, (text) => (text === 'Dining' ? 'डाइनिंग' : undefined)) as typeof answer;
    expect(translated.data).toEqual({
      id: 7,
      name: 'Dining',
      categorySlug: 'Dining',
      header: 'डाइनिंग',
      companyName: 'Dining',
      keyPoints: ['डाइनिंग', 'Other'],
      extraInfoMap: { keyPoints: '["डाइनिंग","Other"]', offerNameSEO: 'Dining' },
    });
    // the handler's object is left as it was (a cached read model may be shared)
    expect(answer.data.header).toBe('Dining');
    expect(answer.data.keyPoints).toEqual(['Dining', 'Other']);
  });

  it("translates no console, development or system answer (staff edit the texts as they are stored)", () => {
    const adminOperations = Object.values(loadContract().paths).flatMap((item) =>
      Object.values(item as Record<string, { operationId?: string; tags?: string[] }>).filter((operation) => operation?.tags?.includes('admin')),
    );
    expect(adminOperations.length).toBeGreaterThan(0);
    for (const operation of adminOperations) expect(plans.of(operation.operationId ?? '', 200), operation.operationId).toBeUndefined();
  });
});
