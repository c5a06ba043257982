import { strToU8, zipSync } from 'fflate';
import type { Mesh } from './mesh';

// Writers for the formats we read: used by tests, the benchmark and sample files.

export function encodeBinaryStl(mesh: Mesh): Uint8Array {
  const count = mesh.indices.length / 3;
  const bytes = new Uint8Array(84 + count * 50);
  const view = new DataView(bytes.buffer);
  bytes.set(strToU8('binary STL written by layerworks'));
  view.setUint32(80, count, true);
  for (let t = 0; t < count; t++) {
    const offset = 84 + t * 50 + 12;
    for (let k = 0; k < 3; k++) {
      const v = mesh.indices[t * 3 + k]! * 3;
      for (let axis = 0; axis < 3; axis++)
        view.setFloat32(offset + k * 12 + axis * 4, mesh.positions[v + axis]!, true);
    }
  }
  return bytes;
}

const corner = (mesh: Mesh, index: number) => {
  const v = index * 3;
  // String() of a float32 widened to double parses back to the very same float32.
  return `${mesh.positions[v]} ${mesh.positions[v + 1]} ${mesh.positions[v + 2]}`;
};

export function encodeAsciiStl(mesh: Mesh, name = 'model'): string {
  const lines = [`solid ${name}`];
  for (let t = 0; t < mesh.indices.length; t += 3) {
    lines.push('  facet normal 0 0 0', '    outer loop');
    for (let k = 0; k < 3; k++) lines.push(`      vertex ${corner(mesh, mesh.indices[t + k]!)}`);
    lines.push('    endloop', '  endfacet');
  }
  lines.push(`endsolid ${name}`);
  return lines.join('\n');
}

export function encodeObj(mesh: Mesh): string {
  const lines = ['# written by layerworks'];
  for (let v = 0; v < mesh.positions.length / 3; v++) lines.push(`v ${corner(mesh, v)}`);
  for (let t = 0; t < mesh.indices.length; t += 3)
    lines.push(`f ${mesh.indices[t]! + 1} ${mesh.indices[t + 1]! + 1} ${mesh.indices[t + 2]! + 1}`);
  return lines.join('\n');
}

export function encode3mf(mesh: Mesh): Uint8Array {
  const vertices: string[] = [];
  for (let v = 0; v < mesh.positions.length; v += 3)
    vertices.push(
      `<vertex x="${mesh.positions[v]}" y="${mesh.positions[v + 1]}" z="${mesh.positions[v + 2]}"/>`,
    );
  const triangles: string[] = [];
  for (let t = 0; t < mesh.indices.length; t += 3)
    triangles.push(
      `<triangle v1="${mesh.indices[t]}" v2="${mesh.indices[t + 1]}" v3="${mesh.indices[t + 2]}"/>`,
    );
  const model = `<?xml version="1.0" encoding="UTF-8"?>
<model unit="millimeter" xml:lang="en-US" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02">
 <resources><object id="1" type="model"><mesh><vertices>${vertices.join('')}</vertices><triangles>${triangles.join('')}</triangles></mesh></object></resources>
 <build><item objectid="1"/></build>
</model>`;
  const rels = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Target="/3D/3dmodel.model" Id="rel0" Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/></Relationships>`;
  const types = `<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="model" ContentType="application/vnd.ms-package.3dmanufacturing-3dmodel+xml"/></Types>`;
  return zipSync({
    '[Content_Types].xml': strToU8(types),
    '_rels/.rels': strToU8(rels),
    '3D/3dmodel.model': strToU8(model),
  });
}
