import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { bakedPublicEnv, islandBuildRecord, publicEnvOrExit } from "./vite-plugins.ts";

const publicEnv = publicEnvOrExit();

/**
 * A build for the real site must not ship placeholders: canonical URLs on 127.0.0.1, a 555 phone number, a legal
 * entity or a retention period nobody confirmed. The build still succeeds (tests and local runs use the defaults)
 * but lists every one of them (app/content/going-live.ts), leaving out what the owner has confirmed when the
 * service's store is here to read (server/content/stored-model.ts).
 */
function warnAboutDefaults(): Plugin {
  let warned = false;
  return {
    name: "warn-about-defaults",
    apply: "build",
    async buildStart() {
      if (warned) return;
      warned = true;
      const { goingLiveItems, goingLiveLines } = await import("./app/content/going-live.ts");
      const { defaultModel } = await import("./app/content/model/content-model.ts");
      const { storedModel } = await import("./server/content/stored-model.ts");
      const stored = await storedModel();
      const notes = goingLiveLines(goingLiveItems(stored ?? defaultModel(), publicEnv));
      if (notes.length > 0) {
        const source = stored
          ? "as the store here has it"
          : "no store here to read: the running service's start-up log says which remain";
        console.warn(
          `\nBefore this build goes live (${source}):\n${notes.map((note) => `  - ${note}`).join("\n")}\n`,
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [
    warnAboutDefaults(),
    bakedPublicEnv(publicEnv),
    islandBuildRecord(),
    tailwindcss(),
    reactRouter(),
  ],
  // The islands build (scripts/build-islands.ts) has already written its chunks into the build directory: React
  // Router must add to it, not empty it first (the islands build empties it).
  build: { target: "es2022", assetsInlineLimit: 2048, emptyOutDir: false },
  server: {
    host: "127.0.0.1",
    // In development the API runs in the Node service (npm start, port 3000); the dev server forwards to it.
    proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? "3000"}` },
  },
});
