import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { makeBox } from './make-box';
import { measureMesh } from './measure-mesh';
import { GeometryError } from './mesh';
import { parseModelXml } from './parse-3mf';
import { parseMesh } from './parse-mesh';
import { encodeBinaryStl } from './write-mesh';

const errorCode = (bytes: Uint8Array) => {
  try {
    measureMesh(parseMesh(bytes).mesh);
    return 'measured';
  } catch (error) {
    if (error instanceof GeometryError) return error.code;
    throw error;
  }
};

describe('parsing and measuring refuse what is not a model', () => {
  it.each([
    ['an empty file', 'empty_file', new Uint8Array(0)],
    [
      'a PNG',
      'not_a_mesh',
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    ],
    ['plain text', 'not_a_mesh', strToU8('Hello, this is my shopping list.\nMilk\nEggs')],
    ['HTML', 'not_a_mesh', strToU8('<!doctype html><script>alert(1)</script>')],
    ['a zip without a model', 'not_a_mesh', zipSync({ 'readme.txt': strToU8('hi') })],
    ['a damaged zip', 'not_a_mesh', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])],
    ['a binary STL with no triangles', 'empty_mesh', new Uint8Array(84)],
    ['an ASCII STL with no facets', 'empty_mesh', strToU8('solid empty\nendsolid empty\n')],
    ['an OBJ with vertices only', 'not_a_mesh', strToU8('v 0 0 0\nv 1 0 0\nv 0 1 0\n')],
    [
      'an OBJ face pointing past the vertices',
      'invalid_mesh',
      strToU8('v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 9\n'),
    ],
    [
      'an ASCII STL with a broken number',
      'invalid_mesh',
      strToU8(
        'solid x\nfacet normal 0 0 0\nouter loop\nvertex 0 0 zero\nvertex 1 0 0\nvertex 0 1 0\nendloop\nendfacet\nendsolid x\n',
      ),
    ],
    [
      'a binary STL with a NaN corner',
      'invalid_mesh',
      (() => {
        const bytes = encodeBinaryStl(makeBox([1, 1, 1]));
        new DataView(bytes.buffer).setFloat32(84 + 12, Number.NaN, true);
        return bytes;
      })(),
    ],
  ])('%s → %s', (_name, code, bytes) => {
    expect(errorCode(bytes)).toBe(code);
  });

  it('detects a binary STL whose header starts with "solid"', () => {
    const bytes = encodeBinaryStl(makeBox([10, 10, 10]));
    bytes.set(strToU8('solid looks-like-ascii'));
    expect(parseMesh(bytes).format).toBe('stl-binary');
  });
});

describe('OBJ details', () => {
  it('reads quads as two triangles, negative and slashed indices', () => {
    const obj = [
      'v 0 0 0',
      'v 10 0 0',
      'v 10 10 0',
      'v 0 10 0',
      'vt 0 0',
      'f 1/1 2/1 3/1 4/1',
      'f -1 -2 -3',
    ].join('\n');
    const { mesh } = parseMesh(strToU8(obj));
    expect([...mesh.indices]).toEqual([0, 1, 2, 0, 2, 3, 3, 2, 1]);
  });
});

describe('3MF details', () => {
  const triangle =
    '<object id="1"><mesh><vertices><vertex x="0" y="0" z="0"/><vertex x="1" y="0" z="0"/><vertex x="0" y="1" z="0"/></vertices><triangles><triangle v1="0" v2="1" v3="2"/></triangles></mesh></object>';

  it('applies the unit and the build transform', () => {
    const xml = `<model unit="centimeter"><resources>${triangle}</resources><build><item objectid="1" transform="2 0 0 0 2 0 0 0 2 5 0 0"/></build></model>`;
    const figures = measureMesh(parseModelXml(xml));
    expect(figures.boundingBox.min).toEqual([50, 0, 0]);
    expect(figures.boundingBox.size).toEqual([20, 20, 0]);
  });

  it('places components of an assembly', () => {
    const xml = `<model><resources>${triangle}<object id="2"><components><component objectid="1"/><component objectid="1" transform="1 0 0 0 1 0 0 0 1 0 0 3"/></components></object></resources><build><item objectid="2"/></build></model>`;
    const figures = measureMesh(parseModelXml(xml));
    expect(figures.triangleCount).toBe(2);
    expect(figures.boundingBox.size).toEqual([1, 1, 3]);
  });

  it('refuses a build item pointing at a missing object', () => {
    const xml = `<model><resources>${triangle}</resources><build><item objectid="7"/></build></model>`;
    expect(() => parseModelXml(xml)).toThrow(GeometryError);
  });
});
