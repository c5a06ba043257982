import type { Cents } from '../money';

/** A custom print line of an order: its material and the start-up cost its quote was priced with. */
export type StartupLine = {
  /** The material's id (its name when the material has since been deleted). */
  materialKey: string;
  materialName: string;
  startupCentsPerMaterial: Cents;
};

export type PrintStartup = {
  /** One entry per distinct material, in the order the lines name them. */
  materials: { materialName: string; cents: Cents }[];
  totalCents: Cents;
};

/**
 * The order-level start-up cost (decision 124): once per distinct material among the order's
 * custom prints, however many quotes use it. Quotes of one material priced at different times may
 * carry different figures; the order pays the highest once. No custom prints: nothing.
 */
export function calculatePrintStartup(lines: readonly StartupLine[]): PrintStartup {
  const byMaterial = new Map<string, { materialName: string; cents: Cents }>();
  for (const line of lines) {
    const seen = byMaterial.get(line.materialKey);
    if (!seen)
      byMaterial.set(line.materialKey, {
        materialName: line.materialName,
        cents: line.startupCentsPerMaterial,
      });
    else seen.cents = Math.max(seen.cents, line.startupCentsPerMaterial);
  }
  const materials = [...byMaterial.values()];
  return { materials, totalCents: materials.reduce((sum, m) => sum + m.cents, 0) };
}

/** How the start-up line reads in a summary, e.g. "Print start-up (PLA, PETG)". */
export function labelPrintStartup(startup: PrintStartup): string | null {
  if (startup.totalCents <= 0) return null;
  return `Print start-up (${startup.materials.map((m) => m.materialName).join(', ')})`;
}

/**
 * The start-up lines of a cart's custom prints (each carries its quote's material and start-up
 * cost as `startup`), so checkout shows the figure the server will charge. Items without a
 * well-formed `startup` (products, carts saved before decision 124) add nothing.
 */
export function startupLinesOfCart(items: readonly object[]): StartupLine[] {
  return items.flatMap((item) => {
    const line = (item as { startup?: Partial<StartupLine> }).startup;
    return line &&
      typeof line.materialKey === 'string' &&
      typeof line.materialName === 'string' &&
      typeof line.startupCentsPerMaterial === 'number'
      ? [line as StartupLine]
      : [];
  });
}
