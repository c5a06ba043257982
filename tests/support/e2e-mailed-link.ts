import { expect } from '@playwright/test';
import type { ExtraServer } from './e2e-extra-server';

/**
 * The path, query and fragment of the last mailed link of this kind to this address, read from
 * an extra server's log (without SMTP, the dev mailer logs each mail with its kind and text).
 */
export async function mailedLink(
  server: ExtraServer,
  email: string,
  kind: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      for (const line of server.logs) {
        if (!line.includes(email)) continue;
        const entry = JSON.parse(line) as { mail?: { to: string; kind: string }; text?: string };
        if (entry.mail?.to === email && entry.mail.kind === kind)
          link = /https?:\/\/\S+/.exec(entry.text ?? '')?.[0];
      }
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search + url.hash;
}
