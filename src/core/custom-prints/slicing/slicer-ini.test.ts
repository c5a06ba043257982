import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINTER_INI, DEFAULT_QUALITY_INI } from './default-slicer-profiles';
import { bedSizeOf, fitsBed, MAX_INI_LINES, parseSlicerIni } from './slicer-ini';

const ok = (text: string) => {
  const result = parseSlicerIni(text);
  if (!result.ok) throw new Error(result.reason);
  return result;
};

describe('parseSlicerIni', () => {
  it('keeps settings, drops comments and section headers, keeps G-code templates', () => {
    const result = ok(
      '# PrusaSlicer export\n[print:Mine]\nlayer_height = 0.2\n\nstart_gcode = G28 ; home\\nG1 Z5\nfill_density = 15%\n',
    );
    expect(result.entries).toEqual([
      ['layer_height', '0.2'],
      ['start_gcode', 'G28 ; home\\nG1 Z5'],
      ['fill_density', '15%'],
    ]);
    expect(result.text).toBe(
      'layer_height = 0.2\nstart_gcode = G28 ; home\\nG1 Z5\nfill_density = 15%\n',
    );
  });

  it.each([
    ['post_process = /usr/bin/curl evil', 'post_process'],
    ['output_filename_format = /etc/passwd', 'output_filename_format'],
    ['print_host = 10.0.0.1', 'print_host'],
    ['bed_custom_texture = /home/me/bed.png', 'bed_custom_texture'],
    ['printer_notes_x = ok\nfilament_settings_id = /etc/shadow', 'file path'],
    ['compatible_printers_condition = ../../x', 'file path'],
    ['Layer Height = 0.2', 'not a setting name'],
    ['just some text', 'not "key = value"'],
    ['# only a comment', 'no settings'],
  ])('refuses %j', (text, reason) => {
    const result = parseSlicerIni(text);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain(reason);
  });

  it('refuses files over the size and line limits before reading them', () => {
    expect(parseSlicerIni('a = 1\n'.repeat(MAX_INI_LINES + 1)).ok).toBe(false);
    expect(parseSlicerIni('a = ' + 'x'.repeat(300 * 1024)).ok).toBe(false);
  });

  it('accepts the shipped defaults', () => {
    expect(ok(DEFAULT_PRINTER_INI).entries.length).toBeGreaterThan(5);
    for (const text of Object.values(DEFAULT_QUALITY_INI)) expect(ok(text).entries.length).toBe(5);
  });
});

describe('bedSizeOf and fitsBed', () => {
  it('reads the bed from bed_shape and max_print_height', () => {
    const bed = bedSizeOf(ok(DEFAULT_PRINTER_INI).entries);
    expect(bed).toEqual({ x: 250, y: 210, z: 210 });
    expect(fitsBed([250, 210, 210], bed!)).toBe(true);
    expect(fitsBed([251, 10, 10], bed!)).toBe(false);
    expect(fitsBed([10, 10, 211], bed!)).toBe(false);
  });

  it('is null for a profile without a usable bed', () => {
    expect(bedSizeOf([['bed_shape', '0x0,200x0']])).toBeNull();
    expect(
      bedSizeOf([
        ['bed_shape', 'nonsense'],
        ['max_print_height', '200'],
      ]),
    ).toBeNull();
    expect(
      bedSizeOf([
        ['bed_shape', '0x0,200x0,200x200,0x200'],
        ['max_print_height', '200'],
      ]),
    ).toEqual({ x: 200, y: 200, z: 200 });
  });
});
