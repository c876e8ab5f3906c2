/**
 * Country flags as images: the regional-indicator emoji render as empty boxes on Linux and
 * Windows. The SVGs come from the flag-icons package (MIT) and are emitted by the build as files of
 * their own (vite.config.ts keeps them out of the bundle), so only the flags on screen download.
 */
const FLAG_URLS = import.meta.glob<string>('../../../../node_modules/flag-icons/flags/4x3/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});

const byCountry = new Map(
  Object.entries(FLAG_URLS).map(([path, url]) => [/([a-z-]+)\.svg$/.exec(path)?.[1]?.toUpperCase() ?? '', url]),
);

/** The flag's URL of an ISO 3166 country code ('BR'), or undefined when the package has none. */
export const flagUrl = (country: string): string | undefined => byCountry.get(country.toUpperCase());

/** A decorative flag beside the country's name or dial code (the text says which country it is). */
export function CountryFlag({ country, width = 20 }: { country: string; width?: number }) {
  const src = flagUrl(country);
  const height = Math.round((width * 3) / 4);
  if (!src) return <span style={{ display: 'inline-block', width, height }} aria-hidden="true" />;
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      style={{ display: 'inline-block', verticalAlign: 'middle', borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,0.12)', flexShrink: 0 }}
    />
  );
}
