import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#core/api/wire-schemas';
import type { Executor } from '../../db/client';

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
  options: {
    path: string;
    listKey: string;
    /** What one record is called in the API reference ("discount code"). */
    noun: string;
    schema: Schema;
    /** The answers: one record, and the list under listKey. */
    item: z.ZodType;
    list: z.ZodType;
    service: SwitchableResource<z.infer<Schema>>;
  },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { path, listKey, noun, schema, item, list, service } = options;
  app.get(
    path,
    { schema: { summary: `List the ${noun}s`, response: { 200: list } } },
    async () => ({
      [listKey]: await service.list(app.db),
    }),
  );
  app.post(
    path,
    { schema: { summary: `Create a ${noun}`, body: schema, response: { 201: item } } },
    async (req, reply) =>
      reply.status(201).send(await service.create(app.db, req.body as z.infer<Schema>)),
  );
  app.put(
    `${path}/:id`,
    {
      schema: {
        summary: `Edit a ${noun}`,
        params: idParams,
        body: schema,
        response: { 200: item },
      },
    },
    async (req) => service.update(app.db, req.params.id, req.body as z.infer<Schema>),
  );
  app.patch(
    `${path}/:id/active`,
    {
      schema: {
        summary: `Switch a ${noun} on or off`,
        params: idParams,
        body: activeBody,
        response: { 200: item },
      },
    },
    async (req) => service.setActive(app.db, req.params.id, req.body.isActive),
  );
  app.delete(
    `${path}/:id`,
    { schema: { summary: `Delete a ${noun}`, params: idParams, response: { 204: noContent } } },
    async (req, reply) => {
      await service.remove(app.db, req.params.id);
      return reply.status(204).send();
    },
  );
}
