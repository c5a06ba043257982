import { describe, expect, it } from 'vitest';
import type { CsvProduct } from './catalog-csv-schemas';
import { planCsvImport } from './plan-csv-import';
import { writeShopifyProducts } from './write-shopify-products';

const ORIGIN = 'https://shop.example';

const dragon: CsvProduct = {
  handle: 'dragon',
  title: 'Dragon, "articulated"',
  description: 'A <big> dragon & friends.\nPrints in one piece.',
  category: 'Fidgets',
  isActive: true,
  options: [
    { name: 'Colour', values: ['Red', 'Blue'] },
    { name: 'Material', values: ['PLA', 'PETG'] },
  ],
  images: ['/api/storage/product-images/dragon.webp', 'https://cdn.example.com/dragon-2.jpg'],
  variants: [
    {
      sku: 'DRAGON-RED-PLA',
      optionValues: ['Red', 'PLA'],
      price: 1200,
      compareAtPrice: 1500,
      stock: 4,
      inventoryPolicy: 'track',
      leadTimeDays: null,
      weightGrams: 250,
      imageUrl: '/api/storage/product-images/dragon.webp',
    },
    {
      sku: 'DRAGON-BLUE-PETG',
      optionValues: ['Blue', 'PETG'],
      price: 1400,
      compareAtPrice: null,
      stock: 0,
      inventoryPolicy: 'made_to_order',
      leadTimeDays: 10,
      weightGrams: null,
      imageUrl: null,
    },
  ],
};
const vase: CsvProduct = {
  handle: 'vase',
  title: 'Vase',
  description: '-5% off: a formula-looking text',
  category: null,
  isActive: false,
  options: [],
  images: [],
  variants: [
    {
      sku: 'VASE',
      optionValues: [],
      price: 900,
      compareAtPrice: null,
      stock: 3,
      inventoryPolicy: 'track',
      leadTimeDays: null,
      weightGrams: null,
      imageUrl: null,
    },
  ],
};

const OLD_HEADER =
  'Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Price,Variant Compare At Price,Variant Inventory Qty,Variant Inventory Policy,Image Src,Image Position,Image Alt Text,SEO Title,Status';

describe('export then import', () => {
  it('round-trips a catalogue with options, variants and images: every product unchanged', () => {
    const csv = writeShopifyProducts([dragon, vase], ORIGIN);
    expect(csv).toContain('https://shop.example/api/storage/product-images/dragon.webp');
    const plan = planCsvImport(csv, [dragon, vase], ORIGIN);
    expect(plan.errors).toEqual([]);
    expect(plan.counts).toEqual({ create: 0, change: 0, unchanged: 2, errors: 0 });
    expect(plan.planned.map((p) => p.target)).toEqual([dragon, vase]);
  });

  it('into an empty shop creates the same products', () => {
    const plan = planCsvImport(writeShopifyProducts([dragon, vase], ORIGIN), [], ORIGIN);
    expect(plan.counts).toEqual({ create: 2, change: 0, unchanged: 0, errors: 0 });
    expect(plan.planned.map((p) => p.target)).toEqual([dragon, vase]);
    expect(plan.products[0]).toMatchObject({
      handle: 'dragon',
      action: 'create',
      variantsCreated: 2,
    });
  });
});

describe('weights (decision 172)', () => {
  it("reads Shopify's Variant Grams, rounded to whole grams, and plans the change", () => {
    const csv = writeShopifyProducts([dragon], ORIGIN).replace(/,250,/, ',300.4,');
    expect(csv.split('\n')[0]).toContain('Variant Grams');
    const plan = planCsvImport(csv, [dragon], ORIGIN);
    expect(plan.errors).toEqual([]);
    expect(plan.planned[0]!.target.variants[0]!.weightGrams).toBe(300);
    expect(plan.products[0]!.changes.join(' ')).toContain('250 g → 300 g');
  });

  it('refuses a weight that is not grams, naming its column', () => {
    const csv = writeShopifyProducts([dragon], ORIGIN).replace(/,250,/, ',1.5kg,');
    const plan = planCsvImport(csv, [dragon], ORIGIN);
    expect(plan.errors[0]).toMatchObject({ field: 'Variant Grams' });
  });
});

