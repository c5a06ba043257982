import { r1, ramp, shade, type Point } from './svg-kit';

export type ChainOptions = {
  /** Centre line, t from 0 (tail) to 1 (head). */
  curve: (t: number) => Point;
  segments: number;
  colors: string[];
  tailWidth: number;
  headWidth: number;
  /** Spikes on the back of each segment (dragons yes, slugs no). */
  spikes?: boolean;
  outline?: string;
};

export const tangent = (curve: (t: number) => Point, t: number) => {
  const a = curve(Math.max(0, t - 0.005));
  const b = curve(Math.min(1, t + 0.005));
  return Math.atan2(b.y - a.y, b.x - a.x);
};

/** The articulated body that print-in-place toys are made of: overlapping jointed segments. */
export function segmentChain(o: ChainOptions): string {
  const out: string[] = [];
  for (let i = 0; i < o.segments; i++) {
    const t = i / (o.segments - 1);
    const p = o.curve(t);
    const angle = (tangent(o.curve, t) * 180) / Math.PI;
    const w = o.tailWidth + (o.headWidth - o.tailWidth) * Math.sin((t * Math.PI) / 2);
    const len = w * 0.9;
    const color = ramp(o.colors, t);
    const spike = o.spikes
      ? `<path d="M${r1(-len * 0.35)} ${r1(-w / 2 + 2)}L${r1(-len * 0.05)} ${r1(-w / 2 - w * 0.42)}L${r1(len * 0.3)} ${r1(-w / 2 + 2)}Z" fill="${shade(color, -0.25)}"/>`
      : '';
    const stroke = o.outline ? ` stroke="${o.outline}" stroke-width="2"` : '';
    out.push(
      `<g transform="translate(${r1(p.x)} ${r1(p.y)}) rotate(${r1(angle)})">${spike}` +
        `<rect x="${r1(-len / 2)}" y="${r1(-w / 2)}" width="${r1(len)}" height="${r1(w)}" rx="${r1(w * 0.32)}" fill="${color}"${stroke}/>` +
        `<rect x="${r1(-len / 2 + 3)}" y="${r1(-w / 2 + 3)}" width="${r1(len - 6)}" height="${r1(w * 0.28)}" rx="${r1(w * 0.14)}" fill="#fff" fill-opacity=".22"/>` +
        `<path d="M${r1(len * 0.22)} ${r1(-w / 2 + 4)}V${r1(w / 2 - 4)}" stroke="${shade(color, -0.35)}" stroke-width="2" stroke-linecap="round"/></g>`,
    );
  }
  return out.join('');
}
