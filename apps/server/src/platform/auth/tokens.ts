import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  userId: number;
  /** The user's token_version when the token was issued: a bump revokes older tokens. */
  version: number;
}

export interface TokenService {
  issue(claims: TokenClaims): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async issue({ userId, version }) {
      return new SignJWT({ ver: version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .setIssuer('rumo')
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: 'rumo', algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const version = Number(payload.ver);
        return Number.isInteger(userId) && Number.isInteger(version) ? { userId, version } : null;
      } catch {
        return null;
      }
    },
  };
}
