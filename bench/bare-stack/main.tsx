// The app's entry (apps/web/src/main.tsx), minus its stylesheet: paint the server's page first,
// then load and run the code that hydrates it.
if (document.visibilityState === 'visible') {
  await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));
}
await import('./start.tsx');

// A module, for the top-level awaits.
export {};
