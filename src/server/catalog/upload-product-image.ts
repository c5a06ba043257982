import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { FileStorage } from '../storage/file-storage';
import { storagePath } from '../storage/file-storage';
import { badRequest } from '../lib/domain-error';

export const PRODUCT_IMAGE_BUCKET = 'products';
/** Web sizes: the product page image and a card thumbnail (`-480` suffix), both WebP. */
export const PRODUCT_IMAGE_SIZES = [
  { suffix: '', width: 1200 },
  { suffix: '-480', width: 480 },
] as const;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff']);

/**
 * Decodes an uploaded picture (refusing anything that isn't a raster image, SVG included),
 * strips metadata, fixes the orientation and stores each web size as WebP.
 */
export async function uploadProductImage(
  storage: FileStorage,
  body: Buffer,
): Promise<{ path: string; thumbnailPath: string }> {
  let format: string | undefined;
  try {
    format = (await sharp(body, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw badRequest('Upload a JPEG, PNG, WebP, AVIF or GIF image', 'unsupported_image');
  }
  const id = randomUUID();
  const paths: string[] = [];
  for (const size of PRODUCT_IMAGE_SIZES) {
    const webp = await sharp(body, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: size.width, height: size.width, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const name = `${id}${size.suffix}.webp`;
    await storage.put(PRODUCT_IMAGE_BUCKET, name, webp, {
      contentType: 'image/webp',
      // Names are unique per upload, so the bytes never change: cache them for a year.
      cacheControl: 'public, max-age=31536000, immutable',
    });
    paths.push(storagePath(PRODUCT_IMAGE_BUCKET, name));
  }
  return { path: paths[0]!, thumbnailPath: paths[1]! };
}

/** The storage names of uploaded images among a product's image paths (seed images are files of the site). */
export function uploadedImageNames(images: readonly string[]): string[] {
  const prefix = storagePath(PRODUCT_IMAGE_BUCKET, '');
  return images
    .filter((path) => path.startsWith(prefix))
    .flatMap((path) => {
      const name = decodeURIComponent(path.slice(prefix.length));
      return PRODUCT_IMAGE_SIZES.map((s) => name.replace(/\.webp$/, `${s.suffix}.webp`));
    });
}
