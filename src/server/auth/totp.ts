import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30 s steps. */
const PERIOD = 30;
const ISSUER = 'Layerworks 3D';

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const totpUri = (secret: string, email: string): string =>
  new TOTP({
    issuer: ISSUER,
    label: email,
    secret: Secret.fromBase32(secret),
    period: PERIOD,
  }).toString();

/**
 * The time step the code belongs to (one step either side allowed for clock drift), or null.
 * The caller refuses a step it already accepted, so an overheard code cannot be replayed.
 */
export function matchTotpStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), period: PERIOD });
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}
