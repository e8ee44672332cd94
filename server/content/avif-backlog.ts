import { AVIF_SOURCE_FILE } from "../store/site-content.ts";
import type { Store } from "../store/store.ts";
import { encodeAvif } from "./photo-pipeline.ts";

/**
 * How long a copy of the service may take to make one photo's AVIF renditions before another copy may take the
 * photo over: its encodes wait behind every upload (photo-work.ts), which on a busy machine can be minutes.
 */
const AVIF_LEASE_MS = 15 * 60_000;
/** How often a copy looks for photos still without AVIF renditions that no copy is making (one left by a stop). */
const AVIF_SWEEP_MS = 60_000;

export interface AvifBacklog {
  /** Photos were stored: make their AVIF renditions now (one at a time, after any upload). */
  wake(): void;
  /** Looks at once, then every minute, for photos still without AVIF renditions. */
  start(): void;
  stop(): void;
  /** Resolves once nothing is being made (tests, the benchmark). */
  idle(): Promise<void>;
}

/**
 * Makes the AVIF renditions of photos that went live with WebP and JPEG only (docs/architecture.md, "Photos: what
 * happens to an upload"). What is pending is in the store, not in memory: each photo is claimed with a lease, so on
 * several copies of the service one makes it, and a photo whose copy stopped or died is taken up by the next copy
 * that looks (at its start, and every minute). Once stored, `onFinished` renders the pages again here; the other
 * copies see the store's content stamp change at their next poll.
 */
export function createAvifBacklog(options: {
  store: Store;
  onFinished: () => Promise<void>;
  onError: (error: unknown) => void;
}): AvifBacklog {
  const { store } = options;
  let draining: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function drain(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const now = Date.now();
        const photo = await store.claimPendingAvif(new Date(now), new Date(now + AVIF_LEASE_MS));
        if (!photo) break;
        const source = await store.photoFile(photo.id, AVIF_SOURCE_FILE);
        // No source (it cannot happen short of a hand-edited database): the photo stays live without AVIF; its lease
        // keeps it from being tried again before it ends.
        if (!source) throw new Error(`photo ${photo.id} has no AVIF source`);
        const files = await encodeAvif(source.bytes, photo.widths);
        if (await store.completeAvif(photo.id, files, new Date())) await options.onFinished();
      }
    } while (again);
  }

  function wake(): void {
    if (stopped) return;
    if (draining) {
      again = true;
      return;
    }
    draining = drain()
      .catch(options.onError)
      .finally(() => {
        draining = undefined;
      });
  }

  return {
    wake,
    start() {
      wake();
      timer = setInterval(wake, AVIF_SWEEP_MS);
      timer.unref();
    },
    stop() {
      stopped = true;
      clearInterval(timer);
    },
    async idle() {
      while (draining) await draining;
    },
  };
}
