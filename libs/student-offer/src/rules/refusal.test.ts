import { describe, expect, it } from 'vitest';
import { refusalTarget } from './refusal';

describe('where a refusal shows', () => {
  it.each([
    ['a too-large file (413)', { systemErrorCode: 'TP-STUDENT-FILE-TOO-LARGE' }, 'file'],
    ['a file whose content is not an accepted type (415)', { systemErrorCode: 'TP-STUDENT-FILE-TYPE' }, 'file'],
    ['a rule break naming the pin code part', { systemErrorCode: 'TP400', details: [{ path: '/pincode' }] }, 'pinCode'],
    ['a rule break naming the email', { systemErrorCode: 'TP400', details: [{ path: 'body.email' }] }, 'email'],
    ['a rule break naming the college', { systemErrorCode: 'TP400', details: [{ path: 'collegeName' }] }, 'collegeName'],
    ['a rule break naming the file', { systemErrorCode: 'TP400', details: [{ path: '/file' }] }, 'file'],
    ['a rule break naming nothing the form has', { systemErrorCode: 'TP400', details: [{ path: '/other' }] }, 'form'],
    ['a rule break without details', { systemErrorCode: 'TP400' }, 'form'],
    ['an open request (409)', { systemErrorCode: 'TP-STUDENT-OPEN' }, 'form'],
    ['too many sends (429)', { systemErrorCode: 'TP429' }, 'form'],
  ])('%s shows at %s', (_case, refusal, target) => {
    expect(refusalTarget(refusal)).toBe(target);
  });
});
