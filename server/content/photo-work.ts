/**
 * One photo's work at a time in the whole service: every upload of every request, and the AVIF renditions made
 * after a photo is live, wait their turn here. Each piece already keeps sharp's thread busy, the machine has 2 cores
 * shared with the quote form, and a decoded photo holds tens of megabytes: two at once would double the memory for
 * no gain in time. Uploads go first ("now"); a background piece ("later", one AVIF encode) starts only when no
 * upload waits, so it holds an upload up by at most one encode.
 * docs/architecture.md, "Photos: what happens to an upload".
 */

type Lane = "now" | "later";

interface Waiting {
  start: () => void;
}

const waiting: Record<Lane, Waiting[]> = { now: [], later: [] };
let running = false;

function next(): void {
  if (running) return;
  const piece = waiting.now.shift() ?? waiting.later.shift();
  if (!piece) return;
  running = true;
  piece.start();
}

/** Runs `task` when it is its turn: uploads ("now") before background work ("later"), one at a time. */
export function photoWork<T>(lane: Lane, task: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    waiting[lane].push({
      start: () => {
        Promise.resolve()
          .then(task)
          .then(resolve, reject)
          .finally(() => {
            running = false;
            next();
          });
      },
    });
    next();
  });
}

/** How much photo work is running and waiting now (tests; the benchmark reads memory instead). */
export function photoWorkLoad(): { running: number; waiting: number } {
  return { running: running ? 1 : 0, waiting: waiting.now.length + waiting.later.length };
}
