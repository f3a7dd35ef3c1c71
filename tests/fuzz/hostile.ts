// Hostile values: what a careless or malicious client may send in any field, query parameter or body.

// JSON.stringify writes NUL and lone surrogates as \u escapes: the server's JSON parser turns them back.
export const HOSTILE_JSON_VALUES: readonly unknown[] = [
  null,
  '',
  ' ',
  '\u0000',
  'name\u0000with NUL',
  '\ud800',
  'lone \udfff low',
  'x'.repeat(20_000),
  1e-320,
  -1e-320,
  -1,
  0,
  -0,
  1.5,
  1e308,
  -1e308,
  2 ** 63,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  [],
  {},
  [[[[[['deep']]]]]],
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.001Z',
  '9999-12-31T23:59:59.999Z',
  '2026-02-30',
  'NaN',
  'Infinity',
  '1e-320',
  '=HYPERLINK("http://evil.example","click")',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '\'; DROP TABLE "User"; --',
  '🧨'.repeat(50),
];

/** Query-string and path values, already percent-encoded (a lone surrogate has no UTF-8 form: its WTF-8 bytes). */
export const HOSTILE_URL_VALUES: readonly string[] = [
  '',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%80',
  '%',
  '%zz',
  '-1',
  '0',
  '1e-320',
  '1e308',
  '-1e308',
  'NaN',
  'Infinity',
  '9007199254740993',
  '0000-01-01',
  'x'.repeat(3000),
  '__proto__',
  'constructor',
  '..%2F..%2Fetc%2Fpasswd',
  '%5B%5D',
  '%7B%7D',
  '%3D1%2B1',
];

// ra-data-simple-rest list parameters are JSON in the query string: these reach the filter and sort code.
const FILTER_KEYS = ['q', 'status', 'state', 'stage', 'type', 'action', 'period', 'from', 'to', 'since', 'id', 'kind'];

export const HOSTILE_SORTS: readonly string[] = [
  '["__proto__","ASC"]',
  '["constructor","DESC"]',
  '["createdAt","DROP"]',
  '"createdAt"',
  '[1,2]',
  '[]',
  '[',
  '["createdAt\\u0000","ASC"]',
  '["\\ud800","ASC"]',
  '{"field":"createdAt"}',
];

export const HOSTILE_RANGES: readonly string[] = [
  '[0,1e308]',
  '[-1,5]',
  '[1e-320,1]',
  '[5,1]',
  '[0,"a"]',
  '{}',
  '[9007199254740993,9007199254740999]',
  '[0,1e400]',
  '[0]',
  'null',
];

/** A filter object with one key (common filter names) set to a hostile JSON value. */
export function hostileFilter(pick: <T>(items: readonly T[]) => T): string {
  if (pick([true, false, false])) {
    return pick([
      '{"period":"custom","from":"0000-01-01","to":"0000-12-31"}',
      '{"period":"custom","from":"0000-01-01T00:00:00Z"}',
      '{"since":"0000-01-01T00:00:00Z"}',
      '{"__proto__":{"q":"x"}}',
      '{"constructor":{"prototype":{"q":"x"}}}',
      '{"q":"\\u0000"}',
      '{"q":"\\ud800"}',
      '[]',
      '"q"',
      '{"q":',
    ]);
  }
  return JSON.stringify({ [pick(FILTER_KEYS)]: pick(HOSTILE_JSON_VALUES) });
}

/** Whole bodies that are broken as bodies: [content-type, payload]. */
export function hostileRawBodies(plausibleBody: unknown): [string | undefined, string][] {
  const json = JSON.stringify(plausibleBody ?? { field: 'value' });
  return [
    ['application/json', json.slice(0, Math.max(1, Math.floor(json.length / 2)))],
    ['application/json', ''],
    ['application/json', '{"a":'],
    ['application/json', `${'['.repeat(50_000)}${']'.repeat(50_000)}`],
    ['application/json', `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`],
    ['application/json', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'],
    ['application/json', '[1,2,3]'],
    ['application/json', '"just a string"'],
    ['application/json', 'null'],
    ['application/json', '\u0000'],
    ['application/json; charset=utf-16', json],
    ['text/plain', json],
    ['application/xml', '<a>1</a>'],
    ['application/x-www-form-urlencoded', 'a=%00&__proto__[x]=1&b=%ED%A0%80'],
    [undefined, json],
    ['multipart/form-data', 'no boundary here'],
    [
      'multipart/form-data; boundary=fuzz',
      '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="cut.txt"\r\nContent-Type: text/plain\r\n\r\nhello, th',
    ],
    [
      'multipart/form-data; boundary=fuzz',
      '--fuzz\r\nContent-Disposition: form-data; name="kind"\r\n\r\nx\u0000y\r\n' +
        '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a\u0000\ud800.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--fuzz--\r\n',
    ],
  ];
}
