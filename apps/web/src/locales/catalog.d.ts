// A language's catalog as the build compiles it (vite-plugins/message-catalogs.ts).
declare module '*.json?catalog' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}

// The messages the first load leaves out, in the browser's build (the same file in development).
declare module '*.json?catalog-rest' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
