/**
 * The part of JSON Schema the OpenAPI document of the API uses (it is generated from the zod
 * request schemas), read two ways: what a plausible valid value of a field looks like, and whether
 * a value is certainly wrong for it, so that the server must refuse it with a 4xx.
 */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export const INT4_MAX = 2_147_483_647;
/** Control characters other than tab, line feed and carriage return: never valid in a text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isDateSchema(schema: JsonSchema): boolean {
  return schema.format === 'date' || (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}') ?? false);
}

export function isRealDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function types(schema: JsonSchema): string[] {
  return schema.type === undefined ? [] : [schema.type].flat();
}

function nullAllowed(schema: JsonSchema): boolean {
  if (schema.nullable || types(schema).includes('null')) return true;
  if (schema.enum?.includes(null)) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(nullAllowed);
}

function violatesNumber(schema: JsonSchema, value: number, integer: boolean): boolean {
  if (!Number.isFinite(value)) return true;
  if (integer && (!Number.isInteger(value) || Math.abs(value) > INT4_MAX)) return true;
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  if (minimum !== undefined && (exclusiveMinimum === true ? value <= minimum : value < minimum)) return true;
  if (maximum !== undefined && (exclusiveMaximum === true ? value >= maximum : value > maximum)) return true;
  if (typeof exclusiveMinimum === 'number' && value <= exclusiveMinimum) return true;
  if (typeof exclusiveMaximum === 'number' && value >= exclusiveMaximum) return true;
  return false;
}

function violatesString(schema: JsonSchema, value: string): boolean {
  if (CONTROL.test(value)) return true;
  const length = [...value].length;
  if (schema.maxLength !== undefined && length > schema.maxLength) return true;
  if (schema.minLength !== undefined && length < schema.minLength) return true;
  if (isDateSchema(schema)) return !isRealDate(value);
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return true;
  return false;
}

function violatesType(schema: JsonSchema, type: string, value: unknown): boolean {
  switch (type) {
    case 'integer':
    case 'number': {
      const n = formNumber(schema, value);
      return typeof n !== 'number' || violatesNumber(schema, n, type === 'integer');
    }
    case 'string':
      return typeof value !== 'string' || violatesString(schema, value);
    case 'boolean':
      return typeof value !== 'boolean';
    case 'array':
      return !Array.isArray(value) || violatesArray(schema, value);
    case 'object':
      return value === null || typeof value !== 'object' || Array.isArray(value) || violatesObject(schema, value);
    case 'null':
      return value !== null;
    default:
      return false;
  }
}

function violatesArray(schema: JsonSchema, value: unknown[]): boolean {
  if (schema.minItems !== undefined && value.length < schema.minItems) return true;
  if (schema.maxItems !== undefined && value.length > schema.maxItems) return true;
  return schema.items !== undefined && value.some((item) => violates(schema.items!, item));
}

function violatesObject(schema: JsonSchema, value: object): boolean {
  const record = value as Record<string, unknown>;
  if ((schema.required ?? []).some((key) => record[key] === undefined)) return true;
  return Object.entries(schema.properties ?? {}).some(
    ([key, sub]) => record[key] !== undefined && violates(sub, record[key]),
  );
}

/**
 * Is the value certainly wrong for the schema? Beyond the schema itself it applies the rules of
 * issue 9 that every field must keep: finite numbers, integers within int4, no control characters
 * in text, real calendar dates. Unknown constructs count as "anything goes".
 */
export function violates(schema: JsonSchema, value: unknown): boolean {
  if (value === undefined) return false;
  if (isEmptyInput(value) && nullAllowed(schema)) return false;
  if (value === null) return !nullAllowed(schema);
  if (schema.const !== undefined && value !== schema.const) return true;
  if (schema.enum && !schema.enum.includes(value)) return true;
  if (schema.allOf?.some((s) => violates(s, value))) return true;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.every((s) => violates(s, value))) return true;
  const declared = types(schema).filter((t) => t !== 'null');
  return declared.length > 0 && declared.every((t) => violatesType(schema, t, value));
}

