import { startSmtpTestServer } from "../support/mail.ts";
import { e2eServer } from "./server-env.ts";

/**
 * Runs once before the browser tests (the site itself is started by Playwright's webServer option): starts the mail
 * server the site sends to, the tests' real smtp-server on loopback (tests/support/mail.ts), which writes each
 * message it accepts as an .eml file into smtp-inbox under the data directory, where the tests read it with
 * readEmlFiles (the workers are other processes).
 */
export default async function globalSetup() {
  const smtp = await startSmtpTestServer(e2eServer.smtpPort, { inboxDir: e2eServer.smtpInbox });
  console.log(
    `e2e: server at ${e2eServer.baseURL}, data in ${e2eServer.dataDir}, mail server at 127.0.0.1:${smtp.port}`,
  );
  return () => smtp.stop();
}
