import { describe, expect, it } from 'vitest';
import { parseCsv, type CsvLimits } from './parse-csv';

const limits: CsvLimits = {
  maxChars: 1_000_000,
  maxRows: 10_000,
  maxColumns: 50,
  maxFieldChars: 10_000,
};

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, embedded newlines, CRLF and a BOM', () => {
    const text =
      '\ufeffHandle,Body (HTML)\r\ndragon,"Big, ""red""\r\ndragon"\r\n\r\nvase,plain\r\n';
    expect(parseCsv(text, limits)).toEqual({
      ok: true,
      header: ['Handle', 'Body (HTML)'],
      rows: [
        ['dragon', 'Big, "red"\r\ndragon'],
        ['vase', 'plain'],
      ],
    });
  });

  it('keeps rows with fewer or more fields than the header for the caller to report', () => {
    const result = parseCsv('a,b\n1\n1,2,3\n', limits);
    expect(result).toEqual({ ok: true, header: ['a', 'b'], rows: [['1'], ['1', '2', '3']] });
  });

  it('refuses an unclosed quote with its line', () => {
    const result = parseCsv('a,b\n1,2\n"3,4\n5,6\n', limits);
    expect(result).toMatchObject({ ok: false, line: 3 });
    expect(!result.ok && result.message).toMatch(/quoted field opened on line 3 is never closed/);
  });

  it('refuses a text past the size cap before parsing it', () => {
    const result = parseCsv('a\n' + 'x'.repeat(limits.maxChars), limits);
    expect(result).toEqual({
      ok: false,
      message: 'The file is too large: at most 1,000,000 characters',
      line: null,
    });
  });

  it('refuses a huge field, quoted or not', () => {
    for (const field of ['x'.repeat(20_000), `"${'x,'.repeat(10_000)}"`]) {
      const result = parseCsv(`a,b\n1,${field}\n`, limits);
      expect(result).toMatchObject({ ok: false, line: 2 });
      expect(!result.ok && result.message).toMatch(/field is too long \(line 2\): at most 10,000/);
    }
  });

  it('refuses a record with too many columns', () => {
    const result = parseCsv('a\n' + ','.repeat(60) + '\n', limits);
    expect(result).toEqual({
      ok: false,
      message: 'Too many columns on line 2: at most 50',
      line: 2,
    });
  });

  it('refuses more rows than the limit, and stops reading there', () => {
    const ok = parseCsv('a\n' + '1\n'.repeat(10_000), limits);
    expect(ok.ok && ok.rows.length).toBe(10_000);
    // The broken quote after the limit is never reached: the parser stopped counting first.
    const over = parseCsv('a\n' + '1\n'.repeat(10_001) + '"never closed\n', limits);
    expect(over).toEqual({
      ok: false,
      message: 'Too many rows: at most 10,000 after the header',
      line: null,
    });
  });

  it('refuses an empty text', () => {
    expect(parseCsv('', limits)).toEqual({ ok: false, message: 'The file is empty', line: null });
  });

  it('parses 20,000 rows of 20 quoted columns in time that grows with the text, not faster', () => {
    const row = Array.from({ length: 20 }, (_, i) => `"cell ${i}, with ""quotes"""`).join(',');
    const rowsOf = (n: number) => 'h\n' + `${row}\n`.repeat(n);
    const small = rowsOf(5_000);
    const large = rowsOf(20_000);
    const wide: CsvLimits = { ...limits, maxChars: 20_000_000, maxRows: 20_000 };
    // The fastest of three runs: a busy machine slows single runs, never the best one much.
    const time = (text: string, rows: number) =>
      Math.min(
        ...[1, 2, 3].map(() => {
          const start = performance.now();
          const result = parseCsv(text, wide);
          expect(result.ok && result.rows.length).toBe(rows);
          return performance.now() - start;
        }),
      );
    // Both sizes are past the young generation, so the garbage collector's share grows with the
    // rows in each. Against 1,000 rows, which fit in it, a linear parser measured 31-46x for ten
    // times the rows on a quiet machine of this kind, straddling the old bound of 40.
    const ratio = time(large, 20_000) / time(small, 5_000);
    // Four times the rows: linear is ~4-5x; a quadratic parser would be ~16x.
    expect(ratio).toBeLessThan(9);
  }, 20_000);
});

describe('parseCsv edge cases', () => {
  it('keeps a quote inside an unquoted field, refuses text after a closing quote', () => {
    expect(parseCsv('a,b\n5" tall,x\n', limits)).toMatchObject({
      ok: true,
      rows: [['5" tall', 'x']],
    });
    expect(parseCsv('a\n"x"y\n', limits)).toEqual({
      ok: false,
      message: 'Text after a closing quote (line 2)',
      line: 2,
    });
  });

  it('counts lines inside quoted fields when it names a later line', () => {
    const result = parseCsv('a,b\n"1\r\n2\n3",x\n"open\n', limits);
    expect(result).toMatchObject({ ok: false, line: 5 });
  });

  it('reads old Mac line ends (CR alone) and a last record without a line end', () => {
    expect(parseCsv('a,b\r1,2\r3,4', limits)).toEqual({
      ok: true,
      header: ['a', 'b'],
      rows: [
        ['1', '2'],
        ['3', '4'],
      ],
    });
  });

  it('stops at the column bound of a million-comma line without reading the rest', () => {
    const start = performance.now();
    const result = parseCsv('a\n' + ','.repeat(900_000), limits);
    expect(result).toMatchObject({ ok: false, line: 2 });
    expect(performance.now() - start).toBeLessThan(200);
  });
});
