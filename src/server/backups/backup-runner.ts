import type { FastifyBaseLogger } from 'fastify';
import { isBackupDue, nextSlot, type BackupFile } from '#core/backups/backup-schedule';
import type { DatabaseHandle } from '../../db/client';
import { conflict } from '../lib/domain-error';
import { getBackupSchedule } from './backup-schedule-store';
import { listBackups, pruneBackups } from './list-backups';
import { writeBackup } from './write-backup';

export type BackupRunner = {
  readonly running: boolean;
  /** Writes a backup now; 409 while another is being written (by this or another process). */
  run(): Promise<BackupFile>;
  /** One scheduler step: writes and prunes when a scheduled backup is due. Answers whether it wrote one. */
  tick(now?: Date): Promise<boolean>;
  nextAt(now?: Date): Promise<Date | null>;
  start(): void;
  stop(): void;
};

/** Several API processes on one PostgreSQL: only the one holding this lock writes a backup. */
const LOCK_KEY = 0x5b4c_6b75;
/** A process that restarts in a loop must not write a backup at each start: the first check waits. */
const FIRST_CHECK_MS = 5 * 60_000;
const CHECK_EVERY_MS = 60_000;

export function createBackupRunner(options: {
  handle: DatabaseHandle;
  uploadsDir: string;
  backupDir: string;
  log: FastifyBaseLogger;
}): BackupRunner {
  const { handle, backupDir, log } = options;
  let running: Promise<BackupFile> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const exclusive = async <T>(work: () => Promise<T>): Promise<T | null> => {
    if (handle.engine === 'pglite') return work();
    const client = await handle.client.connect();
    try {
      const [row] = (
        await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [LOCK_KEY])
      ).rows;
      if (!row?.ok) return null;
      try {
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  };

  const run = () => {
    if (running)
      return Promise.reject(
        conflict('A backup is being written; try again when it is done.', 'backup_running'),
      );
    running = (async () => {
      const started = Date.now();
      const file = await exclusive(() => writeBackup(options));
      if (!file)
        throw conflict(
          'Another API process is writing a backup; try again when it is done.',
          'backup_running',
        );
      const { keep } = await getBackupSchedule(handle.db);
      const pruned = await pruneBackups(backupDir, keep);
      log.info(
        { backup: file.name, bytes: file.size, ms: Date.now() - started, pruned },
        'backup written',
      );
      return { name: file.name, size: file.size, createdAt: file.createdAt };
    })().finally(() => (running = null));
    return running;
  };

  const tick = async (now = new Date()) => {
    if (running) return false;
    const schedule = await getBackupSchedule(handle.db);
    const names = (await listBackups(backupDir)).map((b) => b.name);
    if (!isBackupDue(schedule, names, now)) return false;
    await run();
    return true;
  };

  return {
    get running() {
      return running !== null;
    },
    run,
    tick,
    async nextAt(now = new Date()) {
      const schedule = await getBackupSchedule(handle.db);
      return schedule.enabled ? nextSlot(schedule, now) : null;
    },
    start() {
      const check = () => {
        tick().catch((error: unknown) => {
          if (!(error instanceof Error && 'code' in error && error.code === 'backup_running'))
            log.error({ err: error }, 'scheduled backup failed');
        });
        timer = setTimeout(check, CHECK_EVERY_MS).unref();
      };
      timer = setTimeout(check, FIRST_CHECK_MS).unref();
    },
    stop() {
      clearTimeout(timer);
    },
  };
}
