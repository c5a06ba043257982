import type {
  PrinterInput,
  PrinterView,
  TestConnectionInput,
} from '#core/production/production-schemas';

/** The printer form's fields as typed (the link's are kept while the kind is switched). */
export type PrinterFormValues = {
  name: string;
  kind: PrinterInput['kind'];
  bedXMm: number;
  bedYMm: number;
  bedZMm: number;
  nozzleMm: number;
  material: string;
  colour: string;
  active: boolean;
  baseUrl: string;
  /** Never filled from the server: the stored key is not sent back. */
  apiKey: string;
};

export const toPrinterFormValues = (p?: PrinterView): PrinterFormValues => ({
  name: p?.name ?? '',
  kind: p?.kind ?? 'manual',
  bedXMm: p?.bedXMm ?? 250,
  bedYMm: p?.bedYMm ?? 210,
  bedZMm: p?.bedZMm ?? 210,
  nozzleMm: p?.nozzleMm ?? 0.4,
  material: p?.material ?? 'PLA',
  colour: p?.colour ?? '',
  active: p?.active ?? true,
  baseUrl: p?.baseUrl ?? '',
  apiKey: '',
});

/**
 * What the form sends: a manual printer sends no link; an empty key is left out, which keeps
 * the stored one on an edit.
 */
export function toPrinterInput({ baseUrl, apiKey, ...rest }: PrinterFormValues): PrinterInput {
  if (rest.kind === 'manual') return rest;
  return {
    ...rest,
    baseUrl: baseUrl.trim(),
    ...(apiKey.trim() ? { apiKey: apiKey.trim() } : {}),
  };
}

/** What "Test connection" sends: the typed key, or (left empty) the one stored for the printer. */
export function toTestConnectionInput(
  values: Pick<PrinterFormValues, 'kind' | 'baseUrl' | 'apiKey'>,
  printerId: string | undefined,
): TestConnectionInput | null {
  if (values.kind === 'manual') return null;
  const apiKey = values.apiKey.trim();
  return {
    kind: values.kind,
    baseUrl: values.baseUrl.trim(),
    ...(apiKey ? { apiKey } : {}),
    ...(printerId && !apiKey ? { printerId } : {}),
  };
}
