export { OverlayService } from './overlay_service';
export type { InternalOverlayStart } from './overlay_service';
export type { OverlayStartDeps, OverlayUiSettings, OverlayI18n } from './overlay_deps';
export * from './types';