describe("Shopify's files", () => {
  it('reads the long-standing header names, HTML bodies and image-only rows', () => {
    const csv = [
      OLD_HEADER,
      'tee,Tee,"<p>Soft <b>cotton</b></p><p>Two&nbsp;sizes &amp; more</p>",Acme,Shirts,"a, b",TRUE,Size,S,,,TEE-S,10.00,,5,deny,https://cdn.example.com/tee.jpg,1,front,,active',
      'tee,,,,,,,,M,,,TEE-M,11.50,12.00,2,continue,https://cdn.example.com/tee-back.jpg,2,back,,',
      'tee,,,,,,,,,,,,,,,,https://cdn.example.com/tee-side.jpg,3,,,',
    ].join('\n');
    const plan = planCsvImport(csv, [], ORIGIN);
    expect(plan.errors).toEqual([]);
    expect(plan.ignoredColumns).toEqual(['Vendor', 'Tags', 'Image Alt Text', 'SEO Title']);
    expect(plan.planned[0]!.target).toEqual({
      handle: 'tee',
      title: 'Tee',
      description: 'Soft cotton\n\nTwo sizes & more',
      category: 'Shirts',
      isActive: true,
      options: [{ name: 'Size', values: ['S', 'M'] }],
      images: [
        'https://cdn.example.com/tee.jpg',
        'https://cdn.example.com/tee-back.jpg',
        'https://cdn.example.com/tee-side.jpg',
      ],
      variants: [
        {
          sku: 'TEE-S',
          optionValues: ['S'],
          price: 1000,
          compareAtPrice: null,
          stock: 5,
          inventoryPolicy: 'track',
          leadTimeDays: null,
          imageUrl: null,
          weightGrams: null,
        },
        {
          sku: 'TEE-M',
          optionValues: ['M'],
          price: 1150,
          compareAtPrice: 1200,
          stock: 2,
          inventoryPolicy: 'made_to_order',
          leadTimeDays: 7,
          imageUrl: null,
          weightGrams: null,
        },
      ],
    });
  });

  it("reads the current export's header names", () => {
    const csv = [
      'Title,URL handle,Description,Vendor,Product category,Type,Tags,Published on online store,Status,SKU,Option1 name,Option1 value,Price,Compare-at price,Inventory quantity,Continue selling when out of stock,Product image URL,Image position,Image alt text,SEO title,SEO description',
      'Mug,mug,Big mug,,Home & Garden > Kitchen > Mugs,,,TRUE,Draft,MUG-1,Title,Default Title,8.00,9.00,7,DENY,https://cdn.example.com/mug.jpg,1,,,',
    ].join('\r\n');
    const plan = planCsvImport(csv, [], ORIGIN);
    expect(plan.errors).toEqual([]);
    expect(plan.planned[0]!.target).toMatchObject({
      handle: 'mug',
      category: 'Mugs',
      isActive: false,
      options: [],
      images: ['https://cdn.example.com/mug.jpg'],
      variants: [{ sku: 'MUG-1', optionValues: [], price: 800, compareAtPrice: 900, stock: 7 }],
    });
  });
});

describe('merging onto the catalogue', () => {
  it('changes only what the file gives, and says what in words', () => {
    const csv = 'Handle,Variant SKU,Variant Price\ndragon,DRAGON-RED-PLA,14.00\n';
    const plan = planCsvImport(csv, [dragon], ORIGIN);
    expect(plan.errors).toEqual([]);
    expect(plan.products).toEqual([
      {
        handle: 'dragon',
        title: dragon.title,
        action: 'change',
        changes: ['price of DRAGON-RED-PLA: $12.00 → $14.00'],
        variantsCreated: 0,
      },
    ]);
    expect(plan.planned[0]!.target.variants[1]).toEqual(dragon.variants[1]);
  });

  it('adds a variant with a new option value and offers that value', () => {
    const csv = `Handle,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Price\ndragon,Colour,Green,Material,PLA,DRAGON-GREEN-PLA,13.00\n`;
    const plan = planCsvImport(csv, [dragon], ORIGIN);
    expect(plan.errors).toEqual([]);
    const target = plan.planned[0]!.target;
    expect(target.options[0]).toEqual({ name: 'Colour', values: ['Red', 'Blue', 'Green'] });
    expect(plan.products[0]!.changes).toContain('new variant DRAGON-GREEN-PLA');
    expect(target.variants).toHaveLength(3);
  });

  it('matches a row without SKU by its option values, and gives a new one a stable SKU', () => {
    const csv = `Handle,Title,Option1 Name,Option1 Value,Variant Price\nlamp,Lamp,Size,Small,5\nlamp,,,Large,7\n`;
    const first = planCsvImport(csv, [], ORIGIN);
    expect(first.planned[0]!.target.variants.map((v) => v.sku)).toEqual([
      'LAMP-SMALL',
      'LAMP-LARGE',
    ]);
    const again = planCsvImport(csv, [first.planned[0]!.target], ORIGIN);
    expect(again.counts).toMatchObject({ unchanged: 1, errors: 0 });
  });
});

