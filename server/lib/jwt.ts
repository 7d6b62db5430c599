import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ALG = 'HS256';

export interface TokenClaims {
  userId: number;
  version: number;
  /** Set on tokens issued by login_as: the impersonation record. */
  impersonationId?: number;
  adminId?: number;
  /** Seconds since the epoch; set on verified tokens. */
  expiresAt?: number;
}

export interface TokenService {
  sign(claims: TokenClaims, ttlSec: number): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims, ttlSec) {
      return new SignJWT({
        ver: claims.version,
        ...(claims.impersonationId ? { imp: claims.impersonationId, adm: claims.adminId } : {}),
      })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSec)
        .setJti(randomUUID())
        .sign(key);
    },
    async verify(token) {
      try {
        // The algorithm is pinned (alg=none or an asymmetric header is refused) and a token must expire.
        const { payload } = await jwtVerify(token, key, { algorithms: [ALG], requiredClaims: ['exp'] });
        const userId = Number(payload.sub);
        const version = Number(payload.ver);
        if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(version)) return null;
        const impersonationId = payload.imp === undefined ? undefined : Number(payload.imp);
        const adminId = payload.adm === undefined ? undefined : Number(payload.adm);
        return { userId, version, impersonationId, adminId, expiresAt: payload.exp };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
