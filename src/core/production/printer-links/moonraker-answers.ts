import { z } from 'zod';

/**
 * The parts of Moonraker's answers the shop reads (decision 178), as its documentation gives them
 * (docs/external_api: server.md, printer.md, file_manager.md, history.md, printer_objects.md,
 * jsonrpc_notifications.md). A printer is untrusted: every string and array has a bound, fields
 * the shop does not read are dropped, and anything else is not a Moonraker answer.
 */

const text = (max: number) => z.string().max(max);
const finite = z.number().finite();

/** HTTP answers come wrapped as `{ result: … }`; errors as `{ error: { code, message } }`. */
export const moonrakerResult = <T extends z.ZodType>(schema: T) => z.object({ result: schema });

export const moonrakerErrorSchema = z.object({
  error: z.object({ code: finite.optional(), message: text(4_000) }),
});

/** GET /server/info. `klippy_state`: disconnected, startup, ready, error or shutdown. */
export const serverInfoSchema = moonrakerResult(
  z.object({
    klippy_connected: z.boolean().optional(),
    klippy_state: text(40),
    moonraker_version: text(100).optional(),
  }),
);

/** Klipper's own state, the `webhooks` printer object (the same states as `klippy_state`). */
const webhooksSchema = z.object({ state: text(40), state_message: text(2_000) }).partial();

/** print_stats.state: standby, printing, paused, complete, cancelled or error. */
const printStatsSchema = z
  .object({
    filename: text(1_024),
    state: text(40),
    print_duration: finite,
    total_duration: finite,
    message: text(2_000),
  })
  .partial();

const virtualSdcardSchema = z
  .object({ progress: finite, is_active: z.boolean(), file_position: finite })
  .partial();

const heaterSchema = z
  .object({ temperature: finite.nullable(), target: finite.nullable() })
  .partial();

/**
 * The printer objects the shop queries and subscribes to. In a query or a subscription answer
 * each is whole; in `notify_status_update` each holds only the fields that changed.
 */
export const moonrakerObjectsSchema = z.object({
  webhooks: webhooksSchema.optional(),
  print_stats: printStatsSchema.optional(),
  virtual_sdcard: virtualSdcardSchema.optional(),
  extruder: heaterSchema.optional(),
  heater_bed: heaterSchema.optional(),
});
export type MoonrakerObjects = z.infer<typeof moonrakerObjectsSchema>;

/** The objects and fields asked for, the same in the HTTP query and the socket subscription. */
export const MOONRAKER_OBJECTS = {
  webhooks: null,
  print_stats: null,
  virtual_sdcard: ['progress', 'is_active', 'file_position'],
  extruder: ['temperature', 'target'],
  heater_bed: ['temperature', 'target'],
} as const;

const objectsAnswer = z.object({ eventtime: finite.optional(), status: moonrakerObjectsSchema });

/** GET /printer/objects/query?… */
export const objectsQuerySchema = moonrakerResult(objectsAnswer);

/** POST /printer/print/start, pause, resume, cancel: `{ result: "ok" }`. */
export const okSchema = moonrakerResult(text(40));

const uploadedSchema = z.object({
  item: z.object({ path: text(1_024), root: text(40).optional() }),
  print_started: z.boolean().optional(),
  print_queued: z.boolean().optional(),
  action: text(40).optional(),
});

/**
 * POST /server/files/upload (201). Moonraker's upload handler answers the object bare, unlike its
 * other endpoints; older versions wrapped it in `result`, so both are read.
 */
export const uploadAnswerSchema = z.union([uploadedSchema, moonrakerResult(uploadedSchema)]);
export type UploadAnswer = z.infer<typeof uploadedSchema>;

/**
 * One job of GET /server/history/list. status: in_progress, completed, cancelled, error,
 * klippy_shutdown, klippy_disconnect or interrupted.
 */
const historyJobSchema = z.object({
  job_id: text(40).optional(),
  filename: text(1_024),
  status: text(40),
  start_time: finite.nullable().optional(),
  end_time: finite.nullable().optional(),
});
export type HistoryJob = z.infer<typeof historyJobSchema>;

/** At most this many jobs are asked for and read: the catch-up looks at the newest. */
export const HISTORY_LIMIT = 50;

export const historyListSchema = moonrakerResult(
  z.object({ count: finite.optional(), jobs: z.array(historyJobSchema).max(HISTORY_LIMIT) }),
);

/** A JSON-RPC 2.0 message on /websocket: a notification (method) or a response (id). */
export const rpcMessageSchema = z.union([
  z.object({
    jsonrpc: z.literal('2.0'),
    method: text(100),
    params: z.array(z.unknown()).max(8).optional(),
  }),
  z.object({
    jsonrpc: z.literal('2.0'),
    id: z.union([finite, text(40), z.null()]),
    result: z.unknown().optional(),
    error: z.object({ code: finite.optional(), message: text(4_000) }).optional(),
  }),
]);
export type RpcMessage = z.infer<typeof rpcMessageSchema>;

/** `notify_status_update` params: [changed objects, eventtime]. */
export const statusUpdateParamsSchema = z.tuple([moonrakerObjectsSchema], z.unknown());

/** The answer to `printer.objects.subscribe`: the subscribed objects whole. */
export const subscribeResultSchema = objectsAnswer;
