/** The system Chromium, and flags that keep it from calling home (this machine has no internet). */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const quietChromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
