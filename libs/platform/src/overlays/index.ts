export * from './overlayTypes';
export { createOverlayStore, type OpenOverlay, type OverlayStore } from './overlayStore';
export { OverlayProvider, useOpenOverlay, useOverlay, useOverlayStore, type OverlayControls } from './OverlayProvider';
