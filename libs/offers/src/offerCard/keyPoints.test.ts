import type { Offer } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { offerKeyPoints } from './keyPoints';

describe('offerKeyPoints', () => {
  it.each<[string, Pick<Offer, 'keyPoints' | 'extraInfoMap'>, string[]]>([
    ['its own list, as text', { keyPoints: ['<p>Valid twice a month</p>', 'Once a <b>day</b>'] }, ['Valid twice a month', 'Once a day']],
    ['its own list wins over extraInfoMap', { keyPoints: ['Own'], extraInfoMap: { keyPoints: '["Other"]' } }, ['Own']],
    ['else the JSON list in extraInfoMap', { keyPoints: [], extraInfoMap: { keyPoints: '["<b>Free</b> drink","Entry by 8 pm"]' } }, ['Free drink', 'Entry by 8 pm']],
    ['JSON that fails to parse is empty', { keyPoints: [], extraInfoMap: { keyPoints: '["<p>broken' } }, []],
    ['JSON that is not a list is empty', { keyPoints: [], extraInfoMap: { keyPoints: '{"a":"b"}' } }, []],
    ['plain text is not a list: empty', { keyPoints: [], extraInfoMap: { keyPoints: 'Valid on orders above ₹299' } }, []],
    ['points that are only markup are dropped', { keyPoints: ['<p> </p>', '<p>Kept</p>'] }, ['Kept']],
    ['none at all', { keyPoints: [] }, []],
  ])('%s', (_, offer, expected) => {
    expect(offerKeyPoints(offer)).toEqual(expected);
  });
});
