import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from '@/providers/service-worker';
import { ensureLanguageCookie } from '@/providers/session';
import { loadEarly } from '@/resources/stocktaking/early-load';
import { entryReady, Root } from './Root';

ensureLanguageCookie();
registerServiceWorker();
// A counting screen opened by its address asks for its document as the entry runs, while the
// shell and the page (named in index.html, server/plugins/spa-pages.ts) are still on their way.
loadEarly();

const root = document.getElementById('root');
if (!root) throw new Error('В index.html нет элемента #root');
// A transition lets React yield to the browser every few milliseconds while it builds the first
// tree, instead of one long task (Lighthouse's Total Blocking Time on a slow phone, issue 27).
const render = () =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <Root />
      </StrictMode>,
    );
  });
entryReady().then(render, render);
