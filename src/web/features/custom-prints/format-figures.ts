/** Figures as a customer reads them: mm with one decimal, cm³ for volume. */
export const formatMm = (mm: number) => `${mm.toFixed(1)}`;
export const formatSize = (size: readonly number[]) => `${size.map(formatMm).join(' × ')} mm`;
export const formatVolume = (mm3: number) => `${(mm3 / 1000).toFixed(2)} cm³`;
export const formatArea = (mm2: number) => `${(mm2 / 100).toFixed(1)} cm²`;
export const formatBytes = (bytes: number) => {
  const mb = bytes / 1024 / 1024;
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
};
