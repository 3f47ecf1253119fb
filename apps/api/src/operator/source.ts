// Reading an operator's file: YAML checked with the seed's valibot schemas, CSV with csv-parse, and
// every problem tied to the line an editor shows, so an operator can fix the file without guessing.
// Nothing here touches the database: a load collects every problem first and writes only when
// there is none.
import fs from 'node:fs';
import { CsvError, parse as parseCsv } from 'csv-parse/sync';
import * as v from 'valibot';
import { isMap, LineCounter, parseDocument, type Document } from 'yaml';

/** One thing wrong with a file: where (file, 1-based line when known) and what. */
export interface LoadProblem {
  file: string;
  line?: number;
  message: string;
}

export const formatProblem = (problem: LoadProblem) => `${problem.file}${problem.line === undefined ? '' : `:${problem.line}`}: ${problem.message}`;

/** Problems found before anything was written; `problems` is never empty. */
export class LoadRefused extends Error {
  override readonly name = 'LoadRefused';
  constructor(readonly problems: LoadProblem[]) {
    super(`nothing was written; fix these and run again:\n  ${problems.map(formatProblem).join('\n  ')}`);
  }
}

/** The dotted path of a valibot issue ('variants.1.price'), as the keys and indexes of the document. */
const issuePath = (issue: v.BaseIssue<unknown>): (string | number)[] => (issue.path ?? []).map((item) => item.key as string | number);

/** The line of the node at `path`, or of its nearest ancestor present in the document (a missing key: its parent). */
function lineOf(doc: Document, counter: LineCounter, path: (string | number)[]): number | undefined {
  for (let depth = path.length; depth >= 0; depth -= 1) {
    const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
    const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
    if (range) return counter.linePos(range[0]).line;
    if (depth === 0) break;
  }
  return undefined;
}

/** A YAML document, parsed, with the lines of its nodes. */
export interface YamlSource {
  file: string;
  doc: Document;
  counter: LineCounter;
  /** The line of a path in the document (`['variants', 2]`), when it has one. */
  line(path: (string | number)[]): number | undefined;
}

export function readYamlSource(file: string, label = file): YamlSource | { problems: LoadProblem[] } {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    return { problems: [{ file: label, message: `cannot read the file (${(error as NodeJS.ErrnoException).code ?? String(error)})` }] };
  }
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false });
  if (doc.errors.length > 0) {
    return { problems: doc.errors.map((error) => ({ file: label, line: error.linePos?.[0]?.line ?? counter.linePos(error.pos[0]).line, message: `not valid YAML: ${error.message.split('\n')[0]}` })) };
  }
  return { file: label, doc, counter, line: (path) => lineOf(doc, counter, path) };
}

/** A checked value, or what is wrong with it. */
export type Checked<T> = { ok: true; value: T } | { ok: false; problems: LoadProblem[] };

/** Checks a document (or one of its parts) with a schema; problems carry the line of the field they name. */
export function checkYaml<S extends v.GenericSchema>(source: YamlSource, schema: S, value: unknown = source.doc.toJS()): Checked<v.InferOutput<S>> {
  const result = v.safeParse(schema, value);
  if (result.success) return { ok: true, value: result.output };
  const problems = result.issues.slice(0, 50).map((issue) => {
    const path = issuePath(issue);
    const line = source.line(path);
    return { file: source.file, ...(line === undefined ? {} : { line }), message: `${path.length > 0 ? path.join('.') : '(the file)'}: ${issue.message}` };
  });
  return { ok: false, problems };
}

/** Reads and checks a whole YAML file. */
export function readYamlFile<S extends v.GenericSchema>(file: string, schema: S, label = file): Checked<v.InferOutput<S>> {
  const source = readYamlSource(file, label);
  return 'problems' in source ? { ok: false, problems: source.problems } : checkYaml(source, schema);
}

/** Top-level keys of a YAML mapping other than `known` (with their lines): what a load leaves alone. */
export function otherTopLevelKeys(source: YamlSource, known: readonly string[]): string[] {
  const contents = source.doc.contents;
  if (!isMap(contents)) return [];
  return contents.items.map((pair) => String((pair.key as { value?: unknown } | null)?.value ?? pair.key)).filter((key) => !known.includes(key));
}

