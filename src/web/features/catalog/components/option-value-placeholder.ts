/**
 * What an option's values box suggests, from the option's name: materials for a material
 * option ("PLA, PETG"), colours for a colour, sizes for a size; anything else a neutral pair.
 */
export function optionValuePlaceholder(optionName: string): string {
  const name = optionName.trim().toLowerCase();
  if (/material|filament|resin/.test(name)) return 'PLA, PETG';
  if (/colou?r/.test(name)) return 'Red, Blue';
  if (/size/.test(name)) return 'Small, Large';
  if (/finish/.test(name)) return 'Matte, Silk';
  return 'First value, second value';
}
