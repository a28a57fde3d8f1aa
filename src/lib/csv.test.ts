import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs quoting and ends lines with CRLF', () => {
    expect(toCsv(['name', 'company'], [['Ada', 'Upton, Christiansen and "Effertz"']])).toBe(
      'name,company\r\nAda,"Upton, Christiansen and ""Effertz"""\r\n',
    );
  });

  it('keeps line breaks inside a quoted field and writes nothing for missing values', () => {
    expect(toCsv(['a', 'b', 'c'], [['one\ntwo', null, undefined]])).toBe('a,b,c\r\n"one\ntwo",,\r\n');
  });

  it('defuses formulas but leaves phone numbers and negative amounts alone', () => {
    expect(toCsv(['x'], [['=HYPERLINK("http://x")'], ['@SUM(A1)'], ['-2+3'], ['+13894688001'], ['-67.5']])).toBe(
      'x\r\n"\'=HYPERLINK(""http://x"")"\r\n\'@SUM(A1)\r\n\'-2+3\r\n+13894688001\r\n-67.5\r\n',
    );
  });
});
