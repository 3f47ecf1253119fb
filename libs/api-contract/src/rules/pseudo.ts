// The pseudo-locale (en-XA): English made visibly foreign but still readable, so a text that did not
// come from a catalogue (or from the API's translations) stands out on a page. One definition for the
// sites (their compiled ICU messages, libs/i18n) and the API (its messages and the content it serves).
import type { CompiledMessage as LinguiCompiledMessage } from '@lingui/message-utils/compileMessage';

/** A compiled ICU message as Lingui's compiler writes it, or plain text as it is. */
export type CompiledMessage = string | LinguiCompiledMessage;

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTS = [...'àƀçδèƒĝĥîĵķļɱñôƥʠřšţûṽŵẋýžÀƁÇĐÈƑĜĤÎĴĶĻṀÑÔƤɊŘŠŢÛṼŴẊÝŽ'];
const ACCENTED = new Map([...PLAIN].map((letter, index) => [letter, ACCENTS[index] as string]));

/** The opening and closing marks of a pseudo-localised message. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const accent = (text: string) => [...text].map((char) => ACCENTED.get(char) ?? char).join('');

function accentTokens(message: CompiledMessage): CompiledMessage {
  if (typeof message === 'string') return accent(message);
  // a plural's offset (a number, or undefined) is not text
  if (!Array.isArray(message)) return message;
  return message.map((token) => {
    if (typeof token === 'string') return accent(token);
    const [name, type, choices] = token as [string, string?, Record<string, CompiledMessage>?];
    if (!choices || typeof choices !== 'object') return token;
    return [name, type, Object.fromEntries(Object.entries(choices).map(([key, choice]) => [key, accentTokens(choice as CompiledMessage)]))];
  }) as CompiledMessage;
}

/**
 * A compiled English message as the pseudo-locale shows it: ⟦Šîĝñ îñ⟧. The ICU structure (arguments,
 * plurals, selects) stays as it is: only its text is accented, and the message is bracketed.
 */
export function pseudoLocalize(message: CompiledMessage): CompiledMessage {
  const accented = accentTokens(message);
  return typeof accented === 'string' ? `${PSEUDO_OPEN}${accented}${PSEUDO_CLOSE}` : [PSEUDO_OPEN, ...(accented as Exclude<CompiledMessage, string>), PSEUDO_CLOSE];
}

/**
 * Markup that is not text: an HTML tag or entity, a Markdown link's target, an address. The API's
 * content holds HTML (`<p>…</p>`) and Markdown bodies, whose tags and links must stay working.
 */
const NOT_TEXT = /<[^>]*>|&[a-zA-Z]+;|&#\d+;|\]\([^)\s]*\)|https?:\/\/\S+/g;

/**
 * A finished English text (not ICU) as the pseudo-locale shows it: its words accented, its tags,
 * entities and link targets as they are, the whole bracketed (`⟦<p>Ṽàļîδ…</p>⟧`).
 */
export function pseudoLocalizeText(text: string): string {
  let result = '';
  let from = 0;
  for (const match of text.matchAll(NOT_TEXT)) {
    result += accent(text.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  return `${PSEUDO_OPEN}${result}${accent(text.slice(from))}${PSEUDO_CLOSE}`;
}
