import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { adminQuery, startPostgresServer } from './postgres-server';
import { PG_TEMPLATE, prepareTemplate } from './template-database';

/** One real PostgreSQL server for the run; each test file gets a copy of the template database. */
export default async function setup(project: TestProject) {
  const server = await startPostgresServer();
  await adminQuery(server.url(), `CREATE DATABASE ${PG_TEMPLATE}`);
  const handle = await openDatabase({ databaseUrl: server.url(PG_TEMPLATE), dataDir: '' });
  await prepareTemplate(handle);
  await handle.close();
  project.provide('postgresAdminUrl', server.url());
  return () => server.stop();
}
