/** Bounds of a CSV an owner uploads; checked before (or while, by count) any work is done. */
export interface CsvLimits {
  /** Characters of the whole text (a UTF-16 length: what the caller has already read). */
  maxChars: number;
  /** Records after the header. */
  maxRows: number;
  /** Fields in any record. */
  maxColumns: number;
  /** Characters in one field. */
  maxFieldChars: number;
}

export type CsvParseResult =
  | { ok: true; header: string[]; rows: string[][] }
  | { ok: false; message: string; line: number | null };

const QUOTE = 34; // "
const COMMA = 44;
const LF = 10;
const CR = 13;

class CsvProblem extends Error {
  constructor(
    message: string,
    readonly line: number | null,
  ) {
    super(message);
  }
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * RFC 4180 CSV (quoted fields, doubled quotes, embedded newlines, CRLF or LF, a UTF-8 BOM) into
 * a header and rows of strings: one pass over the text, each character looked at once, so the
 * time is linear in the text, which is capped first; the counts (rows, fields in a record, the
 * characters of a field) are checked as they grow, so a hostile file stops at the first bound it
 * passes. Blank lines are skipped. Rows may have fewer or more fields than the header: the
 * caller reports those per row. Our own parser, not csv-parse, for its speed (decision 138).
 */
export function parseCsv(text: string, limits: CsvLimits): CsvParseResult {
  if (text.length > limits.maxChars)
    return {
      ok: false,
      message: `The file is too large: at most ${count(limits.maxChars)} characters`,
      line: null,
    };
  try {
    const records = readRecords(text, limits);
    const [header, ...rows] = records;
    if (!header) return { ok: false, message: 'The file is empty', line: null };
    return { ok: true, header, rows };
  } catch (error) {
    if (error instanceof CsvProblem) return { ok: false, message: error.message, line: error.line };
    throw error;
  }
}

function readRecords(text: string, limits: CsvLimits): string[][] {
  const records: string[][] = [];
  const end = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let record: string[] = [];
  let recordLine = 1;
  const finishField = (field: string) => {
    if (field.length > limits.maxFieldChars)
      throw new CsvProblem(
        `A field is too long (line ${recordLine}): at most ${count(limits.maxFieldChars)} characters`,
        recordLine,
      );
    if (record.length >= limits.maxColumns)
      throw new CsvProblem(
        `Too many columns on line ${recordLine}: at most ${limits.maxColumns}`,
        recordLine,
      );
    record.push(field);
  };
  const finishRecord = () => {
    // A blank line is one empty field: skipped, as spreadsheets leave them at the end.
    if (!(record.length === 1 && record[0] === '')) {
      if (records.length > limits.maxRows)
        throw new CsvProblem(
          `Too many rows: at most ${count(limits.maxRows)} after the header`,
          null,
        );
      records.push(record);
    }
    record = [];
  };

  while (i < end) {
    recordLine = line;
    // One record: fields until an unquoted line break or the end of the text.
    for (;;) {
      let field: string;
      if (text.charCodeAt(i) === QUOTE) {
        const start = i + 1;
        let close = start - 1;
        let doubled = false;
        for (;;) {
          close = text.indexOf('"', close + 1);
          if (close === -1)
            throw new CsvProblem(`A quoted field opened on line ${line} is never closed`, line);
          if (close - start > limits.maxFieldChars)
            throw new CsvProblem(
              `A field is too long (line ${recordLine}): at most ${count(limits.maxFieldChars)} characters`,
              recordLine,
            );
          if (text.charCodeAt(close + 1) !== QUOTE) break;
          doubled = true;
          close += 1;
        }
        line += countLineBreaks(text, start, close);
        field = text.slice(start, close);
        if (doubled) field = field.replaceAll('""', '"');
        i = close + 1;
        const next = text.charCodeAt(i);
        if (i < end && next !== COMMA && next !== LF && next !== CR)
          throw new CsvProblem(`Text after a closing quote (line ${line})`, line);
      } else {
        const start = i;
        while (i < end) {
          const c = text.charCodeAt(i);
          if (c === COMMA || c === LF || c === CR) break;
          // A quote inside an unquoted field (5" tall) is kept as text, as spreadsheets read it.
          i += 1;
          if (i - start > limits.maxFieldChars) break;
        }
        field = text.slice(start, i);
      }
      finishField(field);
      const c = text.charCodeAt(i);
      if (c === COMMA) {
        i += 1;
        continue;
      }
      if (c === CR) i += text.charCodeAt(i + 1) === LF ? 2 : 1;
      else if (c === LF) i += 1;
      line += 1;
      break;
    }
    finishRecord();
  }
  return records;
}

/** Line breaks in text[from, to) (CRLF counts once), to name the line of a later problem. */
function countLineBreaks(text: string, from: number, to: number): number {
  let n = 0;
  for (let j = from; j < to; j += 1) {
    const c = text.charCodeAt(j);
    if (c === LF || (c === CR && text.charCodeAt(j + 1) !== LF)) n += 1;
  }
  return n;
}
