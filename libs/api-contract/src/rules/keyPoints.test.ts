import { describe, expect, it } from 'vitest';
import { parseKeyPoints } from './keyPoints';

describe('parseKeyPoints', () => {
  it.each([
    ['a JSON list of HTML strings', '["<p>Valid twice a month</p>","Once a day"]', ['<p>Valid twice a month</p>', 'Once a day']],
    ['an empty list', '[]', []],
    ['unparsable JSON', '["<p>broken', []],
    ['not a list', '{"a":"b"}', []],
    ['a JSON string', '"just text"', []],
    ['null', null, []],
    ['undefined', undefined, []],
    ['empty text', '', []],
    ['non-strings and blanks are dropped', '["one", 2, null, "  ", "two"]', ['one', 'two']],
    ['plain text', 'Valid on orders above ₹299', []],
    ['a list holding a non-string keeps its strings', '["<p>ok</p>", 3]', ['<p>ok</p>']],
  ])('%s', (_, input, expected) => {
    expect(parseKeyPoints(input)).toEqual(expected);
  });
});
