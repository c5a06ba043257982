import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryInputSchema,
  productFieldsSchema,
  productInputSchema,
  refineProductVariants,
} from '#core/catalog/product-input';
import { noContent } from '#core/api/wire-schemas';
import {
  adminCategoryListSchema,
  adminProductDetailSchema,
  categorySchema,
  productImageSchema,
} from '#core/catalog/catalog-responses';
import { adminProductsPageSchema } from '#core/lists/list-responses';
import { adminProductsQuerySchema } from '#core/lists/admin-list-queries';
import { badRequest } from '../lib/domain-error';
import { findOrderedImages } from './find-ordered-images';
import { listAdminCategories } from './list-admin-categories';
import { createCategory, deleteCategory, renameCategory } from './edit-categories';
import { findAdminProduct, listAdminProducts } from './list-admin-products';
import { createProduct, deleteProduct, updateProduct } from './edit-products';
import {
  PRODUCT_IMAGE_BUCKET,
  uploadProductImage,
  uploadedImageNames,
} from './upload-product-image';

const idParams = z.object({ id: z.uuid() });
const productUpdateSchema = productFieldsSchema
  .extend({ expectedStock: z.number().int().min(0).optional() })
  .superRefine(refineProductVariants);

export async function catalogAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/products',
    {
      schema: {
        summary: 'List the products (paged, searchable)',
        querystring: adminProductsQuerySchema,
        response: { 200: adminProductsPageSchema },
      },
    },
    async (req) => listAdminProducts(app.db, req.query),
  );
  app.get(
    '/products/:id',
    {
      schema: {
        summary: 'Read a product',
        params: idParams,
        response: { 200: adminProductDetailSchema },
      },
    },
    async (req) => findAdminProduct(app.db, req.params.id),
  );

  app.post(
    '/products',
    {
      schema: {
        summary: 'Create a product',
        body: productInputSchema,
        response: { 201: adminProductDetailSchema },
      },
    },
    async (req, reply) => {
      const created = await createProduct(app.db, req.body);
      await app.afterCommit(created, { urgency: 'now' });
      return reply.status(201).send(created.product);
    },
  );

  app.put(
    '/products/:id',
    {
      schema: {
        summary: 'Edit a product',
        params: idParams,
        body: productUpdateSchema,
        response: { 200: adminProductDetailSchema },
      },
    },
    async (req) => {
      const updated = await updateProduct(app.db, req.params.id, req.body);
      await app.afterCommit(updated, { urgency: 'now' });
      return updated.product;
    },
  );

  app.delete(
    '/products/:id',
    { schema: { summary: 'Delete a product', params: idParams, response: { 204: noContent } } },
    async (req, reply) => {
      const deleted = await deleteProduct(app.db, req.params.id);
      await app.afterCommit(deleted, { urgency: 'now' });
      const { images } = deleted;
      // Uploaded pictures go with the product, except those past orders still show.
      const kept = await findOrderedImages(app.db, images);
      await app.storage.remove(
        PRODUCT_IMAGE_BUCKET,
        uploadedImageNames(images.filter((path) => !kept.has(path))),
      );
      return reply.status(204).send();
    },
  );

  app.post(
    '/products/images',
    {
      schema: {
        summary: 'Upload a product picture (multipart)',
        consumes: ['multipart/form-data'],
        response: { 201: productImageSchema },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart())
        throw badRequest('Send the image as multipart/form-data', 'not_multipart');
      const file = await req.file();
      if (!file) throw badRequest('No image was sent', 'no_file');
      const image = await uploadProductImage(app.storage, await file.toBuffer());
      return reply.status(201).send(image);
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        summary: 'List the categories with their product counts',
        response: { 200: adminCategoryListSchema },
      },
    },
    async () => ({ categories: await listAdminCategories(app.db) }),
  );
  app.post(
    '/categories',
    {
      schema: {
        summary: 'Create a category',
        body: categoryInputSchema,
        response: { 201: categorySchema },
      },
    },
    async (req, reply) => reply.status(201).send(await createCategory(app.db, req.body.name)),
  );
  app.put(
    '/categories/:id',
    {
      schema: {
        summary: 'Rename a category',
        params: idParams,
        body: categoryInputSchema,
        response: { 200: categorySchema },
      },
    },
    async (req) => {
      const renamed = await renameCategory(app.db, req.params.id, req.body.name);
      await app.afterCommit(renamed, { urgency: 'now' });
      return renamed.category;
    },
  );
  app.delete(
    '/categories/:id',
    { schema: { summary: 'Delete a category', params: idParams, response: { 204: noContent } } },
    async (req, reply) => {
      await app.afterCommit(await deleteCategory(app.db, req.params.id), { urgency: 'now' });
      return reply.status(204).send();
    },
  );
}
