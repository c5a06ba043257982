import { analyseShells } from './analyse-shells';
import { checkClosed } from './check-closed';
import type { Mesh } from './mesh';
import { weldVertices } from './weld-vertices';

export type Vec3 = [number, number, number];
export type BoundingBox = { min: Vec3; max: Vec3; size: Vec3 };

/** What the shop prices from: all lengths in mm, volume in mm³, area in mm². */
export type MeshFigures = {
  triangleCount: number;
  vertexCount: number;
  volumeMm3: number;
  surfaceAreaMm2: number;
  boundingBox: BoundingBox;
  closed: boolean;
  openEdges: number;
  badEdges: number;
  /** Faces wound inward throughout: the volume is reported positive, but the file is inside out. */
  insideOut: boolean;
  /** Connected pieces of surface, and how they were read (decision 095). */
  shells: number;
  insideOutShells: number;
  cavities: number;
  overlappingShells: number;
  /** Why the model goes to the owner instead of an instant price; empty when it can be priced. */
  reviewReasons: string[];
};

/** Volume by signed tetrahedra, area by cross products, box, and the closed-surface check. */
export function measureMesh(input: Mesh): MeshFigures {
  // Welding also validates indices and coordinates; the figures then walk the input as read
  // (sequential for STL), and only the edge check needs the welded indices.
  const welded = weldVertices(input);
  const { positions: p, indices } = input;
  let minX = Infinity,
    minY = Infinity,
    minZ = Infinity;
  let maxX = -Infinity,
    maxY = -Infinity,
    maxZ = -Infinity;
  // Tetrahedra from a corner of the model, not the origin: far-off models keep their precision.
  const o = indices[0]! * 3;
  const ox = p[o]!,
    oy = p[o + 1]!,
    oz = p[o + 2]!;
  let volume6 = 0;
  let area2 = 0;
  for (let t = 0; t < indices.length; t += 3) {
    const a = indices[t]! * 3,
      b = indices[t + 1]! * 3,
      c = indices[t + 2]! * 3;
    const ax = p[a]!,
      ay = p[a + 1]!,
      az = p[a + 2]!;
    const bx = p[b]!,
      by = p[b + 1]!,
      bz = p[b + 2]!;
    const cx = p[c]!,
      cy = p[c + 1]!,
      cz = p[c + 2]!;
    minX = Math.min(minX, ax, bx, cx);
    minY = Math.min(minY, ay, by, cy);
    minZ = Math.min(minZ, az, bz, cz);
    maxX = Math.max(maxX, ax, bx, cx);
    maxY = Math.max(maxY, ay, by, cy);
    maxZ = Math.max(maxZ, az, bz, cz);
    const rax = ax - ox,
      ray = ay - oy,
      raz = az - oz;
    const ux = bx - ax,
      uy = by - ay,
      uz = bz - az;
    const vx = cx - ax,
      vy = cy - ay,
      vz = cz - az;
    const nx = uy * vz - uz * vy,
      ny = uz * vx - ux * vz,
      nz = ux * vy - uy * vx;
    // det(a−o, b−o, c−o) = (a−o) · ((b−a) × (c−a))
    volume6 += rax * nx + ray * ny + raz * nz;
    area2 += Math.sqrt(nx * nx + ny * ny + nz * nz);
  }
  const edges = checkClosed(welded.indices, welded.positions.length / 3);
  const shells = analyseShells(welded, edges.openEdges + edges.badEdges);
  const volume = volume6 / 6;
  return {
    triangleCount: indices.length / 3,
    vertexCount: welded.positions.length / 3,
    // Per shell: an inside-out copy beside a solid no longer cancels it out to nothing.
    volumeMm3: shells.volumeMm3,
    surfaceAreaMm2: area2 / 2,
    boundingBox: {
      min: [minX, minY, minZ],
      max: [maxX, maxY, maxZ],
      size: [maxX - minX, maxY - minY, maxZ - minZ],
    },
    closed: edges.closed,
    openEdges: edges.openEdges,
    badEdges: edges.badEdges,
    insideOut: edges.closed && volume < 0,
    shells: shells.shells,
    insideOutShells: shells.insideOutShells,
    cavities: shells.cavities,
    overlappingShells: shells.overlappingShells,
    reviewReasons: shells.reviewReasons,
  };
}
