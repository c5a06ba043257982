import { looksLikeBinaryStl } from './parse-binary-stl';
import type { MeshFormat } from './mesh';

const SNIFF_BYTES = 64 * 1024;

/** Decides the format from the bytes themselves; the file name is never trusted. */
export function detectMeshFormat(bytes: Uint8Array): MeshFormat | null {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
    return '3mf';
  // Checked before text: many binary STL headers begin with the word "solid" too.
  if (looksLikeBinaryStl(bytes)) return 'stl-binary';
  const head = bytes.subarray(0, SNIFF_BYTES);
  if (!isText(head)) return null;
  const text = new TextDecoder().decode(head);
  if (/^\s*solid\b/.test(text) && /\b(?:facet|endsolid)\b/.test(text)) return 'stl-ascii';
  if (/^[ \t]*v[ \t]+[-+.\d]/m.test(text) && /^[ \t]*f[ \t]+[-\d]/m.test(text)) return 'obj';
  // A small OBJ may put all faces after the sniffed head: accept vertices alone for big files.
  if (bytes.length > SNIFF_BYTES && /^[ \t]*v[ \t]+[-+.\d]/m.test(text)) return 'obj';
  return null;
}

function isText(bytes: Uint8Array): boolean {
  let control = 0;
  for (const byte of bytes) {
    if (byte === 0) return false;
    if (byte < 9 || (byte > 13 && byte < 32)) control++;
  }
  return control <= bytes.length / 100;
}
