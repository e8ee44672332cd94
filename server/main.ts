import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { serverFeatures } from "./features.ts";
import { checkPublicOrigin } from "./public-origin.ts";

/** Starts the service: reads and validates the configuration, builds the app, listens, stops cleanly on SIGTERM. */
async function main() {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let stop: () => Promise<void>;
  try {
    const config = loadConfig();
    // A build made without SITE_URL must never be served beyond this machine (its pages point at localhost).
    const originProblem = checkPublicOrigin(
      { host: config.HOST, trustProxyHops: config.TRUST_PROXY_HOPS, siteUrl: config.public.SITE_URL },
      config.buildDir,
    );
    if (originProblem) throw new ConfigError(originProblem);
    const features = await serverFeatures(config);
    stop = features.stop;
    app = await buildApp(config, features);
    await app.listen({ port: config.PORT, host: config.HOST });
    await features.start(app);
  } catch (error) {
    // One clear line (the configuration's own message names each bad variable), not a stack trace.
    console.error(startFailure(error));
    process.exit(1);
  }

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

/** What the operator reads when the start fails: the error's message, prefixed unless it is the config's. */
function startFailure(error: unknown): string {
  if (error instanceof ConfigError) return error.message;
  const message = error instanceof Error ? error.message || error.name : String(error);
  return `The service cannot start: ${message}`;
}

await main();
