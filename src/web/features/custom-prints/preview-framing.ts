/**
 * How far the preview camera stands from a part so that all of it is in view (a 20 mm
 * cube was cut off): the part's bounding sphere fitted in the narrower of the two fields of view,
 * with a margin. `verticalFovDeg` is three.js's `fov`; `aspect` is width ÷ height.
 */
export function framingDistance(
  sizeMm: { x: number; y: number; z: number },
  verticalFovDeg: number,
  aspect: number,
  margin = 1.3,
): number {
  const radius = Math.max(Math.hypot(sizeMm.x, sizeMm.y, sizeMm.z) / 2, 1);
  const vertical = (verticalFovDeg * Math.PI) / 180;
  const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * Math.max(aspect, 0.1));
  const narrow = Math.min(vertical, horizontal);
  return (radius / Math.sin(narrow / 2)) * margin;
}

const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => linear(channel(hex, i)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * The colour the model is drawn in: the filament's, lifted toward white on the dark theme when it
 * would be lost on the dark background (a black model was drawn black on near-black).
 */
export function previewColour(hex: string, dark: boolean, floor = 0.12): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex) || !dark || luminance(hex) >= floor) return hex;
  let mixed = hex;
  for (let t = 0.05; t <= 1 && luminance(mixed) < floor; t += 0.05)
    mixed = `#${[0, 1, 2]
      .map((i) =>
        Math.round((channel(hex, i) + (1 - channel(hex, i)) * t) * 255)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  return mixed;
}
