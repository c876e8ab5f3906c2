import crypto from 'node:crypto';
import { API_PREFIX } from '@rumo/core';

/**
 * Files are served only through URLs signed for one storage key with an expiry, so an <img> or a
 * download link works without a bearer header and a key alone is useless to another agency.
 */
export interface FileUrlSigner {
  url(key: string | null | undefined, ttlSeconds?: number): string | null;
  verify(key: string, expires: number, signature: string): boolean;
}

const DEFAULT_TTL_SECONDS = 6 * 3600;

export function createFileUrlSigner(secret: string): FileUrlSigner {
  const sign = (key: string, expires: number) =>
    crypto.createHmac('sha256', `files:${secret}`).update(`${key}\n${expires}`).digest('base64url');
  return {
    url(key, ttlSeconds = DEFAULT_TTL_SECONDS) {
      if (!key) return null;
      // Round the expiry so repeated calls give the same URL and the browser cache works.
      const expires = Math.ceil((Date.now() / 1000 + ttlSeconds) / 3600) * 3600;
      return `${API_PREFIX}/files/${key}?expires=${expires}&signature=${sign(key, expires)}`;
    },
    verify(key, expires, signature) {
      if (!Number.isInteger(expires) || expires < Date.now() / 1000) return false;
      const expected = Buffer.from(sign(key, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && crypto.timingSafeEqual(expected, given);
    },
  };
}
