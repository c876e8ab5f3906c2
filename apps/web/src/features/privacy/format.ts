/** An instant as the interface language writes date and time: '05/03/2026 14:07'. */
export function formatInstant(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  try {
    return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(date);
  } catch {
    return date.toISOString();
  }
}
