// The settings loader lives in the API layer, which loads beside the first render: retry through it.
/** Asks for the settings again after a failure (the notice's retry control). */
export function retrySettings(): Promise<unknown> {
  return import('./data-layer').then(({ loadSettings }) => loadSettings());
}
