/**
 * Upload attacks, generated: each is the worst case for the algorithm it targets, in a file
 * an anonymous visitor could upload. Shared by the adversarial suite and the benchmark.
 */
import { strToU8, unzipSync, zipSync } from 'fflate';
import { makeBox } from '#core/geometry/make-box';
import type { Mesh } from '#core/geometry/mesh';
import { encode3mf, encodeBinaryStl } from '#core/geometry/write-mesh';

const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Target="/3D/3dmodel.model" Id="rel0" Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/></Relationships>`;

export function zip3mf(
  modelXml: string | Uint8Array,
  extra: Record<string, Uint8Array> = {},
): Uint8Array {
  return zipSync(
    {
      '_rels/.rels': strToU8(RELS),
      '3D/3dmodel.model': typeof modelXml === 'string' ? strToU8(modelXml) : modelXml,
      ...extra,
    },
    { level: 9 },
  );
}

/** Object k+1 places object k `fanOut` times: fanOut^levels boxes from a file of a few hundred bytes. */
export function fanOut3mf(levels: number, fanOut = 10): Uint8Array {
  const box = `<object id="1" type="model"><mesh><vertices>${[0, 1]
    .flatMap((z) =>
      [0, 1].flatMap((y) => [0, 1].map((x) => `<vertex x="${x}" y="${y}" z="${z}"/>`)),
    )
    .join(
      '',
    )}</vertices><triangles><triangle v1="0" v2="2" v3="3"/><triangle v1="0" v2="3" v3="1"/></triangles></mesh></object>`;
  const objects = [box];
  for (let level = 2; level <= levels + 1; level++) {
    const components = Array.from(
      { length: fanOut },
      (_, i) => `<component objectid="${level - 1}" transform="1 0 0 0 1 0 0 0 1 ${i} 0 0"/>`,
    ).join('');
    objects.push(
      `<object id="${level}" type="model"><components>${components}</components></object>`,
    );
  }
  return zip3mf(
    `<?xml version="1.0"?><model unit="millimeter" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02"><resources>${objects.join('')}</resources><build><item objectid="${levels + 1}"/></build></model>`,
  );
}

/** A model whose XML is `bytes` of unclosed comment openers: fatal for a lazy comment regex. */
export function unclosedComments3mf(bytes: number): Uint8Array {
  return zip3mf(
    `<?xml version="1.0"?><model unit="millimeter">` + '<!--'.repeat(Math.floor(bytes / 4)),
  );
}

/** `javajavajava…script:script:script:` nested `depth` deep: each stripping pass removes one layer. */
export function nestedSchemes(length: number): string {
  const depth = Math.floor(length / 'javascript:'.length);
  return 'java'.repeat(depth) + 'script:'.repeat(depth);
}

/** Three vertices and one face line with `corners` corners (about 6 bytes each). */
export function giantFaceObj(corners: number): string {
  const face = ' 1 2 3'.repeat(Math.ceil(corners / 3));
  return `v 0 0 0\nv 1 0 0\nv 0 1 0\nf${face}\n`;
}

/** Reverses every triangle: the same surface, wound inside out. */
export function turnInsideOut(mesh: Mesh): Mesh {
  const indices = mesh.indices.slice();
  for (let t = 0; t < indices.length; t += 3)
    [indices[t + 1], indices[t + 2]] = [indices[t + 2]!, indices[t + 1]!];
  return { positions: mesh.positions, indices };
}

export function joinMeshes(...meshes: Mesh[]): Mesh {
  const positions = new Float32Array(meshes.reduce((n, m) => n + m.positions.length, 0));
  const indices = new Uint32Array(meshes.reduce((n, m) => n + m.indices.length, 0));
  let p = 0;
  let i = 0;
  for (const mesh of meshes) {
    positions.set(mesh.positions, p);
    for (let k = 0; k < mesh.indices.length; k++) indices[i + k] = mesh.indices[k]! + p / 3;
    p += mesh.positions.length;
    i += mesh.indices.length;
  }
  return { positions, indices };
}

/** A 100 mm cube with an inside-out copy beside it: signed volumes cancel to 0 mm³. */
export function cubeWithInsideOutTwin(): Uint8Array {
  return encodeBinaryStl(
    joinMeshes(makeBox([100, 100, 100]), turnInsideOut(makeBox([100, 100, 100], [150, 0, 0]))),
  );
}

/** A binary STL whose header promises far more triangles than the file holds. */
export function lyingStlHeader(): Uint8Array {
  const bytes = encodeBinaryStl(makeBox([10, 10, 10]));
  new DataView(bytes.buffer).setUint32(80, 0xffffffff, true);
  return bytes;
}

/** A 3MF whose one small entry inflates to `bytes` of spaces (ratio ~1000:1). */
export function inflateBomb3mf(bytes: number): Uint8Array {
  return zip3mf(new Uint8Array(bytes).fill(0x20));
}

/** Thousands of tiny zip entries. */
export function manyEntries3mf(entries: number): Uint8Array {
  const extra: Record<string, Uint8Array> = {};
  for (let i = 0; i < entries; i++) extra[`Metadata/thumbnail-${i}.png`] = new Uint8Array(1);
  return zip3mf(unzipSync(encode3mf(makeBox([10, 10, 10])))['3D/3dmodel.model']!, extra);
}
