import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import classes from './Layout.module.css';

function LogoMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-rumo-7)" />
      <path d="M16 6l7 18-7-4-7 4z" fill="#fff" />
    </svg>
  );
}

/** "Rumo" with its mark, linking to the home page. */
export function Logo({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={classes.logo} aria-label={t('app.homeLink')}>
      <LogoMark />
      <span>{t('app.name')}</span>
    </Link>
  );
}
