import { GeometryError } from './mesh';

/** Longest line a text model may have; real OBJ/STL lines are under 100 characters. */
export const MAX_LINE_CHARS = 64 * 1024;

/** Calls `onLine` for each line, refusing an over-long one before it is split or matched. */
export function forEachLine(text: string, format: string, onLine: (line: string) => void): void {
  for (let start = 0; start < text.length;) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    if (end - start > MAX_LINE_CHARS)
      throw new GeometryError(
        'invalid_mesh',
        `The ${format} file has a line longer than ${MAX_LINE_CHARS.toLocaleString('en-US')} characters.`,
      );
    onLine(text.slice(start, end));
    start = end + 1;
  }
}
