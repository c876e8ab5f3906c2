import '../light.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLightCatalog, t } from '../i18n.ts';
import { PnrScreen } from './PnrScreen.tsx';

/**
 * Entry of the public PNR decoder (/decodificador-pnr), apart from the app shell (issue 20): the
 * paste box and its examples in one small script; the file reader and the Mantine-drawn result
 * load after the page (PnrIsland).
 */
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from pnr.html');

void loadLightCatalog({
  pt: () => import('@rumo/core/i18n/ui/pt/pnr').then((m) => ({ pnr: m.pnrPt })),
  es: () => import('@rumo/core/i18n/ui/es/pnr').then((m) => ({ pnr: m.pnrEs })),
  en: () => import('@rumo/core/i18n/ui/en/pnr').then((m) => ({ pnr: m.pnrEn })),
}).then(() => {
  document.title = `${t('pnr.title')} · ${t('app.name')}`;
  createRoot(container).render(
    <StrictMode>
      <PnrScreen />
    </StrictMode>,
  );
});
