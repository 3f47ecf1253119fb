import { describe, expect, it } from 'vitest';
import { isPlainLeftClick, type ClickLike } from './navigation';

const plain: ClickLike = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe('isPlainLeftClick', () => {
  it.each<[string, Partial<ClickLike>, string | undefined, boolean]>([
    ['a plain left click', {}, undefined, true],
    ['a plain left click on a _self link', {}, '_self', true],
    ['a middle click', { button: 1 }, undefined, false],
    ['a right click', { button: 2 }, undefined, false],
    ['cmd-click (new tab on macOS)', { metaKey: true }, undefined, false],
    ['ctrl-click (new tab)', { ctrlKey: true }, undefined, false],
    ['shift-click (new window)', { shiftKey: true }, undefined, false],
    ['alt-click (download)', { altKey: true }, undefined, false],
    ['a click already handled', { defaultPrevented: true }, undefined, false],
    ['a click on a target=_blank link', {}, '_blank', false],
  ])('%s is taken over: %s', (_name, overrides, target, expected) => {
    expect(isPlainLeftClick({ ...plain, ...overrides }, target)).toBe(expected);
  });
});
