import { useWatch, type UseFormReturn } from 'react-hook-form';
import { testConnectionInputSchema, type PrinterView } from '#core/production/production-schemas';
import { TextField } from '../../../components/admin/text-field';
import type { useTestPrinterConnection } from '../api/test-printer-connection';
import { testFailureText } from '../api/test-printer-connection';
import { toTestConnectionInput, type PrinterFormValues } from '../printer-form-values';
import { ConnectionTest } from './connection-test';

const KEY_HINTS = {
  octoprint: 'OctoPrint: Settings → Application Keys.',
  moonraker: 'Moonraker: leave empty if it trusts the shop’s address.',
} as const;

/**
 * A connected printer's address, its API key (a password field, never filled from the server)
 * and "Test connection". Nothing shows for a manual printer.
 */
export function PrinterLinkFields({
  form,
  printer,
  test,
}: {
  form: UseFormReturn<PrinterFormValues>;
  printer?: PrinterView;
  test: ReturnType<typeof useTestPrinterConnection>;
}) {
  const kind = useWatch({ control: form.control, name: 'kind' });
  if (kind === 'manual') return null;
  const onTest = () => {
    form.clearErrors('baseUrl');
    const input = toTestConnectionInput(form.getValues(), printer?.id);
    const parsed = testConnectionInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        if (issue.path[0] === 'baseUrl' || issue.path[0] === 'apiKey')
          form.setError(issue.path[0], { message: issue.message });
      test.reset();
      return;
    }
    test.mutate(parsed.data);
  };
  return (
    <>
      <TextField
        form={form}
        name="baseUrl"
        label="Address (base URL)"
        wide
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder={kind === 'octoprint' ? 'http://octopi.local' : 'http://klipper.local:7125'}
        maxLength={300}
      />
      <TextField
        form={form}
        name="apiKey"
        label="API key"
        wide
        type="password"
        autoComplete="new-password"
        spellCheck={false}
        maxLength={200}
        placeholder={printer?.hasApiKey ? 'Saved key kept' : undefined}
        hint={printer?.hasApiKey ? 'A key is saved; leave empty to keep it.' : KEY_HINTS[kind]}
      />
      <ConnectionTest
        onTest={onTest}
        pending={test.isPending}
        report={test.data ?? null}
        error={test.error ? testFailureText(test.error) : null}
      />
    </>
  );
}
