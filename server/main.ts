import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { serverFeatures } from "./features.ts";

/** Starts the service: reads and validates the configuration, builds the app, listens, stops cleanly on SIGTERM. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const { features, healthChecks, start, stop } = await serverFeatures(config);
  const app = await buildApp(config, { features, healthChecks });
  await app.listen({ port: config.PORT, host: config.HOST });
  await start(app);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "stopping: finishing requests in flight");
    // A stop that hangs must not block a deploy: give up after ten seconds.
    const timer = setTimeout(() => {
      app.log.error("shutdown timed out, exiting");
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      await stop();
      process.exit(0);
    } catch (error) {
      app.log.error(error, "error while stopping");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

await main();
