import { describe, expect, it } from 'vitest';
import {
  checkSource,
  findCitations,
  type RecordStatus,
  textRegions,
} from '../support/decision-citations';

const record = (id: string, status: string): [string, RecordStatus] => [
  id,
  { id, file: `${id}-x.md`, status, superseded: /^superseded\b/.test(status) },
];
const records = new Map([
  record('029', 'superseded by 054, 055 and 056'),
  record('018b', 'superseded by 114 and 115'),
  record('054', 'accepted'),
  record('005', 'partly superseded by 048'),
]);
const problems = (source: string, file = 'x.ts') =>
  checkSource(file, source, records).map((f) => `${f.file}:${f.line}: ${f.problem}`);

describe('the decision-citation scanner', () => {
  it('passes clean text: records in force, partly superseded ones, numbers that cite nothing', () => {
    const clean = [
      '/** Scripts load after the largest paint (decision 054). */',
      '// The limiter (decisions 005 and 054); a record of 100 lines; the issue is 29 bytes long.',
      "const s = 'decision'; const n = 029 / 2; // retries 3 times",
      'const re = /["\']decision 029/; // a regex is code, not prose',
      "<p>Don't wait</p>; // decision 054",
      "// decision 054 100 times; decision 054's 029 rows",
    ].join('\n');
    expect(problems(clean)).toEqual([]);
  });

  it('catches a planted stale citation, naming the line', () => {
    expect(problems('const a = 1;\n// Live /shop (decision 029).\n')).toEqual([
      'x.ts:2: cites decision 029, which is superseded by 054, 055 and 056',
    ]);
  });

  it('catches an unknown record, lists, 018b, wrapped lines and paths', () => {
    const source = [
      '/**',
      ' * Backups (decisions 054, 018b and 777), see also decision',
      ' * 029; docs/decisions/029-scripts.md',
      ' */',
    ].join('\n');
    expect(problems(source)).toEqual([
      'x.ts:2: cites decision 018b, which is superseded by 114 and 115',
      'x.ts:2: cites decision 777: no such record',
      'x.ts:3: cites decision 029, which is superseded by 054, 055 and 056',
      'x.ts:3: cites decision 029, which is superseded by 054, 055 and 056',
    ]);
  });

  it('catches issue numbers in every form', () => {
    const source =
      "// Issue 17: why\n/* (issue #28, decision 054) */\nit('works (issues 12 and 14)');";
    expect(problems(source)).toEqual([
      'x.ts:1: cites issue 17 of a tracker outside the repository: say the why in words',
      'x.ts:2: cites issue 28 of a tracker outside the repository: say the why in words',
      'x.ts:3: cites issue 12 of a tracker outside the repository: say the why in words',
      'x.ts:3: cites issue 14 of a tracker outside the repository: say the why in words',
    ]);
  });

  it('reads "(NNN)" entries after "decisions" in a list, and CSS and HTML comments', () => {
    expect(
      findCitations(textRegions('// decisions: the start (054), the shop (029).', 'js')).map((c) =>
        c.kind === 'decision' ? c.id : c.number,
      ),
    ).toEqual(['054', '029']);
    expect(problems('a { color: red; } /* decision 029 */', 'a.css')).toHaveLength(1);
    expect(problems('<div></div>\n<!-- issue 4 -->', 'a.html')).toEqual([
      'a.html:2: cites issue 4 of a tracker outside the repository: say the why in words',
    ]);
  });
});
