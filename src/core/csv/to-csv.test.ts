import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './to-csv';

describe('csvCell', () => {
  it.each<[Parameters<typeof csvCell>[0], string]>([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['cr\rreturn', '"cr\rreturn"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    [12.5, '12.5'],
    [-3, '-3'],
    [true, 'true'],
    [null, ''],
    [undefined, ''],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('joins cells with commas and records with CRLF, ending with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c,d', 1],
      ]),
    ).toBe('a,b\r\n"c,d",1\r\n');
  });
});
