import { detectMeshFormat } from './detect-format';
import { GeometryError, type Mesh, type MeshFormat } from './mesh';
import { parse3mf } from './parse-3mf';
import { parseAsciiStl } from './parse-ascii-stl';
import { parseBinaryStl } from './parse-binary-stl';
import { parseObj } from './parse-obj';

/** Detects the format by content and parses; every failure is a GeometryError with a reason. */
export function parseMesh(bytes: Uint8Array): { format: MeshFormat; mesh: Mesh } {
  if (bytes.length === 0) throw new GeometryError('empty_file', 'The file is empty.');
  const format = detectMeshFormat(bytes);
  if (!format)
    throw new GeometryError(
      'not_a_mesh',
      'This file is not a 3D model we can read. Upload an STL, OBJ or 3MF file.',
    );
  const text = () => new TextDecoder().decode(bytes);
  const mesh =
    format === 'stl-binary'
      ? parseBinaryStl(bytes)
      : format === 'stl-ascii'
        ? parseAsciiStl(text())
        : format === 'obj'
          ? parseObj(text())
          : parse3mf(bytes);
  return { format, mesh };
}
