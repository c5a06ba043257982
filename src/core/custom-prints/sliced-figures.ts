import { z } from 'zod';

/** What the slicer measured for one copy of a model. */
export type SlicedFigures = {
  gramsPerUnit: number;
  supportGramsPerUnit: number;
  printHoursPerUnit: number;
  filamentMmPerUnit: number;
};

export const slicedFiguresSchema = z.object({
  gramsPerUnit: z.number().min(0),
  supportGramsPerUnit: z.number().min(0),
  printHoursPerUnit: z.number().min(0),
  filamentMmPerUnit: z.number().min(0),
});
