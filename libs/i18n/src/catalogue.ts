// A catalogue: one library's messages in each language. Its ICU source is
// `src/i18n/messages.<locale>.json` in the library; `node tools/i18n.mjs compile` writes the compiled
// messages to `src/i18n/compiled/<locale>.ts`, and the library defines its catalogue with English
// imported at once and the other languages loaded when a page needs them.
import { setupI18n, type I18n } from '@lingui/core';
import type { CompiledMessage as LinguiCompiledMessage } from '@lingui/message-utils/compileMessage';
import { PSEUDO_LOCALE, type Locale } from './locales';

/** Lingui's compiled tokens, or plain text as it is (tools/i18n.mjs writes text without ICU as a string). */
export type CompiledMessage = string | LinguiCompiledMessage;
export type Messages = Record<string, CompiledMessage>;

export interface Catalogue {
  /** The library's name for its messages: keys are looked up as `<id>:<key>`. */
  id: string;
  en: Messages;
  /** The other languages (the pseudo-locale is made from English). */
  load: { hi: () => Promise<{ messages: Messages }> };
}

export function defineCatalogue(id: string, en: Messages, load: Catalogue['load']): Catalogue {
  return { id, en, load };
}

// One Lingui instance per language, shared by every request and page of that language: it holds
// only messages, which are the same for everyone (the language of a render is a prop, never global).
const instances = new Map<Locale, I18n>();
const loaded = new Map<Locale, Set<string>>();
const pending = new Map<string, Promise<void>>();

export function i18nFor(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = setupI18n({ locale, messages: { [locale]: {} } });
    instances.set(locale, instance);
    loaded.set(locale, new Set());
  }
  return instance;
}

const keyed = (catalogue: Catalogue, messages: Messages): Messages => Object.fromEntries(Object.entries(messages).map(([key, message]) => [`${catalogue.id}:${key}`, message]));

function add(locale: Locale, catalogue: Catalogue, messages: Messages): void {
  // English beneath: a key a translation lacks still reads (the catalogue check fails the build on it)
  i18nFor(locale).load(locale, keyed(catalogue, locale === 'en' ? messages : { ...catalogue.en, ...messages }));
  loaded.get(locale)?.add(catalogue.id);
}

export function isLoaded(locale: Locale, catalogue: Catalogue): boolean {
  return loaded.get(locale)?.has(catalogue.id) ?? false;
}

/** English is there at once (it ships with the library's code). */
export function loadNow(locale: Locale, catalogue: Catalogue): boolean {
  if (isLoaded(locale, catalogue)) return true;
  i18nFor(locale);
  if (locale !== 'en') return false;
  add('en', catalogue, catalogue.en);
  return true;
}

/** Another language's messages: Hindi from the library's chunk, the pseudo-locale made from English (its code a chunk of its own). */
async function fetchMessages(locale: Locale, catalogue: Catalogue): Promise<Messages> {
  if (locale !== PSEUDO_LOCALE) return (await catalogue.load[locale as 'hi']()).messages;
  const { pseudoLocalize } = await import('./pseudo');
  return Object.fromEntries(Object.entries(catalogue.en).map(([key, message]) => [key, pseudoLocalize(message)]));
}

/**
 * The catalogue in the language: undefined when it is readable now, else the one promise of its
 * loading (the same promise for every caller, as React's `use` wants it).
 */
export function catalogueLoading(locale: Locale, catalogue: Catalogue): Promise<void> | undefined {
  if (loadNow(locale, catalogue)) return undefined;
  const key = `${locale} ${catalogue.id}`;
  let loading = pending.get(key);
  if (!loading) {
    // A language whose messages cannot be fetched (offline, the chunk gone with a new release) reads
    // English rather than leaving its part of the page waiting: a browser keeps a failed import failed,
    // so asking again would fail again.
    loading = fetchMessages(locale, catalogue).then(
      (messages) => add(locale, catalogue, messages),
      (error: unknown) => {
        console.warn(`${catalogue.id}: the ${locale} messages did not load; English stands in`, error);
        add(locale, catalogue, {});
      },
    );
    pending.set(key, loading);
  }
  return loading;
}

/** Makes the catalogues readable in the language (a page waits for this before it renders in it). */
export async function loadCatalogues(locale: Locale, catalogues: readonly Catalogue[]): Promise<void> {
  await Promise.all(catalogues.map((catalogue) => catalogueLoading(locale, catalogue)));
}

/** A message of the catalogue in the language (English when that language's catalogue is not loaded). */
export function translate(locale: Locale, catalogue: Catalogue, key: string, values?: Record<string, unknown>): string {
  // loadNow is true for a language already loaded, and loads English on the spot
  const language = loadNow(locale, catalogue) ? locale : 'en';
  if (language !== locale) loadNow('en', catalogue);
  const i18n = i18nFor(language);
  const id = `${catalogue.id}:${key}`;
  // Plain text is kept as it is (tools/i18n.mjs): nothing to interpolate, and Lingui would take it for
  // a message nobody compiled (and say so in the console)
  const message = i18n.messages[id];
  return typeof message === 'string' ? message : i18n._(id, values);
}
