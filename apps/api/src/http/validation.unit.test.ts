import { describe, expect, it } from 'vitest';
import { ResponseContractError } from './errors';
import { createSerializerCompiler } from './validation';

const schema = { type: 'object', properties: { success: { const: true } }, required: ['success'] };
const route = { schema, method: 'GET', url: '/c/prime/home', httpStatus: '200' };

describe('response serialisation', () => {
  it('checks each answer against its schema in tests and development: a mismatch is a contract error', () => {
    const serialize = createSerializerCompiler({ validateResponses: true })(route);
    expect(serialize({ success: true })).toBe('{"success":true}');
    expect(() => serialize({ success: false })).toThrow(ResponseContractError);
  });

  it('only serialises in production (the tests hold every answer to the contract)', () => {
    const serialize = createSerializerCompiler({ validateResponses: false })(route);
    expect(serialize({ success: false })).toBe('{"success":false}');
  });
});
