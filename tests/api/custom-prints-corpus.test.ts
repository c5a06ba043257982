/**
 * Honest geometry must not change the price of a good model. A small corpus of real
 * shapes — a mounting plate with through-holes, a multi-body 3MF as a slicer writes it (two
 * build items, one an assembly of components), an OBJ with negative indices — is uploaded and
 * quoted: each is instantly priced, from a volume within 1 % of the exact one and a price within
 * 1 % of the formula applied to the exact figures (what the whole-mesh signed volume gave before).
 */
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { pricePrint } from '#core/custom-prints/price-print';
import type { Mesh } from '#core/geometry/mesh';
import { encodeBinaryStl } from '#core/geometry/write-mesh';
import { voxelMesh } from '../support/corpus/voxel-mesh';
import { uploadModel } from '../support/model-upload';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

// 60 × 40 × 5 mm plate (5 mm cells) with two 10 × 10 mm through-holes: 12,000 − 1,000 mm³.
const plate = voxelMesh(
  [12, 8, 1],
  (x, y) => !((x === 2 || x === 3 || x === 8 || x === 9) && (y === 3 || y === 4)),
  5,
);
// An L bracket: 30 × 10 × 20 mm, 10 mm thick on both legs: 6,000 − 2,000… (2 + 1 + 1 cells × 1000).
const bracket = voxelMesh([3, 1, 2], (x, _y, z) => z === 0 || x === 0, 10);

function meshXml(mesh: Mesh): string {
  const v: string[] = [];
  for (let i = 0; i < mesh.positions.length; i += 3)
    v.push(
      `<vertex x="${mesh.positions[i]}" y="${mesh.positions[i + 1]}" z="${mesh.positions[i + 2]}"/>`,
    );
  const f: string[] = [];
  for (let i = 0; i < mesh.indices.length; i += 3)
    f.push(
      `<triangle v1="${mesh.indices[i]}" v2="${mesh.indices[i + 1]}" v3="${mesh.indices[i + 2]}"/>`,
    );
  return `<mesh><vertices>${v.join('')}</vertices><triangles>${f.join('')}</triangles></mesh>`;
}

/** Two build items: the plate, and an assembly placing the bracket twice, beside it. */
function multiBody3mf(): Uint8Array {
  const model = `<?xml version="1.0" encoding="UTF-8"?>
<!-- written the way PrusaSlicer writes an assembly -->
<model unit="millimeter" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02" xmlns:p="http://schemas.microsoft.com/3dmanufacturing/production/2015/06">
 <metadata name="Application">corpus</metadata>
 <resources>
  <object id="1" type="model">${meshXml(plate)}</object>
  <object id="2" type="model">${meshXml(bracket)}</object>
  <object id="3" type="model"><components><component objectid="2" transform="1 0 0 0 1 0 0 0 1 0 50 0"/><component objectid="2" transform="1 0 0 0 1 0 0 0 1 40 50 0"/></components></object>
 </resources>
 <build><item objectid="1"/><item objectid="3" transform="1 0 0 0 1 0 0 0 1 0 0 0" p:UUID="x"/></build>
</model>`;
  return zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
    '_rels/.rels': strToU8(
      '<?xml version="1.0"?><Relationships><Relationship Target="/3D/3dmodel.model" Id="rel0" Type="x"/></Relationships>',
    ),
    '3D/3dmodel.model': strToU8(model),
    'Metadata/thumbnail.png': new Uint8Array(64),
  });
}

/** OBJ with relative (negative) indices, as some exporters write them per group. */
function negativeIndexObj(mesh: Mesh): string {
  const lines = ['# corpus: negative indices', 'o plate'];
  for (let i = 0; i < mesh.positions.length; i += 3)
    lines.push(`v ${mesh.positions[i]} ${mesh.positions[i + 1]} ${mesh.positions[i + 2]}`);
  const count = mesh.positions.length / 3;
  for (let i = 0; i < mesh.indices.length; i += 3)
    lines.push(`f ${[0, 1, 2].map((k) => mesh.indices[i + k]! - count).join(' ')}`);
  return lines.join('\n');
}

const corpus: [string, string, () => Uint8Array, number][] = [
  ['plate with two through-holes (binary STL)', 'plate.stl', () => encodeBinaryStl(plate), 11_000],
  ['multi-body 3MF with an assembly', 'parts.3mf', multiBody3mf, 11_000 + 2 * 4_000],
  ['OBJ with negative indices', 'plate.obj', () => strToU8(negativeIndexObj(plate)), 11_000],
];

describe('a corpus of good models prices as before', () => {
  it.each(corpus)('%s', async (_name, filename, make, exactVolume) => {
    const upload = await uploadModel(t.app, make(), filename);
    expect(upload.statusCode, upload.body).toBe(201);
    const { model } = upload.json();
    expect(model.warnings).toEqual([]);
    expect(Math.abs(model.volumeMm3 - exactVolume) / exactVolume).toBeLessThan(0.01);
    const options = (
      await t.app.inject({ method: 'GET', url: '/api/custom-prints/options' })
    ).json();
    const pla = options.materials.find((m: { name: string }) => m.name === 'PLA');
    const choice = {
      materialId: pla.id,
      colour: pla.colours[0],
      quality: 'standard',
      infillPercent: 20,
      quantity: 2,
    };
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/custom-prints/quotes',
      payload: { modelId: model.id, ...choice },
    });
    expect(quote.statusCode).toBe(201);
    expect(quote.json().quote.status).toBe('priced');
    const expected = pricePrint(
      { volumeMm3: exactVolume, surfaceAreaMm2: model.surfaceAreaMm2, sizeMm: model.sizeMm },
      pla,
      { quality: 'standard', infillPercent: 20, quantity: 2 },
      options.constants,
    ).totalCents;
    const cents: number = quote.json().quote.priceCents;
    expect(Math.abs(cents - expected) / expected).toBeLessThan(0.01);
  });
});
