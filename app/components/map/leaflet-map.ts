import "leaflet/dist/leaflet.css";
import L from "leaflet";

/**
 * Mounts a Leaflet map with one marker. This module (and Leaflet with its CSS) is loaded by BusinessMap with a
 * dynamic import only when the map nears the viewport, so neither weighs on the first paint of the page.
 */

interface MapOptions {
  latitude: number;
  longitude: number;
  zoom: number;
  /** Tile URL template with {z}/{x}/{y}; empty means no tiles (the marker still shows on a plain background). */
  tileUrl: string;
  attribution: string;
  markerLabel: string;
  popupHtml: string;
  /** The zoom buttons' names, in the page's language. */
  zoomInTitle: string;
  zoomOutTitle: string;
}

// The marker is an inline SVG: Leaflet's default marker images are looked up by a path that bundlers break.
const PIN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="36" height="48" viewBox="0 0 36 48" aria-hidden="true" focusable="false"><path d="M18 1C8.6 1 1 8.6 1 18c0 12.6 15.3 27.6 16 28.3a1.4 1.4 0 0 0 2 0C19.7 45.6 35 30.6 35 18 35 8.6 27.4 1 18 1Z" fill="#0b4f6c" stroke="#ffffff" stroke-width="2"/><circle cx="18" cy="18" r="6.5" fill="#ffffff"/></svg>`;

export function mountMap(container: HTMLElement, options: MapOptions): () => void {
  const center = L.latLng(options.latitude, options.longitude);
  const animate = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const map = L.map(container, {
    center,
    zoom: options.zoom,
    // Motion reduced on request: zooming, panning and tiles change without animation.
    zoomAnimation: animate,
    fadeAnimation: animate,
    markerZoomAnimation: animate,
    inertia: animate,
    // Scrolling the page over the map must not zoom it; pinch, buttons and the keyboard (+/-) still do.
    scrollWheelZoom: false,
    keyboard: true,
    // Our own zoom control, to name its buttons in the page's language.
    zoomControl: false,
  });
  L.control.zoom({ zoomInTitle: options.zoomInTitle, zoomOutTitle: options.zoomOutTitle }).addTo(map);
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  if (options.tileUrl) {
    L.tileLayer(options.tileUrl, {
      maxZoom: 19,
      attribution: options.attribution,
      crossOrigin: true,
    }).addTo(map);
  }
  const icon = L.divIcon({
    html: PIN_SVG,
    className: "business-map-marker",
    iconSize: [36, 48],
    iconAnchor: [18, 47],
    popupAnchor: [0, -42],
  });
  const marker = L.marker(center, { icon, title: options.markerLabel, keyboard: true, riseOnHover: true })
    .addTo(map)
    .bindPopup(options.popupHtml);
  marker.getElement()?.setAttribute("aria-label", options.markerLabel);
  return () => {
    map.remove();
  };
}
