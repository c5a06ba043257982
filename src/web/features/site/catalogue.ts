import type { Cents } from '#core/money';

/** SPEC §3: the static catalogue built into the site; its Shop buttons go to the external store. */
export const catalogueCategories = [
  'Color Changing Dragons',
  'Glow in the Dark Dragons',
  'Fidgets',
] as const;
export type CatalogueCategory = (typeof catalogueCategories)[number];

export type CatalogueItem = {
  id: number;
  name: string;
  price: Cents;
  image: string;
  description: string;
  category: CatalogueCategory;
};

export const categorySlug = (category: CatalogueCategory) =>
  category.toLowerCase().replace(/\s+/g, '-');

const image = (slug: string) => `/images/products/${slug}.svg`;

export const catalogue: CatalogueItem[] = [
  {
    id: 1,
    name: 'Aurora Crystal Dragon',
    price: 4999,
    image: image('aurora-crystal-dragon'),
    description:
      'Heat-reactive scales shift from deep violet to ocean blue in your hands. 38 cm, every joint printed in place.',
    category: 'Color Changing Dragons',
  },
  {
    id: 2,
    name: 'Sunset Ember Dragon',
    price: 4499,
    image: image('sunset-ember-dragon'),
    description:
      'Crimson scales that fade to gold above 31 °C. A compact 28 cm desk companion and a favourite gift.',
    category: 'Color Changing Dragons',
  },
  {
    id: 3,
    name: 'Chameleon Wyrm',
    price: 5499,
    image: image('chameleon-wyrm'),
    description:
      'Pearl white indoors, vivid magenta in sunlight. Forty-two UV-reactive segments, fully articulated.',
    category: 'Color Changing Dragons',
  },
  {
    id: 4,
    name: 'Lunar Glow Dragon',
    price: 3999,
    image: image('lunar-glow-dragon'),
    description:
      'Ten minutes of daylight and it glows soft green for hours. Strontium-aluminate filament, not ordinary glow plastic.',
    category: 'Glow in the Dark Dragons',
  },
  {
    id: 5,
    name: 'Abyssal Glow Serpent',
    price: 6999,
    image: image('abyssal-glow-serpent'),
    description:
      'Our largest glow piece: a 60 cm deep-sea serpent with an aqua glow and a finned, articulated spine.',
    category: 'Glow in the Dark Dragons',
  },
  {
    id: 6,
    name: 'Firefly Hatchling',
    price: 1999,
    image: image('firefly-hatchling'),
    description:
      'A pocket-sized baby dragon that glows amber at night. Sized for small hands and nightstands alike.',
    category: 'Glow in the Dark Dragons',
  },
  {
    id: 7,
    name: 'Infinity Cube Fidget',
    price: 1599,
    image: image('infinity-cube-fidget'),
    description:
      'Eight linked cubes that fold endlessly in your palm, with tolerance-tuned hinges that click smoothly.',
    category: 'Fidgets',
  },
  {
    id: 8,
    name: 'Gear Spinner',
    price: 1799,
    image: image('gear-spinner'),
    description:
      'Five interlocking planetary gears that turn together with a satisfying whirr. No assembly, no loose parts.',
    category: 'Fidgets',
  },
  {
    id: 9,
    name: 'Flexi Octopus',
    price: 1899,
    image: image('flexi-octopus'),
    description:
      'Eight wiggly, articulated tentacles and a cheerful face, in soft-touch matte PLA that begs to be fidgeted with.',
    category: 'Fidgets',
  },
];
