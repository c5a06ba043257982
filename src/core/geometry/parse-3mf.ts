import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { assertTriangleCount, GeometryError, MAX_TRIANGLES, toCoordinate, type Mesh } from './mesh';
import { place3mfBuild, type ModelObject, type Placement, type Transform } from './place-3mf-build';
import { read3mfZip } from './read-3mf-zip';

/** Vertices declared across all objects of the model. */
export const MAX_DECLARED_VERTICES = 5_000_000;
/** Objects and components declared in the model. */
export const MAX_OBJECTS = 100_000;
export const MAX_COMPONENTS = 100_000;
/** The package's relationships file is a few hundred bytes. */
const MAX_RELS_BYTES = 64 * 1024;

const UNIT_MM: Record<string, number> = {
  micron: 0.001,
  millimeter: 1,
  centimeter: 10,
  inch: 25.4,
  foot: 304.8,
  meter: 1000,
};
const IDENTITY: Transform = [1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0];

const isModel = (name: string) => name.toLowerCase().endsWith('.model');

/**
 * 3MF: a zip holding 3D/3dmodel.model (XML). Entries are inflated as a stream under a byte and
 * entry budget; each .model entry goes through a streaming XML parser (saxes: linear, no
 * regexes) that counts vertices, triangles, objects and components as it reads them. Build
 * items and components are placed with their transforms once the whole build fits the budget.
 */
export function parse3mf(bytes: Uint8Array): Mesh {
  const models = new Map<string, ModelReader>();
  const budget = newBudget(); // every model entry in the archive draws on one budget
  const rels: Uint8Array[] = [];
  let relsBytes = 0;
  read3mfZip(
    bytes,
    (name) => isModel(name) || name.toLowerCase() === '_rels/.rels',
    (name, chunk, final) => {
      if (!isModel(name)) {
        relsBytes += chunk.length;
        if (relsBytes > MAX_RELS_BYTES)
          throw new GeometryError('too_large', 'The 3MF relationships file is too large.');
        rels.push(chunk);
        return;
      }
      let reader = models.get(name);
      if (!reader) models.set(name, (reader = new ModelReader(budget)));
      reader.write(chunk, final);
    },
  );
  if (models.size === 0)
    throw new GeometryError('not_a_mesh', 'The zip archive holds no 3MF model.');
  const target = relsTarget(rels);
  const root = (target && models.get(target)) || models.values().next().value!;
  return root.toMesh();
}

/** One model document on its own (tests write XML by hand). */
export function parseModelXml(xml: string): Mesh {
  const reader = new ModelReader(newBudget());
  reader.write(new TextEncoder().encode(xml), true);
  return reader.toMesh();
}

/** Counts of what the model entries declared so far. */
type Budget = { vertices: number; triangles: number; objects: number; components: number };
const newBudget = (): Budget => ({ vertices: 0, triangles: 0, objects: 0, components: 0 });

/** Counts one more declared `kind` against the budget; past `max` the model is too large. */
function spend(budget: Budget, kind: keyof Budget, max: number): void {
  if (++budget[kind] > max)
    throw new GeometryError(
      'too_large',
      `The 3MF model declares more than ${max.toLocaleString('en-US')} ${kind}.`,
    );
}

function relsTarget(chunks: Uint8Array[]): string | undefined {
  if (chunks.length === 0) return undefined;
  let target: string | undefined;
  const parser = new SaxesParser();
  parser.on('error', () => undefined);
  parser.on('opentag', (tag) => {
    const value = localAttributes(tag).target;
    if (!target && value && isModel(value)) target = value.replace(/^\//, '');
  });
  const decoder = new TextDecoder();
  for (const chunk of chunks) parser.write(decoder.decode(chunk, { stream: true }));
  return target;
}

/** Attribute names without a namespace prefix, lower-cased keys kept as 3MF writes them. */
function localAttributes(tag: SaxesTagPlain): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [key, value] of Object.entries(tag.attributes))
    attrs[key.slice(key.indexOf(':') + 1).toLowerCase()] = value;
  return attrs;
}

class ModelReader {
  private readonly parser = new SaxesParser();
  private readonly decoder = new TextDecoder();
  private readonly objects = new Map<string, ModelObject>();
  private readonly items: Placement[] = [];
  private current: ModelObject | undefined;
  private scale = 1;

  constructor(private readonly budget: Budget) {
    this.parser.on('error', (error) => {
      throw new GeometryError(
        'invalid_mesh',
        `The 3MF model is not well-formed XML (${error.message.slice(0, 120)}).`,
      );
    });
    this.parser.on('opentag', (tag) => this.open(tag));
    this.parser.on('closetag', (tag) => {
      if (localName(tag.name) === 'object') this.current = undefined;
    });
  }

  write(chunk: Uint8Array, final: boolean): void {
    this.parser.write(this.decoder.decode(chunk, { stream: !final }));
    if (final) this.parser.close();
  }

  private open(tag: SaxesTagPlain): void {
    const name = localName(tag.name);
    if (name === 'vertex' && this.current) {
      spend(this.budget, 'vertices', MAX_DECLARED_VERTICES);
      const a = localAttributes(tag);
      this.current.coords.push(toCoordinate(a.x), toCoordinate(a.y), toCoordinate(a.z));
    } else if (name === 'triangle' && this.current) {
      spend(this.budget, 'triangles', MAX_TRIANGLES);
      const a = localAttributes(tag);
      this.current.faces.push(vertexIndex(a.v1), vertexIndex(a.v2), vertexIndex(a.v3));
    } else if (name === 'component' && this.current) {
      spend(this.budget, 'components', MAX_COMPONENTS);
      const a = localAttributes(tag);
      this.current.components.push({
        objectId: a.objectid ?? '',
        transform: readTransform(a.transform),
      });
    } else if (name === 'object' && !tag.isSelfClosing) {
      spend(this.budget, 'objects', MAX_OBJECTS);
      this.current = { coords: [], faces: [], components: [] };
      this.objects.set(localAttributes(tag).id ?? '', this.current);
    } else if (name === 'item') {
      const a = localAttributes(tag);
      if (this.items.length >= MAX_COMPONENTS)
        throw new GeometryError(
          'too_large',
          `The 3MF build has more than ${MAX_COMPONENTS.toLocaleString('en-US')} items.`,
        );
      this.items.push({ objectId: a.objectid ?? '', transform: readTransform(a.transform) });
    } else if (name === 'model') this.scale = modelScale(localAttributes(tag).unit);
  }

  toMesh(): Mesh {
    if (this.objects.size === 0)
      throw new GeometryError('not_a_mesh', 'The 3MF model contains no objects.');
    const items =
      this.items.length > 0
        ? this.items
        : [...this.objects.keys()].map((objectId) => ({ objectId, transform: IDENTITY }));
    const mesh = place3mfBuild(this.objects, items, this.scale);
    assertTriangleCount(mesh.indices.length / 3);
    return mesh;
  }
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

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
  if (text.length > 1024)
    throw new GeometryError('invalid_mesh', 'A 3MF transform is not 12 numbers.');
  const m = text.trim().split(/\s+/).map(Number);
  if (m.length !== 12 || !m.every(Number.isFinite))
    throw new GeometryError('invalid_mesh', 'A 3MF transform is not 12 numbers.');
  return m;
}
