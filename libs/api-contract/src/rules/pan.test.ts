import { describe, expect, it } from 'vitest';
import { checkPan, maskPan, PAN_MESSAGES, panProblemMessage } from './pan';

describe('a PAN for a credit report', () => {
  it.each([
    ['ABCPE1234F', { pan: 'ABCPE1234F' }],
    ['abcpe1234f', { pan: 'ABCPE1234F' }],
    ['AbCpE1234f', { pan: 'ABCPE1234F' }],
    [' ABCPE1234F ', { pan: 'ABCPE1234F' }],
    ['ABCPE1234', { problem: 'INVALID' }],
    ['ABCPE12345', { problem: 'INVALID' }],
    ['ABCP1E234F', { problem: 'INVALID' }],
    ['1BCPE1234F', { problem: 'INVALID' }],
    ['ABCPE1234FF', { problem: 'INVALID' }],
    ['', { problem: 'INVALID' }],
    ['ABCCE1234F', { problem: 'NOT_PERSONAL' }],
    ['ABCFE1234F', { problem: 'NOT_PERSONAL' }],
    ['ABCHE1234F', { problem: 'NOT_PERSONAL' }],
    ['abcte1234f', { problem: 'NOT_PERSONAL' }],
  ] as const)('%j is %j', (raw, expected) => {
    expect(checkPan(raw)).toEqual(expected);
  });

  it('says why in the words the server and the site share', () => {
    expect(panProblemMessage('INVALID')).toBe('Please enter a valid PAN');
    expect(panProblemMessage('NOT_PERSONAL')).toBe(PAN_MESSAGES.notPersonal);
  });

  it('is shown masked to its last 4', () => {
    expect(maskPan('ABCPE1234F')).toBe('XXXXXX234F');
    expect(maskPan('234F')).toBe('XXXXXX234F');
  });
});
