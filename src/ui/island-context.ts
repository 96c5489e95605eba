import { createContext, useContext } from 'react';

/** The custom element a screen renders in: its id is the `origin` of outcomes it starts. */
export interface Island {
  id: string;
  element: HTMLElement | null;
}

const detached: Island = { id: 'detached', element: null };

/** Provided by `defineIsland` around every screen; lives in ui/ so screens never import elements/. */
export const IslandContext = createContext<Island>(detached);

/** The island the calling component renders in (a detached default in stories and tests). */
export function useIsland(): Island {
  return useContext(IslandContext);
}
