/** The admin account the browser-test server is started with. */
export const E2E_ADMIN = {
  email: 'owner@example.com',
  password: 'e2e-owner-password-123',
} as const;
