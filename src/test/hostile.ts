import fc from 'fast-check';

/** Strings that break careless code: empty, numbers that are not, markup, quotes, paths, the very long. */
export const hostileText = fc.constantFrom(
  '',
  ' ',
  '-1',
  '0',
  '1.5',
  '1e9',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  '[]',
  '{}',
  '%00',
  '\u0000',
  "'; drop table",
  '<script>',
  '"',
  '\\',
  '../',
  'asc',
  'desc',
  'admin',
  'a'.repeat(500),
);