/** Absent in a form: undefined, null, '' or blanks (the API reads them all as "not given"). */
export function isEmptyInput(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

const DECIMAL_TEXT = /^-?\d{1,16}(?:[.,]\d{1,16})?$/;
const DIGITS_TEXT = /^\d{1,16}$/;

/** A form sends numbers as text: plain decimal text is a number, nothing else ('0x10', '1e1'). */
function formNumber(schema: JsonSchema, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const t = types(schema);
  const text = value.trim();
  if (t.includes('integer') && DIGITS_TEXT.test(text)) return Number(text);
  if (t.includes('number') && DECIMAL_TEXT.test(text)) return Number(text.replace(',', '.'));
  return value;
}

/**
 * Is a body field's value certainly wrong? Empty (absent, null, blank) only when the field must be
 * given: not nullable and without a default (the OpenAPI document lists nullable fields as
 * required, so `required` alone does not say it); plain decimal text counts as a number.
 */
export function fieldViolates(object: JsonSchema, field: string, value: unknown): boolean {
  const schema = object.properties?.[field] ?? {};
  if (isEmptyInput(value)) {
    const mustGive = (object.required ?? []).includes(field) && !nullAllowed(schema) && schema.default === undefined;
    return mustGive;
  }
  return violates(schema, value);
}

const INTEGER_PARAMS = new Set(['page', 'per_page', 'limit']);

/**
 * Does a path or query parameter carry an integer (an id, a page)? Query and path schemas are
 * strings once the API parses them itself, so the name decides too (a unit code is text).
 */
export function isIntegerParam(name: string, schema: JsonSchema): boolean {
  if (/satuan_kerja|satker/i.test(name)) return false;
  if (types(schema).some((t) => t === 'integer' || t === 'number')) return true;
  if (schema.pattern?.includes('\\d')) return true;
  return INTEGER_PARAMS.has(name) || /^(id|ids)$|(_id|Id|_ids)$/.test(name.replace(/\[\]$/, ''));
}

/** Ids of existing rows the plausible bodies point at, by field name. */
export type IdLookup = (field: string) => number | undefined;

export interface PlausibleContext {
  idFor: IdLookup;
  satuanKerjaId: string;
}

function plausibleString(field: string, schema: JsonSchema, ctx: PlausibleContext): string {
  if (isDateSchema(schema)) return '2025-06-15';
  if (field.includes('satuan_kerja')) return ctx.satuanKerjaId;
  if (field === 'username') return 'fuzz.user';
  if (field === 'password') return 'rahasia-fuzz-123';
  const text = field === 'kode' ? 'FZ.01' : 'Uji fuzz';
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(text)) return 'fuzz';
  return text.slice(0, schema.maxLength ?? text.length);
}

function plausibleNumber(field: string, schema: JsonSchema, ctx: PlausibleContext, integer: boolean): number {
  if (/(_id|Id)$/.test(field)) return ctx.idFor(field) ?? 1;
  const low = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 0);
  const value = Math.max(low + (schema.exclusiveMinimum === true ? 1 : 0), integer ? 1 : 10);
  return schema.maximum !== undefined ? Math.min(value, schema.maximum) : value;
}

/** A plausible value: the template's own value when it fits, else a made-up one. */
export function plausible(field: string, schema: JsonSchema, template: unknown, ctx: PlausibleContext): unknown {
  if (template !== undefined && !violates(schema, template)) return structuredClone(template);
  if (schema.enum?.length) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const branch = (schema.anyOf ?? schema.oneOf)?.find((s) => !types(s).includes('null') && s.type !== undefined);
  if (branch) return plausible(field, branch, template, ctx);
  const type = types(schema).find((t) => t !== 'null');
  switch (type) {
    case 'integer':
    case 'number':
      return plausibleNumber(field, schema, ctx, type === 'integer');
    case 'string':
      return plausibleString(field, schema, ctx);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: field.endsWith('_bulanan') ? 12 : (schema.minItems ?? 0) }, () =>
        plausible(field, schema.items ?? {}, undefined, ctx),
      );
    case 'object':
      return plausibleObject(schema, template, ctx);
    default:
      return nullAllowed(schema) ? null : 1;
  }
}

/** Every required property, plus the optional ones the template has. */
export function plausibleObject(schema: JsonSchema, template: unknown, ctx: PlausibleContext): Record<string, unknown> {
  const source = template !== null && typeof template === 'object' ? (template as Record<string, unknown>) : {};
  const required = new Set(schema.required ?? []);
  const out: Record<string, unknown> = {};
  for (const [key, sub] of Object.entries(schema.properties ?? {})) {
    if (!required.has(key) && source[key] === undefined) continue;
    out[key] = plausible(key, sub, source[key], ctx);
  }
  return out;
}
