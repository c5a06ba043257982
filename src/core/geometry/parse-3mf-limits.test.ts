/**
 * Each 3MF and OBJ budget gets the file that goes one past it: the parser must refuse it with
 * the right code, before it allocates or loops through what the file promises.
 */
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { GeometryError } from './mesh';
import { MAX_OBJECTS, parse3mf, parseModelXml } from './parse-3mf';
import { MAX_COMPONENT_DEPTH } from './place-3mf-build';
import { MAX_FACE_CORNERS, parseObj } from './parse-obj';
import { MAX_UNPACKED_BYTES } from './read-3mf-zip';

const codeOf = (parse: () => unknown) => {
  try {
    parse();
    return 'parsed';
  } catch (error) {
    if (error instanceof GeometryError) return error.code;
    throw error;
  }
};

const triangle = (id: number) =>
  `<object id="${id}"><mesh><vertices><vertex x="0" y="0" z="0"/><vertex x="1" y="0" z="0"/><vertex x="0" y="1" z="0"/></vertices><triangles><triangle v1="0" v2="1" v3="2"/></triangles></mesh></object>`;
const holder = (id: number, ...children: number[]) =>
  `<object id="${id}"><components>${children.map((c) => `<component objectid="${c}"/>`).join('')}</components></object>`;
const model = (resources: string, items: number[]) =>
  `<model><resources>${resources}</resources><build>${items.map((i) => `<item objectid="${i}"/>`).join('')}</build></model>`;

/** Object k (k > 1) holds object k-1: a chain `links` objects long above the triangle (id 1). */
const chain = (links: number) =>
  triangle(1) + Array.from({ length: links }, (_, k) => holder(k + 2, k + 1)).join('');

/**
 * One zip entry whose raw deflate stream is a literal space and then back-references of 258
 * bytes, written by hand (13 bits each in the fixed Huffman code): `bytes` of spaces from a
 * file of about bytes / 160. The CRC is left at 0; the reader must stop long before it matters.
 */
function deflateBomb(bytes: number): Uint8Array {
  const out: number[] = [];
  let acc = 0;
  let n = 0;
  const bits = (value: number, count: number) => {
    for (let k = 0; k < count; k++) {
      acc |= ((value >> k) & 1) << n;
      if (++n < 8) continue;
      out.push(acc);
      acc = 0;
      n = 0;
    }
  };
  const code = (value: number, count: number) => {
    for (let k = count - 1; k >= 0; k--) bits((value >> k) & 1, 1); // Huffman codes go MSB first
  };
  bits(1, 1); // last block
  bits(1, 2); // fixed Huffman
  code(0x30 + 0x20, 8); // literal ' '
  for (let written = 1; written + 258 <= bytes; written += 258) {
    code(0xc5, 8); // length code 285: 258 bytes
    code(0, 5); // distance code 0: 1 byte back
  }
  code(0, 7); // end of block
  if (n > 0) out.push(acc);
  const name = strToU8('3D/3dmodel.model');
  const header = new DataView(new ArrayBuffer(30));
  header.setUint32(0, 0x04034b50, true);
  header.setUint16(4, 20, true);
  header.setUint16(8, 8, true); // deflate
  header.setUint32(18, out.length, true);
  header.setUint32(22, bytes, true);
  header.setUint16(26, name.length, true);
  const zip = new Uint8Array(30 + name.length + out.length);
  zip.set(new Uint8Array(header.buffer), 0);
  zip.set(name, 30);
  zip.set(out, 30 + name.length);
  return zip;
}

describe('3MF budgets', () => {
  it('reads the hand-made deflate stream (the bomb below is a real one)', () => {
    const small = deflateBomb(10_000);
    expect(small.length).toBeLessThan(200);
    // 10,000 spaces are not a model: the XML parser, not the zip reader, refuses it.
    expect(codeOf(() => parse3mf(small))).toBe('invalid_mesh');
  });

  it('stops an entry that inflates past the unpacked budget', () => {
    const bomb = deflateBomb(MAX_UNPACKED_BYTES + 1024 * 1024);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(() => parse3mf(bomb)).toThrow(/unpacks to more than/);
  }, 60_000); // inflates and reads 256 MB: seconds on a busy machine

  it('refuses a relationships file past its budget', () => {
    const rels = strToU8(`<Relationships>${' '.repeat(70 * 1024)}</Relationships>`);
    const bytes = zipSync({
      '_rels/.rels': rels,
      '3D/3dmodel.model': strToU8(model(triangle(1), [1])),
    });
    expect(() => parse3mf(bytes)).toThrow(/relationships file is too large/);
  });

  it('refuses one object more than the budget', () => {
    const objects = Array.from(
      { length: MAX_OBJECTS + 1 },
      (_, k) => `<object id="${k}"><mesh/></object>`,
    ).join('');
    expect(codeOf(() => parseModelXml(model(objects, [])))).toBe('too_large');
  });

  it('refuses an object that contains itself through its components', () => {
    expect(codeOf(() => parseModelXml(model(triangle(1) + holder(2, 3) + holder(3, 2), [2])))).toBe(
      'invalid_mesh',
    );
  });

  it('places components nested to the depth budget and refuses one level more', () => {
    expect(
      codeOf(() => parseModelXml(model(chain(MAX_COMPONENT_DEPTH), [MAX_COMPONENT_DEPTH + 1]))),
    ).toBe('parsed');
    expect(() =>
      parseModelXml(model(chain(MAX_COMPONENT_DEPTH + 1), [MAX_COMPONENT_DEPTH + 2])),
    ).toThrow(/nested too deeply/);
  });

  it('counts the depth below an object it has already measured', () => {
    // Item 9 measures objects 1–9 first; item 25 then reaches object 9 at level 16, 8 levels above the triangle.
    const links = MAX_COMPONENT_DEPTH + 8;
    expect(() => parseModelXml(model(chain(links), [9, links + 1]))).toThrow(/nested too deeply/);
  });
});

describe('OBJ budgets', () => {
  it('reads a face with the most corners and refuses one more', () => {
    const vertices = Array.from(
      { length: MAX_FACE_CORNERS + 1 },
      (_, k) => `v ${k} ${k % 7} 0\n`,
    ).join('');
    const face = (corners: number) =>
      `f ${Array.from({ length: corners }, (_, k) => k + 1).join(' ')}\n`;
    expect(parseObj(vertices + face(MAX_FACE_CORNERS)).indices.length).toBe(
      (MAX_FACE_CORNERS - 2) * 3,
    );
    expect(() => parseObj(vertices + face(MAX_FACE_CORNERS + 1))).toThrow(
      /more than 1,024 corners/,
    );
  });
});
