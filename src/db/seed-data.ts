/** Demo catalogue for a fresh shop: real copy, real SKUs, images shipped in the repo. */
export const seedCategories = [
  'Color Changing Dragons',
  'Glow in the Dark Dragons',
  'Fidgets',
  'Custom Prints',
];

export type SeedProduct = {
  name: string;
  sku: string;
  category: string;
  price: string;
  compareAtPrice: string | null;
  quantity: number;
  /** As packed for shipping, in grams (decision 172). */
  weightGrams: number;
  image: string;
  description: string;
  /** Its options and variants (decision 135); none: one default variant from the fields above. */
  options?: { name: string; values: string[] }[];
  variants?: SeedVariant[];
};

export type SeedVariant = {
  optionValues: string[];
  sku: string;
  price: string;
  quantity: number;
  inventoryPolicy?: 'track' | 'made_to_order';
  leadTimeDays?: number;
  image?: string;
  /** Grams when it differs from its product's (decision 172). */
  weightGrams?: number;
};

export const seedProducts: SeedProduct[] = [
  {
    name: 'Aurora Crystal Dragon',
    sku: 'DRG-CC-AUR-01',
    weightGrams: 180,
    category: 'Color Changing Dragons',
    price: '49.99',
    compareAtPrice: '59.99',
    quantity: 14,
    image: '/images/products/aurora-crystal-dragon.svg',
    description:
      'An articulated dragon printed in heat-reactive filament that shifts from deep violet to ocean blue in your hands. Every joint is printed in place, so the 38 cm body flexes and coils straight off the plate.',
  },
  {
    name: 'Sunset Ember Dragon',
    sku: 'DRG-CC-SUN-02',
    weightGrams: 130,
    category: 'Color Changing Dragons',
    price: '44.99',
    compareAtPrice: null,
    quantity: 3,
    image: '/images/products/sunset-ember-dragon.svg',
    description:
      'Warm crimson scales fade to gold above 31 °C. A compact 28 cm articulated dragon that makes a striking desk companion and a favourite gift.',
  },
  {
    name: 'Chameleon Wyrm',
    sku: 'DRG-CC-CHA-03',
    weightGrams: 210,
    category: 'Color Changing Dragons',
    price: '54.99',
    compareAtPrice: '64.99',
    quantity: 8,
    image: '/images/products/chameleon-wyrm.svg',
    description:
      'A long serpentine wyrm printed in UV-reactive filament: pearl white indoors, vivid magenta in sunlight. Forty-two segments, fully articulated.',
  },
  {
    name: 'Lunar Glow Dragon',
    sku: 'DRG-GL-LUN-01',
    weightGrams: 150,
    category: 'Glow in the Dark Dragons',
    price: '39.99',
    compareAtPrice: null,
    quantity: 22,
    image: '/images/products/lunar-glow-dragon.svg',
    description:
      'Charged by ten minutes of daylight, this dragon glows a soft green for hours. Printed in strontium-aluminate filament that outshines ordinary glow plastics.',
  },
  {
    name: 'Abyssal Glow Serpent',
    sku: 'DRG-GL-ABY-02',
    weightGrams: 320,
    category: 'Glow in the Dark Dragons',
    price: '59.99',
    compareAtPrice: '69.99',
    quantity: 0,
    image: '/images/products/abyssal-glow-serpent.svg',
    description:
      'Our largest glow dragon: a 60 cm deep-sea serpent with an aqua glow and a finned, fully articulated spine. Printed to order in small batches.',
  },
  {
    name: 'Firefly Hatchling',
    sku: 'DRG-GL-FIR-03',
    weightGrams: 45,
    category: 'Glow in the Dark Dragons',
    price: '19.99',
    compareAtPrice: null,
    quantity: 40,
    image: '/images/products/firefly-hatchling.svg',
    // The demo's product with options: two glows in two filaments, one of them printed to order.
    options: [
      { name: 'Colour', values: ['Amber', 'Blue'] },
      { name: 'Material', values: ['PLA', 'Silk PLA'] },
    ],
    variants: [
      {
        optionValues: ['Amber', 'PLA'],
        sku: 'DRG-GL-FIR-03-AMB-PLA',
        price: '19.99',
        quantity: 20,
      },
      {
        optionValues: ['Amber', 'Silk PLA'],
        sku: 'DRG-GL-FIR-03-AMB-SLK',
        price: '24.99',
        weightGrams: 55,
        quantity: 8,
      },
      {
        optionValues: ['Blue', 'PLA'],
        sku: 'DRG-GL-FIR-03-BLU-PLA',
        price: '19.99',
        quantity: 12,
        image: '/images/products/firefly-hatchling-blue.svg',
      },
      {
        optionValues: ['Blue', 'Silk PLA'],
        sku: 'DRG-GL-FIR-03-BLU-SLK',
        price: '24.99',
        weightGrams: 55,
        quantity: 0,
        inventoryPolicy: 'made_to_order',
        leadTimeDays: 5,
        image: '/images/products/firefly-hatchling-blue.svg',
      },
    ],
    description:
      'A pocket-sized baby dragon that glows amber at night. Sized for small hands and nightstands alike; a bestseller for kids\u2019 rooms.',
  },
  {
    name: 'Infinity Cube Fidget',
    sku: 'FDG-INF-01',
    weightGrams: 35,
    category: 'Fidgets',
    price: '15.99',
    compareAtPrice: null,
    quantity: 60,
    image: '/images/products/infinity-cube-fidget.svg',
    description:
      'Eight linked cubes that fold endlessly in your palm. Printed as one piece with tolerance-tuned hinges, so it clicks smoothly and never falls apart.',
  },
  {
    name: 'Gear Spinner',
    sku: 'FDG-GER-02',
    weightGrams: 60,
    category: 'Fidgets',
    price: '17.99',
    compareAtPrice: '21.99',
    quantity: 4,
    image: '/images/products/gear-spinner.svg',
    description:
      'Five interlocking planetary gears that turn together with a satisfying whirr. A print-in-place mechanism with no assembly and no loose parts.',
  },
  {
    name: 'Articulated Slug',
    sku: 'FDG-SLG-03',
    weightGrams: 40,
    category: 'Fidgets',
    price: '16.99',
    compareAtPrice: null,
    quantity: 35,
    image: '/images/products/articulated-slug.svg',
    description:
      'The internet\u2019s favourite fidget: a flexible, clacky slug in a silk rainbow filament. Twelve segments that wiggle in every direction.',
  },
  {
    name: 'Flexi Octopus',
    sku: 'FDG-OCT-04',
    weightGrams: 55,
    category: 'Fidgets',
    price: '18.99',
    compareAtPrice: null,
    quantity: 12,
    image: '/images/products/flexi-octopus.svg',
    description:
      'Eight wiggly, articulated tentacles and a cheerful face. Printed in soft-touch matte PLA that feels great to fidget with.',
  },
  {
    name: 'Custom Name Plate',
    sku: 'CUS-NMP-01',
    weightGrams: 90,
    category: 'Custom Prints',
    price: '24.99',
    compareAtPrice: null,
    quantity: 100,
    image: '/images/products/custom-name-plate.svg',
    description:
      'A two-colour desk or door plate with the name or text of your choice, up to 20 characters. We e-mail a proof before printing.',
  },
  {
    name: 'Tabletop Terrain Set',
    sku: 'CUS-TTR-02',
    weightGrams: 1450,
    category: 'Custom Prints',
    price: '69.99',
    compareAtPrice: '84.99',
    quantity: 6,
    image: '/images/products/tabletop-terrain-set.svg',
    description:
      'Ruined walls, crates and a watchtower for 28 mm tabletop games, printed at 0.12 mm layers for crisp detail and ready to paint.',
  },
];

