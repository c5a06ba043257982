/** Edge counts of a welded mesh; closed means watertight and consistently oriented. */
export type EdgeReport = {
  closed: boolean;
  /** Edges used by one triangle only (holes, missing faces). */
  openEdges: number;
  /** Edges used by more than two triangles, or twice in the same direction (a flipped face). */
  badEdges: number;
};

/**
 * Every undirected edge must be used exactly twice, once in each direction: that is what a
 * closed surface with outward-consistent winding looks like. A reversed face shows up as an
 * edge used twice in the same direction; a missing face as edges used once.
 *
 * Edges are bucketed by their lower vertex (counting sort), so each bucket holds a handful of
 * entries and the whole check is linear and cache-friendly.
 */
export function checkClosed(indices: Uint32Array, vertexCount: number): EdgeReport {
  const counts = new Uint32Array(vertexCount + 1);
  const isFace = (t: number) =>
    indices[t] !== indices[t + 1] &&
    indices[t + 1] !== indices[t + 2] &&
    indices[t] !== indices[t + 2];
  for (let t = 0; t < indices.length; t += 3) {
    // A triangle collapsed to a line or point has no area and takes no part in the surface.
    if (!isFace(t)) continue;
    for (let k = 0; k < 3; k++) {
      const a = indices[t + k]!,
        b = indices[t + ((k + 1) % 3)]!;
      counts[(a < b ? a : b) + 1]!++;
    }
  }
  for (let v = 0; v < vertexCount; v++) counts[v + 1]! += counts[v]!;
  const starts = counts.slice();
  // Entry: the other vertex × 2 + direction (1 when the edge runs from the higher vertex).
  const entries = new Uint32Array(counts[vertexCount]!);
  for (let t = 0; t < indices.length; t += 3) {
    if (!isFace(t)) continue;
    for (let k = 0; k < 3; k++) {
      const a = indices[t + k]!,
        b = indices[t + ((k + 1) % 3)]!;
      entries[starts[a < b ? a : b]!++] = a < b ? b * 2 : a * 2 + 1;
    }
  }
  let openEdges = 0;
  let badEdges = 0;
  for (let v = 0; v < vertexCount; v++) {
    const start = counts[v]!,
      end = counts[v + 1]!;
    // Sorted, a bucket's entries for one neighbour sit together (forward before backward):
    // a fan of a million triangles round one vertex costs a sort, not a million squared.
    sortRange(entries, start, end);
    for (let i = start; i < end;) {
      const other = entries[i]! >>> 1;
      let forward = 0;
      let backward = 0;
      for (; i < end && entries[i]! >>> 1 === other; i++) {
        if (entries[i]! & 1) backward++;
        else forward++;
      }
      if (forward === 1 && backward === 1) continue;
      if (forward + backward === 1) openEdges++;
      else badEdges++;
    }
  }
  return { closed: openEdges === 0 && badEdges === 0 && entries.length > 0, openEdges, badEdges };
}

/** Insertion sort for the usual handful of entries, the engine's sort for a big bucket. */
function sortRange(a: Uint32Array, start: number, end: number): void {
  if (end - start > 32) {
    a.subarray(start, end).sort();
    return;
  }
  for (let i = start + 1; i < end; i++) {
    const value = a[i]!;
    let j = i - 1;
    for (; j >= start && a[j]! > value; j--) a[j + 1] = a[j]!;
    a[j + 1] = value;
  }
}
