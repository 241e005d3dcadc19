import fc from 'fast-check';
import { raw } from './json';

/** A bad value with a short label; the label names the finding in reports. */
export interface Labelled<T> {
  label: string;
  value: T;
}

const L = <T>(label: string, value: T): Labelled<T> => ({ label, value });

/** Values for a JSON body field: wrong types, limits of numbers, columns and calendars, bad text. */
export const BAD_FIELD_VALUES: Labelled<unknown>[] = [
  L('true', true),
  L('false', false),
  L('null', null),
  L('"0x10"', '0x10'),
  L('"1e1"', '1e1'),
  L('"16.0"', '16.0'),
  L('"0b10000"', '0b10000'),
  L('"5"', '5'),
  L('""', ''),
  L('" "', ' '),
  L('"NaN"', 'NaN'),
  L('"Infinity"', 'Infinity'),
  L('"true"', 'true'),
  L('NUL in text', 'a\u0000b'),
  L('control chars in text', 'a\u0007\u001b[31mb'),
  L('lone surrogate', raw('"x\\ud800y"')),
  L('RTL override', '\u202eabc'),
  L('emoji', '😀 Uji'),
  L('text 10k', 'x'.repeat(10_000)),
  L('text 200k', 'y'.repeat(200_000)),
  L('SQL-ish text', "'; DROP TABLE users; --"),
  L('"2024-02-31"', '2024-02-31'),
  L('"2023-02-29"', '2023-02-29'),
  L('"0000-00-00"', '0000-00-00'),
  L('"99999-01-01"', '99999-01-01'),
  L('"2024-13-01"', '2024-13-01'),
  L('1e308', 1e308),
  L('-1e308', -1e308),
  L('5e-324', 5e-324),
  L('-5e-324', -5e-324),
  L('-0', raw('-0')),
  L('1e400 (Infinity)', raw('1e400')),
  L('-1e400 (-Infinity)', raw('-1e400')),
  L('1e16', 1e16),
  L('9999999999999999.99', raw('9999999999999999.99')),
  L('1.005 (3 decimals)', 1.005),
  L('2147483648', 2147483648),
  L('-2147483649', -2147483649),
  L('2^53+1', raw('9007199254740993')),
  L('1e20', 1e20),
  L('0', 0),
  L('-1', -1),
  L('1.5', 1.5),
  L('[]', []),
  L('[1,2]', [1, 2]),
  L('[null]', [null]),
  L('12×1e308', Array.from({ length: 12 }, () => 1e308)),
  L('12×5e-324', Array.from({ length: 12 }, () => 5e-324)),
  L('13 items', Array.from({ length: 13 }, () => 1)),
  L('12×"1"', Array.from({ length: 12 }, () => '1')),
  L('{}', {}),
  L('nested object', { a: { b: { c: [1, { d: null }] } } }),
  L('__proto__ object', raw('{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}')),
];

