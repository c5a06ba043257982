import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { toast } from '../../../../lib/lazy-sonner';
import { attempt } from './attempt';

vi.mock('../../../../lib/lazy-sonner', () => ({ toast: { error: vi.fn() } }));

describe('attempt', () => {
  beforeEach(() => vi.mocked(toast.error).mockClear());

  it('runs the action and reports success without a toast', async () => {
    const action = vi.fn(async () => 'done');
    await expect(attempt('Not saved', action)).resolves.toBe(true);
    expect(action).toHaveBeenCalledOnce();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("turns a failure into the given toast with the server's message, and reports it", async () => {
    const failing = () =>
      Promise.reject(new ApiError(422, 'weak_password', 'Password is too weak'));
    await expect(attempt('Password not changed', failing)).resolves.toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Password not changed', {
      description: 'Password is too weak',
    });
  });
});
