import type { Mesh } from './mesh';

/** Shells beyond this are not compared pairwise (overlap, cavity): the model goes to review. */
export const MAX_SHELLS_COMPARED = 2_000;

export type ShellReport = {
  shells: number;
  /** Enclosed volume: outward shells add, cavities (inward shells inside an outward one) subtract. */
  volumeMm3: number;
  insideOutShells: number;
  cavities: number;
  overlappingShells: number;
  /** Why the model cannot be priced instantly; empty when it can. */
  reviewReasons: string[];
};

type Box = { min: [number, number, number]; max: [number, number, number] };

/**
 * Splits a welded mesh into connected shells (union-find over shared vertices, near-linear),
 * takes each shell's signed volume from its own corner, and sorts them out: an inward shell
 * inside an outward one is a cavity; any other inward shell is inside out; outward shells whose
 * boxes intersect may overlap. Volumes never cancel across shells, so adding material adds volume.
 */
export function analyseShells(welded: Mesh, openOrBadEdges: number): ShellReport {
  const { positions: p, indices } = welded;
  const vertexCount = p.length / 3;
  const parent = new Int32Array(vertexCount);
  for (let v = 0; v < vertexCount; v++) parent[v] = v;
  const find = (v: number) => {
    while (parent[v] !== v) {
      parent[v] = parent[parent[v]!]!;
      v = parent[v]!;
    }
    return v;
  };
  for (let t = 0; t < indices.length; t += 3) {
    const a = find(indices[t]!);
    for (let k = 1; k < 3; k++) {
      const b = find(indices[t + k]!);
      if (a !== b) parent[b] = a;
    }
  }
  const shellOf = new Int32Array(vertexCount).fill(-1);
  const volume6: number[] = [];
  const origin: number[] = [];
  const boxes: Box[] = [];
  for (let t = 0; t < indices.length; t += 3) {
    const root = find(indices[t]!);
    let s = shellOf[root]!;
    if (s === -1) {
      s = shellOf[root] = volume6.length;
      volume6.push(0);
      origin.push(indices[t]! * 3);
      boxes.push({ min: [Infinity, Infinity, Infinity], max: [-Infinity, -Infinity, -Infinity] });
    }
    const o = origin[s]!;
    const box = boxes[s]!;
    const a = indices[t]! * 3,
      b = indices[t + 1]! * 3,
      c = indices[t + 2]! * 3;
    grow(box, p, a);
    grow(box, p, b);
    grow(box, p, c);
    const ax = p[a]! - p[o]!,
      ay = p[a + 1]! - p[o + 1]!,
      az = p[a + 2]! - p[o + 2]!;
    const ux = p[b]! - p[a]!,
      uy = p[b + 1]! - p[a + 1]!,
      uz = p[b + 2]! - p[a + 2]!;
    const vx = p[c]! - p[a]!,
      vy = p[c + 1]! - p[a + 1]!,
      vz = p[c + 2]! - p[a + 2]!;
    volume6[s]! += ax * (uy * vz - uz * vy) + ay * (uz * vx - ux * vz) + az * (ux * vy - uy * vx);
  }
  const shells = volume6.length;
  const reasons: string[] = [];
  if (openOrBadEdges > 0)
    reasons.push(
      'The surface is not closed or has faces wound the wrong way, so its volume cannot be trusted.',
    );
  const outward = volume6.map((v, s) => (v >= 0 ? s : -1)).filter((s) => s >= 0);
  const inward = volume6.map((v, s) => (v < 0 ? s : -1)).filter((s) => s >= 0);
  let volume = outward.reduce((sum, s) => sum + volume6[s]! / 6, 0);
  let cavities = 0;
  let insideOut = 0;
  let overlapping = 0;
  if (shells > MAX_SHELLS_COMPARED) {
    insideOut = inward.length;
    volume += inward.reduce((sum, s) => sum - volume6[s]! / 6, 0);
    reasons.push(
      `The model has ${shells.toLocaleString('en-US')} separate parts; the shop checks such files by hand.`,
    );
  } else {
    for (const s of inward) {
      const host = outward.find(
        (o) => contains(boxes[o]!, boxes[s]!) && volume6[o]! > -volume6[s]!,
      );
      if (host === undefined) {
        insideOut++;
        volume += -volume6[s]! / 6;
      } else {
        cavities++;
        volume -= -volume6[s]! / 6;
      }
    }
    for (let i = 0; i < outward.length; i++)
      for (let j = i + 1; j < outward.length; j++)
        if (intersects(boxes[outward[i]!]!, boxes[outward[j]!]!)) overlapping++;
  }
  if (insideOut > 0)
    reasons.push(
      `${insideOut} part${insideOut === 1 ? ' is' : 's are'} inside out (faces wound inward), so the volume cannot be trusted.`,
    );
  if (overlapping > 0)
    reasons.push(
      'Some parts overlap or sit inside each other; the shop checks how much material they need.',
    );
  return {
    shells,
    volumeMm3: Math.max(0, volume),
    insideOutShells: insideOut,
    cavities,
    overlappingShells: overlapping,
    reviewReasons: reasons,
  };
}

const contains = (outer: Box, inner: Box) =>
  [0, 1, 2].every((a) => outer.min[a]! <= inner.min[a]! && inner.max[a]! <= outer.max[a]!);
const intersects = (a: Box, b: Box) =>
  [0, 1, 2].every((axis) => a.min[axis]! < b.max[axis]! && b.min[axis]! < a.max[axis]!);

function grow(box: Box, p: Float32Array, v: number): void {
  for (let axis = 0; axis < 3; axis++) {
    const x = p[v + axis]!;
    if (x < box.min[axis]!) box.min[axis] = x;
    if (x > box.max[axis]!) box.max[axis] = x;
  }
}
