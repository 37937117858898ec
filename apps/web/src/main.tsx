import './index.css';
import { loadWebFonts } from './fonts/web-fonts.ts';

const nextFrame = () => new Promise((framed) => requestAnimationFrame(() => setTimeout(framed)));

/**
 * Resolves once the browser says the page's main content is on screen (its first largest
 * contentful paint: the frame has been shown, not only drawn), or the page is hidden, which paints
 * nothing. A browser that does not say (Safari) is given the next frame.
 */
const mainContentShown = () =>
  new Promise((shown) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      void nextFrame().then(shown);
      return;
    }
    const observer = new PerformanceObserver(() => done());
    const hidden = () => document.visibilityState === 'hidden' && done();
    const done = () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', hidden);
      shown(undefined);
    };
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    document.addEventListener('visibilitychange', hidden);
  });

const pageLoaded = new Promise((loaded) => {
  if (document.readyState === 'complete') loaded(undefined);
  else addEventListener('load', loaded, { once: true });
});

// The server's page goes on screen before the app's code loads and runs: on a phone, fetching
// that code would share the connection with the stylesheet and the pictures, and evaluating it
// and starting React hold the main thread for a few hundred milliseconds, while the page, already
// whole, waits to be shown. A page the browser renders itself (the dashboard) has nothing to
// show yet, and a hidden tab shows nothing: they start at once.
const serverRendered = document.getElementById('root')?.hasChildNodes();
if (serverRendered && document.visibilityState === 'visible') await mainContentShown();
const started = import('./app/start.tsx');

// The web fonts come last, once the page has loaded, the app has started and the screen has been
// painted: on a phone they would share the connection with the stylesheet, the pictures and the
// app's code, which the first screen needs and they are not (the page's `load` does not wait for
// the app, which this module imports). Until they come the text is in faces the device has, sized
// like them (fonts/fallback-fonts.css).
void Promise.all([pageLoaded, started]).then(nextFrame).then(loadWebFonts);

await started;
