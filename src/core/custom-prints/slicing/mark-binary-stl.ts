/**
 * PrusaSlicer (admesh) takes a binary STL for ASCII when none of the 128 bytes after its header
 * is above 127, and then fails to load it: a small part with whole-millimetre corners and zero
 * normals (a 12 mm cube) looks like that. Setting the sign bit of the first facet's normal x
 * (normals are recomputed by the slicer) makes it read as binary; the geometry is untouched.
 */
export function markBinaryStl(bytes: Uint8Array): Uint8Array {
  if (bytes.length < 84 + 50) return bytes;
  for (let i = 80; i < Math.min(bytes.length, 84 + 128); i++) if (bytes[i]! > 127) return bytes;
  const copy = bytes.slice();
  copy[87] = copy[87]! | 0x80;
  return copy;
}
