import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/provider.tsx';
import { loadDialogs } from './lib/dialogs.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Once the page is up, fetch the dialog code, so that failures can be told even offline.
const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 2000));
whenIdle(() => void loadDialogs().catch(() => undefined));
