import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { ConnectionReport } from '#core/production/printer-links/link-status';
import type { PrinterView } from '#core/production/production-schemas';
import { useTestPrinterConnection } from '../api/test-printer-connection';
import { printer } from '../job-view-fixture';
import {
  toPrinterFormValues,
  toPrinterInput,
  toTestConnectionInput,
  type PrinterFormValues,
} from '../printer-form-values';
import { ConnectionTest } from './connection-test';
import { PrinterLinkFields } from './printer-link-fields';

function Fields({ kind, edited }: { kind: PrinterFormValues['kind']; edited?: PrinterView }) {
  const form = useForm<PrinterFormValues>({
    defaultValues: { ...toPrinterFormValues(edited), kind },
  });
  const test = useTestPrinterConnection();
  return <PrinterLinkFields form={form} printer={edited} test={test} />;
}

const fields = (kind: PrinterFormValues['kind'], edited?: PrinterView) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <Fields kind={kind} edited={edited} />
    </QueryClientProvider>,
  );

const answer = (props: Partial<Parameters<typeof ConnectionTest>[0]>) =>
  renderToStaticMarkup(
    <ConnectionTest
      onTest={() => undefined}
      pending={false}
      report={null}
      error={null}
      {...props}
    />,
  );

describe('the printer form’s link fields', () => {
  it('shows nothing for a manual printer, and address, key and the test for a connected one', () => {
    expect(fields('manual')).toBe('');
    const html = fields('octoprint');
    expect(html).toMatch(/<label[^>]*>Address \(base URL\)<\/label>/);
    expect(html).toMatch(/<input[^>]*type="url"[^>]*name="baseUrl"/);
    expect(html).toMatch(
      /<input[^>]*type="password"[^>]*autoComplete="new-password"[^>]*name="apiKey"/,
    );
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>Test connection<\/button>/);
    expect(fields('moonraker')).toContain('placeholder="http://klipper.local:7125"');
  });

  it('on an edit with a saved key: says it is kept when left empty, and never fills it', () => {
    const edited = printer('Prusa', {
      kind: 'octoprint',
      baseUrl: 'http://octopi.local',
      hasApiKey: true,
      linkState: 'online',
    });
    const html = fields('octoprint', edited);
    expect(html).toContain('A key is saved; leave empty to keep it.');
    // The form starts from the saved address and an empty key (the key is never sent back).
    expect(toPrinterFormValues(edited)).toMatchObject({
      baseUrl: 'http://octopi.local',
      apiKey: '',
    });
    // The key field is described by its hint (read with the field by a screen reader).
    const hintId = /<p id="([^"]+)"[^>]*>A key is saved/.exec(html)![1];
    expect(html).toMatch(new RegExp(`aria-describedby="${hintId}"[^>]*name="apiKey"`));
  });
});

describe('Test connection', () => {
  const ok: ConnectionReport = {
    ok: true,
    version: 'OctoPrint 1.10.2',
    state: 'ready',
    message: null,
  };

  it('answers with what the printer says, in a status region that describes the button', () => {
    const html = answer({ report: ok });
    const id = /<p id="([^"]+)" role="status"/.exec(html)![1];
    expect(html).toMatch(new RegExp(`<button[^>]*aria-describedby="${id}"`));
    expect(html).toContain('Connected: OctoPrint 1.10.2 · Ready');
    expect(answer({ report: { ...ok, state: 'busy', message: 'SD busy' } })).toContain(
      'Connected: OctoPrint 1.10.2 · Busy (SD busy)',
    );
  });

  it('says why it failed: the printer’s refusal, or why the test could not run', () => {
    const refused = answer({ report: { ok: false, reason: 'The API key was refused (403).' } });
    expect(refused).toContain('Not connected: The API key was refused (403).');
    expect(refused).toContain('text-destructive');
    expect(answer({ error: 'Too many tests. Wait a minute.' })).toContain(
      'Too many tests. Wait a minute.',
    );
  });

  it('while pending: the button waits and says Testing…', () => {
    const html = answer({ pending: true, report: ok });
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*Testing…<\/button>/);
    expect(html).toContain('Asking the printer…');
    expect(html).not.toContain('Connected:');
  });
});

describe('what the form sends', () => {
  const values = (over: Partial<PrinterFormValues>) => ({
    ...toPrinterFormValues(),
    name: 'P',
    colour: 'Red',
    ...over,
  });

  it('no link for a manual printer, the address for a connected one, an empty key left out', () => {
    const manual = toPrinterInput(values({ baseUrl: 'http://x', apiKey: 'k' }));
    expect(manual).not.toHaveProperty('baseUrl');
    expect(manual).not.toHaveProperty('apiKey');
    expect(
      toPrinterInput(values({ kind: 'octoprint', baseUrl: ' http://x ', apiKey: '' })),
    ).toMatchObject({
      kind: 'octoprint',
      baseUrl: 'http://x',
    });
    expect(
      toPrinterInput(values({ kind: 'octoprint', baseUrl: 'http://x', apiKey: '' })),
    ).not.toHaveProperty('apiKey');
    expect(
      toPrinterInput(values({ kind: 'moonraker', baseUrl: 'http://x', apiKey: ' k ' })).apiKey,
    ).toBe('k');
  });

  it('tests with the typed key, or with the stored one of the printer being edited', () => {
    const link = { kind: 'octoprint' as const, baseUrl: 'http://x' };
    expect(toTestConnectionInput({ ...link, apiKey: 'typed' }, 'id1')).toEqual({
      ...link,
      apiKey: 'typed',
    });
    expect(toTestConnectionInput({ ...link, apiKey: '' }, 'id1')).toEqual({
      ...link,
      printerId: 'id1',
    });
    expect(toTestConnectionInput({ ...link, apiKey: '' }, undefined)).toEqual(link);
    expect(toTestConnectionInput({ ...link, kind: 'manual', apiKey: '' }, 'id1')).toBeNull();
  });
});
