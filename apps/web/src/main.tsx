import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './app/i18n.ts';
import { App } from './app/App.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

await initI18n();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
