import { e2eServer } from "./server-env.ts";

/** Runs once before the browser tests: the server itself is started by Playwright's webServer option. */
export default async function globalSetup() {
  console.log(`e2e: server at ${e2eServer.baseURL}, data in ${e2eServer.dataDir}`);
}
