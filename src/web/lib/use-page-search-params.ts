import { useSearchParams } from 'react-router';
import { useHydrated } from './use-hydrated';

const NO_PARAMS = new URLSearchParams();

/**
 * The URL's search params for a prerendered page that filters by them (/shop, /products): none
 * while React hydrates, since the server serves the path's page alone, unfiltered; the URL's right
 * after (decision 060), so the first render equals the served markup.
 */
export function usePageSearchParams() {
  const [urlParams, setParams] = useSearchParams();
  return [useHydrated() ? urlParams : NO_PARAMS, setParams] as const;
}
