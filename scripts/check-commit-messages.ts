// Part of `npm run check`: every commit since the rule began has a subject of at most 72
// characters and, if it has a body, a blank line before it (scripts/lib/commit-subjects.ts).
import { spawnSync } from 'node:child_process';
import { findBadSubjects, parseSubjects, RULE_BASE_COMMIT } from './lib/commit-subjects';

const git = (args: string[]) => spawnSync('git', args, { encoding: 'utf8' });

if (git(['rev-parse', '--git-dir']).status !== 0) {
  console.log('Commit messages: not a git checkout, nothing to check.');
  process.exit(0);
}

// A shallow clone may not hold the base; then the commits it does hold are all newer than it.
const hasBase = git(['cat-file', '-e', `${RULE_BASE_COMMIT}^{commit}`]).status === 0;
const range = hasBase ? [`${RULE_BASE_COMMIT}..HEAD`] : ['HEAD'];
const log = git(['log', '--format=%H%x00%s%x00', ...range]);
if (log.status !== 0) {
  console.error(`git log failed: ${log.stderr}`);
  process.exit(1);
}

const commits = parseSubjects(log.stdout);
const bad = findBadSubjects(commits);
if (bad.length > 0) {
  console.error(`Commit messages: ${bad.length} of ${commits.length} break git's convention:`);
  for (const line of bad) console.error(`  ${line}`);
  process.exit(1);
}
