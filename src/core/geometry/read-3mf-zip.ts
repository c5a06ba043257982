import { Unzip, UnzipInflate } from 'fflate';
import { GeometryError } from './mesh';

/** Entries in the archive; a 3MF from a slicer has a dozen. */
export const MAX_ZIP_ENTRIES = 1_000;
/** Bytes inflated across every entry we read; counted as they come out, never trusted from headers. */
export const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
/** Compressed bytes handed to the inflater at a time: one slice inflates to at most ~1 MB. */
const SLICE_BYTES = 1024;

const tooManyEntries = () =>
  new GeometryError(
    'too_large',
    `The 3MF archive holds more than ${MAX_ZIP_ENTRIES.toLocaleString('en-US')} files.`,
  );
const tooMuchUnpacked = () =>
  new GeometryError(
    'too_large',
    `The 3MF archive unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB.`,
  );

/**
 * Streams the archive and inflates only the entries `wanted` accepts, counting entries and
 * inflated bytes as they arrive, so a zip bomb is stopped within a megabyte of its budget.
 * `onData` receives each entry's bytes in order (chunks of one entry are contiguous).
 */
export function read3mfZip(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
  onData: (name: string, chunk: Uint8Array, final: boolean) => void,
): void {
  let entries = 0;
  let unpacked = 0;
  let failure: Error | undefined;
  const unzip = new Unzip((file) => {
    if (failure) return;
    if (++entries > MAX_ZIP_ENTRIES) {
      failure = tooManyEntries();
      return;
    }
    if (!wanted(file.name)) return;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = new GeometryError(
          'not_a_mesh',
          'The file is a damaged zip archive, not a 3MF model.',
        );
        return;
      }
      unpacked += chunk.length;
      if (unpacked > MAX_UNPACKED_BYTES) {
        failure = tooMuchUnpacked();
        return;
      }
      try {
        onData(file.name, chunk, final);
      } catch (caught) {
        failure = caught as Error;
      }
    };
    try {
      file.start();
    } catch {
      failure = new GeometryError(
        'not_a_mesh',
        'The 3MF archive uses a compression we cannot read.',
      );
    }
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length && !failure; offset += SLICE_BYTES) {
      const end = Math.min(bytes.length, offset + SLICE_BYTES);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch {
    failure ??= new GeometryError(
      'not_a_mesh',
      'The file is a damaged zip archive, not a 3MF model.',
    );
  }
  if (failure) throw failure;
}
