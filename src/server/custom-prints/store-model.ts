import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client';
import { printModels } from '../../db/schema/custom-prints';
import { fitsBuildVolume } from '#core/custom-prints/price-print';
import type { ModelAnalysis } from '#core/geometry/analyse-model';
import { GeometryError, type MeshFormat } from '#core/geometry/mesh';
import { GeometryPoolBusyError, type GeometryPool } from './geometry-pool';
import { DomainError, type DomainErrorKind } from '../lib/domain-error';
import type { FileStorage } from '../storage/file-storage';
import { readPrinterBed } from './slicing/read-printer-bed';
import { MODELS_BUCKET, type ModelRow } from './model-view';
import { checkUploadQuota, type UploadQuota } from './upload-quota';

const KIND: Record<GeometryError['code'], DomainErrorKind> = {
  empty_file: 'invalid',
  not_a_mesh: 'unsupported',
  empty_mesh: 'unprocessable',
  invalid_mesh: 'unprocessable',
  too_large: 'too_large',
  too_complex: 'unprocessable',
};
const EXTENSION: Record<MeshFormat, string> = {
  'stl-binary': 'stl',
  'stl-ascii': 'stl',
  obj: 'obj',
  '3mf': '3mf',
};

/** The customer's file name, kept as data only: no path, no control characters, bounded. */
export function cleanOriginalName(name: string | undefined): string {
  const base = [...((name ?? '').split(/[\\/]/).pop() ?? '')]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return base.slice(0, 200) || 'model';
}

const dimensions = (size: number[]) => size.map((d) => d.toFixed(1)).join(' × ');

/**
 * Measures the upload on the server (the browser's figures are never trusted), refuses what
 * cannot be printed, then stores the bytes under a random name as an opaque download.
 */
export async function storeModel(
  db: Executor,
  storage: FileStorage,
  geometry: GeometryPool,
  upload: {
    bytes: Buffer;
    originalName: string | undefined;
    userId: string | null;
    /** Anonymous uploads: the digest of the client address and its storage quota. */
    anonymous?: { clientKey: string; quota: UploadQuota };
  },
): Promise<ModelRow> {
  const { anonymous } = upload;
  // Before any work: an address over its quota costs a single SELECT.
  if (anonymous)
    await checkUploadQuota(db, anonymous.clientKey, upload.bytes.length, anonymous.quota);
  let analysis: ModelAnalysis;
  try {
    // Off the event loop, under a time and memory budget: a hostile file stalls only its worker.
    analysis = await geometry.analyse(upload.bytes);
  } catch (error) {
    if (error instanceof GeometryError)
      throw new DomainError(KIND[error.code], error.code, error.message);
    if (error instanceof GeometryPoolBusyError)
      throw new DomainError('busy', 'geometry_busy', error.message, { retryAfterSeconds: 30 });
    throw error;
  }
  const { figures } = analysis;
  const parsed = { format: analysis.format };
  const build = await readPrinterBed(db);
  const size = figures.boundingBox.size;
  if (!fitsBuildVolume(size, build)) {
    throw new DomainError(
      'unprocessable',
      'exceeds_build_volume',
      `The model measures ${dimensions(size)} mm and does not fit our build volume of ${dimensions([build.x, build.y, build.z])} mm in any orientation. Scale it down or split it into parts.`,
    );
  }
  const objectName = `${randomUUID()}.${EXTENSION[parsed.format]}`;
  const originalName = cleanOriginalName(upload.originalName);
  await storage.put(MODELS_BUCKET, objectName, upload.bytes, {
    // Never a type a browser would render or run: the file is only ever a download.
    contentType: 'application/octet-stream',
    metadata: { originalName, format: parsed.format },
  });
  const insert = async (tx: Executor) => {
    // Again under the address's lock: parallel uploads cannot share the same remaining room.
    if (anonymous)
      await checkUploadQuota(tx, anonymous.clientKey, upload.bytes.length, anonymous.quota, {
        lock: true,
      });
    return tx
      .insert(printModels)
      .values({
        userId: upload.userId,
        bucket: MODELS_BUCKET,
        objectName,
        originalName,
        sizeBytes: upload.bytes.length,
        format: parsed.format,
        triangleCount: figures.triangleCount,
        vertexCount: figures.vertexCount,
        volumeMm3: figures.volumeMm3,
        surfaceAreaMm2: figures.surfaceAreaMm2,
        sizeXMm: size[0],
        sizeYMm: size[1],
        sizeZMm: size[2],
        isClosed: figures.closed,
        openEdges: figures.openEdges,
        badEdges: figures.badEdges,
        reviewReasons: figures.reviewReasons,
        clientKey: anonymous?.clientKey ?? null,
      })
      .returning();
  };
  const [row] = await db
    .transaction((tx) => insert(tx))
    .catch(async (error: unknown) => {
      // No row, no file: an orphan upload would never be cleaned up.
      await storage.remove(MODELS_BUCKET, [objectName]).catch(() => undefined);
      throw error;
    });
  return row!;
}
