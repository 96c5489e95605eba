import { createContext, useContext } from 'react';

/** The custom element a screen renders in: its id is the `origin` of outcomes it starts. */
export interface Island {
  id: string;
  /** Prefix of the ids in its shadow root: the tag name, the same on the server and in the page. */
  prefix: string;
  element: HTMLElement | null;
  /** Whether the screen's first render is (or hydrates) prerendered HTML: the server's render, or hydration. */
  prerendered?: boolean;
}

const detached: Island = { id: 'detached', prefix: 'detached', element: null };

/** Provided by `defineIsland` around every screen; lives in ui/ so screens never import elements/. */
export const IslandContext = createContext<Island>(detached);

/** The island the calling component renders in (a detached default in stories and tests). */
export function useIsland(): Island {
  return useContext(IslandContext);
}