export type SeedShippingRate = {
  name: string;
  description: string;
  rate: string;
  minOrderAmount: string | null;
  /** Inclusive limits in kg (decision 172); null for none. */
  minWeight: string | null;
  maxWeight: string | null;
  isPickup: boolean;
  pickupLocation: string | null;
  pickupHours: string | null;
};

/**
 * A small Portland studio's rates: parcels priced by weight, express for what fits a courier's
 * box, free standard shipping on larger orders, and pickup at the studio, which costs nothing
 * but is chosen, never preselected (decision 172).
 */
export const seedShippingRates: SeedShippingRate[] = [
  {
    name: 'Standard Shipping',
    description: 'USPS Ground Advantage, 3-5 business days',
    rate: '5.99',
    minOrderAmount: null,
    minWeight: null,
    maxWeight: '2',
    isPickup: false,
    pickupLocation: null,
    pickupHours: null,
  },
  {
    name: 'Heavy Parcel',
    description: 'UPS Ground for parcels over 2 kg, 3-5 business days',
    rate: '12.99',
    minOrderAmount: null,
    minWeight: '2',
    maxWeight: '20',
    isPickup: false,
    pickupLocation: null,
    pickupHours: null,
  },
  {
    name: 'Express Shipping',
    description: 'UPS 2nd Day Air, 1-2 business days',
    rate: '14.99',
    minOrderAmount: null,
    minWeight: null,
    maxWeight: '5',
    isPickup: false,
    pickupLocation: null,
    pickupHours: null,
  },
  {
    name: 'Free Shipping',
    description: 'Standard shipping on orders from $75, up to 2 kg',
    rate: '0.00',
    minOrderAmount: '75.00',
    minWeight: null,
    maxWeight: '2',
    isPickup: false,
    pickupLocation: null,
    pickupHours: null,
  },
  {
    name: 'Local Pickup',
    description: 'Collect from our studio in Portland',
    rate: '0.00',
    minOrderAmount: null,
    minWeight: null,
    maxWeight: null,
    isPickup: true,
    pickupLocation: 'Layerworks 3D Studio, 2146 SE Division St, Portland, OR 97202',
    pickupHours: 'Mon-Fri 10:00-18:00, Sat 10:00-14:00',
  },
];

