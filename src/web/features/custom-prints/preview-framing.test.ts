import { describe, expect, it } from 'vitest';
import { framingDistance, luminance, previewColour } from './preview-framing';

/** Whether a sphere of this radius at this distance fits the narrower field of view. */
const fits = (radius: number, distance: number, vfovDeg: number, aspect: number) => {
  const v = (vfovDeg * Math.PI) / 180;
  const h = 2 * Math.atan(Math.tan(v / 2) * aspect);
  return radius / distance <= Math.sin(Math.min(v, h) / 2);
};

describe('framingDistance', () => {
  it.each([
    [20, 1],
    [20, 0.6],
    [20, 1.8],
    [200, 0.5],
    [1, 1],
  ])('a %i mm cube fits the view at aspect %d', (mm, aspect) => {
    const d = framingDistance({ x: mm, y: mm, z: mm }, 40, aspect);
    const radius = Math.hypot(mm, mm, mm) / 2;
    expect(fits(radius, d, 40, aspect)).toBe(true);
    expect(fits(radius * 1.2, d, 40, aspect)).toBe(true); // the margin
  });

  it('stands further back on a narrow (portrait) view than a wide one', () => {
    const cube = { x: 20, y: 20, z: 20 };
    expect(framingDistance(cube, 40, 0.6)).toBeGreaterThan(framingDistance(cube, 40, 1.5));
  });
});

describe('previewColour', () => {
  it('lifts a black filament on the dark theme, keeps it on the light one', () => {
    expect(luminance(previewColour('#2b2b2f', true))).toBeGreaterThanOrEqual(0.12);
    expect(previewColour('#2b2b2f', false)).toBe('#2b2b2f');
  });
  it('leaves colours that already show alone', () => {
    expect(previewColour('#d23c3c', true)).toBe('#d23c3c');
    expect(previewColour('#f2f2ee', true)).toBe('#f2f2ee');
  });
});
