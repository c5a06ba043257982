import type { CsvProduct } from '#core/catalog/csv/catalog-csv-schemas';

const COLOURS = ['Red', 'Blue'];
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];

/**
 * A product with ten variants (two colours × five sizes) and ten pictures: ten CSV rows of ~240
 * characters each, for the catalogue import's large files (unit and API tests).
 */
export const csvProductWithTenVariants = (n: number): CsvProduct => {
  const images = Array.from(
    { length: 10 },
    (_, i) =>
      `https://cdn.example.com/products/product-${n}/gallery-${i}-detail-front-view-large.jpg`,
  );
  return {
    handle: `product-${n}`,
    title: `Product ${n}`,
    description: `A printed thing, number ${n}, in two colours and five sizes. `.repeat(2).trim(),
    category: `Category ${n % 20}`,
    isActive: true,
    options: [
      { name: 'Colour', values: COLOURS },
      { name: 'Size', values: SIZES },
    ],
    images,
    variants: COLOURS.flatMap((colour, c) =>
      SIZES.map((size, s) => ({
        sku: `P${n}-${colour}-${size}`.toUpperCase(),
        optionValues: [colour, size],
        price: 1000 + c * 100 + s * 10,
        compareAtPrice: null,
        stock: 5,
        inventoryPolicy: 'track' as const,
        leadTimeDays: null,
        weightGrams: null,
        imageUrl: images[c * 5 + s]!,
      })),
    ),
  };
};
