import { isoBox, shade } from './svg-kit';

export function namePlate(base: string, letters: string): string {
  return (
    `<g transform="translate(400 300) rotate(-6)">` +
    `<rect x="-270" y="-86" width="540" height="190" rx="34" fill="${shade(base, -0.45)}"/>` +
    `<rect x="-270" y="-100" width="540" height="190" rx="34" fill="${base}"/>` +
    `<rect x="-246" y="-78" width="492" height="146" rx="22" fill="none" stroke="${shade(base, 0.35)}" stroke-width="6"/>` +
    `<text x="4" y="38" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="800" font-size="104" letter-spacing="8" fill="${shade(letters, -0.45)}">ALEX</text>` +
    `<text x="0" y="30" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="800" font-size="104" letter-spacing="8" fill="${letters}">ALEX</text>` +
    `<circle cx="-222" cy="-56" r="9" fill="${shade(base, -0.5)}"/><circle cx="222" cy="-56" r="9" fill="${shade(base, -0.5)}"/></g>`
  );
}

export function terrainSet(stone: string, wood: string): string {
  const out: string[] = [];
  // A ruined wall: bricks in three courses, broken at the top right.
  const courses = [7, 5, 3];
  courses.forEach((count, row) => {
    for (let i = 0; i < count; i++)
      out.push(
        isoBox(
          120 + i * 40 + row * 20,
          470 - i * 20 - row * 10 - row * 36,
          40,
          36,
          36,
          shade(stone, (i + row) % 2 ? -0.05 : 0.05),
          shade(stone, -0.6),
        ),
      );
  });
  // A watchtower with battlements.
  out.push(isoBox(520, 440, 110, 110, 230, stone, shade(stone, -0.6)));
  for (let i = 0; i < 4; i++)
    out.push(isoBox(520 + i * 26, 210 - i * 13, 18, 18, 26, shade(stone, 0.1), shade(stone, -0.6)));
  for (let i = 1; i < 4; i++)
    out.push(
      isoBox(520 - i * 26, 210 - i * 13, 18, 18, 26, shade(stone, 0.05), shade(stone, -0.6)),
    );
  out.push(`<path d="M567 330v-50q12-14 24 -6v50z" fill="${shade(stone, -0.7)}"/>`);
  // Crates.
  out.push(isoBox(330, 540, 70, 70, 70, wood, shade(wood, -0.6)));
  out.push(isoBox(420, 520, 56, 56, 56, shade(wood, 0.08), shade(wood, -0.6)));
  return out.join('');
}
