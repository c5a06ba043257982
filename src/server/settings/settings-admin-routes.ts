import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { shopSettingsSchema } from '#core/settings/shop-settings';
import { readShopSettings } from './read-shop-settings';
import { saveShopSettings } from './save-shop-settings';
import { countDemoData, removeDemoData } from './remove-demo-data';
import { adminMfaRequired, setAdminMfaRequired } from '../auth/mfa-policy';
import { adminSecurityInputSchema } from '#core/auth/account-forms';
import {
  adminSecuritySchema,
  demoDataCountSchema,
  demoDataRemovedSchema,
} from '#core/auth/account-responses';
import { forbidden } from '../lib/domain-error';
import { shopPoliciesSchema } from '#core/settings/shop-policies';
import { readShopPolicies } from './read-shop-policies';
import { saveShopPolicies } from './save-shop-policies';

export async function settingsAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const env = () => ({
    adminEmail: app.config.adminEmail,
    externalStoreUrl: app.config.externalStoreUrl,
  });

  app.get(
    '/settings',
    { schema: { summary: 'Read the shop settings', response: { 200: shopSettingsSchema } } },
    async () => readShopSettings(app.db, env()),
  );
  app.put(
    '/settings',
    {
      schema: {
        summary: 'Save the shop settings',
        body: shopSettingsSchema,
        response: { 200: shopSettingsSchema },
      },
    },
    async (req) => {
      const saved = await saveShopSettings(app.db, req.body);
      // The pages this process renders carry the new store name, URL… from the next request.
      app.siteSettings.invalidate();
      return saved;
    },
  );

  // The published policies (decision 173): their own form and save, like the payment section.
  app.get(
    '/settings/policies',
    { schema: { summary: 'Read the shop policies', response: { 200: shopPoliciesSchema } } },
    async () => readShopPolicies(app.db),
  );
  app.put(
    '/settings/policies',
    {
      schema: {
        summary: 'Save the shipping, refund, privacy and terms policies',
        body: shopPoliciesSchema,
        response: { 200: shopPoliciesSchema },
      },
    },
    async (req) => {
      const saved = await saveShopPolicies(app.db, req.body);
      // This process's policy pages are rendered again from the next request (others within 5 s).
      app.siteSettings.invalidate();
      return saved;
    },
  );

  // Demo data: how much is left, and remove all of it in one action.
  app.get(
    '/demo-data',
    { schema: { summary: 'Count the demo rows left', response: { 200: demoDataCountSchema } } },
    async () => ({ rows: await countDemoData(app.db) }),
  );
  app.delete(
    '/demo-data',
    { schema: { summary: 'Remove all demo data', response: { 200: demoDataRemovedSchema } } },
    async () => ({ removed: await removeDemoData(app.db) }),
  );

  // Two-factor sign-in for every admin. Only an admin who has it may require it (no lock-out).
  app.get(
    '/security',
    {
      schema: { summary: 'Read the admin two-factor rule', response: { 200: adminSecuritySchema } },
    },
    async () => ({ requireAdminMfa: await adminMfaRequired(app.db) }),
  );
  app.put(
    '/security',
    {
      schema: {
        summary: 'Require two-factor sign-in for admins',
        body: adminSecurityInputSchema,
        response: { 200: adminSecuritySchema },
      },
    },
    async (req) => {
      if (req.body.requireAdminMfa && !req.auth!.mfaEnrolled)
        throw forbidden(
          'Turn on two-factor sign-in for your own account first.',
          'mfa_enrollment_required',
        );
      await setAdminMfaRequired(app.db, req.body.requireAdminMfa);
      return { requireAdminMfa: req.body.requireAdminMfa };
    },
  );
}
