// The one schema object Drizzle needs for typed queries; table files stay split by area.
import * as auth from './schema/auth';
import * as catalog from './schema/catalog';
import * as customPrints from './schema/custom-prints';
import * as operations from './schema/operations';
import * as production from './schema/production';
import * as sales from './schema/sales';

export const schema = {
  ...auth,
  ...catalog,
  ...customPrints,
  ...operations,
  ...production,
  ...sales,
};
export type Schema = typeof schema;
