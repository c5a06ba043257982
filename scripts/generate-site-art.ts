/**
 * Generates the site's artwork into src/web/public (run: npx tsx scripts/generate-site-art.ts).
 * The output is committed; this script is how it was made and how to change it. No network.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { namePlate, terrainSet } from './site-art/custom-pieces';
import { dragon } from './site-art/dragon';
import { articulatedSlug, flexiOctopus, gearSpinner, infinityCube } from './site-art/fidgets';
import { backdrop, svg } from './site-art/svg-kit';

const publicDir = join(import.meta.dirname, '..', 'src', 'web', 'public');
const productDir = join(publicDir, 'images', 'products');

const sCurve = (t: number) => ({
  x: 110 + t * 500,
  y: 420 - Math.sin(t * Math.PI * 1.5) * 60 - t * 90,
});
const serpent = (t: number) => ({
  x: 80 + t * 580,
  y: 410 - Math.sin(t * Math.PI * 2.2) * 60 - t * 90,
});
const hatchling = (t: number) => ({
  x: 200 + t * 360,
  y: 400 - Math.sin(t * Math.PI) * 40 - t * 60,
});

type Art = { slug: string; title: string; body: string };

const products: Art[] = [
  {
    slug: 'aurora-crystal-dragon',
    title: 'Aurora Crystal Dragon: articulated dragon shifting from violet to ocean blue',
    body:
      backdrop('acd', '#120f2a', '#3b2a78') +
      dragon({
        id: 'acd',
        curve: sCurve,
        colors: ['#2dd4bf', '#3b82f6', '#7c3aed', '#a855f7'],
        eye: '#fde047',
        wingColor: '#6366f1',
        segments: 24,
        size: 1.2,
      }),
  },
  {
    slug: 'sunset-ember-dragon',
    title: 'Sunset Ember Dragon: crimson scales fading to gold',
    body:
      backdrop('sed', '#220c0c', '#7a2a16') +
      dragon({
        id: 'sed',
        curve: sCurve,
        colors: ['#facc15', '#f97316', '#dc2626', '#b91c1c'],
        eye: '#fef08a',
        wingColor: '#ea580c',
        size: 1.1,
        segments: 20,
      }),
  },
  {
    slug: 'chameleon-wyrm',
    title: 'Chameleon Wyrm: pearl white serpentine wyrm turning magenta in sunlight',
    body:
      backdrop('chw', '#1c0d22', '#6b2163') +
      dragon({
        id: 'chw',
        curve: serpent,
        colors: ['#f5f3ff', '#f5d0fe', '#e879f9', '#db2777'],
        eye: '#22d3ee',
        wingColor: '#f0abfc',
        segments: 30,
        wings: false,
        size: 1.1,
      }),
  },
  {
    slug: 'lunar-glow-dragon',
    title: 'Lunar Glow Dragon: dragon glowing soft green in the dark',
    body:
      backdrop('lgd', '#06120f', '#0f3b2c') +
      dragon({
        id: 'lgd',
        curve: sCurve,
        colors: ['#166534', '#22c55e', '#86efac', '#bbf7d0'],
        eye: '#f0fdf4',
        wingColor: '#4ade80',
        glow: '#4ade80',
        size: 1.15,
      }),
  },
  {
    slug: 'abyssal-glow-serpent',
    title: 'Abyssal Glow Serpent: deep-sea serpent with an aqua glow',
    body:
      backdrop('ags', '#041018', '#0b3a4a') +
      dragon({
        id: 'ags',
        curve: serpent,
        colors: ['#155e75', '#06b6d4', '#67e8f9', '#a5f3fc'],
        eye: '#ecfeff',
        wingColor: '#22d3ee',
        glow: '#22d3ee',
        segments: 32,
        wings: false,
        size: 1.15,
      }),
  },
  {
    slug: 'firefly-hatchling',
    title: 'Firefly Hatchling: pocket-sized baby dragon glowing amber',
    body:
      backdrop('fhl', '#15100a', '#4a3212') +
      dragon({
        id: 'fhl',
        curve: hatchling,
        colors: ['#b45309', '#f59e0b', '#fcd34d'],
        eye: '#fffbeb',
        wingColor: '#fbbf24',
        glow: '#fbbf24',
        size: 1.45,
        segments: 12,
      }),
  },
  {
    slug: 'infinity-cube-fidget',
    title: 'Infinity Cube Fidget: eight linked cubes',
    body: backdrop('icf', '#0c1322', '#1e3a5f') + infinityCube(['#38bdf8', '#818cf8', '#c084fc']),
  },
  {
    slug: 'gear-spinner',
    title: 'Gear Spinner: five interlocking planetary gears',
    body:
      backdrop('gsp', '#111318', '#33404f') +
      gearSpinner(['#f97316', '#facc15', '#34d399', '#38bdf8']),
  },
  {
    slug: 'articulated-slug',
    title: 'Articulated Slug: flexible rainbow slug fidget',
    body:
      backdrop('asl', '#160f24', '#3f2a5c') +
      articulatedSlug(['#f43f5e', '#f97316', '#facc15', '#22c55e', '#3b82f6', '#a855f7']),
  },
  {
    slug: 'flexi-octopus',
    title: 'Flexi Octopus: articulated octopus with a cheerful face',
    body: backdrop('fxo', '#0b1626', '#1d3f66') + flexiOctopus(['#fb7185', '#f472b6', '#e879f9']),
  },
  {
    slug: 'custom-name-plate',
    title: 'Custom Name Plate: two-colour plate reading ALEX',
    body: backdrop('cnp', '#121417', '#34393f') + namePlate('#1e293b', '#fbbf24'),
  },
  {
    slug: 'tabletop-terrain-set',
    title: 'Tabletop Terrain Set: ruined wall, watchtower and crates',
    body: backdrop('tts', '#11140f', '#36412c') + terrainSet('#9ca3af', '#b45309'),
  },
];

const logoMark = (size: number, radius: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">` +
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8b5cf6"/><stop offset="1" stop-color="#06b6d4"/></linearGradient></defs>` +
  `<rect width="64" height="64" rx="${radius}" fill="url(#g)"/>` +
  `<g fill="#fff"><rect x="14" y="40" width="36" height="8" rx="3"/><rect x="18" y="29" width="28" height="8" rx="3" fill-opacity=".85"/><rect x="23" y="18" width="18" height="8" rx="3" fill-opacity=".7"/></g></svg>\n`;

async function main() {
  mkdirSync(productDir, { recursive: true });
  for (const art of products)
    writeFileSync(join(productDir, `${art.slug}.svg`), svg(art.title, art.body));

  writeFileSync(join(publicDir, 'favicon.svg'), logoMark(64, 14));
  const png = (markup: string, size: number, file: string) =>
    sharp(Buffer.from(markup))
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(join(publicDir, file));
  await png(logoMark(512, 14), 32, 'favicon-32.png');
  await png(logoMark(512, 0), 180, 'apple-touch-icon.png');
  await png(logoMark(512, 14), 192, 'icon-192.png');
  await png(logoMark(512, 14), 512, 'icon-512.png');
  // Maskable icons need their mark inside the centre 80 %: a full-bleed background does that.
  await png(logoMark(512, 0), 512, 'icon-maskable-512.png');

  const hero = products[0]!;
  const og =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">` +
    `<rect width="1200" height="630" fill="#15131f"/>` +
    `<svg x="520" y="40" width="700" height="525" viewBox="0 0 800 600">${hero.body}</svg>` +
    `<text x="70" y="250" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="64" fill="#f5f3ff">Layerworks 3D</text>` +
    `<text x="70" y="320" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#c4b5fd">Custom 3D printing</text>` +
    `<text x="70" y="366" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#c4b5fd">and printed dragons</text>` +
    `<rect x="70" y="410" width="200" height="8" rx="4" fill="#8b5cf6"/></svg>`;
  await sharp(Buffer.from(og))
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(publicDir, 'og-image.png'));
  console.log(`wrote ${products.length} product images, icons and og-image.png to ${publicDir}`);
}

await main();
