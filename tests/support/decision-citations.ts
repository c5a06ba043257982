import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The decision-log rule (decision 163): a comment cites a decision record only while it is in
 * force, and never an issue of a tracker outside the repository. Each record's status is read
 * from its own file's `Status:` line; the index is for readers.
 *
 * Everything here is one pass over the text: a lexer finds comments and string literals, a word
 * scanner finds citations in them. No regular expression runs over a whole file.
 */

export type RecordStatus = { id: string; file: string; status: string; superseded: boolean };

/** Every record in `dir`, by its number ("018b" included), with its `Status:` line. */
export function readRecords(dir: string): Map<string, RecordStatus> {
  const records = new Map<string, RecordStatus>();
  for (const file of readdirSync(dir)) {
    const id = /^(\d{3}b?)-.*\.md$/.exec(file)?.[1];
    if (id === undefined) continue;
    const head = readFileSync(join(dir, file), 'utf8').split('\n').slice(0, 12);
    const line = head.find((l) => /\bStatus:/.test(l)) ?? '';
    // "Date: … · Status: accepted · Issue 25 · …": the status runs to the next "·".
    const status = (line.split(/\bStatus:/)[1] ?? '').split('·')[0]!.trim();
    records.set(id, { id, file, status, superseded: /^superseded\b/i.test(status) });
  }
  return records;
}

/** A stretch of text a reader reads: a comment or a string literal, with its first line. */
export type TextRegion = { text: string; line: number };

/**
 * The comments and string literals of a source file, in one pass. `kind` picks the syntax:
 * `js` (TS, TSX, JS: line and block comments, quotes, templates, regex literals), `css` (block
 * comments, quotes) or `html` (`<!-- -->` comments). A quote or regex literal cannot span lines,
 * so an apostrophe in JSX text ("Don't") swallows at most the rest of its line.
 */
export function textRegions(source: string, kind: 'js' | 'css' | 'html'): TextRegion[] {
  const regions: TextRegion[] = [];
  let line = 1;
  let i = 0;
  const n = source.length;
  let lastCode = ''; // the last non-space code character, to tell a regex from a division
  const take = (end: number, from: number, startLine: number) => {
    regions.push({ text: source.slice(from, end), line: startLine });
  };
  while (i < n) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === '\n') {
      line++;
      i++;
      continue;
    }
    if (kind === 'html') {
      if (source.startsWith('<!--', i)) {
        const start = i;
        const startLine = line;
        const end = source.indexOf('-->', i + 4);
        const stop = end === -1 ? n : end + 3;
        for (; i < stop; i++) if (source[i] === '\n') line++;
        take(stop, start, startLine);
        continue;
      }
      i++;
      continue;
    }
    if (c === '/' && next === '*') {
      const start = i;
      const startLine = line;
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      for (; i < stop; i++) if (source[i] === '\n') line++;
      take(stop, start, startLine);
      continue;
    }
    if (kind === 'js' && c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? n : end;
      take(stop, i, line);
      i = stop;
      continue;
    }
    if (c === "'" || c === '"' || (kind === 'js' && c === '`')) {
      const start = i;
      const startLine = line;
      i++;
      while (i < n && source[i] !== c) {
        if (source[i] === '\\') i++;
        else if (source[i] === '\n') {
          if (c !== '`') break; // not a string after all (JSX text): give up at the line's end
          line++;
        }
        i++;
      }
      if (i < n && source[i] === c) i++;
      take(i, start, startLine);
      lastCode = c;
      continue;
    }
    if (
      kind === 'js' &&
      c === '/' &&
      (lastCode === '' || '(,=:[!&|?{};+-*%<>~^'.includes(lastCode))
    ) {
      // A regex literal: skipped to its closing slash (classes may hold one), never past the line.
      i++;
      let inClass = false;
      while (i < n && source[i] !== '\n') {
        const r = source[i]!;
        if (r === '\\') i++;
        else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
        i++;
      }
      if (source[i] === '/') i++;
      lastCode = '/r';
      continue;
    }
    if (c !== ' ' && c !== '\t' && c !== '\r') lastCode = c;
    i++;
  }
  return regions;
}

export type Citation =
  { kind: 'decision'; id: string; line: number } | { kind: 'issue'; number: string; line: number };

type Word = { text: string; line: number };

