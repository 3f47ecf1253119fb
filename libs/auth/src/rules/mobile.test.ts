import { INVALID_MOBILE_MESSAGE } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { english } from '../testing/translate';
import { nationalMobile, sanitiseMobile, validateMobile, type MobileCheck } from './mobile';

describe('validateMobile', () => {
  it.each<[string, string, MobileCheck]>([
    ['empty', '', { value: '', valid: false, error: undefined }],
    ['a few digits: no message yet', '98765', { value: '98765', valid: false, error: undefined }],
    ['nine digits: no message yet', '987654321', { value: '987654321', valid: false, error: undefined }],
    ['ten digits starting 9', '9876543210', { value: '9876543210', valid: true, error: undefined }],
    ['ten digits starting 6', '6000000000', { value: '6000000000', valid: true, error: undefined }],
    ['ten digits starting 7', '7012345678', { value: '7012345678', valid: true, error: undefined }],
    ['ten digits starting 8', '8123456789', { value: '8123456789', valid: true, error: undefined }],
    ['ten digits starting 5 are rejected', '5876543210', { value: '5876543210', valid: false, error: INVALID_MOBILE_MESSAGE }],
    ['ten digits starting 0 are rejected', '0123456789', { value: '0123456789', valid: false, error: INVALID_MOBILE_MESSAGE }],
    ['letters and symbols are stripped', '98a76-54 3210', { value: '9876543210', valid: true, error: undefined }],
    ['an eleventh digit is cut', '98765432101', { value: '9876543210', valid: true, error: undefined }],
    ['a pasted +91 number keeps the number', '+91 98765 43210', { value: '9876543210', valid: true, error: undefined }],
    ['a pasted 0-prefixed number keeps the number', '09876543210', { value: '9876543210', valid: true, error: undefined }],
    ['only symbols', '+-() ', { value: '', valid: false, error: undefined }],
  ])('%s', (_name, raw, expected) => {
    expect(validateMobile(english, raw)).toEqual(expected);
  });
});

describe('sanitiseMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['91987654321', '9198765432'],
    ['1234567890123', '1234567890'],
  ])('%s → %s', (raw, expected) => {
    expect(sanitiseMobile(raw)).toBe(expected);
  });
});

describe('nationalMobile', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['98765', '98765'],
    // not a prefixed number: left for the field to reject as too long
    ['98765432101', '98765432101'],
    ['1234567890123', '1234567890123'],
  ])('%s → %s', (raw, expected) => {
    expect(nationalMobile(raw)).toBe(expected);
  });
});