export type SeedDiscount = {
  code: string;
  type: 'percentage' | 'fixed_amount';
  value: string;
  isActive: boolean;
  /** Offsets in days from now; null for none. A demo code always ends. */
  startsInDays: number | null;
  expiresInDays: number;
  maximumUses: number;
  usesCount: number;
  minimumOrderAmount: string | null;
};

/**
 * One code for each display state of SPEC §4, plus one with a minimum order. Demo codes are
 * for trying the shop out: every one has a use limit and an end date, so a forgotten demo code
 * cannot give discounts forever.
 */
export const seedDiscounts: SeedDiscount[] = [
  {
    code: 'WELCOME10',
    type: 'percentage',
    value: '10',
    isActive: true,
    startsInDays: null,
    expiresInDays: 90,
    maximumUses: 100,
    usesCount: 0,
    minimumOrderAmount: null,
  },
  {
    code: 'SAVE5',
    type: 'fixed_amount',
    value: '5',
    isActive: true,
    startsInDays: null,
    expiresInDays: 90,
    maximumUses: 100,
    usesCount: 12,
    minimumOrderAmount: null,
  },
  {
    code: 'BIGORDER20',
    type: 'percentage',
    value: '20',
    isActive: true,
    startsInDays: null,
    expiresInDays: 90,
    maximumUses: 50,
    usesCount: 0,
    minimumOrderAmount: '100.00',
  },
  {
    code: 'PAUSED15',
    type: 'percentage',
    value: '15',
    isActive: false,
    startsInDays: null,
    expiresInDays: 90,
    maximumUses: 50,
    usesCount: 0,
    minimumOrderAmount: null,
  },
  {
    code: 'SUMMER2025',
    type: 'percentage',
    value: '25',
    isActive: true,
    startsInDays: -400,
    expiresInDays: -30,
    maximumUses: 100,
    usesCount: 40,
    minimumOrderAmount: null,
  },
  {
    code: 'NEWYEAR',
    type: 'fixed_amount',
    value: '10',
    isActive: true,
    startsInDays: 30,
    expiresInDays: 60,
    maximumUses: 100,
    usesCount: 0,
    minimumOrderAmount: null,
  },
  {
    code: 'LAUNCH50',
    type: 'percentage',
    value: '50',
    isActive: true,
    startsInDays: null,
    expiresInDays: 90,
    maximumUses: 50,
    usesCount: 50,
    minimumOrderAmount: null,
  },
];

/** Print materials for custom prints; the owner edits them in the admin. Price per gram in cents. */
export const seedPrintMaterials = [
  {
    name: 'PLA',
    process: 'fdm',
    densityGPerCm3: '1.240',
    pricePerGramCents: '5.00',
    colours: ['Black', 'White', 'Grey', 'Red', 'Blue', 'Green', 'Orange', 'Yellow', 'Purple'],
    sortOrder: 1,
  },
  {
    name: 'PETG',
    process: 'fdm',
    densityGPerCm3: '1.270',
    pricePerGramCents: '6.00',
    colours: ['Black', 'White', 'Clear', 'Blue'],
    sortOrder: 2,
  },
  {
    name: 'TPU',
    process: 'fdm',
    densityGPerCm3: '1.210',
    pricePerGramCents: '10.00',
    colours: ['Black', 'White', 'Red'],
    sortOrder: 3,
  },
  {
    name: 'Resin',
    process: 'resin',
    densityGPerCm3: '1.100',
    pricePerGramCents: '15.00',
    colours: ['Grey', 'Clear', 'Black'],
    sortOrder: 4,
  },
] as const;