/** Whole request bodies that are not an object of fields at all. */
export const BAD_BODIES: Labelled<{ payload: string; contentType?: string }>[] = [
  L('empty body, JSON type', { payload: '', contentType: 'application/json' }),
  L('invalid JSON', { payload: '{"a":', contentType: 'application/json' }),
  L('JSON with trailing garbage', { payload: '{"a":1}xyz', contentType: 'application/json' }),
  L('JSON array', { payload: '[]', contentType: 'application/json' }),
  L('JSON null', { payload: 'null', contentType: 'application/json' }),
  L('JSON string', { payload: '"x"', contentType: 'application/json' }),
  L('JSON number', { payload: '1e400', contentType: 'application/json' }),
  L('deep nesting', { payload: `${'['.repeat(3000)}${']'.repeat(3000)}`, contentType: 'application/json' }),
  L('NUL byte in JSON text', { payload: '{"a":"\u0000"}', contentType: 'application/json' }),
  L('BOM before JSON', { payload: '\ufeff{}', contentType: 'application/json' }),
  L('text/plain', { payload: '{}', contentType: 'text/plain' }),
  L('form-urlencoded', { payload: 'a=1&b=%00', contentType: 'application/x-www-form-urlencoded' }),
  L('multipart garbage', { payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', contentType: 'multipart/form-data; boundary=x' }),
  L('application/xml', { payload: '<a/>', contentType: 'application/xml' }),
  L('JSON charset utf-16', { payload: '{}', contentType: 'application/json; charset=utf-16' }),
  L('JSON charset latin1', { payload: '{}', contentType: 'application/json; charset=latin1' }),
  L('garbage content type', { payload: '{}', contentType: ';;;=' }),
];

/** A small upload as a browser sends it, to be broken in the ways issue 21 found (500 before). */
const PART = '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n';

/** Malformed multipart bodies: sent to every write route (issue 21 item 9), not sampled. */
export const MALFORMED_MULTIPART: Labelled<{ payload: string; contentType?: string }>[] = [
  L('multipart without boundary', { payload: `${PART}--x--\r\n`, contentType: 'multipart/form-data' }),
  L('multipart with an empty boundary', { payload: `${PART}--x--\r\n`, contentType: 'multipart/form-data; boundary=' }),
  L('multipart truncated', { payload: PART.slice(0, -12), contentType: 'multipart/form-data; boundary=x' }),
  L('multipart without its closing boundary', { payload: PART, contentType: 'multipart/form-data; boundary=x' }),
  L('multipart body sent as JSON', { payload: `${PART}--x--\r\n`, contentType: 'application/json' }),
  L('multipart body sent as octet-stream', { payload: `${PART}--x--\r\n`, contentType: 'application/octet-stream' }),
];

/** Path segments where an id (or a unit code) is expected; all percent-encoded as sent. */
export const BAD_PATH_IDS: Labelled<string>[] = [
  L('2147483648', '2147483648'),
  L('0', '0'),
  L('-1', '-1'),
  L('0x10', '0x10'),
  L('1e1', '1e1'),
  L('16.0', '16.0'),
  L('0b10000', '0b10000'),
  L('+1', '%2B1'),
  L('" 1"', '%201'),
  L('%00', '%00'),
  L('1%00', '1%00'),
  L('30 digits', '9'.repeat(30)),
  L('1.5', '1.5'),
  L('NaN', 'NaN'),
  L('Infinity', 'Infinity'),
  L('null', 'null'),
  L('unicode é', '%C3%A9'),
  L('unicode digits ١٢', '%D9%A1%D9%A2'),
  L('emoji', '%F0%9F%98%80'),
  L('malformed %', '%ZZ'),
  L('lone surrogate bytes', '%ED%A0%80'),
  L('quote', "1'"),
  L('long text', 'a'.repeat(3000)),
];

/** Query-string values (already encoded). */
export const BAD_QUERY_VALUES: Labelled<string>[] = [
  L('%00', '%00'),
  L('a%00b', 'a%00b'),
  L('empty', ''),
  L('1e9', '1e9'),
  L('0x10', '0x10'),
  L('16.0', '16.0'),
  L('-1', '-1'),
  L('0', '0'),
  L('2147483648', '2147483648'),
  L('30 digits', '9'.repeat(30)),
  L('NaN', 'NaN'),
  L('true', 'true'),
  L('yes', 'yes'),
  L('unicode', '%C3%A9%F0%9F%98%80'),
  L('malformed %', '%E0%A4%A'),
  L('percent sign', '%25'),
  L('LIKE wildcards', '%25_%5C'),
  L('long', 'q'.repeat(5000)),
  L('control chars', '%07%1B'),
];

/** Values of the year header (Default-Key-Tahun-Kinerja). */
export const BAD_YEAR_HEADERS: Labelled<string>[] = [
  L('empty', ''),
  L('abc', 'abc'),
  L('99999999999', '99999999999'),
  L('-1', '-1'),
  L('0', '0'),
  L('0x7E9', '0x7E9'),
  L('2025.5', '2025.5'),
  L('1e3', '1e3'),
  L('2025,2026', '2025,2026'),
  L('1900', '1900'),
  L('3000', '3000'),
  L('2147483648', '2147483648'),
  L('NaN', 'NaN'),
  L('latin1 ½', '\u00bd'),
];

/** Random extra field values beyond the catalogue: any JSON scalar, array or object. */
export function randomJsonValue(): fc.Arbitrary<Labelled<unknown>> {
  return fc.oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((v) => L(`double ${v}`, v)),
    fc.integer().map((v) => L(`integer ${v}`, v)),
    fc.string({ unit: 'binary', maxLength: 40 }).map((v) => L(`string ${JSON.stringify(v).slice(0, 30)}`, v)),
    fc.jsonValue({ maxDepth: 3 }).map((v) => L(`json ${JSON.stringify(v).slice(0, 30)}`, v)),
  );
}

