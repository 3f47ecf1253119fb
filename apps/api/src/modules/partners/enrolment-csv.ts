// A partner's enrolment file: one mobile per line (extra columns ignored), an optional header line,
// +91, a leading 0, spaces, hyphens and quotes tolerated. Pure: the import command and its tests use it.
import { MOBILE_PATTERN } from '@rewards/api-contract';

export interface InvalidLine {
  /** 1-based, as an editor shows it. */
  line: number;
  text: string;
}

export interface ParsedEnrolments {
  /** Valid mobiles, ten digits, first occurrence order, each once. */
  mobiles: string[];
  invalid: InvalidLine[];
  /** Lines repeating a mobile already read above. */
  duplicates: number;
  /** The first line was a header (it holds letters and no mobile). */
  header: boolean;
}

/** Ten digits from one field, or undefined. */
export function normaliseEnrolmentMobile(field: string): string | undefined {
  let digits = field.replace(/["'\s\-().]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return MOBILE_PATTERN.test(digits) ? digits : undefined;
}

export function parseEnrolmentCsv(text: string): ParsedEnrolments {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const seen = new Set<string>();
  const result: ParsedEnrolments = { mobiles: [], invalid: [], duplicates: 0, header: false };
  let first = true;
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const field = line.split(/[,;\t]/, 1)[0] ?? '';
    const mobile = normaliseEnrolmentMobile(field);
    if (first) {
      first = false;
      if (!mobile && /[A-Za-z]/.test(line)) {
        result.header = true;
        return;
      }
    }
    if (!mobile) {
      result.invalid.push({ line: index + 1, text: line });
      return;
    }
    if (seen.has(mobile)) {
      result.duplicates += 1;
      return;
    }
    seen.add(mobile);
    result.mobiles.push(mobile);
  });
  return result;
}
