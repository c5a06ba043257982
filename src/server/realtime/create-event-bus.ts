import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { createLocalEventBus, type EventBus } from './event-bus';
import { createPostgresEventBus } from './postgres-event-bus';

/**
 * On a PostgreSQL server (DATABASE_URL) events cross API processes through LISTEN/NOTIFY; the
 * embedded database serves one process, so events stay in it (shared by apps on that database).
 */
export function createEventBus(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  return database.engine === 'postgres'
    ? createPostgresEventBus(database.client, log)
    : Promise.resolve(createLocalEventBus(database.client));
}
