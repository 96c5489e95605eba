/**
 * Uses a module imported on demand. An import cut short because the page is being left says nothing
 * (Firefox rejects it, "error loading dynamically imported module"); a real failure is
 * still thrown, a moment later, while the page is there to report it.
 */
export function lazy<M>(module: Promise<M>, use: (loaded: M) => unknown): void {
  module.then(use, (error: unknown) =>
    setTimeout(() => {
      throw error;
    }, 1000),
  );
}
