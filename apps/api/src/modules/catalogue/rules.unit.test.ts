import { describe, expect, it } from 'vitest';
import { byPriorityThenId, onePerCompany, pageOf, welcomeOf } from './rules';

const offer = (id: number, companyId: number, priority: number, welcome = false) => ({ id, companyId, priority, welcome });

describe('onePerCompany', () => {
  it('keeps one offer per company, the welcome offer first even when others rank higher, then priority then id', () => {
    const offers = [offer(1, 10, 1), offer(2, 10, 5, true), offer(3, 20, 2), offer(4, 30, 2), offer(5, 20, 0), offer(6, 40, 9, true)];
    expect(onePerCompany(offers).map((o) => o.id)).toEqual([2, 6, 5, 4]);
  });

  it("takes a company's first offer by priority then id when it has no welcome offer", () => {
    expect(onePerCompany([offer(9, 1, 3), offer(7, 1, 3), offer(8, 1, 4)]).map((o) => o.id)).toEqual([7]);
  });

  it('gives nothing for nothing', () => {
    expect(onePerCompany([])).toEqual([]);
  });
});

describe('ordering, paging and the welcome offer', () => {
  it('sorts by priority ascending, then id', () => {
    const sorted = [offer(3, 0, 2), offer(1, 0, 2), offer(2, 0, 1)].sort(byPriorityThenId);
    expect(sorted.map((o) => o.id)).toEqual([2, 1, 3]);
  });

  it.each([
    [0, 2, ['a', 'b']],
    [1, 2, ['c', 'd']],
    [2, 2, ['e']],
    [3, 2, []],
    [0, 1000, ['a', 'b', 'c', 'd', 'e']],
  ])('page %i of size %i', (page, size, expected) => {
    expect(pageOf(['a', 'b', 'c', 'd', 'e'], page, size)).toEqual(expected);
  });

  it('picks the welcome offer with the lowest priority, or null', () => {
    expect(welcomeOf([offer(1, 1, 5, true), offer(2, 2, 1), offer(3, 3, 2, true)])?.id).toBe(3);
    expect(welcomeOf([offer(1, 1, 5)])).toBeNull();
  });
});
