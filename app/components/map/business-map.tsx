import { useEffect, useRef, useState } from "react";
import { business } from "../../content/business.ts";
import { fillWords } from "../../lib/fill-words.ts";
import { escapeHtml } from "../../lib/plain-text.ts";
import { publicEnv } from "../../lib/public-env.ts";

const MAP_DEFAULT_ZOOM = 15;
const MAP_DEFAULT_HEIGHT = 500;
const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** The map's words in the page's language, formatted on the server (app/i18n/island-words.ts). */
export interface MapWords {
  /** The map's name: "Map of BnC Cleaning at 123 Main St…". */
  readonly label: string;
  readonly failed: string;
  readonly directions: string;
  /** Said after "Get directions" to a screen reader: "to BnC Cleaning (opens Google Maps in a new tab)". */
  readonly directionsHint: string;
  readonly zoomIn: string;
  readonly zoomOut: string;
  /** The tiles' credit: "{osm} contributors", "{osm}" the link to OpenStreetMap. */
  readonly contributors: string;
}

/** Where the business is: the owner's marker position and the address it shows (props: the map is an island). */
export interface MapPlace {
  latitude: number;
  longitude: number;
  /** The one-line address. */
  address: string;
}

/** Google Maps directions to the business, by coordinates. */
export function directionsUrl(place: Pick<MapPlace, "latitude" | "longitude">): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${place.latitude},${place.longitude}`;
}

type MapState = "waiting" | "loading" | "ready" | "failed";

/**
 * An interactive map with one marker at the business (docs/product.md §2, §9: zoom 15, 500 px unless told). Leaflet and its
 * CSS load only when the map comes within 300 px of the viewport. The box keeps its height from the first paint,
 * so nothing shifts, and shows the address until the map is there (and if it never is). Tiles come from
 * MAP_TILE_URL; when they cannot load, the map, its marker and its controls still work.
 */
export function BusinessMap({
  place,
  height = MAP_DEFAULT_HEIGHT,
  zoom = MAP_DEFAULT_ZOOM,
  words,
}: {
  place: MapPlace;
  height?: number;
  zoom?: number;
  words: MapWords;
}) {
  const container = useRef<HTMLElement>(null);
  const [state, setState] = useState<MapState>("waiting");
  const { latitude, longitude, address } = place;
  const { zoomIn, zoomOut, contributors } = words;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    let unmount: (() => void) | undefined;

    const load = () => {
      setState("loading");
      import("./leaflet-map.ts")
        .then(({ mountMap }) => {
          if (cancelled) return;
          unmount = mountMap(element, {
            latitude,
            longitude,
            zoom,
            tileUrl: publicEnv.MAP_TILE_URL,
            attribution: `&copy; ${fillWords(escapeHtml(contributors), { osm: OSM_LINK })}`,
            zoomInTitle: zoomIn,
            zoomOutTitle: zoomOut,
            markerLabel: `${business.name}, ${address}`,
            popupHtml: `<strong>${escapeHtml(business.name)}</strong><br>${escapeHtml(address)}`,
          });
          setState("ready");
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          console.warn("The map could not be loaded", error);
          setState("failed");
        });
    };

    if (typeof IntersectionObserver === "undefined") {
      load();
    } else {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            load();
          }
        },
        { rootMargin: "300px 0px" },
      );
      observer.observe(element);
      return () => {
        cancelled = true;
        observer.disconnect();
        unmount?.();
      };
    }
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [zoom, latitude, longitude, address, zoomIn, zoomOut, contributors]);

  return (
    // The frame does not clip (no overflow-hidden): the map itself is rounded and clips its tiles, so the focus ring
    // drawn outside it stays visible (WCAG 2.4.7).
    <div
      className="relative rounded-2xl border border-slate-200 bg-brand-50"
      style={{ height }}
      data-map-state={state}
    >
      {/* Leaflet fills this element; it is focusable, and the arrow keys pan and +/- zoom the map. */}
      <section
        ref={container}
        aria-label={words.label}
        className="business-map absolute inset-0 z-0 rounded-[15px]"
        data-testid="business-map"
      />
      {state === "ready" ? null : (
        // Until the map is there (and without JavaScript, always): the address and a way to get there.
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
          <p className="text-slate-700">
            {state === "failed" ? `${words.failed} ` : null}
            <span className="font-semibold text-brand-900">{business.name}</span>
            <br />
            {address}
          </p>
          <a
            href={directionsUrl(place)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {words.directions}
            <span className="sr-only">{` ${words.directionsHint}`}</span>
          </a>
        </div>
      )}
    </div>
  );
}
