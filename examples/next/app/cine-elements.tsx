'use client';
import { useEffect } from 'react';

/**
 * Loads the elements' scripts once the page has hydrated; each tag then hydrates the shadow root the
 * server rendered into it, in place. Not before: Next shares its React with the elements, and React 19
 * marks the document as listened to by the first root made, so a root of ours made before Next
 * hydrates the document would leave the page's own handlers deaf (seen under next dev).
 */
export function CineElements() {
  useEffect(() => {
    void import('cine-account/login');
    void import('cine-account/user-menu');
  }, []);
  return null;
}