describe('refused rows', () => {
  it('refuses a variant row with a value for an option its product does not offer', () => {
    const csv = `Handle,Title,Option1 Name,Option1 Value,Option2 Value,Variant SKU,Variant Price\nlamp,Lamp,Size,Small,,L-S,5\nlamp,,,Large,Gold,L-L,7\n`;
    const plan = planCsvImport(csv, [], ORIGIN);
    expect(plan.errors).toEqual([
      { row: 3, field: 'Option2 Value', message: '"Gold": lamp offers no second option' },
    ]);
  });

  it('refuses a variant row that leaves an option of its product blank', () => {
    const csv =
      'Handle,Option1 Value,Option2 Value,Variant SKU,Variant Price\ndragon,Red,,DRAGON-RED-X,5\n';
    expect(planCsvImport(csv, [dragon], ORIGIN).errors).toEqual([
      {
        row: 2,
        field: 'Option2 Value',
        message: 'Option2 Value is required: dragon offers Material',
      },
    ]);
  });

  it('lists every bad cell with its row and column', () => {
    const csv = [
      OLD_HEADER,
      'a,A,,,,,maybe,,,,,A-1,12.345,,-1,sometimes,ftp://x.example/a.png,0,,,',
      'b,,,,,,,,,,,B-1,1,,,,,,,,',
      'Bad Handle!,C,,,,,,,,,,C-1,1,,,,,,,,',
      'd,D,,,,,,,,,,A-1,1,,,,,,,,,extra',
    ].join('\n');
    const plan = planCsvImport(csv, [], ORIGIN);
    expect(plan.errors.map((e) => [e.row, e.field, e.message])).toEqual([
      [2, 'Published', '"maybe" is not TRUE or FALSE'],
      [2, 'Image Src', '"ftp://x.example/a.png" must be an https URL'],
      [2, 'Variant Price', '"12.345" is not an amount like 12.99'],
      [2, 'Variant Inventory Qty', 'must not be negative'],
      [2, 'Variant Inventory Policy', '"sometimes" is not deny or continue'],
      [3, 'Title', 'Title is required for a new product'],
      [4, 'Handle', 'Handle: lower-case letters and digits joined by hyphens'],
      [5, null, 'The row has 22 fields; the header has 21'],
      [5, 'Variant SKU', 'SKU A-1 belongs to a'],
    ]);
  });

  it("refuses a variant image that is not one of the product's images (core's variant rules)", () => {
    const csv =
      'Handle,Title,Variant SKU,Variant Price,Variant Image\nlamp,Lamp,LAMP,5,https://cdn.example.com/elsewhere.jpg\n';
    expect(planCsvImport(csv, [], ORIGIN).errors).toEqual([
      {
        row: 2,
        field: 'Variant Image',
        message: "lamp: The variant's image must be one of the product's images",
      },
    ]);
  });

  it('refuses a SKU that another product of the shop has', () => {
    const csv = 'Handle,Title,Variant SKU,Variant Price\nnew-vase,New vase,VASE,5\n';
    expect(planCsvImport(csv, [vase], ORIGIN).errors).toEqual([
      { row: 2, field: 'Variant SKU', message: 'SKU VASE belongs to vase' },
    ]);
  });

  it('refuses a file that is not CSV, or has no product column', () => {
    expect(planCsvImport('Handle\n"open', [], ORIGIN).errors[0]!.message).toMatch(/never closed/);
    expect(planCsvImport('Name,Price\nx,1\n', [], ORIGIN).errors[0]!.message).toBe(
      'The file has neither a Handle nor a Title column',
    );
  });
});
