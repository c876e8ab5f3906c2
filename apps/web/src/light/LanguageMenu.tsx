import { useEffect, useRef, useState } from 'react';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { LOCALES } from '@rumo/core/constants';
import { HTML_LANG, switchLocale } from '../app/locale.ts';
import { locale as current, t } from './i18n.ts';

/** PT / ES / EN as the app's language menu has them: stored on this browser, applied by a reload. */
export function LanguageMenu() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className="menu" ref={root}>
      <button
        type="button"
        className="button subtle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('language.current', { name: t(`language.${current}`) })}
        onClick={() => setOpen(!open)}
      >
        <IconLanguage size={18} aria-hidden="true" />
        {current.toUpperCase()}
        <IconChevronDown size={14} aria-hidden="true" />
      </button>
      {open ? (
        <div role="menu" aria-label={t('language.label')} className="menu-list">
          {LOCALES.map((locale) => (
            <button
              key={locale}
              type="button"
              role="menuitem"
              lang={HTML_LANG[locale]}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => switchLocale(locale)}
            >
              {t(`language.${locale}`)}
              {locale === current ? <IconCheck size={16} aria-hidden="true" /> : null}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
