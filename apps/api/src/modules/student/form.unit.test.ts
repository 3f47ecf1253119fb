// The form's fields against the contract's StudentVerificationForm, with the spec's messages.
import { describe, expect, it } from 'vitest';
import { formProblems, normaliseFields } from './form';

const VALID = { name: 'Riya Sharma', email: 'riya@college.ac.in', collegeName: 'St. Xavier’s College', pincode: '400001' };

describe('the student form fields', () => {
  it('a complete form with a document has no problems', () => {
    expect(formProblems(VALID, true)).toEqual([]);
  });

  it('every field and the file are mandatory, in the form order', () => {
    expect(formProblems({}, false)).toEqual(
      ['name', 'email', 'collegeName', 'pincode', 'file'].map((field) => ({ path: `body/${field}`, message: 'is required', userMessage: 'This field is mandatory' })),
    );
  });

  it('a blank field counts as missing', () => {
    expect(formProblems(normaliseFields({ ...VALID, collegeName: '   ' }), true)).toEqual([{ path: 'body/collegeName', message: 'is required', userMessage: 'This field is mandatory' }]);
  });

  it.each([
    ['no @', 'riya.college.ac.in'],
    ['no dot in the domain', 'riya@college'],
    ['a space inside', 'riya sharma@college.ac.in'],
    ['two @', 'riya@@college.ac.in'],
    ['too short', 'a@'],
    ['too long', `${'r'.repeat(250)}@college.ac.in`],
  ])('an email with %s is invalid', (_label, email) => {
    expect(formProblems({ ...VALID, email }, true)).toEqual([{ path: 'body/email', message: expect.any(String), userMessage: 'Email is invalid' }]);
  });

  it.each([
    ['starting with 0', '040001'],
    ['of 5 digits', '40001'],
    ['of 7 digits', '4000011'],
    ['with letters', '40A001'],
  ])('a pin code %s is invalid', (_label, pincode) => {
    expect(formProblems({ ...VALID, pincode }, true)).toEqual([{ path: 'body/pincode', message: expect.any(String), userMessage: 'Pin code is invalid' }]);
  });

  it('the email is trimmed and lower-cased, the other fields trimmed', () => {
    expect(normaliseFields({ ...VALID, name: '  Riya Sharma ', email: '  Riya@College.AC.in ' })).toEqual({ ...VALID, email: 'riya@college.ac.in' });
    expect(formProblems(normaliseFields({ ...VALID, email: ' RIYA@COLLEGE.AC.IN ' }), true)).toEqual([]);
  });

  it('too long a name or college says how long it may be', () => {
    expect(formProblems({ ...VALID, name: 'R'.repeat(101), collegeName: 'C'.repeat(201) }, true)).toEqual([
      { path: 'body/name', message: 'must NOT have more than 100 characters', userMessage: 'Please use at most 100 characters' },
      { path: 'body/collegeName', message: 'must NOT have more than 200 characters', userMessage: 'Please use at most 200 characters' },
    ]);
  });

  it('an unknown field is refused by name, after the form’s own problems', () => {
    expect(formProblems({ ...VALID, pincode: '0', studentId: '42' }, true)).toEqual([
      { path: 'body/pincode', message: expect.any(String), userMessage: 'Pin code is invalid' },
      { path: 'body/studentId', message: 'is not a known field', userMessage: 'Invalid request. Please check the details and try again.' },
    ]);
  });
});
