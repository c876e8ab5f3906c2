import type { ReactNode } from 'react';
import { t } from './i18n.ts';
import { LanguageMenu } from './LanguageMenu.tsx';

export const MAIN_ID = 'conteudo';

/** The app's public frame (skip link, logo and language, institutional footer) for a light page. */
export function PageFrame({ children, home = '/', actions }: { children: ReactNode; home?: string; actions?: ReactNode }) {
  return (
    <div className="page">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('app.skipToContent')}
      </a>
      <header className="bar">
        <a href={home} className="logo" aria-label={t('app.homeLink')}>
          <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="8" fill="var(--rumo-7)" />
            <path d="M16 6l7 18-7-4-7 4z" fill="#fff" />
          </svg>
          <span>{t('app.name')}</span>
        </a>
        <div className="row">
          <LanguageMenu />
          {actions}
        </div>
      </header>
      {children}
      <footer className="footer">
        <div className="footer-row">
          <span className="dimmed" style={{ margin: 0 }}>
            © {new Date().getFullYear()} {t('app.name')}
          </span>
          <nav aria-label={t('nav.footer')}>
            <a href="/termos-de-uso">{t('nav.terms')}</a>
            <a href="/politica-de-privacidade">{t('nav.privacy')}</a>
            <a href="/decodificador-pnr">{t('nav.pnr')}</a>
          </nav>
        </div>
      </footer>
    </div>
  );
}
