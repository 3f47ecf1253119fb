// The pseudo-locale (en-XA): English made visibly foreign but still readable, from the compiled
// English catalogue, so the ICU structure (arguments, plurals, selects) stays as it is: only its text
// is accented, and each message is bracketed.
import type { CompiledMessage } from './catalogue';

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

/** A compiled English message as the pseudo-locale shows it: ⟦Ŝîĝñ îñ⟧. */
export function pseudoLocalize(message: CompiledMessage): CompiledMessage {
  const accented = accentTokens(message);
  return typeof accented === 'string' ? `${PSEUDO_OPEN}${accented}${PSEUDO_CLOSE}` : [PSEUDO_OPEN, ...(accented as Exclude<CompiledMessage, string>), PSEUDO_CLOSE];
}
