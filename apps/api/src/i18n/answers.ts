// Answers in the language a request asks for (`Accept-Language`: Hindi, the pseudo-locale en-XA, else
// English). English answers go out as the code and the database write them. For another language:
//   - an answer's display texts (display-texts.ts) become the content's translation of that text
//     (content_translations), else the API's own message (catalogue.ts); a text with neither stays English;
//   - an error's `userMessage` and its details' messages become the catalogue's (`responseMessage`
//     stays English: it is for developers and logs, and the contract names its values);
//   - en-XA shows every text that has a translation, and every catalogue message, accented and
//     bracketed (⟦Šîĝñ îñ⟧, @rewards/api-contract's pseudo-locale), so a walk of the sites in it finds
//     any text that would stay English.
// Every JSON answer says `Vary: Accept-Language`; the read models hold one answer per language.
import { type ApiLanguage, type ErrorBody } from '@rewards/api-contract';
import { pseudoLocalizeText } from '@rewards/api-contract/pseudo';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages, type Translated } from './catalogue';
import type { ContentDictionary, ContentTranslations } from './content-translations';
import { textPlans, type TextPlan, type TextPlans } from './display-texts';
import { languageOf } from './language';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the answer, from `Accept-Language` (i18n/answers.ts). */
    language: ApiLanguage;
  }
}

/** A text in the language, or undefined when nothing translates it. */
export type TextTranslator = (text: string) => string | undefined;

/** How texts read in a language: the content's translations first, then the API's messages. */
export function translatorFor(language: Translated, hindi: ContentDictionary): TextTranslator {
  if (language === 'hi') {
    // an argument of a message (an offer's header in 'VISIT {company}', a problem in a console text) is a text too
    const argument: TextTranslator = (value) => hindi.get(value) ?? messages.translate(value, 'hi');
    return (text) => hindi.get(text) ?? messages.translate(text, 'hi', argument);
  }
  // the pseudo-locale: a message's arguments stay as they are, as on the sites
  return (text) => (hindi.has(text) ? pseudoLocalizeText(text) : messages.translate(text, 'en-XA'));
}

/** A JSON list of texts (`["<p>…</p>", …]`) with each text translated; undefined when it is not one or nothing changed. */
function translateList(text: string, translate: TextTranslator): string | undefined {
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) return undefined;
  let changed = false;
  const translated = list.map((item: string) => {
    const result = translate(item);
    if (result === undefined || result === item) return item;
    changed = true;
    return result;
  });
  return changed ? JSON.stringify(translated) : undefined;
}

function translateString(value: string, kind: 'text' | 'list', translate: TextTranslator): string {
  const result = kind === 'list' ? translateList(value, translate) : translate(value);
  return result ?? value;
}

/**
 * The answer with the display texts its plan marks translated. Copies what it changes and nothing
 * else: a handler's objects (a cached read model among them) are never modified.
 */
export function translateAnswer(value: unknown, plan: TextPlan, translate: TextTranslator): unknown {
  if (typeof value === 'string') return plan.text ? translateString(value, plan.text, translate) : value;
  if (Array.isArray(value)) {
    // a display property's list of texts (`keyPoints`, `tncs`), or a list of objects with their own
    const stringPlan: TextPlan | undefined = plan.text ? { text: plan.text } : undefined;
    if (!stringPlan && !plan.items) return value;
    let copy: unknown[] | undefined;
    value.forEach((item, index) => {
      const itemPlan = typeof item === 'string' ? stringPlan : plan.items;
      const translated = itemPlan ? translateAnswer(item, itemPlan, translate) : item;
      if (translated !== item) (copy ??= [...value])[index] = translated;
    });
    return copy ?? value;
  }
  if (value === null || typeof value !== 'object' || (!plan.properties && !plan.additional)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const propertyPlan = plan.properties?.get(key) ?? plan.additional;
    if (!propertyPlan) continue;
    const translated = translateAnswer(item, propertyPlan, translate);
    if (translated !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = translated;
  }
  return copy ?? value;
}

/** The common error body in the language: its `userMessage` and details' messages (never `responseMessage`). */
export function translateErrorBody(body: ErrorBody, language: ApiLanguage, hindi: ContentDictionary = new Map()): ErrorBody {
  if (language === 'en') return body;
  const translate = translatorFor(language, hindi);
  const userMessage = translate(body.userMessage) ?? body.userMessage;
  const details = body.details?.map((detail) => {
    const message = translate(detail.message);
    return message === undefined ? detail : { ...detail, message };
  });
  return { ...body, userMessage, ...(details ? { details } : {}) };
}

function isErrorBody(payload: unknown): payload is ErrorBody {
  return typeof payload === 'object' && payload !== null && (payload as { success?: unknown }).success === false && typeof (payload as { userMessage?: unknown }).userMessage === 'string';
}

/** Adds a name to the answer's Vary, keeping those already there (Accept-Encoding, Origin). */
function varyWith(reply: FastifyReply, name: string): void {
  const names = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (names.some((part) => part === '*' || part.toLowerCase() === name.toLowerCase())) return;
  void reply.header('vary', [...names, name].join(', '));
}

/** The operation a route serves (fastify-openapi-glue puts it on the route's schema). */
function operationOf(request: FastifyRequest): string | undefined {
  const options = request.routeOptions as { schema?: { operationId?: string }; config?: { operationId?: string } };
  return options.schema?.operationId ?? options.config?.operationId;
}

export interface Languages {
  /** An error body in the request's language (the app's error answers; never waits on the database). */
  errorBody(request: Pick<FastifyRequest, 'headers'> & { language?: ApiLanguage }, body: ErrorBody): ErrorBody;
  plans: TextPlans;
}

/**
 * Gives every request its language, translates its answer on the way out and marks JSON answers as
 * varying by language. Register before the routes and before the read models' hooks need the language.
 */
export function registerLanguages(app: FastifyInstance, translations: ContentTranslations): Languages {
  const plans = textPlans();
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = languageOf(request.headers);
  });
  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const { language } = request;
    if (language === 'en' || payload === null || typeof payload !== 'object') return payload;
    // an error never waits on the database (it may be the error): the translations held, if any
    if (reply.statusCode >= 400) return isErrorBody(payload) ? translateErrorBody(payload, language, translations.held()) : payload;
    const operationId = operationOf(request);
    const plan = operationId ? plans.of(operationId, reply.statusCode) : undefined;
    if (!plan) return payload;
    return translateAnswer(payload, plan, translatorFor(language, await translations.hindi()));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (/^application\/json/i.test(String(reply.getHeader('content-type') ?? ''))) varyWith(reply, 'Accept-Language');
    return payload;
  });
  return {
    plans,
    errorBody(request, body) {
      const language = request.language ?? languageOf(request.headers);
      return translateErrorBody(body, language, translations.held());
    },
  };
}
