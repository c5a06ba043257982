/** Small helpers for the generated product art: numbers, colours, shapes. No dependencies. */
export const r1 = (n: number) => Math.round(n * 10) / 10;

export type Point = { x: number; y: number };

export function mix(a: string, b: string, t: number): string {
  const pa = hex(a);
  const pb = hex(b);
  const c = pa.map((v, i) => Math.round(v + ((pb[i] ?? 0) - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function hex(color: string): number[] {
  const h = color.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}

/** A colour along a multi-stop ramp, t in 0..1. */
export function ramp(stops: string[], t: number): string {
  if (stops.length === 1) return stops[0] ?? '#000000';
  const scaled = Math.min(0.9999, Math.max(0, t)) * (stops.length - 1);
  const i = Math.floor(scaled);
  return mix(stops[i] ?? '#000000', stops[i + 1] ?? stops[i] ?? '#000000', scaled - i);
}

export const shade = (color: string, amount: number) =>
  amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#000000', -amount);

/** The shared backdrop: a tinted radial glow, a print bed with perspective lines, a soft shadow. */
export function backdrop(id: string, base: string, glow: string, floorY = 470): string {
  const lines: string[] = [];
  for (let i = -6; i <= 6; i++) lines.push(`M${400 + i * 40} ${floorY}L${400 + i * 150} 600`);
  for (const y of [floorY + 18, floorY + 44, floorY + 80, floorY + 128]) lines.push(`M0 ${y}H800`);
  return [
    `<defs><radialGradient id="${id}-bg" cx="50%" cy="38%" r="75%"><stop offset="0" stop-color="${glow}"/><stop offset="1" stop-color="${base}"/></radialGradient>`,
    `<linearGradient id="${id}-bed" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(base, 0.08)}"/><stop offset="1" stop-color="${shade(base, -0.35)}"/></linearGradient></defs>`,
    `<rect width="800" height="600" fill="url(#${id}-bg)"/>`,
    `<rect y="${floorY}" width="800" height="${600 - floorY}" fill="url(#${id}-bed)"/>`,
    `<path d="${lines.join('')}" stroke="${shade(glow, 0.25)}" stroke-opacity=".16" stroke-width="1.5" fill="none"/>`,
    `<ellipse cx="400" cy="${floorY + 22}" rx="300" ry="26" fill="#000" fill-opacity=".28"/>`,
  ].join('');
}

export function svg(title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${title}"><title>${title}</title>${body}</svg>\n`;
}

/** A gear outline centred on 0,0. */
export function gearPath(radius: number, teeth: number, depth: number): string {
  const parts: string[] = [];
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    const pts = [
      [radius - depth, a - step * 0.5],
      [radius - depth, a - step * 0.28],
      [radius, a - step * 0.16],
      [radius, a + step * 0.16],
      [radius - depth, a + step * 0.28],
    ] as const;
    for (const [rad, ang] of pts)
      parts.push(`${r1(Math.cos(ang) * rad)} ${r1(Math.sin(ang) * rad)}`);
  }
  return `M${parts.join('L')}Z`;
}

/** An isometric box with its top-front corner at x,y; returns three shaded faces. */
export function isoBox(
  x: number,
  y: number,
  w: number,
  d: number,
  h: number,
  color: string,
  stroke = 'none',
): string {
  const cx = Math.cos(Math.PI / 6);
  const sx = 0.5;
  const top = `M${r1(x)} ${r1(y - h)}l${r1(w * cx)} ${r1(-w * sx)}l${r1(-d * cx)} ${r1(-d * sx)}l${r1(-w * cx)} ${r1(w * sx)}Z`;
  const left = `M${r1(x)} ${r1(y - h)}l${r1(-d * cx)} ${r1(-d * sx)}v${r1(h)}l${r1(d * cx)} ${r1(d * sx)}Z`;
  const right = `M${r1(x)} ${r1(y - h)}l${r1(w * cx)} ${r1(-w * sx)}v${r1(h)}l${r1(-w * cx)} ${r1(w * sx)}Z`;
  const s =
    stroke === 'none' ? '' : ` stroke="${stroke}" stroke-width="1.5" stroke-linejoin="round"`;
  return `<path d="${top}" fill="${shade(color, 0.22)}"${s}/><path d="${left}" fill="${shade(color, -0.12)}"${s}/><path d="${right}" fill="${shade(color, -0.32)}"${s}/>`;
}