/** Words of a region (split on whitespace), each with its line. */
function words(region: TextRegion): Word[] {
  const out: Word[] = [];
  let line = region.line;
  let start = -1;
  const text = region.text;
  for (let i = 0; i <= text.length; i++) {
    const ch = text[i];
    const space = ch === undefined || ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r';
    if (!space && start === -1) start = i;
    if (space && start !== -1) {
      out.push({ text: text.slice(start, i), line });
      start = -1;
    }
    if (ch === '\n') line++;
  }
  return out;
}

const DECISION_WORDS = new Set(['decision', 'decisions', 'record', 'records']);
const ISSUE_WORDS = new Set(['issue', 'issues']);
const JOINERS = new Set(['and', 'or', '&', ',', '/']);
/** How far past "decisions" a list's "(NNN)" entries are looked for. */
const LIST_REACH = 40;

/** A word without the punctuation around it: `(decision` → `decision`, `029),` → `029`. */
function bare(word: string): string {
  let a = 0;
  let b = word.length;
  while (a < b && '([{"\'`*#'.includes(word[a]!)) a++;
  while (b > a && ')]}"\'`.,;:!?*'.includes(word[b - 1]!)) b--;
  return word.slice(a, b);
}

/** Whether the word ends a citation list: "029)." or "029;" (a comma lets the list go on). */
function endsList(word: string): boolean {
  return /[).;:!?]$/.test(word);
}

const RECORD_NUMBER = /^(\d{3}b?)(?:['’]s)?$/;
const ISSUE_NUMBER = /^#?(\d{1,5})(?:['’]s)?$/;

/** The citations in some regions: decision records and issue numbers, each with its line. */
export function findCitations(regions: TextRegion[]): Citation[] {
  const found: Citation[] = [];
  for (const region of regions) {
    const ws = words(region);
    for (let i = 0; i < ws.length; i++) {
      const w = ws[i]!;
      const path = /docs\/decisions\/(\d{3}b?)-/.exec(w.text);
      if (path) found.push({ kind: 'decision', id: path[1]!, line: w.line });
      const word = bare(w.text).toLowerCase();
      const isDecision = DECISION_WORDS.has(word);
      const isIssue = ISSUE_WORDS.has(word);
      if (!isDecision && !isIssue) continue;
      if (endsList(w.text) && !w.text.endsWith(':')) continue; // "the decision." cites nothing
      // The list right after the word: "decisions 020, 032 and 033", "issue #17".
      // After a number, only a comma or a joiner lets the list go on ("issue 8's 90 KB" is one).
      let cited = false;
      let joined = true;
      for (let j = i + 1; j < ws.length; j++) {
        const t = ws[j]!;
        const b = bare(t.text);
        const m = (isDecision ? RECORD_NUMBER : ISSUE_NUMBER).exec(b);
        if (m && joined) {
          cited = true;
          joined = t.text.endsWith(',');
          found.push(
            isDecision
              ? { kind: 'decision', id: m[1]!, line: t.line }
              : { kind: 'issue', number: m[1]!, line: t.line },
          );
          if (endsList(t.text)) break;
          continue;
        }
        if (JOINERS.has(b.toLowerCase()) || b === '') {
          joined = true;
          continue;
        }
        break;
      }
      // "decisions: the guard (034), the alias (041)": numbers in parentheses, within reach.
      if (isDecision && !cited && word.endsWith('s')) {
        for (let k = i + 1; k < ws.length && k <= i + LIST_REACH; k++) {
          const t = ws[k]!;
          const m = /^\((\d{3}b?)\)[,.;:]?$/.exec(t.text);
          if (m) found.push({ kind: 'decision', id: m[1]!, line: t.line });
          if (/[.!?]$/.test(t.text) && !m) break;
        }
      }
    }
  }
  return found;
}

export type Finding = { file: string; line: number; problem: string };

/** What is wrong with a file's citations, against the records. */
export function checkSource(
  file: string,
  source: string,
  records: Map<string, RecordStatus>,
): Finding[] {
  const kind = file.endsWith('.css') ? 'css' : file.endsWith('.html') ? 'html' : 'js';
  const findings: Finding[] = [];
  for (const c of findCitations(textRegions(source, kind))) {
    if (c.kind === 'issue') {
      findings.push({
        file,
        line: c.line,
        problem: `cites issue ${c.number} of a tracker outside the repository: say the why in words`,
      });
      continue;
    }
    const record = records.get(c.id);
    if (record === undefined) {
      findings.push({ file, line: c.line, problem: `cites decision ${c.id}: no such record` });
    } else if (record.superseded) {
      findings.push({
        file,
        line: c.line,
        problem: `cites decision ${c.id}, which is ${record.status}`,
      });
    }
  }
  return findings;
}
