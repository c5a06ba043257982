import { toast } from '../../../../lib/lazy-sonner';
import { errorMessage } from '../../error-message';

/**
 * Runs one account action; a failure becomes the toast `failure` with the server's message as it
 * is (SPEC §8), after `onError` has put what it is about on the form's fields. Returns whether the
 * action succeeded, so the caller only goes on when it did.
 */
export async function attempt(
  failure: string,
  action: () => Promise<unknown>,
  onError?: (error: unknown) => void,
): Promise<boolean> {
  try {
    await action();
    return true;
  } catch (error) {
    onError?.(error);
    toast.error(failure, { description: errorMessage(error) });
    return false;
  }
}
