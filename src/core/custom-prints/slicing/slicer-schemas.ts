import { z } from 'zod';
import { SLICER_PROFILE_KINDS } from './default-slicer-profiles';
import { MAX_INI_BYTES } from './slicer-ini';

/** An uploaded .ini profile: its file name and text (the server checks the text). */
export const slicerProfileUploadSchema = z.object({
  name: z.string().trim().min(1).max(120),
  ini: z.string().max(MAX_INI_BYTES),
});

export const slicerProfileParamsSchema = z.object({
  kind: z.enum(SLICER_PROFILE_KINDS),
  target: z.string().min(1).max(60),
});

export const materialSupportsSchema = z.object({ supports: z.boolean() });

const profileViewSchema = z.object({
  kind: z.enum(SLICER_PROFILE_KINDS),
  target: z.string(),
  label: z.string(),
  /** The uploaded file's name, or null while the shipped default is used. */
  name: z.string().nullable(),
  supports: z.boolean().nullable(),
  updatedAt: z.string().nullable(),
});

/** What Admin → Slicing shows: whether slicing runs and why not, the profiles, the queue. */
export const slicerAdminViewSchema = z.object({
  enabled: z.boolean(),
  /** Why slicing is off, or how it runs (version, sandbox). */
  detail: z.string(),
  bed: z.object({ x: z.number(), y: z.number(), z: z.number() }),
  profiles: z.array(profileViewSchema),
  queue: z.object({ pending: z.number().int(), failed: z.number().int() }),
});
export type SlicerAdminView = z.infer<typeof slicerAdminViewSchema>;
export type SlicerProfileView = z.infer<typeof profileViewSchema>;
