import type { LightMyRequestResponse } from "fastify";
import { HELD_LINK_COOKIE, SESSION_COOKIE } from "../../server/owner/owner-access.ts";
import { type SmtpTestServer, startSmtpTestServer } from "./mail.ts";
import { waitFor } from "./net.ts";
import { startTestService, type TestService, testConfig } from "./service.ts";

/** The value of a cookie a response sets, as a Cookie header. */
function cookieFrom(response: LightMyRequestResponse, name: string): string {
  const header = [response.headers["set-cookie"]].flat().find((value) => value?.startsWith(`${name}=`));
  if (!header) throw new Error(`no ${name} cookie was set`);
  return header.split(";")[0] ?? "";
}

let clients = 0;

/**
 * Signs an owner in as the owner does (test-only): asks for a link, reads it from the SMTP server's mail, opens it
 * and presses "Sign in". Answers the session as a Cookie header.
 */
export async function signInOwner(
  service: TestService,
  smtp: SmtpTestServer,
  email: string,
): Promise<string> {
  clients += 1;
  const remoteAddress = `198.51.100.${clients}`;
  const headers = { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" };
  const before = smtp.messages.length;
  await service.app.inject({
    method: "POST",
    url: "/leads",
    remoteAddress,
    headers,
    payload: new URLSearchParams({ intent: "request-link", email }).toString(),
  });
  const mail = () => smtp.messages.slice(before).find((message) => message.to.includes(email));
  await waitFor(() => mail() !== undefined, "the sign-in email");
  const token = mail()?.text.match(/\/leads\/sign-in\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error("no link in the sign-in email");
  const opened = await service.app.inject({ url: `/leads/sign-in?token=${token}`, remoteAddress });
  const signedIn = await service.app.inject({
    method: "POST",
    url: "/leads/sign-in",
    remoteAddress,
    headers: { ...headers, cookie: cookieFrom(opened, HELD_LINK_COOKIE) },
    payload: "",
  });
  return cookieFrom(signedIn, SESSION_COOKIE);
}

/** The value of a cookie a fetch response sets, as a Cookie header. */
function cookieFromFetch(response: Response, name: string): string {
  const header = response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
  if (!header) throw new Error(`no ${name} cookie was set (status ${response.status})`);
  return header.split(";")[0] ?? "";
}

/**
 * The same over HTTP, for a service running as its own process (`url`, its SMTP server `smtp`): the owner's
 * browser asks for a link, the link is read from the email, opened, and "Sign in" pressed. Answers the session as a
 * Cookie header for that service (or any copy sharing its SESSION_SECRET and store).
 */
export async function signInOwnerOverHttp(url: string, smtp: SmtpTestServer, email: string): Promise<string> {
  const headers = { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" };
  const before = smtp.messages.length;
  const asked = await fetch(`${url}/leads`, {
    method: "POST",
    headers,
    body: new URLSearchParams({ intent: "request-link", email }),
    redirect: "manual",
  });
  if (asked.status >= 400) throw new Error(`asking for a sign-in link answered ${asked.status}`);
  const mail = () => smtp.messages.slice(before).find((message) => message.to.includes(email));
  await waitFor(() => mail() !== undefined, "the sign-in email", 20_000);
  const token = mail()?.text.match(/\/leads\/sign-in\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error("no link in the sign-in email");
  const opened = await fetch(`${url}/leads/sign-in?token=${token}`, { redirect: "manual" });
  const signedIn = await fetch(`${url}/leads/sign-in`, {
    method: "POST",
    headers: { ...headers, cookie: cookieFromFetch(opened, HELD_LINK_COOKIE) },
    body: "",
    redirect: "manual",
  });
  return cookieFromFetch(signedIn, SESSION_COOKIE);
}

export interface SignedInService {
  smtp: SmtpTestServer;
  service: TestService;
  /** The owner's session, as a Cookie header. */
  session: string;
  stop(): Promise<void>;
}

/**
 * The whole service in process with a real SMTP server, `owner` as its business email and signed in: how the tests
 * of the owner's pages start (test-only). `env` adds to the test configuration.
 */
export async function startSignedInService(
  owner: string,
  env: Record<string, string> = {},
): Promise<SignedInService> {
  const smtp = await startSmtpTestServer();
  const service = await startTestService(testConfig({ SMTP_URL: smtp.url, BUSINESS_EMAIL: owner, ...env }));
  return {
    smtp,
    service,
    session: await signInOwner(service, smtp, owner),
    stop: async () => {
      await service.stop();
      await smtp.stop();
    },
  };
}
