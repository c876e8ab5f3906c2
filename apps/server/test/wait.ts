/** Polls `probe` until it gives a truthy value (returned), or fails after `timeoutMs`. */
export async function waitFor<T>(probe: () => T | Promise<T>, timeoutMs = 15_000): Promise<NonNullable<T>> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
