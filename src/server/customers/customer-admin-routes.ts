import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#core/api/wire-schemas';
import {
  adminCustomersPageSchema,
  customerDetailSchema,
  customerNoteSchema,
  customerTagsSchema,
} from '#core/customers/customer-responses';
import { customerNoteInputSchema, customerTagsInputSchema } from '#core/customers/customer-input';
import { adminCustomersQuerySchema } from '#core/lists/admin-list-queries';
import { listCustomers } from './list-customers';
import { readCustomer } from './read-customer';
import { createCustomerNote, deleteCustomerNote, updateCustomerNote } from './edit-customer-notes';
import { saveCustomerTags } from './save-customer-tags';

const customerParams = z.object({ id: z.uuid() });
const noteParams = z.object({ id: z.uuid(), noteId: z.uuid() });

/** The customer accounts, for the owner (under /api/admin). */
export async function customerAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/customers',
    {
      schema: {
        summary: 'List the customers (paged, searchable, by spend or last order)',
        querystring: adminCustomersQuerySchema,
        response: { 200: adminCustomersPageSchema },
      },
    },
    async (req) => listCustomers(app.db, req.query),
  );
  app.get(
    '/customers/:id',
    {
      schema: {
        summary:
          "One customer: orders, quotes, messages, addresses, spend, the owner's notes and tags",
        params: customerParams,
        response: { 200: customerDetailSchema },
      },
    },
    async (req) => readCustomer(app.db, req.params.id),
  );
  app.post(
    '/customers/:id/notes',
    {
      schema: {
        summary: 'Write a note on a customer (only the owner sees it)',
        params: customerParams,
        body: customerNoteInputSchema,
        response: { 201: customerNoteSchema },
      },
    },
    async (req, reply) => {
      const note = await createCustomerNote(app.db, {
        customerId: req.params.id,
        authorId: req.auth?.userId ?? null,
        body: req.body.body,
      });
      return reply.status(201).send(note);
    },
  );
  app.patch(
    '/customers/:id/notes/:noteId',
    {
      schema: {
        summary: 'Rewrite a note on a customer',
        params: noteParams,
        body: customerNoteInputSchema,
        response: { 200: customerNoteSchema },
      },
    },
    async (req) =>
      updateCustomerNote(app.db, {
        customerId: req.params.id,
        noteId: req.params.noteId,
        body: req.body.body,
      }),
  );
  app.delete(
    '/customers/:id/notes/:noteId',
    {
      schema: {
        summary: 'Delete a note on a customer',
        params: noteParams,
        response: { 204: noContent },
      },
    },
    async (req, reply) => {
      await deleteCustomerNote(app.db, { customerId: req.params.id, noteId: req.params.noteId });
      return reply.status(204).send();
    },
  );
  app.put(
    '/customers/:id/tags',
    {
      schema: {
        summary: "Replace a customer's tags",
        params: customerParams,
        body: customerTagsInputSchema,
        response: { 200: customerTagsSchema },
      },
    },
    async (req) => saveCustomerTags(app.db, req.params.id, req.body.tags),
  );
}
