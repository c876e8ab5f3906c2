import { useTranslation } from 'react-i18next';
import classes from './Layout.module.css';

export const MAIN_ID = 'conteudo';

/** First focusable element of every page: jumps over the header to the main content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={classes.skipLink} href={`#${MAIN_ID}`}>
      {t('app.skipToContent')}
    </a>
  );
}
