// The map's tool bar: zoom in and out, fit the galaxy, the key, and saving a picture. It stays over
// the map's top right corner; the map's opening fit keeps every tile clear of it (zoom.ts fitAvoiding).

import type { Ref } from 'react';

export function MapTools({
  toolsRef,
  keyShown,
  onZoom,
  onFit,
  onKey,
  onSave,
}: {
  toolsRef: Ref<HTMLDivElement>;
  keyShown: boolean;
  onZoom: (factor: number) => void;
  onFit: () => void;
  onKey: () => void;
  onSave: () => void;
}) {
  return (
    <div className="map-tools" role="toolbar" aria-label="Map view" ref={toolsRef} data-testid="map-tools">
      <button type="button" onClick={() => onZoom(1.35)} aria-label="Zoom in" data-testid="map-zoom-in">
        +
      </button>
      <button type="button" onClick={() => onZoom(1 / 1.35)} aria-label="Zoom out" data-testid="map-zoom-out">
        −
      </button>
      <button type="button" onClick={onFit} aria-label="Fit the galaxy" data-testid="map-fit">
        Fit
      </button>
      <button type="button" onClick={onKey} aria-expanded={keyShown} data-testid="map-key-toggle">
        Key
      </button>
      {/* "Save" on a phone; the whole name for screen readers and wider screens. */}
      <button type="button" onClick={onSave} aria-label="Save map image" data-testid="map-save">
        Save<span className="tool-more"> map image</span>
      </button>
    </div>
  );
}
