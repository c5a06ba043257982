import { GeometryError, MAX_TRIANGLES, type Mesh } from './mesh';

/** Row-vector affine transform as 3MF writes it: m00 m01 m02 m10 m11 m12 m20 m21 m22 m30 m31 m32. */
export type Transform = number[];
export type Placement = { objectId: string; transform: Transform };
export type ModelObject = { coords: number[]; faces: number[]; components: Placement[] };

/** Objects placed across the whole build, counting every component of every component. */
export const MAX_PLACEMENTS = 100_000;
/** Vertices once every placement is expanded (the triangles share MAX_TRIANGLES). */
export const MAX_PLACED_VERTICES = 15_000_000;
/** Components inside components; slicers write two or three levels. */
export const MAX_COMPONENT_DEPTH = 16;

/** `height`: component levels below the object, so a memoised object still counts toward the depth cap. */
type Totals = { placements: number; vertices: number; triangles: number; height: number };

/**
 * Expands build items and components into one mesh. The totals of the whole build are counted
 * first, per object and memoised (linear in the model, cycles refused), so a small file whose
 * objects place each other ten times over never gets to allocate or loop through its expansion.
 */
export function place3mfBuild(
  objects: Map<string, ModelObject>,
  items: Placement[],
  scale: number,
): Mesh {
  const totals = new Map<string, Totals>();
  const visiting = new Set<string>();
  const totalOf = (objectId: string, depth: number): Totals => {
    const known = totals.get(objectId);
    if (known && depth + known.height > MAX_COMPONENT_DEPTH) throw tooDeep();
    if (known) return known;
    const object = objects.get(objectId);
    if (!object)
      throw new GeometryError(
        'invalid_mesh',
        `The 3MF build refers to a missing object (${objectId.slice(0, 20)}).`,
      );
    if (depth > MAX_COMPONENT_DEPTH) throw tooDeep();
    if (visiting.has(objectId))
      throw new GeometryError(
        'invalid_mesh',
        'A 3MF object contains itself through its components.',
      );
    const vertexCount = object.coords.length / 3;
    for (const v of object.faces)
      if (v >= vertexCount)
        throw new GeometryError('invalid_mesh', 'A 3MF triangle refers to a missing vertex.');
    visiting.add(objectId);
    const sum: Totals = {
      placements: 1,
      vertices: vertexCount,
      triangles: object.faces.length / 3,
      height: 0,
    };
    for (const c of object.components) {
      const child = totalOf(c.objectId, depth + 1);
      sum.placements += child.placements;
      sum.vertices += child.vertices;
      sum.triangles += child.triangles;
      sum.height = Math.max(sum.height, child.height + 1);
    }
    visiting.delete(objectId);
    totals.set(objectId, sum);
    return sum;
  };
  const build: Totals = { placements: 0, vertices: 0, triangles: 0, height: 0 };
  for (const item of items) {
    const t = totalOf(item.objectId, 0);
    build.placements += t.placements;
    build.vertices += t.vertices;
    build.triangles += t.triangles;
  }
  if (build.placements > MAX_PLACEMENTS)
    throw new GeometryError(
      'too_large',
      `The 3MF build places more than ${MAX_PLACEMENTS.toLocaleString('en-US')} objects (components inside components count each time).`,
    );
  if (build.triangles > MAX_TRIANGLES)
    throw new GeometryError(
      'too_large',
      `The 3MF build has more than ${MAX_TRIANGLES.toLocaleString('en-US')} triangles once its parts are placed.`,
    );
  if (build.vertices > MAX_PLACED_VERTICES)
    throw new GeometryError(
      'too_large',
      `The 3MF build has more than ${MAX_PLACED_VERTICES.toLocaleString('en-US')} vertices once its parts are placed.`,
    );

  const positions = new Float32Array(build.vertices * 3);
  const indices = new Uint32Array(build.triangles * 3);
  let p = 0;
  let i = 0;
  const place = (objectId: string, m: Transform) => {
    const object = objects.get(objectId)!;
    const base = p / 3;
    const c = object.coords;
    for (let k = 0; k < c.length; k += 3) {
      const x = c[k]!,
        y = c[k + 1]!,
        z = c[k + 2]!;
      positions[p++] = (x * m[0]! + y * m[3]! + z * m[6]! + m[9]!) * scale;
      positions[p++] = (x * m[1]! + y * m[4]! + z * m[7]! + m[10]!) * scale;
      positions[p++] = (x * m[2]! + y * m[5]! + z * m[8]! + m[11]!) * scale;
    }
    for (const v of object.faces) indices[i++] = base + v;
    for (const component of object.components)
      place(component.objectId, compose(component.transform, m));
  };
  for (const item of items) place(item.objectId, item.transform);
  return { positions, indices };
}

const tooDeep = () =>
  new GeometryError('invalid_mesh', 'The 3MF components are nested too deeply.');

/** First `inner`, then `outer` (row vectors: p · inner · outer). */
function compose(inner: Transform, outer: Transform): Transform {
  const r: number[] = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 3; col++) {
      let sum = row === 3 ? outer[9 + col]! : 0;
      for (let k = 0; k < 3; k++) sum += inner[row * 3 + k]! * outer[k * 3 + col]!;
      r.push(sum);
    }
  }
  return r;
}
