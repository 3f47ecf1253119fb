import { STUDENT_FORM_MESSAGES } from '@rewards/api-contract';
import { loadCatalogues, translate, type Translate } from '@rewards/i18n';
import { describe, expect, it } from 'vitest';
import { studentOfferCatalogue } from '../i18n/catalogue';
import { english } from '../testing/translate';
import {
  ACCEPTED_EXTENSIONS,
  canSubmit,
  EMPTY_STUDENT_FORM,
  extensionOf,
  FILE_ACCEPT,
  formatFileSize,
  formErrors,
  MAX_FILE_BYTES,
  normaliseEmail,
  uploadPercent,
  validateField,
  validateFile,
  type StudentTextField,
} from './studentForm';

// In English the server's own words (the contract's), so a member reads one message whichever side caught the mistake.
const {
  mandatory: MANDATORY_MESSAGE,
  emailInvalid: INVALID_EMAIL_MESSAGE,
  pincodeInvalid: INVALID_PIN_CODE_MESSAGE,
  fileTooLarge: FILE_TOO_LARGE_MESSAGE,
  fileType: FILE_TYPE_MESSAGE,
} = STUDENT_FORM_MESSAGES;
const EMPTY_FILE_MESSAGE = 'This file is empty. Please choose another';

const MB = 1024 * 1024;
const filled = { name: 'Asha Rao', email: 'asha@college.edu.in', collegeName: 'Government Arts College', pinCode: '600001' };

describe('the student form fields', () => {
  it.each<[string, StudentTextField, string, string | undefined]>([
    ['a blank name', 'name', '', MANDATORY_MESSAGE],
    ['a name of spaces', 'name', '   ', MANDATORY_MESSAGE],
    ['a name', 'name', 'Asha Rao', undefined],
    ['a blank college name', 'collegeName', '', MANDATORY_MESSAGE],
    ['a college name', 'collegeName', 'IIT Madras', undefined],
    ['a blank email', 'email', '', MANDATORY_MESSAGE],
    ['an email without @', 'email', 'asha.college.in', INVALID_EMAIL_MESSAGE],
    ['an email without a dot in the domain', 'email', 'asha@college', INVALID_EMAIL_MESSAGE],
    ['an email with a space inside', 'email', 'asha rao@college.in', INVALID_EMAIL_MESSAGE],
    ['an email with nothing before @', 'email', '@college.in', INVALID_EMAIL_MESSAGE],
    ['an email with two @', 'email', 'asha@rao@college.in', INVALID_EMAIL_MESSAGE],
    ['an email', 'email', 'asha@college.edu.in', undefined],
    ['a blank pin code', 'pinCode', '', MANDATORY_MESSAGE],
    ['a pin code starting with 0', 'pinCode', '060001', INVALID_PIN_CODE_MESSAGE],
    ['a 5-digit pin code', 'pinCode', '60001', INVALID_PIN_CODE_MESSAGE],
    ['a 7-digit pin code', 'pinCode', '6000011', INVALID_PIN_CODE_MESSAGE],
    ['a pin code with a letter', 'pinCode', '60000a', INVALID_PIN_CODE_MESSAGE],
    ['a pin code', 'pinCode', '600001', undefined],
  ])('%s gives %s', (_case, field, value, message) => {
    expect(validateField(english, field, value)).toBe(message);
  });

  it('says it in Hindi in a Hindi page', async () => {
    await loadCatalogues('hi', [studentOfferCatalogue]);
    const hindi: Translate = (key, values) => translate('hi', studentOfferCatalogue, key, values);
    expect(validateField(hindi, 'pinCode', '012345')).toBe('पिन कोड सही नहीं है');
    expect(validateFile(hindi, { name: 'setup.exe', size: 10 })).toBe('कृपया jpeg, png, pdf, eps, docx, svg, webp, jpg या doc फ़ाइल अपलोड करें');
  });

  it('lower-cases the email as it is typed', () => {
    expect(normaliseEmail('Asha.Rao@College.EDU.in')).toBe('asha.rao@college.edu.in');
  });

  it('collects a message for every field that has one', () => {
    expect(formErrors(english, EMPTY_STUDENT_FORM)).toEqual({ name: MANDATORY_MESSAGE, email: MANDATORY_MESSAGE, collegeName: MANDATORY_MESSAGE, pinCode: MANDATORY_MESSAGE });
    expect(formErrors(english, { ...filled, email: 'asha@college', pinCode: '012345' })).toEqual({ email: INVALID_EMAIL_MESSAGE, pinCode: INVALID_PIN_CODE_MESSAGE });
    expect(formErrors(english, filled)).toEqual({});
  });
});

