// A language's catalog as @lingui/vite-plugin compiles it when the app imports the PO file.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
