import { createReadStream } from 'node:fs';
import { fileBody } from '#core/api/wire-schemas';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backupFileSchema,
  backupNameSchema,
  backupOverviewSchema,
  backupScheduleSchema,
} from '#core/backups/backup-schedule';
import { notFound } from '../lib/domain-error';
import { getBackupSchedule, saveBackupSchedule } from './backup-schedule-store';
import { listBackups } from './list-backups';

/** Backups in the admin: the schedule, the list, "back up now", and downloads (decisions 114, 115). */
export async function backupAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const dir = () => app.config.backupDir;

  app.get(
    '/backups',
    {
      schema: {
        summary: 'The backup schedule, the backups kept and the next run',
        response: { 200: backupOverviewSchema },
      },
    },
    async (_req, reply) => {
      const [schedule, backups, next] = await Promise.all([
        getBackupSchedule(app.db),
        listBackups(dir()),
        app.backups.nextAt(),
      ]);
      return reply.header('cache-control', 'no-store').send({
        schedule,
        backups,
        running: app.backups.running,
        nextAt: next?.toISOString() ?? null,
      });
    },
  );

  app.put(
    '/backups/schedule',
    {
      schema: {
        summary: 'Save the backup schedule',
        body: backupScheduleSchema,
        response: { 200: backupScheduleSchema },
      },
    },
    async (req) => saveBackupSchedule(app.db, req.body),
  );

  app.post(
    '/backups',
    { schema: { summary: 'Write a backup now', response: { 201: backupFileSchema } } },
    async (_req, reply) => reply.status(201).send(await app.backups.run()),
  );

  app.get(
    '/backups/:name',
    {
      schema: {
        summary: 'Download a backup file',
        produces: ['application/gzip'],
        params: z.object({ name: backupNameSchema }),
        response: { 200: fileBody('The backup (a gzipped shop dump)') },
      },
    },
    async (req, reply) => {
      // The name matched the strict backup pattern, so it cannot leave the folder.
      const path = join(dir(), req.params.name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw notFound('No such backup');
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', info.size)
        .header('content-disposition', `attachment; filename="${req.params.name}"`)
        .header('cache-control', 'no-store')
        .send(createReadStream(path));
    },
  );
}
