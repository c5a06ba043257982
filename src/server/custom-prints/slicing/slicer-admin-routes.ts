import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  materialSupportsSchema,
  slicerAdminViewSchema,
  slicerProfileParamsSchema,
  slicerProfileUploadSchema,
} from '#core/custom-prints/slicing/slicer-schemas';
import { readSlicerAdminView } from './read-slicer-admin-view';
import {
  deleteSlicerProfile,
  saveMaterialSupports,
  saveSlicerProfile,
} from './save-slicer-profile';

/** Admin → Slicing: whether slicing runs and why not, the owner's profiles, supports per material. */
export async function slicerAdminRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const view = () => readSlicerAdminView(app.db, app.slicer.status());
  const response = { 200: slicerAdminViewSchema };
  // A profile changed: re-slice what it affects soon.
  const resliced = async () => {
    app.slicer.kick();
    return view();
  };

  app.get(
    '/slicer',
    { schema: { summary: 'How slicing runs, and the slicer profiles', response } },
    view,
  );

  app.put(
    '/slicer/profiles/:kind/:target',
    {
      bodyLimit: 600 * 1024,
      schema: {
        summary: 'Upload a PrusaSlicer .ini profile (printer, material or quality)',
        params: slicerProfileParamsSchema,
        body: slicerProfileUploadSchema,
        response,
      },
    },
    async (request) => {
      await saveSlicerProfile(app.db, request.params.kind, request.params.target, request.body);
      return resliced();
    },
  );

  app.delete(
    '/slicer/profiles/:kind/:target',
    {
      schema: {
        summary: 'Go back to the shipped default profile',
        params: slicerProfileParamsSchema,
        response,
      },
    },
    async (request) => {
      await deleteSlicerProfile(app.db, request.params.kind, request.params.target);
      return resliced();
    },
  );

  app.put(
    '/slicer/materials/:id/supports',
    {
      schema: {
        summary: 'Print a material with supports, or without',
        params: z.object({ id: z.uuid() }),
        body: materialSupportsSchema,
        response,
      },
    },
    async (request) => {
      await saveMaterialSupports(app.db, request.params.id, request.body.supports);
      return resliced();
    },
  );
}
