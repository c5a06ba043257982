import { ApiError } from '../../lib/api-client';

/** SPEC §8: auth toasts show the server's message as it is. */
export const errorMessage = (error: unknown): string =>
  error instanceof ApiError || error instanceof Error
    ? error.message
    : 'Something went wrong. Please try again.';
