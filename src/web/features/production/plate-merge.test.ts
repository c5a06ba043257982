import { describe, expect, it } from 'vitest';
import { canShareAPlate, checkPlate, PLATE_MERGE_MAX } from './plate-merge';
import { job } from './job-view-fixture';

describe('the shared plate rule', () => {
  it('takes two or more queued pieces of one line in one filament and quality', () => {
    expect(checkPlate([job('a'), job('b')])).toEqual({ ok: true });
    // Material and colour compare as the server does: trimmed, case-insensitively.
    expect(checkPlate([job('a'), job('b', { material: ' pla ', colour: 'RED' })])).toEqual({
      ok: true,
    });
  });

  it('asks for at least two and at most the request bound', () => {
    expect(checkPlate([])).toMatchObject({ ok: false, reason: /at least two/ });
    expect(checkPlate([job('a')])).toMatchObject({ ok: false, reason: /at least two/ });
    const many = Array.from({ length: PLATE_MERGE_MAX + 1 }, (_, i) => job(`j${i}`));
    expect(checkPlate(many)).toMatchObject({ ok: false, reason: /at most 50/ });
  });

  it('refuses held or assigned jobs', () => {
    expect(canShareAPlate(job('a', { held: true }))).toBe(false);
    expect(canShareAPlate(job('a', { state: 'assigned' }))).toBe(false);
    expect(checkPlate([job('a'), job('b', { held: true })])).toMatchObject({
      ok: false,
      reason: /not held/,
    });
    expect(checkPlate([job('a'), job('b', { state: 'assigned' })])).toMatchObject({ ok: false });
  });

  it('says which difference keeps them apart', () => {
    expect(checkPlate([job('a'), job('b', { orderItemId: 'i2' })])).toMatchObject({
      reason: /different lines or models/,
    });
    expect(
      checkPlate([job('a', { source: 'restock' }), job('b', { source: 'order' })]),
    ).toMatchObject({ reason: /different lines/ });
    expect(checkPlate([job('a'), job('b', { modelName: 'other.stl' })])).toMatchObject({
      reason: /models/,
    });
    expect(checkPlate([job('a'), job('b', { material: 'PETG' })])).toMatchObject({
      reason: /materials/,
    });
    expect(checkPlate([job('a'), job('b', { colour: 'Blue' })])).toMatchObject({
      reason: /colours/,
    });
    expect(checkPlate([job('a'), job('b', { quality: 'fine' })])).toMatchObject({
      reason: /qualities/,
    });
  });
});
