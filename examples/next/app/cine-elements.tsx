'use client';
import { useEffect } from 'react';

/**
 * Loads the elements' scripts once the page has hydrated; each tag then hydrates the shadow root the
 * server rendered into it, in place. Not before: Next shares its React with the elements, and React 19
 * marks the document as listened to by the first root made, so a root of ours made before Next
 * hydrates the document would leave the page's own handlers deaf (seen under next dev). One import()
 * for all of them (elements.ts says why).
 */
export function CineElements() {
  useEffect(() => {
    void import('./elements');
  }, []);
  return null;
}
