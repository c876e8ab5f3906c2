import './trip-app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HTML_LANG, loadCatalog, locale } from './i18n.ts';
import { registerOfflineWorker } from './offline.ts';
import { TripApp } from './TripApp.tsx';

/**
 * Entry of the traveller's trip page, apart from the agency app: no Mantine, router or i18next, so
 * a phone on a slow connection gets it in one small script.
 */
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from share.html');
document.documentElement.lang = HTML_LANG[locale];
const token = decodeURIComponent(location.pathname.split('/').filter(Boolean)[1] ?? '');

registerOfflineWorker();
void loadCatalog().then(() =>
  createRoot(container).render(
    <StrictMode>
      <TripApp token={token} />
    </StrictMode>,
  ),
);
