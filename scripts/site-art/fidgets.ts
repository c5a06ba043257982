import { segmentChain } from './segment-chain';
import { gearPath, isoBox, r1, ramp, shade } from './svg-kit';

export function infinityCube(colors: string[]): string {
  const out: string[] = [];
  // Two rows of four cubes, hinged: the classic 2x2x2 fidget unfolded to show every cube.
  const cubes: [number, number, number][] = [];
  for (let row = 0; row < 2; row++)
    for (let col = 0; col < 4; col++) cubes.push([col, row, row === 1 && col % 2 === 0 ? 58 : 0]);
  cubes.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  for (const [col, row, lift] of cubes) {
    const x = 330 + col * 82 - row * 82;
    const y = 470 - col * 41 - row * 41 + 20;
    out.push(
      isoBox(
        x,
        y - lift * 0,
        82,
        82,
        82,
        ramp(colors, (col + row * 4) / 7),
        shade(colors[0] ?? '#000', -0.6),
      ),
    );
  }
  return out.join('');
}

export function gearSpinner(colors: string[]): string {
  const ring = `<circle cx="400" cy="290" r="205" fill="${shade(colors[0] ?? '#000', -0.45)}"/><circle cx="400" cy="290" r="178" fill="${shade(colors[0] ?? '#000', -0.65)}"/>`;
  const gear = (x: number, y: number, rad: number, teeth: number, color: string, turn: number) =>
    `<g transform="translate(${x} ${y}) rotate(${turn})"><path d="${gearPath(rad, teeth, 14)}" fill="${color}" stroke="${shade(color, -0.4)}" stroke-width="3"/>` +
    `<circle r="${r1(rad * 0.55)}" fill="${shade(color, 0.15)}"/><circle r="${r1(rad * 0.2)}" fill="${shade(color, -0.5)}"/>` +
    `<path d="M${r1(-rad * 0.4)} ${r1(-rad * 0.3)}A${r1(rad * 0.55)} ${r1(rad * 0.55)} 0 0 1 ${r1(rad * 0.3)} ${r1(-rad * 0.42)}" stroke="#fff" stroke-opacity=".4" stroke-width="5" stroke-linecap="round" fill="none"/></g>`;
  const planets = [0, 90, 180, 270]
    .map((a, i) => {
      const rad = (a * Math.PI) / 180 + 0.4;
      return gear(
        r1(400 + Math.cos(rad) * 112),
        r1(290 + Math.sin(rad) * 112),
        62,
        14,
        ramp(colors, 0.25 + i * 0.25),
        i * 9,
      );
    })
    .join('');
  return ring + planets + gear(400, 290, 56, 12, colors[0] ?? '#888', 15);
}

export function articulatedSlug(colors: string[]): string {
  const curve = (t: number) => ({
    x: 150 + t * 470,
    y: 380 - Math.sin(t * Math.PI * 1.6) * 40 - t * 30,
  });
  const body = segmentChain({
    curve,
    segments: 12,
    colors,
    tailWidth: 60,
    headWidth: 92,
    outline: '#0000',
  });
  const head = curve(1);
  const face =
    `<g transform="translate(${r1(head.x + 44)} ${r1(head.y - 8)})"><ellipse rx="58" ry="50" fill="${ramp(colors, 1)}"/>` +
    `<ellipse cx="-10" cy="-20" rx="34" ry="14" fill="#fff" fill-opacity=".25"/>` +
    `<path d="M-10 -40L-22 -96M18 -40L30 -96" stroke="${shade(ramp(colors, 1), -0.2)}" stroke-width="10" stroke-linecap="round"/>` +
    `<circle cx="-22" cy="-100" r="14" fill="#fff"/><circle cx="30" cy="-100" r="14" fill="#fff"/><circle cx="-19" cy="-100" r="6" fill="#1b1b2b"/><circle cx="33" cy="-100" r="6" fill="#1b1b2b"/>` +
    `<path d="M0 16Q16 30 32 16" stroke="#1b1b2b" stroke-width="5" stroke-linecap="round" fill="none"/></g>`;
  return body + face;
}

export function flexiOctopus(colors: string[]): string {
  const out: string[] = [];
  for (let i = 0; i < 8; i++) {
    const spread = -1 + (i / 7) * 2;
    const curl = i % 2 === 0 ? 1 : -1;
    const curve = (t: number) => ({
      x: 400 + spread * (70 + t * 170) + Math.sin(t * Math.PI) * 22 * curl,
      y: 305 + t * 150 - t * t * Math.abs(spread) * 50,
    });
    const reversed = (t: number) => curve(1 - t);
    out.push(
      segmentChain({
        curve: reversed,
        segments: 12,
        colors: [shade(ramp(colors, i / 7), -0.1), ramp(colors, i / 7)],
        tailWidth: 18,
        headWidth: 38,
      }),
    );
  }
  const main = colors[0] ?? '#888';
  out.push(
    `<path d="M270 300C270 170 330 110 400 110C470 110 530 170 530 300C530 330 270 330 270 300Z" fill="${main}"/>` +
      `<ellipse cx="360" cy="170" rx="46" ry="26" fill="#fff" fill-opacity=".25" transform="rotate(-25 360 170)"/>` +
      `<circle cx="358" cy="250" r="22" fill="#fff"/><circle cx="442" cy="250" r="22" fill="#fff"/>` +
      `<circle cx="362" cy="254" r="10" fill="#1b1b2b"/><circle cx="446" cy="254" r="10" fill="#1b1b2b"/>` +
      `<path d="M380 290Q400 306 420 290" stroke="#1b1b2b" stroke-width="6" stroke-linecap="round" fill="none"/>` +
      `<circle cx="332" cy="284" r="11" fill="${shade(main, 0.35)}"/><circle cx="468" cy="284" r="11" fill="${shade(main, 0.35)}"/>`,
  );
  return out.join('');
}
