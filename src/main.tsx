import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from '@/providers/service-worker';
import { ensureLanguageCookie } from '@/providers/session';
import { Root } from './Root';

ensureLanguageCookie();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('В index.html нет элемента #root');
createRoot(root).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
