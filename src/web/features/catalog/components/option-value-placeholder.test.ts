import { describe, expect, it } from 'vitest';
import { optionValuePlaceholder } from './option-value-placeholder';

describe('optionValuePlaceholder', () => {
  it.each([
    ['Material', 'PLA, PETG'],
    ['  filament type ', 'PLA, PETG'],
    ['Colour', 'Red, Blue'],
    ['Color', 'Red, Blue'],
    ['Size', 'Small, Large'],
    ['Finish', 'Matte, Silk'],
    ['', 'First value, second value'],
    ['Engraving', 'First value, second value'],
  ])('%j suggests %j', (name, placeholder) => {
    expect(optionValuePlaceholder(name)).toBe(placeholder);
  });
});
