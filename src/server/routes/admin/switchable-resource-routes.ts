import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../../db/client';

const idParams = z.object({ id: z.uuid() });
const activeBody = z.object({ isActive: z.boolean() });

/** What an owner-managed record with an on/off switch offers (discount codes, shipping rates). */
export type SwitchableResource<Input> = {
  list(db: Executor): Promise<unknown[]>;
  create(db: Executor, input: Input): Promise<unknown>;
  update(db: Executor, id: string, input: Input): Promise<unknown>;
  setActive(db: Executor, id: string, isActive: boolean): Promise<unknown>;
  remove(db: Executor, id: string): Promise<void>;
};

/**
 * GET `/<path>` as `{ <listKey>: [...] }`, POST (201), PUT `/:id`, PATCH `/:id/active`, DELETE
 * `/:id` (204), every body checked by the resource's shared zod schema. The services own the rules.
 */
export function registerSwitchableResource<Schema extends z.ZodType>(
  fastify: FastifyInstance,
  options: { path: string; listKey: string; schema: Schema; service: SwitchableResource<z.infer<Schema>> },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { path, listKey, schema, service } = options;
  app.get(path, async () => ({ [listKey]: await service.list(app.db) }));
  app.post(path, { schema: { body: schema } }, async (req, reply) =>
    reply.status(201).send(await service.create(app.db, req.body as z.infer<Schema>)),
  );
  app.put(`${path}/:id`, { schema: { params: idParams, body: schema } }, async (req) =>
    service.update(app.db, req.params.id, req.body as z.infer<Schema>),
  );
  app.patch(`${path}/:id/active`, { schema: { params: idParams, body: activeBody } }, async (req) =>
    service.setActive(app.db, req.params.id, req.body.isActive),
  );
  app.delete(`${path}/:id`, { schema: { params: idParams } }, async (req, reply) => {
    await service.remove(app.db, req.params.id);
    return reply.status(204).send();
  });
}
