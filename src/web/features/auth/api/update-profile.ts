import type { ProfileForm } from '#core/auth/account-forms';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { authClient } from '../auth-client';
import { errorMessage } from '../error-message';

/**
 * Saves the name and phone (PUT /api/auth/user), through the auth client, whose USER_UPDATED
 * makes the provider read the profile again.
 */
export const useUpdateProfile = (onError: (error: Error) => void) =>
  useApiMutation((data: ProfileForm) => authClient.updateUser({ data }), {
    success: () => 'Profile saved',
    failureTitle: 'Profile not saved',
    failure: errorMessage,
    invalidate: [],
    onError,
  });
