/**
 * cine-account: every element registered at once. For pages that use only some elements, prefer
 * `cine-account/autoloader` or the per-element entries (`cine-account/cine-login`).
 */
import.meta.glob('./elements/cine-*.ts', { eager: true });

export { type AttributeType, defineIsland, type IslandOptions } from './elements/define-island';
export {
  type CineErrorDetail,
  type CineEventDetail,
  type CineEventMap,
  type CineEventUser,
  emitCineEvent,
} from './elements/events';
export type { CineElement, CineIntrinsicElements, CineJsxProps, CineSharedProps } from './elements/types';
export { setTranslations, type TextLanguage, type TextTree } from './i18n/index';
