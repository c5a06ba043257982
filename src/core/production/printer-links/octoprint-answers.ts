import { z } from 'zod';

/**
 * The parts of OctoPrint's REST answers the shop reads (decision 178), as documented at
 * docs.octoprint.org (api/version, api/printer, api/job, api/files). An answer is untrusted:
 * extra fields are dropped, every string is bounded, and nothing else is kept. A number the
 * shop shows (progress, time left, temperatures) is range-checked where it is mapped.
 */

/** OctoPrint's paths are ASCII and short; a longer "name" is not a file of ours. */
const fileName = z.string().max(1024);
/** State texts are a few words; error texts may carry a firmware line. */
const stateText = z.string().max(400);
const errorText = z.string().max(4000);
const flag = z.boolean().optional();

/** GET /api/version. */
export const octoPrintVersionSchema = z.object({
  api: z.string().max(40).optional(),
  server: z.string().max(40),
  text: z.string().max(120).optional(),
});
export type OctoPrintVersion = z.infer<typeof octoPrintVersionSchema>;

const temperatureSchema = z.object({
  actual: z.number().nullish(),
  target: z.number().nullish(),
});

/** The printer state flags of the common data model. */
export const octoPrintFlagsSchema = z.object({
  operational: flag,
  printing: flag,
  pausing: flag,
  paused: flag,
  cancelling: flag,
  finishing: flag,
  resuming: flag,
  error: flag,
  ready: flag,
  closedOrError: flag,
});
export type OctoPrintFlags = z.infer<typeof octoPrintFlagsSchema>;

/** GET /api/printer (a 409 "Printer is not operational" has no such body). */
export const octoPrintPrinterSchema = z.object({
  temperature: z
    .object({ tool0: temperatureSchema.nullish(), bed: temperatureSchema.nullish() })
    .nullish(),
  state: z.object({
    text: stateText,
    flags: octoPrintFlagsSchema,
    error: errorText.nullish(),
  }),
});
export type OctoPrintPrinter = z.infer<typeof octoPrintPrinterSchema>;

/** GET /api/job: the selected file, the progress (completion in %, times in s), the state. */
export const octoPrintJobSchema = z.object({
  job: z
    .object({
      file: z.object({ name: fileName.nullish(), origin: z.string().max(20).nullish() }).nullish(),
    })
    .nullish(),
  progress: z
    .object({ completion: z.number().nullish(), printTimeLeft: z.number().nullish() })
    .nullish(),
  state: stateText,
  error: errorText.nullish(),
});
export type OctoPrintJob = z.infer<typeof octoPrintJobSchema>;

/** POST /api/files/local with a `file` part: where the file went and what followed. */
export const octoPrintUploadSchema = z.object({
  files: z.object({ local: z.object({ name: fileName, path: fileName.nullish() }) }),
  done: z.boolean().optional(),
  effectiveSelect: z.boolean().optional(),
  effectivePrint: z.boolean().optional(),
});
export type OctoPrintUpload = z.infer<typeof octoPrintUploadSchema>;

/** GET /api/files/local/<name>: its print history, the only record OctoPrint keeps of a run. */
export const octoPrintFileSchema = z.object({
  name: fileName,
  prints: z
    .object({
      success: z.number().int().min(0).optional(),
      failure: z.number().int().min(0).optional(),
      last: z.object({ date: z.number().nullish(), success: z.boolean() }).nullish(),
    })
    .nullish(),
});
export type OctoPrintFile = z.infer<typeof octoPrintFileSchema>;

/** The JSON body of an OctoPrint API error (older versions answer plain text instead). */
export const octoPrintErrorSchema = z.object({ error: errorText });
