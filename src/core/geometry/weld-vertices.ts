import { GeometryError, type Mesh } from './mesh';

const NEGATIVE_ZERO = 0x80000000;
const EXPONENT = 0x7f800000;

const hashOf = (x: number, y: number, z: number) => {
  const h = Math.imul(x, 0x9e3779b1) ^ Math.imul(y, 0x85ebca77) ^ Math.imul(z, 0xc2b2ae3d);
  return h ^ (h >>> 15);
};

/**
 * Merges vertices with bit-identical float32 coordinates (STL repeats every corner per
 * triangle), so edges can be matched by index. An open-addressing table on the raw bits keeps
 * it linear: a million triangles weld in a few hundred milliseconds. The table starts small
 * (STL corners are mostly shared by six triangles) and doubles when half full.
 */
export function weldVertices(mesh: Mesh): Mesh {
  const bits = new Uint32Array(
    mesh.positions.buffer,
    mesh.positions.byteOffset,
    mesh.positions.length,
  );
  const inputCount = mesh.positions.length / 3;
  let capacity = 1024;
  while (capacity < inputCount / 2) capacity *= 2;
  let mask = capacity - 1;
  let table = new Int32Array(capacity).fill(-1);
  const unique = new Uint32Array(mesh.positions.length);
  const remap = new Uint32Array(inputCount);
  let uniqueCount = 0;
  for (let v = 0; v < inputCount; v++) {
    let x = bits[v * 3]!,
      y = bits[v * 3 + 1]!,
      z = bits[v * 3 + 2]!;
    if ((x & EXPONENT) === EXPONENT || (y & EXPONENT) === EXPONENT || (z & EXPONENT) === EXPONENT)
      throw new GeometryError(
        'invalid_mesh',
        'The model has a coordinate that is not a finite number.',
      );
    // -0 and +0 are the same point.
    if (x === NEGATIVE_ZERO) x = 0;
    if (y === NEGATIVE_ZERO) y = 0;
    if (z === NEGATIVE_ZERO) z = 0;
    let h = hashOf(x, y, z) & mask;
    for (;;) {
      const slot = table[h]!;
      if (slot === -1) {
        table[h] = uniqueCount;
        unique[uniqueCount * 3] = x;
        unique[uniqueCount * 3 + 1] = y;
        unique[uniqueCount * 3 + 2] = z;
        remap[v] = uniqueCount++;
        break;
      }
      if (unique[slot * 3] === x && unique[slot * 3 + 1] === y && unique[slot * 3 + 2] === z) {
        remap[v] = slot;
        break;
      }
      h = (h + 1) & mask;
    }
    if (uniqueCount * 2 > capacity) {
      capacity *= 2;
      mask = capacity - 1;
      table = new Int32Array(capacity).fill(-1);
      for (let u = 0; u < uniqueCount; u++) {
        let g = hashOf(unique[u * 3]!, unique[u * 3 + 1]!, unique[u * 3 + 2]!) & mask;
        while (table[g] !== -1) g = (g + 1) & mask;
        table[g] = u;
      }
    }
  }
  const indices = new Uint32Array(mesh.indices.length);
  for (let i = 0; i < indices.length; i++) {
    const source = mesh.indices[i]!;
    if (source >= inputCount)
      throw new GeometryError('invalid_mesh', 'A triangle refers to a missing vertex.');
    indices[i] = remap[source]!;
  }
  const positions = new Float32Array(unique.buffer.slice(0, uniqueCount * 12));
  return { positions, indices };
}
