import type { UseFormReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api-client';
import { sendChecked } from './send-checked';

type Values = { name: string; rate: string };
const schema = z.object({ name: z.string().min(1, 'Enter a name'), rate: z.string() });

function fakeForm(values: Values) {
  const setError = vi.fn();
  const form = { setError, getValues: () => values } as unknown as UseFormReturn<Values>;
  return { form, setError };
}

describe('sendChecked', () => {
  it('puts the schema issues on their fields and sends nothing', () => {
    const { form, setError } = fakeForm({ name: '', rate: '1' });
    const mutate = vi.fn();
    sendChecked(form, schema, { name: '', rate: '1' }, mutate);
    expect(mutate).not.toHaveBeenCalled();
    expect(setError).toHaveBeenCalledWith('name', { message: 'Enter a name' });
  });

  it("sends a valid payload, and the server's field refusals land on their fields", () => {
    const { form, setError } = fakeForm({ name: 'Post', rate: '1' });
    const mutate = vi.fn();
    sendChecked(form, schema, { name: 'Post', rate: '1' }, mutate);
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]![0]).toEqual({ name: 'Post', rate: '1' });
    expect(setError).not.toHaveBeenCalled();
    const { onError } = mutate.mock.calls[0]![1] as { onError: (error: unknown) => void };
    onError(errorWith([{ path: 'rate', message: 'Too high' }]));
    expect(setError).toHaveBeenCalledWith(
      'rate',
      { type: 'server', message: 'Too high' },
      { shouldFocus: true },
    );
  });
});

function errorWith(issues: { path: string; message: string }[]) {
  return new ApiError(400, 'validation_failed', 'Invalid input', { issues });
}
