import { measureMesh, type MeshFigures } from './measure-mesh';
import type { MeshFormat } from './mesh';
import { parseMesh } from './parse-mesh';

export type ModelAnalysis = { format: MeshFormat; figures: MeshFigures };

/** Everything the server learns from an uploaded file: what runs inside a geometry worker. */
export function analyseModel(bytes: Uint8Array): ModelAnalysis {
  const { format, mesh } = parseMesh(bytes);
  return { format, figures: measureMesh(mesh) };
}
