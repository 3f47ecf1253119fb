// The contract's `x-public-read` marks: what the read models, the socket path and Cache-Control
// assume of a marked operation holds in the contract itself.
import { describe, expect, it } from 'vitest';
import { contractOperations, loadContract } from '../contract';
import { cacheControlFor, NO_STORE } from './cache-control';
import { publicReads, readModelOperations } from './public-reads';
import { WARM_READS } from './warm-up';

const contract = loadContract() as ReturnType<typeof loadContract> & { components: { parameters: Record<string, { in: string }> } };
const operationOf = (operationId: string) => contractOperations(contract).find(({ operation }) => operation.operationId === operationId)!.operation;
const parameterPlaces = (operationId: string) =>
  ((operationOf(operationId).parameters ?? []) as Array<{ $ref?: string; in?: string }>).map((parameter) =>
    parameter.$ref ? contract.components.parameters[parameter.$ref.split('/').pop()!]!.in : parameter.in,
  );
/** A concrete path for a template (`{offerName}` → `x`). */
const concrete = (template: string) => template.replace(/\{\w+\}/g, 'x');

describe('public reads', () => {
  it('depend on nothing about the caller: no security; a held one no header or cookie parameter either', () => {
    expect(publicReads().length).toBeGreaterThan(0);
    for (const read of publicReads()) {
      expect(operationOf(read.operationId).security ?? [], read.operationId).toEqual([]);
      // the read models key and shape a request by its path, query and body alone (a video's Range is HTTP's own)
      if (read.readModel) expect(parameterPlaces(read.operationId).filter((place) => place === 'header' || place === 'cookie'), read.operationId).toEqual([]);
    }
  });

  it("a mark's maxAge is its answer's public policy; a mark without one (a POST) and an error answer no-store", () => {
    for (const read of publicReads()) {
      const policy = cacheControlFor(`${concrete(read.path)}?rid=1`, 200, read.method);
      if (read.maxAge !== undefined) expect(policy, read.operationId).toBe(`public, max-age=${read.maxAge}${read.staleWhileRevalidate === undefined ? '' : `, stale-while-revalidate=${read.staleWhileRevalidate}`}`);
      else expect(policy, read.operationId).toBe(NO_STORE);
      expect(cacheControlFor(concrete(read.path), 404, read.method)).toBe(NO_STORE);
    }
  });

  it('the reads warmed before listening are all held by the read models', () => {
    const held = readModelOperations();
    for (const read of WARM_READS) {
      const path = read.url.split('?', 1)[0]!;
      const served = publicReads().find((marked) => marked.method === read.method && new RegExp(`^${marked.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(path));
      expect(served && held.has(served.operationId), read.url).toBe(true);
    }
  });
});
