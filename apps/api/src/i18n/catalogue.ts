// The API's own texts in every language it answers in: the error messages, refusals and limits, and
// the labels its code writes into answers (buttons, statuses, card-offer options). Their ICU source is
// messages.<language>.json beside this file, keyed by what the text is for (`auth.otpInvalid`); the
// English is exactly the text the code sends, and stays the code's (tests and the contract name it).
//
// A text is found by its English, as gettext finds a msgid: the code goes on writing English, and the
// answer is translated on its way out (i18n/answers.ts). A message with arguments is found by its
// pattern (`Please wait {seconds} seconds before requesting a new OTP`), its arguments taken from the
// English text and given to the translation, so the code never passes a language around.
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { ApiLanguage } from '@rewards/api-contract';
import { pseudoLocalize, type CompiledMessage } from '@rewards/api-contract/pseudo';
import englishSource from './messages.en.json';
import hindiSource from './messages.hi.json';

export type MessageKey = keyof typeof englishSource;
export type Translated = Exclude<ApiLanguage, 'en'>;

/**
 * What an argument of a given name may be, so that a pattern matches only the texts its code writes
 * ('Worth ₹2,400', never 'Worth every rupee'): amounts, counts and days as written in English.
 */
const ARGUMENT_SHAPES: ReadonlyArray<[RegExp, string]> = [
  [/^amount$/, '₹?\\d[\\d,]*(?:\\.\\d+)?'],
  [/^(percent|days|seconds|lines|left|max|maxLength|count|ratio|minimum|offering)$/, '\\d+(?:\\.\\d+)?'],
  [/^date$|Date$/, '\\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \\d{4}'],
];
const ANY_TEXT = '[\\s\\S]+?';

const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Hindi's month names as the sites write dates (libs/i18n formatDate, hi-IN): '22 दिसंबर 2026'. */
const HINDI_MONTHS = ENGLISH_MONTHS.map((_, month) => new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, month, 15)));

function argumentShape(name: string): string {
  return ARGUMENT_SHAPES.find(([names]) => names.test(name))?.[1] ?? ANY_TEXT;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface CatalogueEntry {
  key: MessageKey;
  english: string;
  /** The argument names in the order the English holds them (empty for plain text). */
  arguments: string[];
  /** The English with each argument as a capture (messages with arguments only). */
  pattern?: RegExp;
  /** The English without its arguments: a longer one is tried first, so the most specific pattern wins. */
  literalLength: number;
}

/** English's tokens, which may hold only text and plain `{arguments}` (a pattern must be read back from the text). */
function englishEntry(key: MessageKey, source: string): CatalogueEntry {
  const compiled = compileMessageOrThrow(source);
  const tokens = typeof compiled === 'string' ? [compiled] : compiled;
  const names: string[] = [];
  let pattern = '';
  let literal = '';
  let previousWasArgument = false;
  for (const token of tokens) {
    if (typeof token === 'string') {
      pattern += escapeRegExp(token);
      literal += token;
      previousWasArgument = false;
      continue;
    }
    const [name, type] = token as [string, string?];
    if (type !== undefined) throw new Error(`i18n: English '${key}' may hold plain {arguments} only, not {${name}, ${type}}: the translation chooses plural and select forms`);
    if (previousWasArgument) throw new Error(`i18n: English '${key}' has two arguments with nothing between them, so its text cannot be read back`);
    names.push(name);
    pattern += `(${argumentShape(name)})`;
    previousWasArgument = true;
  }
  if (names.length > 0 && literal.trim() === '') throw new Error(`i18n: English '${key}' is only arguments, so it would match any text`);
  const english = names.length === 0 ? literal : source;
  return { key, english, arguments: names, ...(names.length > 0 ? { pattern: new RegExp(`^${pattern}$`) } : {}), literalLength: literal.length };
}

function compileAll(messages: Record<string, string>): Record<string, CompiledMessage> {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessageOrThrow(message) as CompiledMessage]));
}

export class MessageCatalogue {
  private readonly plain = new Map<string, CatalogueEntry>();
  private readonly patterns: CatalogueEntry[] = [];
  private readonly languages: Record<Translated, I18n>;

  constructor(english: Record<string, string>, hindi: Record<string, string>) {
    const entries = Object.entries(english).map(([key, source]) => englishEntry(key as MessageKey, source));
    for (const entry of entries) {
      if (entry.pattern) this.patterns.push(entry);
      else if (this.plain.has(entry.english)) throw new Error(`i18n: '${entry.key}' and '${this.plain.get(entry.english)?.key}' have the same English, so a text could not tell them apart`);
      else this.plain.set(entry.english, entry);
    }
    this.patterns.sort((a, b) => b.literalLength - a.literalLength);
    const missing = Object.keys(english).filter((key) => !(key in hindi));
    if (missing.length > 0) throw new Error(`i18n: no Hindi for ${missing.join(', ')}`);
    const englishCompiled = compileAll(english);
    this.languages = {
      hi: setupI18n({ locale: 'hi', messages: { hi: compileAll(hindi) } }),
      // the pseudo-locale is English's messages accented and bracketed, their arguments as they are
      'en-XA': setupI18n({ locale: 'en-XA', messages: { 'en-XA': Object.fromEntries(Object.entries(englishCompiled).map(([key, message]) => [key, pseudoLocalize(message)])) } }),
    };
  }

  /** The entry whose English this text is, and the arguments read from it. */
  find(text: string): { entry: CatalogueEntry; values: Record<string, string> } | undefined {
    const plain = this.plain.get(text);
    if (plain) return { entry: plain, values: {} };
    for (const entry of this.patterns) {
      const match = entry.pattern?.exec(text);
      if (match) return { entry, values: Object.fromEntries(entry.arguments.map((name, index) => [name, match[index + 1] ?? ''])) };
    }
    return undefined;
  }

  /**
   * The text in the language, or undefined when the catalogue does not hold it. An argument read from
   * the English is given to the translation as a number when it is one (for plurals); in Hindi, a
   * date in Hindi's month names and any other text through `translateValue` (a content text, another
   * of these messages); in the pseudo-locale as it is.
   */
  translate(text: string, language: Translated, translateValue: (value: string) => string | undefined = () => undefined): string | undefined {
    const found = this.find(text);
    if (!found) return undefined;
    const i18n = this.languages[language];
    // plain text has nothing to interpolate, and Lingui would warn of it as a message nobody compiled
    const message = i18n.messages[found.entry.key];
    if (typeof message === 'string') return message;
    const values = Object.fromEntries(Object.entries(found.values).map(([name, value]) => [name, argumentIn(language, name, value, translateValue)]));
    return i18n._(found.entry.key, values);
  }

  /** Every entry (the tests read them). */
  entries(): CatalogueEntry[] {
    return [...this.plain.values(), ...this.patterns];
  }
}

function argumentIn(language: Translated, name: string, value: string, translateValue: (value: string) => string | undefined): string | number {
  if (/^\d+$/.test(value)) return Number(value);
  if (language !== 'hi') return value;
  const date = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/.exec(value);
  const month = date ? ENGLISH_MONTHS.indexOf(date[2] ?? '') : -1;
  if (date && month >= 0) return `${date[1]} ${HINDI_MONTHS[month]} ${date[3]}`;
  return translateValue(value) ?? value;
}

/** The catalogue of messages.<language>.json, read once per process. */
export const messages = new MessageCatalogue(englishSource, hindiSource);
