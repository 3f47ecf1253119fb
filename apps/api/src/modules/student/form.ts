// The student form's text fields against the contract's `StudentVerificationForm` schema (compiled
// with the routes' own Ajv setup, since the multipart body never reaches Fastify's validation), with
// the spec's words for each broken rule: 'This field is mandatory', 'Email is invalid', 'Pin code is
// invalid'. The schema cannot say "an email" (it has no pattern), so the email rule is added here.
import { STUDENT_EMAIL_PATTERN } from '@rewards/api-contract';
import type { ErrorObject, SchemaObject, ValidateFunction } from 'ajv';
import { loadContract } from '../../contract';
import { BAD_REQUEST_USER_MESSAGE, type ErrorDetail } from '../../http/errors';
import { compileBodyValidator } from '../../http/validation';
import { STUDENT_MESSAGES } from './copy';

export const TEXT_FIELDS = ['name', 'email', 'collegeName', 'pincode'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type StudentForm = Record<TextField, string>;
export const FILE_FIELD = 'file';

/** The form's order: the first problem's text is the one the member reads. */
const FIELD_ORDER: readonly string[] = [...TEXT_FIELDS, FILE_FIELD];

export type FormProblem = ErrorDetail & { userMessage: string };

let validator: ValidateFunction | undefined;

function formValidator(): ValidateFunction {
  const schemas = (loadContract().components as { schemas: Record<string, SchemaObject> }).schemas;
  const schema = schemas.StudentVerificationForm;
  if (!schema) throw new Error('the contract has no StudentVerificationForm schema');
  validator ??= compileBodyValidator(schema);
  return validator;
}

/** The fields as they are kept: trimmed, the email lower-cased (as the form does on entry). */
export function normaliseFields(raw: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, name === 'email' ? value.trim().toLowerCase() : value.trim()]));
}

/**
 * Every rule the (normalised) fields break, one problem per field in the form's order; empty when the
 * form may be kept. `hasFile`: a non-empty document arrived in the `file` field.
 */
export function formProblems(fields: Readonly<Record<string, string>>, hasFile: boolean): FormProblem[] {
  // a blank field is a missing one ('This field is mandatory'), as on the form
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
  const data = hasFile ? { ...present, [FILE_FIELD]: '(the document)' } : present;
  const validate = formValidator();
  const byField = new Map<string, FormProblem>();
  if (!validate(data)) {
    for (const error of validate.errors ?? []) {
      const problem = problemOf(error);
      const field = problem.path.slice('body/'.length);
      if (!byField.has(field)) byField.set(field, problem);
    }
  }
  const email = present.email;
  if (email !== undefined && !byField.has('email') && !STUDENT_EMAIL_PATTERN.test(email)) {
    byField.set('email', { path: 'body/email', message: 'must be an email address', userMessage: STUDENT_MESSAGES.emailInvalid });
  }
  const rank = (field: string) => (FIELD_ORDER.includes(field) ? FIELD_ORDER.indexOf(field) : FIELD_ORDER.length);
  return [...byField.entries()].sort(([a], [b]) => rank(a) - rank(b)).map(([, problem]) => problem);
}

function problemOf(error: ErrorObject): FormProblem {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    return { path: `body/${String(params.missingProperty)}`, message: 'is required', userMessage: STUDENT_MESSAGES.mandatory };
  }
  if (error.keyword === 'additionalProperties') {
    return { path: `body/${String(params.additionalProperty)}`, message: 'is not a known field', userMessage: BAD_REQUEST_USER_MESSAGE };
  }
  const field = error.instancePath.slice(1);
  const path = `body/${field}`;
  const message = error.message ?? 'is invalid';
  if (field === 'email') return { path, message, userMessage: STUDENT_MESSAGES.emailInvalid };
  if (field === 'pincode') return { path, message, userMessage: STUDENT_MESSAGES.pincodeInvalid };
  if (error.keyword === 'maxLength') return { path, message, userMessage: STUDENT_MESSAGES.tooLong(Number(params.limit)) };
  return { path, message, userMessage: BAD_REQUEST_USER_MESSAGE };
}
