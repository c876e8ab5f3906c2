import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

// OWASP's scrypt baseline (N=2^17, r=8, p=1) needs 128 MiB per hash; maxmem lifts Node's 32 MiB default.
const PARAMS = { r: 8, p: 1 };
const KEY_LENGTH = 64;

/** "scrypt$N$r$p$salt$hash", so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string, cost = 17): Promise<string> {
  const params = { ...PARAMS, N: 2 ** cost };
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: 256 * 1024 * 1024 });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 256 * 1024 * 1024,
  });
  return crypto.timingSafeEqual(key, expected);
}

/** A hash to compare against when the e-mail is unknown, so timing does not reveal accounts. */
const dummyHashes = new Map<number, Promise<string>>();
export function dummyPasswordHash(cost = 17): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) dummyHashes.set(cost, (hash = hashPassword(crypto.randomBytes(16).toString('hex'), cost)));
  return hash;
}
