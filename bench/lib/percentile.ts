/** The p-th percentile of ascending `sorted` (nearest rank below); NaN when nothing was measured. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
