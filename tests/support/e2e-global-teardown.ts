import { rmSync } from 'node:fs';

/** Removes the run's template database (made in playwright.config.ts). */
export default function globalTeardown(): void {
  const template = process.env.E2E_SHOP_TEMPLATE;
  if (template) rmSync(template, { recursive: true, force: true });
}
