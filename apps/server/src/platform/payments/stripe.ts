import Stripe from 'stripe';
import type { Config } from '../../config.ts';

/**
 * The real Stripe SDK, or null when no key is configured (payments then say so plainly).
 * STRIPE_API_URL points it elsewhere: the tests' local fake Stripe.
 */
export function createStripe(config: Config['stripe']): Stripe | null {
  if (!config.secretKey) return null;
  if (!config.apiUrl) return new Stripe(config.secretKey, { maxNetworkRetries: 2, appInfo: { name: 'Rumo' } });
  const url = new URL(config.apiUrl);
  return new Stripe(config.secretKey, {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  });
}
