/**
 * A triangle mesh in millimetres. `positions` holds x,y,z per vertex (float32, as STL stores
 * them, so every format reads the same numbers); `indices` holds three vertex indices per
 * triangle. Parsers may repeat positions; measuring welds equal positions first.
 */
export type Mesh = { positions: Float32Array; indices: Uint32Array };

export const MESH_FORMATS = ['stl-binary', 'stl-ascii', 'obj', '3mf'] as const;
export type MeshFormat = (typeof MESH_FORMATS)[number];

export const GEOMETRY_ERROR_CODES = [
  'empty_file',
  'not_a_mesh',
  'empty_mesh',
  'invalid_mesh',
  'too_large',
  'too_complex',
] as const;
export type GeometryErrorCode = (typeof GEOMETRY_ERROR_CODES)[number];

/** A file we cannot measure; the code tells the server which 4xx to answer. */
export class GeometryError extends Error {
  constructor(
    readonly code: GeometryErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'GeometryError';
  }
}

/** Triangles beyond this are refused: 50 MB of binary STL is about 1 million. */
export const MAX_TRIANGLES = 5_000_000;

export function assertTriangleCount(count: number): void {
  if (count === 0) throw new GeometryError('empty_mesh', 'The file contains no triangles.');
  if (count > MAX_TRIANGLES)
    throw new GeometryError(
      'too_large',
      `The model has more than ${MAX_TRIANGLES.toLocaleString('en-US')} triangles.`,
    );
}

/** Reads a coordinate as float32, refusing NaN and infinities. */
export function toCoordinate(text: string | undefined): number {
  const value = Math.fround(Number(text));
  if (text === undefined || text.trim() === '' || !Number.isFinite(value))
    throw new GeometryError(
      'invalid_mesh',
      `A coordinate is not a number: ${JSON.stringify(text?.slice(0, 40))}.`,
    );
  return value;
}
