import { z } from 'zod';

/** What the slicer measured for one copy of a quote's model; grams include no support. */
export const slicedFiguresSchema = z.object({
  gramsPerUnit: z.number().min(0),
  supportGramsPerUnit: z.number().min(0),
  printHoursPerUnit: z.number().min(0),
  filamentMmPerUnit: z.number().min(0),
});
export type SlicedFigures = z.infer<typeof slicedFiguresSchema>;
