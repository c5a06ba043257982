import { describe, expect, it } from 'vitest';
import { makeBox } from '../../geometry/make-box';
import { parseMesh } from '../../geometry/parse-mesh';
import { encodeBinaryStl } from '../../geometry/write-mesh';
import { markBinaryStl } from './mark-binary-stl';

const highBytes = (bytes: Uint8Array) => [...bytes.slice(84, 84 + 128)].some((b) => b > 127);

describe('markBinaryStl', () => {
  it('gives a 12 mm cube (all bytes low) a high byte, keeping every corner', () => {
    const plain = encodeBinaryStl(makeBox([12, 12, 12]));
    expect(highBytes(plain)).toBe(false);
    const marked = markBinaryStl(plain);
    expect(highBytes(marked)).toBe(true);
    expect(parseMesh(marked).mesh.positions).toEqual(parseMesh(plain).mesh.positions);
  });

  it('leaves a file that already reads as binary as it is', () => {
    const bytes = encodeBinaryStl(makeBox([20, 20, 20]));
    expect(markBinaryStl(bytes)).toBe(bytes);
  });
});
