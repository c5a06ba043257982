import { SignJWT, errors, jwtVerify } from 'jose';

export type AccessClaims = { userId: string; email: string; sessionId: string; role: 'customer' | 'admin' };

const ISSUER = 'layerworks-auth';
const AUDIENCE = 'authenticated';

export type AccessTokenKit = {
  ttlSeconds: number;
  sign(claims: AccessClaims, now?: Date): Promise<{ token: string; expiresAt: number }>;
  /** Resolves the claims, or null for a token that is tampered, expired or malformed. */
  verify(token: string): Promise<AccessClaims | null>;
};

export function createAccessTokenKit(secret: string, ttlSeconds: number): AccessTokenKit {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    async sign(claims, now = new Date()) {
      const iat = Math.floor(now.getTime() / 1000);
      const expiresAt = iat + ttlSeconds;
      const token = await new SignJWT({ email: claims.email, session_id: claims.sessionId, user_role: claims.role })
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
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
        const { sub, email, session_id: sessionId, user_role: role } = payload as Record<string, unknown>;
        if (typeof sub !== 'string' || typeof email !== 'string' || typeof sessionId !== 'string') return null;
        return { userId: sub, email, sessionId, role: role === 'admin' ? 'admin' : 'customer' };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
