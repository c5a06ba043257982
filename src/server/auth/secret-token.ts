import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and e-mail link tokens. */
export const generateSecretToken = (): string => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a database leak yields no usable token. */
export const hashSecretToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
