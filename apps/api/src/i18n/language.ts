// The language of a request's answer, from its `Accept-Language` alone (@rewards/api-contract's rule:
// Hindi, the pseudo-locale en-XA, else English): nothing else about the caller, so a public answer
// can be held once per language (http/read-cache) and cached by anyone honouring `Vary`.
import { answerLanguage, type ApiLanguage } from '@rewards/api-contract';

const REMEMBERED = 256;
const remembered = new Map<string, ApiLanguage>();

/**
 * The language a request's `Accept-Language` asks for. Every request asks (read-model hits on the
 * socket too), and clients send a handful of distinct headers, so the answers are remembered.
 */
export function languageOf(headers: { 'accept-language'?: string | string[] | undefined }): ApiLanguage {
  const header = headers['accept-language'];
  if (header === undefined) return 'en';
  const text = Array.isArray(header) ? header.join(',') : header;
  const known = remembered.get(text);
  if (known) return known;
  const language = answerLanguage(text);
  if (remembered.size >= REMEMBERED) remembered.clear();
  remembered.set(text, language);
  return language;
}
