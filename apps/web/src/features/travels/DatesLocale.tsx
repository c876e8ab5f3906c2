import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/es';
import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import { DATE_PICKER_FIRST_DAY, type Locale } from '@rumo/core';
import { useLocale } from './useLocale.ts';

const DAYJS_LOCALE: Record<Locale, string> = { pt: 'pt-br', es: 'es', en: 'en' };

/** Date pickers in the interface language, weeks starting on Monday (spec 5). */
export function DatesLocale({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[locale], firstDayOfWeek: DATE_PICKER_FIRST_DAY as 1 }}>
      {children}
    </DatesProvider>
  );
}
