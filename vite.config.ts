import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { parsePublicEnv } from "./app/lib/public-env.ts";

// The public configuration is validated once here, at build, and baked into the bundle: a bad value stops the
// build with a message naming the variable instead of shipping broken links.
const publicEnv = (() => {
  try {
    return parsePublicEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

/**
 * A build for the real site must not ship placeholders: canonical URLs on 127.0.0.1, a 555 phone number, a legal
 * entity or a retention period nobody confirmed. The build still succeeds (tests and local runs use the defaults)
 * but lists every one of them (app/content/going-live.ts).
 */
function warnAboutDefaults(): Plugin {
  let warned = false;
  return {
    name: "warn-about-defaults",
    apply: "build",
    async buildStart() {
      if (warned) return;
      warned = true;
      const { placeholdersGoingLive } = await import("./app/content/going-live.ts");
      const notes = placeholdersGoingLive(publicEnv);
      if (notes.length > 0) {
        console.warn(`\nBefore this build goes live:\n${notes.map((note) => `  - ${note}`).join("\n")}\n`);
      }
    },
  };
}

/**
 * In the browser bundle app/lib/public-env.ts is replaced by its already-validated value, so neither zod nor the
 * schema ships to visitors for it; Node (server, scripts, tests) loads the real module and validates at start.
 */
function bakedPublicEnv(): Plugin {
  return {
    name: "baked-public-env",
    enforce: "pre",
    load(id) {
      if (id.replace(/\\/g, "/").endsWith("/app/lib/public-env.ts")) {
        return `export const publicEnv = ${JSON.stringify(publicEnv)};`;
      }
      return null;
    },
  };
}

export default defineConfig({
  plugins: [warnAboutDefaults(), bakedPublicEnv(), tailwindcss(), reactRouter()],
  build: { target: "es2022", assetsInlineLimit: 2048 },
  server: {
    host: "127.0.0.1",
    // In development the API runs in the Node service (npm start, port 3000); the dev server forwards to it.
    proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? "3000"}` },
  },
});
