import type { Locator } from '@playwright/test';

/** Whether an <img> paints its whole picture: its object-fit scales it to fit inside its box. */
export async function showsWholeImage(image: Locator): Promise<boolean> {
  return image.evaluate((img: HTMLImageElement) => {
    const fit = getComputedStyle(img).objectFit;
    const { width, height } = img.getBoundingClientRect();
    const [w, h] = [img.naturalWidth, img.naturalHeight];
    const scale =
      fit === 'contain' || fit === 'scale-down'
        ? Math.min(width / w, height / h, fit === 'scale-down' ? 1 : Infinity)
        : fit === 'cover'
          ? Math.max(width / w, height / h)
          : fit === 'none'
            ? 1
            : Number.NaN; // fill stretches: the subject keeps no natural aspect
    return w > 0 && w * scale <= width + 0.5 && h * scale <= height + 0.5;
  });
}
