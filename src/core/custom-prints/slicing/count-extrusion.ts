/**
 * Counts filament pushed per feature while a G-code file streams past, line by line: the
 * `;TYPE:` comments name the feature, `G1 … E…` moves extrude (absolute E by default, relative
 * after M83), `G92 E…` resets the axis. Support material is what lies under the support types.
 * Linear in the file, constant memory; the caller feeds lines as they arrive.
 */
export type ExtrusionCounter = {
  line(text: string): void;
  /** Filament in mm: all of it, and the share pushed while printing support. */
  result(): { totalMm: number; supportMm: number };
};

export function createExtrusionCounter(): ExtrusionCounter {
  let relative = false;
  let position = 0;
  let support = false;
  let totalMm = 0;
  let supportMm = 0;
  return {
    line(text) {
      const c = text.charCodeAt(0);
      if (c === 59 /* ; */) {
        if (text.startsWith(';TYPE:')) support = text.startsWith(';TYPE:Support material');
        return;
      }
      if (c !== 71 && c !== 77) return; // G or M
      const code = commandOf(text);
      if (code === 'M83') relative = true;
      else if (code === 'M82') relative = false;
      else if (code === 'G92') {
        const e = axis(text, 'E');
        if (e !== null) position = e;
      } else if (code === 'G1' || code === 'G0') {
        const e = axis(text, 'E');
        if (e === null) return;
        const delta = relative ? e : e - position;
        position = relative ? position + e : e;
        totalMm += delta;
        if (support) supportMm += delta;
      }
    },
    result: () => ({ totalMm: Math.max(0, totalMm), supportMm: Math.max(0, supportMm) }),
  };
}

function commandOf(text: string): string {
  const end = text.search(/[\s;]/);
  return end < 0 ? text : text.slice(0, end);
}

function axis(text: string, letter: string): number | null {
  const comment = text.indexOf(';');
  const code = comment < 0 ? text : text.slice(0, comment);
  const at = code.indexOf(` ${letter}`);
  if (at < 0) return null;
  const value = Number.parseFloat(code.slice(at + 2));
  return Number.isFinite(value) ? value : null;
}
