import { renderToStaticMarkup } from 'react-dom/server';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QR_OPTIONS, QR_QUIET_ZONE, QrCode } from './qr-code';

const URI =
  'otpauth://totp/Layerworks%203D:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Layerworks%203D&algorithm=SHA1&digits=6&period=30';

/** The modules the SVG draws, read back from its squares. */
function drawnMatrix(svg: string, size: number): boolean[][] {
  const matrix = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y] of svg.matchAll(
    /<rect x="(\d+)" y="(\d+)" width="1" height="1" fill="#000"/g,
  ))
    matrix[Number(y)]![Number(x)] = true;
  return matrix;
}

describe('QrCode', () => {
  it("draws exactly the modules uqr encodes for the enrolment's otpauth URI", () => {
    const svg = renderToStaticMarkup(<QrCode text={URI} label="QR code" />);
    const { size, data } = encode(URI, QR_OPTIONS);
    expect(size).toBeGreaterThanOrEqual(21);
    expect(data.flat().filter(Boolean).length).toBe(svg.match(/fill="#000"/g)!.length);
    expect(drawnMatrix(svg, size)).toEqual(data);
    // A different text draws a different code (the test can fail).
    expect(drawnMatrix(svg, size)).not.toEqual(encode(`${URI}x`, QR_OPTIONS).data);
  });

  it('is an image with a name, on a light background with a four-module quiet zone', () => {
    const svg = renderToStaticMarkup(<QrCode text={URI} label="Scan me" />);
    const { size } = encode(URI, QR_OPTIONS);
    const extent = size + 2 * QR_QUIET_ZONE;
    expect(QR_QUIET_ZONE).toBe(4);
    expect(svg).toMatch(/^<svg role="img" aria-label="Scan me"/);
    expect(svg).toContain(`viewBox="-4 -4 ${extent} ${extent}"`);
    expect(svg).toContain(`<rect x="-4" y="-4" width="${extent}" height="${extent}" fill="#fff">`);
    // No module is drawn in the quiet zone.
    for (const [, x, y] of svg.matchAll(/<rect x="(-?\d+)" y="(-?\d+)" width="1"/g)) {
      expect(Number(x)).toBeGreaterThanOrEqual(0);
      expect(Number(y)).toBeGreaterThanOrEqual(0);
      expect(Number(x)).toBeLessThan(size);
      expect(Number(y)).toBeLessThan(size);
    }
  });
});
