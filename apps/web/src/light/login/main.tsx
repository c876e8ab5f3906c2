import '../light.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getToken } from '../../api/session.ts';
import { returnTarget } from '../../features/auth/signin.ts';
import { loadLightCatalog, t } from '../i18n.ts';
import { LoginScreen } from './LoginScreen.tsx';

/**
 * Entry of /login, apart from the app shell (issue 20): no Mantine, router, react-query or
 * i18next, so the first page most people see loads in one small script. Signed in already, it
 * goes straight to the app.
 */
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from login.html');

if (getToken()) window.location.replace(returnTarget(window.location.search));
else
  void loadLightCatalog().then(() => {
    document.title = `${t('nav.login')} · ${t('app.name')}`;
    createRoot(container).render(
      <StrictMode>
        <LoginScreen />
      </StrictMode>,
    );
  });
