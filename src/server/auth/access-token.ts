import { SignJWT, errors, jwtVerify } from 'jose';

export type AccessClaims = {
  userId: string;
  email: string;
  sessionId: string;
  role: 'customer' | 'admin';
};

const ISSUER = 'layerworks-auth';
const AUDIENCE = 'authenticated';

export type AccessTokenKit = {
  ttlSeconds: number;
  sign(claims: AccessClaims, now?: Date): Promise<{ token: string; expiresAt: number }>;
  /** Resolves the claims, or null for a token that is tampered, expired or malformed. */
  verify(token: string): Promise<AccessClaims | null>;
};

/** Tokens verified lately, so a client's next requests skip the HMAC (about 0.5 ms each under load). */
const VERIFIED_CACHE_SIZE = 5_000;

export function createAccessTokenKit(secret: string, ttlSeconds: number): AccessTokenKit {
  const key = new TextEncoder().encode(secret);
  // token → its claims and expiry. Only tokens this key verified get in, and an entry is
  // dropped once its token expires, so a hit answers exactly what jwtVerify would. Revocation
  // is not the token's business: the session guard still asks the database on every request.
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  const remember = (token: string, claims: AccessClaims, exp: unknown) => {
    if (typeof exp !== 'number') return;
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAtMs: exp * 1000 });
  };
  return {
    ttlSeconds,
    async sign(claims, now = new Date()) {
      const iat = Math.floor(now.getTime() / 1000);
      const expiresAt = iat + ttlSeconds;
      const token = await new SignJWT({
        email: claims.email,
        session_id: claims.sessionId,
        user_role: claims.role,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtMs > Date.now()) return { ...known.claims };
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        const {
          sub,
          email,
          session_id: sessionId,
          user_role: role,
          exp,
        } = payload as Record<string, unknown>;
        if (typeof sub !== 'string' || typeof email !== 'string' || typeof sessionId !== 'string')
          return null;
        const claims: AccessClaims = {
          userId: sub,
          email,
          sessionId,
          role: role === 'admin' ? 'admin' : 'customer',
        };
        remember(token, claims, exp);
        return { ...claims };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
