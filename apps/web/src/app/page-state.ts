import { jsonForScript, PAGE_STATE_ID } from '@bistro/contract/server-render';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What the server hands the browser inside the page: the query cache (the site configuration,
 * and the menu on a public page) and, on a server-rendered page, the router's loader data.
 */
export interface PageState {
  queries: DehydratedState;
  router?: HydrationState;
}

export const pageStateScript = (state: PageState) =>
  `<script type="application/json" id="${PAGE_STATE_ID}">${jsonForScript(state)}</script>`;

export function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}
