import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ensureLanguageCookie } from '@/providers/session';
import { Root } from './Root';

ensureLanguageCookie();

const root = document.getElementById('root');
if (!root) throw new Error('В index.html нет элемента #root');
createRoot(root).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
