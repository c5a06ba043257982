import { segmentChain, tangent } from './segment-chain';
import { r1, ramp, shade, type Point } from './svg-kit';

export type DragonOptions = {
  id: string;
  curve: (t: number) => Point;
  colors: string[];
  eye: string;
  wingColor: string;
  size?: number;
  /** Glow-in-the-dark pieces get a blurred halo of their own colour. */
  glow?: string;
  segments?: number;
  wingAt?: number;
  wings?: boolean;
};

function wing(color: string, scale: number, flip: number): string {
  const tips = [
    [-130, -150],
    [-40, -205],
    [55, -175],
  ];
  const [a, b, c] = tips.map(([x, y]) => [r1((x ?? 0) * scale * flip), r1((y ?? 0) * scale)]);
  const membrane = `M0 0L${a}Q${r1(-70 * scale * flip)} ${r1(-120 * scale)} ${b}Q${r1(10 * scale * flip)} ${r1(-120 * scale)} ${c}Q${r1(50 * scale * flip)} ${r1(-70 * scale)} ${r1(60 * scale * flip)} ${r1(-10 * scale)}Z`;
  const bones = tips.map((_, i) => `M0 0L${[a, b, c][i]}`).join('');
  return `<path d="${membrane}" fill="${color}" fill-opacity=".88"/><path d="${bones}" stroke="${shade(color, -0.35)}" stroke-width="${r1(6 * scale)}" stroke-linecap="round" fill="none"/>`;
}

function head(p: Point, angle: number, color: string, eye: string, size: number): string {
  const s = size;
  const jaw = shade(color, -0.18);
  return (
    `<g transform="translate(${r1(p.x)} ${r1(p.y)}) rotate(${r1(angle)}) scale(${s})">` +
    `<path d="M-6 -14C-2 -40 -18 -58 -34 -66C-14 -60 6 -44 10 -20Z" fill="${shade(color, 0.2)}"/>` +
    `<path d="M-16 -8C-18 -30 -34 -42 -50 -46C-32 -36 -24 -20 -22 -4Z" fill="${shade(color, 0.05)}"/>` +
    `<path d="M-18 -20C6 -30 38 -22 64 -6C70 -2 70 6 64 8L14 14C0 24 -16 22 -20 8Z" fill="${color}"/>` +
    `<path d="M-10 12C10 14 40 12 60 10C50 22 20 28 -4 24Z" fill="${jaw}"/>` +
    `<path d="M6 -22C16 -24 26 -22 32 -18" stroke="#fff" stroke-opacity=".35" stroke-width="3" stroke-linecap="round" fill="none"/>` +
    `<ellipse cx="20" cy="-8" rx="7" ry="5" fill="${eye}"/><circle cx="22" cy="-8" r="2" fill="#111"/>` +
    `<circle cx="56" cy="-2" r="2.2" fill="${shade(color, -0.45)}"/></g>`
  );
}

function leg(p: Point, color: string, dir: number): string {
  const knee = { x: p.x + 14 * dir, y: p.y + 34 };
  const foot = { x: knee.x + 4 * dir, y: knee.y + 30 };
  return (
    `<path d="M${r1(p.x)} ${r1(p.y)}L${r1(knee.x)} ${r1(knee.y)}L${r1(foot.x)} ${r1(foot.y)}" stroke="${color}" stroke-width="13" stroke-linecap="round" stroke-linejoin="round" fill="none"/>` +
    `<path d="M${r1(foot.x - 10)} ${r1(foot.y + 4)}h22" stroke="${shade(color, -0.2)}" stroke-width="8" stroke-linecap="round"/>`
  );
}

/** An articulated print-in-place dragon along a curve, tail to head. */
export function dragon(o: DragonOptions): string {
  const size = o.size ?? 1;
  const segments = o.segments ?? 22;
  const wingAt = o.wingAt ?? 0.7;
  const shoulder = o.curve(wingAt);
  const hip = o.curve(0.45);
  const headPoint = o.curve(1);
  const headAngle = (tangent(o.curve, 1) * 180) / Math.PI;
  const body = segmentChain({
    curve: o.curve,
    segments,
    colors: o.colors,
    tailWidth: 18 * size,
    headWidth: 46 * size,
    spikes: true,
  });
  const wingColor = o.wingColor;
  const parts = [
    o.wings === false
      ? ''
      : `<g transform="translate(${r1(shoulder.x + 10)} ${r1(shoulder.y - 14)})">${wing(shade(wingColor, -0.25), size * 0.9, -1)}</g>`,
    leg({ x: hip.x, y: hip.y + 6 }, shade(ramp(o.colors, 0.45), -0.15), -1),
    leg({ x: shoulder.x - 4, y: shoulder.y + 8 }, shade(ramp(o.colors, wingAt), -0.15), -1),
    body,
    leg({ x: hip.x + 14, y: hip.y + 10 }, ramp(o.colors, 0.47), 1),
    leg({ x: shoulder.x + 10, y: shoulder.y + 12 }, ramp(o.colors, wingAt), 1),
    o.wings === false
      ? ''
      : `<g transform="translate(${r1(shoulder.x)} ${r1(shoulder.y - 10)})">${wing(wingColor, size, 1)}</g>`,
    head(headPoint, headAngle, ramp(o.colors, 1), o.eye, size * 1.1),
  ].join('');
  if (!o.glow) return parts;
  return (
    `<defs><filter id="${o.id}-glow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter></defs>` +
    `<g filter="url(#${o.id}-glow)" opacity=".75">${parts}</g>${parts}`
  );
}