/** One CSV record with the line it ends on. */
export interface CsvRow {
  line: number;
  fields: Record<string, string>;
}

/**
 * A CSV file with a header line naming its columns: `required` must all be there, nothing outside
 * `required` and `optional` may be. `#` starts a comment line; blank lines are skipped; fields are
 * trimmed; quotes allow commas in a field. A bad header or broken quoting throws LoadRefused naming the line.
 */
export function readCsv(text: string, file: string, columns: { required: readonly string[]; optional: readonly string[] }): CsvRow[] {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  let header: string[] = [];
  try {
    records = parseCsv(text, {
      bom: true,
      comment: '#',
      comment_no_infix: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      columns: (names: string[]) => {
        header = names.map((name) => name.trim());
        return header;
      },
    }) as unknown as { record: Record<string, string>; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw new LoadRefused([{ file, ...(line === undefined ? {} : { line }), message: `not valid CSV: ${error.message}` }]);
    }
    throw error;
  }
  const problems: LoadProblem[] = [];
  const known = new Set([...columns.required, ...columns.optional]);
  const headerLine = firstContentLine(text);
  if (header.length === 0) throw new LoadRefused([{ file, message: `the file is empty; the first line must name the columns (${columns.required.join(',')})` }]);
  for (const name of header) {
    if (!known.has(name)) problems.push({ file, line: headerLine, message: `unknown column "${name}"; the columns are ${[...known].join(', ')}` });
  }
  for (const name of columns.required) {
    if (!header.includes(name)) problems.push({ file, line: headerLine, message: `missing column "${name}"` });
  }
  if (new Set(header).size !== header.length) problems.push({ file, line: headerLine, message: 'a column is named twice' });
  if (problems.length > 0) throw new LoadRefused(problems);
  return records.map(({ record, info }) => ({ line: info.lines, fields: record }));
}

/** The 1-based line of the first line that is neither blank nor a comment: the header. */
function firstContentLine(text: string): number {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const index = lines.findIndex((line) => line.trim() !== '' && !line.trim().startsWith('#'));
  return index < 0 ? 1 : index + 1;
}

/**
 * A CSV field as the value a seed schema expects: '' is absent, `true`/`false` are booleans where
 * `booleans` names the column, digits are numbers where `numbers` does. Anything else stays a string,
 * so the schema refuses it with its own message ('Expected number but received "abc"').
 */
export function csvValues(fields: Record<string, string>, kinds: { numbers?: readonly string[]; booleans?: readonly string[] } = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(fields)) {
    if (raw === '') continue;
    if (kinds.numbers?.includes(name) && /^-?\d+(\.\d+)?$/.test(raw)) out[name] = Number(raw);
    else if (kinds.booleans?.includes(name) && /^(true|false|yes|no)$/i.test(raw)) out[name] = /^(true|yes)$/i.test(raw);
    else out[name] = raw;
  }
  return out;
}

/** A CSV record checked with a schema; problems name the line and the column. */
export function checkRow<S extends v.GenericSchema>(schema: S, value: unknown, row: CsvRow, file: string): Checked<v.InferOutput<S>> {
  const result = v.safeParse(schema, value);
  if (result.success) return { ok: true, value: result.output };
  const problems = result.issues.map((issue) => {
    const path = issuePath(issue);
    return { file, line: row.line, message: `${path.length > 0 ? `${path.join('.')}: ` : ''}${issueMessage(issue)}` };
  });
  return { ok: false, problems };
}

/** valibot's message, but 'is empty' for a required field left empty (its own 'Invalid key: Expected "code" but received undefined' reads as a bug). */
export function issueMessage(issue: v.BaseIssue<unknown>): string {
  return issue.input === undefined && issue.message.startsWith('Invalid key') ? 'is empty' : issue.message;
}

/**
 * Remembers the line each key was first seen on, for 'listed twice (first on line N)': answers that
 * first line when `key` was seen before, else records `line` and answers undefined.
 */
export function firstLines(): (key: string, line: number) => number | undefined {
  const lineOf = new Map<string, number>();
  return (key, line) => {
    const first = lineOf.get(key);
    if (first === undefined) lineOf.set(key, line);
    return first;
  };
}
