const SWATCHES: Record<string, string> = {
  black: '#2b2b2f',
  white: '#f2f2ee',
  grey: '#8a8d93',
  gray: '#8a8d93',
  red: '#d23c3c',
  blue: '#2f6fd6',
  green: '#2f9e5a',
  orange: '#ee7a22',
  yellow: '#f2c230',
  purple: '#8a4fd6',
  clear: '#cfe3ee',
  natural: '#eee6cf',
};

/** A display colour for a filament colour name; unknown names get a neutral grey-violet. */
export function colourSwatch(name: string): string {
  return SWATCHES[name.trim().toLowerCase()] ?? '#9a93c9';
}
