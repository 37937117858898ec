// A language's catalog as the build compiles it (vite-plugins/message-catalogs.ts).
declare module '*.json?catalog' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
