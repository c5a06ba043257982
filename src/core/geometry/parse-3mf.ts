import { unzipSync } from 'fflate';
import { assertTriangleCount, GeometryError, toCoordinate, type Mesh } from './mesh';

/** Unzipped model XML above this is refused (a zip bomb must not exhaust memory). */
const MAX_MODEL_BYTES = 256 * 1024 * 1024;
const UNIT_MM: Record<string, number> = {
  micron: 0.001,
  millimeter: 1,
  centimeter: 10,
  inch: 25.4,
  foot: 304.8,
  meter: 1000,
};
const TAG = /<(\/?)(?:[\w.-]+:)?([\w.-]+)([^>]*?)(\/?)>/g;
const ATTRIBUTE = /([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
/** Row-vector affine transform as 3MF writes it: m00 m01 m02 m10 m11 m12 m20 m21 m22 m30 m31 m32. */
type Transform = number[];
const IDENTITY: Transform = [1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0];

type ModelObject = {
  coords: number[];
  faces: number[];
  components: { objectId: string; transform: Transform }[];
};

/** 3MF: a zip holding 3D/3dmodel.model (XML). Build items and components are placed with their transforms. */
export function parse3mf(bytes: Uint8Array): Mesh {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        const name = file.name.toLowerCase();
        if (!name.endsWith('.model') && name !== '_rels/.rels') return false;
        if (file.originalSize > MAX_MODEL_BYTES)
          throw new GeometryError('too_large', 'The 3MF model is too large once unpacked.');
        return true;
      },
    });
  } catch (error) {
    if (error instanceof GeometryError) throw error;
    throw new GeometryError('not_a_mesh', 'The file is a damaged zip archive, not a 3MF model.');
  }
  const modelPath = rootModelPath(files);
  const model = modelPath ? files[modelPath] : undefined;
  if (!model) throw new GeometryError('not_a_mesh', 'The zip archive holds no 3MF model.');
  return parseModelXml(new TextDecoder().decode(model));
}

function rootModelPath(files: Record<string, Uint8Array>): string | undefined {
  const rels = files['_rels/.rels'];
  const target =
    rels && /Target\s*=\s*"\/?([^"]+\.model)"/i.exec(new TextDecoder().decode(rels))?.[1];
  if (target && files[target]) return target;
  return Object.keys(files).find((name) => name.toLowerCase().endsWith('.model'));
}

export function parseModelXml(xml: string): Mesh {
  const objects = new Map<string, ModelObject>();
  const items: { objectId: string; transform: Transform }[] = [];
  let scale = 1;
  let current: ModelObject | undefined;
  for (const [, closing, name, attrText = '', selfClosing] of xml
    .replace(/<!--[\s\S]*?-->/g, '')
    .matchAll(TAG)) {
    if (closing) {
      if (name === 'object') current = undefined;
      continue;
    }
    const attrs =
      name === 'vertex' ||
      name === 'triangle' ||
      name === 'object' ||
      name === 'component' ||
      name === 'item' ||
      name === 'model'
        ? readAttributes(attrText)
        : {};
    if (name === 'model') scale = modelScale(attrs.unit);
    else if (name === 'object' && !selfClosing) {
      current = { coords: [], faces: [], components: [] };
      objects.set(attrs.id ?? '', current);
    } else if (name === 'vertex' && current)
      current.coords.push(toCoordinate(attrs.x), toCoordinate(attrs.y), toCoordinate(attrs.z));
    else if (name === 'triangle' && current)
      current.faces.push(vertexIndex(attrs.v1), vertexIndex(attrs.v2), vertexIndex(attrs.v3));
    else if (name === 'component' && current)
      current.components.push({
        objectId: attrs.objectid ?? '',
        transform: readTransform(attrs.transform),
      });
    else if (name === 'item')
      items.push({ objectId: attrs.objectid ?? '', transform: readTransform(attrs.transform) });
  }
  if (objects.size === 0)
    throw new GeometryError('not_a_mesh', 'The 3MF model contains no objects.');
  const placements =
    items.length > 0
      ? items
      : [...objects.keys()].map((objectId) => ({ objectId, transform: IDENTITY }));
  const coords: number[] = [];
  const faces: number[] = [];
  const place = (objectId: string, transform: Transform, depth: number) => {
    const object = objects.get(objectId);
    if (!object)
      throw new GeometryError(
        'invalid_mesh',
        `The 3MF build refers to a missing object (${objectId.slice(0, 20)}).`,
      );
    if (depth > 16)
      throw new GeometryError('invalid_mesh', 'The 3MF components are nested too deeply.');
    const base = coords.length / 3;
    const vertexCount = object.coords.length / 3;
    for (let i = 0; i < object.coords.length; i += 3)
      coords.push(...apply(transform, object.coords, i, scale));
    for (const v of object.faces) {
      if (v >= vertexCount)
        throw new GeometryError('invalid_mesh', 'A 3MF triangle refers to a missing vertex.');
      faces.push(base + v);
    }
    for (const c of object.components)
      place(c.objectId, compose(c.transform, transform), depth + 1);
  };
  for (const item of placements) place(item.objectId, item.transform, 0);
  assertTriangleCount(faces.length / 3);
  return { positions: Float32Array.from(coords), indices: Uint32Array.from(faces) };
}

function readAttributes(text: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, key, double, single] of text.matchAll(ATTRIBUTE))
    attrs[key!.replace(/^.*:/, '')] = double ?? single ?? '';
  return attrs;
}

function modelScale(unit: string | undefined): number {
  if (unit === undefined) return 1;
  const scale = UNIT_MM[unit];
  if (scale === undefined)
    throw new GeometryError('invalid_mesh', `The 3MF unit "${unit.slice(0, 20)}" is unknown.`);
  return scale;
}

function vertexIndex(text: string | undefined): number {
  const n = Number(text);
  if (text === undefined || !Number.isInteger(n) || n < 0)
    throw new GeometryError('invalid_mesh', 'A 3MF triangle has an invalid vertex index.');
  return n;
}

function readTransform(text: string | undefined): Transform {
  if (!text) return IDENTITY;
  const m = text.trim().split(/\s+/).map(Number);
  if (m.length !== 12 || !m.every(Number.isFinite))
    throw new GeometryError('invalid_mesh', 'A 3MF transform is not 12 numbers.');
  return m;
}

function apply(m: Transform, c: number[], i: number, scale: number): [number, number, number] {
  const x = c[i]!,
    y = c[i + 1]!,
    z = c[i + 2]!;
  return [
    (x * m[0]! + y * m[3]! + z * m[6]! + m[9]!) * scale,
    (x * m[1]! + y * m[4]! + z * m[7]! + m[10]!) * scale,
    (x * m[2]! + y * m[5]! + z * m[8]! + m[11]!) * scale,
  ];
}

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
