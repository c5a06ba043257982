import { ESLint } from 'eslint';

const eslint = new ESLint();

/** ESLint's first run loads every plugin: seconds on a busy 2-core machine. */
export const SLOW = 60_000;

/** What one rule of the project's ESLint config says of `source`, linted as if it were `filePath`. */
export async function ruleMessages(
  ruleId: string,
  filePath: string,
  source: string,
): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}
