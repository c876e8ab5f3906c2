/** Changes the first character of a signed file URL's signature to a different one, so the URL is always forged. */
export function tamperSignature(url: string): string {
  return url.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
}
