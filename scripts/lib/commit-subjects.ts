// git's convention for a commit message: a subject of at most 72 characters saying what changed,
// a blank line, then the why in the body. git's %s is the message's whole first paragraph joined
// into one line, so a message with no blank line after its subject fails the same length check.
export const MAX_SUBJECT_LENGTH = 72;

/**
 * The last commit whose subject predates the rule: commits after it must follow it. (The
 * history before it keeps its long subjects; rewriting published history would break every clone.)
 */
export const RULE_BASE_COMMIT = '87921be7f2bb9941c7eb61030a772ade19f7f434';

export interface CommitSubject {
  hash: string;
  subject: string;
}

/** Parses `git log --format=%H%x00%s%x00` output: one record a line, fields split by NUL. */
export function parseSubjects(log: string): CommitSubject[] {
  return log
    .split('\n')
    .filter((line) => line.includes('\0'))
    .map((line) => {
      const [hash = '', subject = ''] = line.split('\0');
      return { hash, subject };
    });
}

/** The commits whose subject is too long (or empty), each with a line saying why. */
export function findBadSubjects(commits: readonly CommitSubject[]): string[] {
  return commits.flatMap(({ hash, subject }) => {
    const length = [...subject].length;
    if (length === 0) return [`${hash.slice(0, 10)} has no subject`];
    if (length <= MAX_SUBJECT_LENGTH) return [];
    return [
      `${hash.slice(0, 10)} subject is ${length} characters (at most ${MAX_SUBJECT_LENGTH}; ` +
        `put the why in the body after a blank line): ${subject.slice(0, 90)}…`,
    ];
  });
}
