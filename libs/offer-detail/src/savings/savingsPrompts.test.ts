import { describe, expect, it, vi } from 'vitest';
import { createSavingsPromptStore } from './savingsPrompts';

describe('the savings prompts waiting to be shown', () => {
  it('notes a code with savings for its offer, once, and hands it over once', () => {
    const store = createSavingsPromptStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.noteCode('tandoor-tales-weekday-buffet', 'ABCD-1234-EFGH', 600);
    store.noteCode('tandoor-tales-weekday-buffet', 'ABCD-1234-EFGH', 600);
    expect(store.pending('tandoor-tales-weekday-buffet')).toEqual({ offerName: 'tandoor-tales-weekday-buffet', couponCodes: ['ABCD-1234-EFGH'], savings: 600 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.take('tandoor-tales-weekday-buffet')?.savings).toBe(600);
    expect(store.take('tandoor-tales-weekday-buffet')).toBeUndefined();
  });

  it('adds a second code before the prompt shows to the same note', () => {
    const store = createSavingsPromptStore();
    store.noteCode('cinestream', 'CODE-1', 299);
    store.noteCode('cinestream', 'CODE-2', 299);
    expect(store.pending('cinestream')).toMatchObject({ couponCodes: ['CODE-1', 'CODE-2'], savings: 598 });
  });

  it.each([
    ['no code', null, 600],
    ['savings below the ₹50 threshold', 'CODE-1', 49],
    ['no savings', 'CODE-1', 0],
  ])('asks for no prompt with %s', (_case, code, savings) => {
    const store = createSavingsPromptStore();
    store.noteCode('offer', code, savings);
    expect(store.pending('offer')).toBeUndefined();
  });

  it('keeps offers apart, and forgets one on request', () => {
    const store = createSavingsPromptStore();
    store.noteCode('a', 'A-1', 100);
    store.noteCode('b', 'B-1', 200);
    store.forget('a');
    expect(store.pending('a')).toBeUndefined();
    expect(store.pending('b')?.savings).toBe(200);
  });
});
