import { eq } from 'drizzle-orm';
import {
  DEFAULT_SLICER_SETTINGS,
  SLICER_SETTINGS_KEY,
  slicerSettingsSchema,
  type SlicerSettings,
} from '#core/slicing/slicer-schemas';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema/operations';

/** The owner's slicing choices; the defaults until first saved. */
export async function readSlicerSettings(db: Executor): Promise<SlicerSettings> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SLICER_SETTINGS_KEY));
  const parsed = slicerSettingsSchema.safeParse({
    ...DEFAULT_SLICER_SETTINGS,
    ...(row?.value as object),
  });
  return parsed.success ? parsed.data : DEFAULT_SLICER_SETTINGS;
}

export async function saveSlicerSettings(
  db: Executor,
  value: SlicerSettings,
): Promise<SlicerSettings> {
  await db
    .insert(settings)
    .values({ key: SLICER_SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  return value;
}
