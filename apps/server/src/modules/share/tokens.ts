import crypto from 'node:crypto';

/**
 * Share tokens: "<nonce>.<expires>.<signature>", the signature an HMAC-SHA256 of nonce and expiry
 * under the server secret. A forged or expired token is refused without touching the database;
 * a well-signed one must still match a stored, unrevoked row (by its SHA-256, the only form the
 * database keeps).
 */
export interface ShareTokens {
  create(expiresAt: Date): string;
  /** The token's expiry when its signature is right and it has not expired; else null. */
  verify(token: string): Date | null;
  hash(token: string): string;
}

const TOKEN = /^([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export function createShareTokens(secret: string): ShareTokens {
  const sign = (nonce: string, expires: number) =>
    crypto.createHmac('sha256', `share:${secret}`).update(`${nonce}.${expires}`).digest('base64url');
  return {
    create(expiresAt) {
      const nonce = crypto.randomBytes(16).toString('base64url');
      const expires = Math.floor(expiresAt.getTime() / 1000);
      return `${nonce}.${expires}.${sign(nonce, expires)}`;
    },
    verify(token) {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const expires = Number(match[2]);
      const expected = Buffer.from(sign(match[1]!, expires));
      const given = Buffer.from(match[3]!);
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
      if (expires * 1000 <= Date.now()) return null;
      return new Date(expires * 1000);
    },
    hash(token) {
      return crypto.createHash('sha256').update(token).digest('hex');
    },
  };
}
