/**
 * 1536 -> '1,5 KB' in the interface language. The same rule as FileDropzone's formatBytes, kept
 * here so the vouchers tab does not pull the dropzone vendor chunk into the trip page.
 */
export function fileSize(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}
