import type { Middleware } from 'openapi-fetch';

/** The header that picks the language of the API's texts (offers, FAQ, error messages). */
export const ACCEPT_LANGUAGE_HEADER = 'accept-language';

/**
 * Asks for the page's language on every call (`hi-IN`, `en-IN`, or the pseudo-locale `en-XA`), in the
 * browser and in server rendering alike, so the API's texts match the page's. Read per call; nothing
 * when it gives none (the browser's own header goes out). A language the call set itself wins.
 */
export function acceptLanguage(language: string | (() => string | undefined)): Middleware {
  const read = typeof language === 'function' ? language : () => language;
  return {
    onRequest({ request }) {
      const value = read();
      if (!value || request.headers.has(ACCEPT_LANGUAGE_HEADER)) return undefined;
      request.headers.set(ACCEPT_LANGUAGE_HEADER, value);
      return request;
    },
  };
}