describe('the document', () => {
  it.each([
    ['a 12 MB pdf', 'id.pdf', 12 * MB, FILE_TOO_LARGE_MESSAGE],
    ['a file one byte over 10 MB', 'id.jpg', MAX_FILE_BYTES + 1, FILE_TOO_LARGE_MESSAGE],
    ['a file of exactly 10 MB', 'id.jpg', MAX_FILE_BYTES, undefined],
    ['an exe', 'setup.exe', 2 * MB, FILE_TYPE_MESSAGE],
    ['a name without an extension', 'student-id', 2 * MB, FILE_TYPE_MESSAGE],
    ['a name ending in a dot', 'student-id.', 2 * MB, FILE_TYPE_MESSAGE],
    ['a dot file', '.pdf', 2 * MB, FILE_TYPE_MESSAGE],
    ['an upper-case extension', 'ID-CARD.PDF', 2 * MB, undefined],
    ['an empty file', 'id.png', 0, EMPTY_FILE_MESSAGE],
  ])('%s gives %s', (_case, name, size, message) => {
    expect(validateFile(english, { name, size })).toBe(message);
  });

  it.each(ACCEPTED_EXTENSIONS.map((extension) => [extension]))('takes a .%s file', (extension) => {
    expect(validateFile(english, { name: `student-id.${extension}`, size: 1000 })).toBeUndefined();
  });

  it('reads the extension after the last dot', () => {
    expect(extensionOf('my.id.card.Docx')).toBe('docx');
    expect(extensionOf('id')).toBe('');
  });

  it('asks the picker for every type, by extension and by MIME type', () => {
    const accept = FILE_ACCEPT.split(',');
    for (const extension of ACCEPTED_EXTENSIONS) expect(accept).toContain(`.${extension}`);
    for (const type of ['image/jpeg', 'image/png', 'application/pdf', 'application/postscript', 'image/svg+xml', 'image/webp', 'application/msword']) expect(accept).toContain(type);
    expect(new Set(accept).size).toBe(accept.length);
  });

  it.each([
    [0, 0],
    [1500, 50],
    [2999, 99],
    [3000, 100],
    [4000, 100],
    [-10, 0],
  ])('%i ms into the 3 s upload shows %i%%', (elapsed, percent) => {
    expect(uploadPercent(elapsed)).toBe(percent);
  });

  it.each([
    [512, '512 B'],
    [820 * 1024, '820 KB'],
    [2.4 * MB, '2.4 MB'],
  ])('%i bytes read as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('Submit', () => {
  it.each([
    ['everything filled and a file chosen', filled, { phase: 'chosen' as const }, true],
    ['a field blank', { ...filled, collegeName: '' }, { phase: 'chosen' as const }, false],
    ['a field breaking its rule', { ...filled, pinCode: '012345' }, { phase: 'chosen' as const }, false],
    ['no file', filled, { phase: 'none' as const }, false],
    ['the file still uploading', filled, { phase: 'uploading' as const }, false],
    ['a file error', filled, { phase: 'chosen' as const, error: 'Please upload a jpeg file' }, false],
  ])('with %s is %s', (_case, values, file, enabled) => {
    expect(canSubmit(values, file)).toBe(enabled);
  });
});
