import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { startFakePlaces } from "./places-fixture.ts";
import { e2eGoogleServer, e2eServer } from "./server-env.ts";

/**
 * Runs once before the browser tests (the sites themselves are started by Playwright's webServer option): starts
 * the stand-in Places API of the site with Google reviews (places-fixture.ts), and the mail server the site sends
 * to, a real smtp-server on loopback, which writes each message it accepts, raw, as smtp-inbox/<time>-<n>.eml
 * under the data directory, where tests read it (see readInbox in quote-form.spec.ts).
 */
export default async function globalSetup() {
  mkdirSync(e2eServer.smtpInbox, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    // Plain SMTP on loopback: no TLS upgrade (no certificate to trust), no login.
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        count += 1;
        const name = `${Date.now()}-${String(count).padStart(4, "0")}.eml`;
        const envelope = `X-Envelope-To: ${session.envelope.rcptTo.map((rcpt) => rcpt.address).join(", ")}\r\n`;
        // Written under a temporary name and renamed, so a reader never sees half a message.
        const file = path.join(e2eServer.smtpInbox, name);
        try {
          writeFileSync(`${file}.part`, Buffer.concat([Buffer.from(envelope), ...chunks]));
          renameSync(`${file}.part`, file);
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(e2eServer.smtpPort, "127.0.0.1", () => resolve());
  });
  const places = await startFakePlaces(e2eGoogleServer.placesPort);
  console.log(
    `e2e: server at ${e2eServer.baseURL}, data in ${e2eServer.dataDir}, mail server at 127.0.0.1:${e2eServer.smtpPort}; with Google reviews at ${e2eGoogleServer.baseURL}`,
  );
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await new Promise<void>((resolve) => places.close(() => resolve()));
  };
}
