import './index.css';
import { loadWebFonts } from './fonts/web-fonts.ts';

// The web fonts come once the page has loaded: on a phone they would share the connection with the
// stylesheet and the hero picture, which the first paint needs and they are not. Until they come
// the text is in faces the device has, sized like them (fonts/fallback-fonts.css).
if (document.readyState === 'complete') void loadWebFonts();
else addEventListener('load', () => void loadWebFonts(), { once: true });

// The server's page goes on screen before the app's code loads and runs: on a phone, fetching
// that code would share the connection with the stylesheet and the pictures, and evaluating it
// and starting React hold the main thread for a few hundred milliseconds, while the page, already
// whole, waits to be painted. A page the browser renders itself (the dashboard) has nothing to
// paint yet, and a hidden tab paints nothing: they start at once.
const serverRendered = document.getElementById('root')?.hasChildNodes();
if (serverRendered && document.visibilityState === 'visible') {
  await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));
}
await import('./app/start.tsx');
