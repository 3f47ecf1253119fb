import { describe, expect, it } from 'vitest';
import { parseArguments } from '../../enrol';
import { normaliseEnrolmentMobile, parseEnrolmentCsv } from './enrolment-csv';

describe('a mobile field of an enrolment file', () => {
  it.each([
    ['9876543240', '9876543240'],
    ['+91 98765 43240', '9876543240'],
    ['+91-98765-43240', '9876543240'],
    ['919876543240', '9876543240'],
    ['09876543240', '9876543240'],
    ['"9876543240"', '9876543240'],
    [' 98765 43240 ', '9876543240'],
    ['5876543240', undefined],
    ['987654324', undefined],
    ['98765432400', undefined],
    ['mobile', undefined],
    ['', undefined],
  ])('%j reads as %s', (field, expected) => {
    expect(normaliseEnrolmentMobile(field)).toBe(expected);
  });
});

describe('an enrolment file', () => {
  it('skips a header, reads one mobile per line, reports invalid lines by number and counts repeats once', () => {
    const parsed = parseEnrolmentCsv(['Mobile Number,Name', '+91 98765 43260,Asha', '', '98765-43261', 'not a number', '9876543260', '12345', '09876543262'].join('\r\n'));
    expect(parsed).toEqual({
      header: true,
      mobiles: ['9876543260', '9876543261', '9876543262'],
      duplicates: 1,
      invalid: [
        { line: 5, text: 'not a number' },
        { line: 7, text: '12345' },
      ],
    });
  });

  it('needs no header', () => {
    expect(parseEnrolmentCsv('9876543260\n9876543261\n')).toMatchObject({ header: false, mobiles: ['9876543260', '9876543261'], invalid: [] });
  });

  it('reports a first line that is neither a header nor a mobile', () => {
    expect(parseEnrolmentCsv('12345\n9876543260')).toMatchObject({ header: false, mobiles: ['9876543260'], invalid: [{ line: 1, text: '12345' }] });
  });

  it('reads an empty file as no mobiles', () => {
    expect(parseEnrolmentCsv('')).toEqual({ header: false, mobiles: [], invalid: [], duplicates: 0 });
  });
});

describe('the enrol command line', () => {
  it.each([
    [['--partner', 'SHOPPERS_STOP', 'list.csv'], { partner: 'SHOPPERS_STOP', file: 'list.csv' }],
    [['list.csv', '--partner=MORE_REWARDS'], { partner: 'MORE_REWARDS', file: 'list.csv' }],
    [['list.csv'], 'missing --partner'],
    [['--partner', 'TIMES_PRIME', 'list.csv'], 'unknown partner TIMES_PRIME'],
    [['--partner', 'SHOPPERS_STOP'], 'give exactly one file'],
    [['--partner', 'SHOPPERS_STOP', '--dry-run', 'a.csv'], 'unknown option --dry-run'],
  ])('%j → %j', (argv, expected) => {
    expect(parseArguments(argv)).toEqual(expected);
  });
});
