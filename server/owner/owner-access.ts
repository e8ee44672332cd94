import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { SignInRequestResult } from "../../app/lib/owner-inbox.ts";
import { ownerReturnPath } from "../../app/lib/owner-return.ts";
import type { RateLimiter } from "../contact/rate-limiter.ts";
import { SIGN_IN_LINK_MINUTES, type Store } from "../store/store.ts";
import { type SealingKey, seal } from "./sealed-text.ts";
import { signInEmail } from "./sign-in-email.ts";

/**
 * Who may read the leads (docs/owner-guide.md, "Signing in"). An owner (an address of OWNER_EMAILS) asks for a
 * link; the link comes by email through the outbox (sealed there), works once within 15 minutes, and starts a
 * session of 30 days kept in a cookie. The store keeps only hashes of links and sessions: a copy of the database
 * signs nobody in. The answer to "send me a link" is the same for any address.
 */

const SESSION_DAYS = 30;
export const SESSION_COOKIE = "bnc_owner";
/** The cookie is sent to the inbox only. */
const SESSION_COOKIE_PATH = "/leads";
/** A sign-in link's token between opening the link and pressing "Sign in": sent to the sign-in page only. */
export const HELD_LINK_COOKIE = "bnc_sign_in";
const HELD_LINK_PATH = "/leads/sign-in";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The window of every sign-in limit (links asked for, links tried), and the wait a refusal names. */
export const SIGN_IN_WINDOW_MS = 15 * MINUTE_MS;
/**
 * A refusal's Retry-After: always the whole window, whichever limit refused and however full it was. The time left
 * in an address's window would tell a stranger that someone (an owner) asked for that address lately.
 */
const REFUSAL_RETRY_AFTER_SECONDS = SIGN_IN_WINDOW_MS / 1_000;

export interface OwnerAccessOptions {
  store: Store;
  /** OWNER_EMAILS, lower case. */
  owners: readonly string[];
  /** Signs the cookie; its sealing key seals the sign-in email. */
  secret: string;
  sealingKey: SealingKey;
  /** SITE_URL: the sign-in link points here, never at the Host a request claims. */
  siteUrl: string;
  businessName: string;
  /** Sign-in requests per address, and per client, in each window (owner-feature.ts sets them; kept in the store). */
  perAddress: RateLimiter;
  perClient: RateLimiter;
  /**
   * Sign-in links tried ("Sign in" pressed) per client. A token is 256 random bits, so guessing is hopeless; the
   * limit is there anyway, as on every other form.
   */
  triesPerClient: RateLimiter;
  /** Wakes the outbox worker once a sign-in email is queued. */
  onQueued: () => void;
  /** A link that could not be stored or queued (the answer had already gone): for the log. */
  onLinkFailed?: (error: unknown) => void;
  now?: () => Date;
}

export interface OwnerSessionRef {
  email: string;
  tokenHash: string;
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The value of one cookie in a Cookie header, if it is there. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index !== -1 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** What pressing "Sign in" with a link's token gave. */
type LinkSignIn =
  | { kind: "signed-in"; email: string; cookie: string }
  /** A used, expired, unknown or made-up link. */
  | { kind: "refused" }
  | { kind: "rate-limited"; retryAfterSeconds: number };

export class OwnerAccess {
  readonly #options: OwnerAccessOptions;
  readonly #now: () => Date;
  readonly #pendingLinks = new Set<Promise<void>>();

  constructor(options: OwnerAccessOptions) {
    this.#options = options;
    this.#now = options.now ?? (() => new Date());
  }

  isOwner(email: string): boolean {
    return this.#options.owners.includes(email.trim().toLowerCase());
  }

  /**
   * "Email me a link": a link goes out only to an owner's address; the answer does not say whether it did. Too many
   * requests from one client, or for one address, are refused (429, for any address alike, so the refusal tells
   * nothing about who owns the inbox). The screen says so truthfully rather than claim a link is on its way.
   * `next`: the inbox page the link returns to once signed in; one that is not (app/lib/owner-return.ts) is dropped.
   */
  async requestLink(email: string, client: string, next?: string): Promise<SignInRequestResult> {
    const address = email.trim().toLowerCase().slice(0, 254);
    const now = this.#now();
    const perClient = await this.#options.perClient.take(client, now);
    if (!perClient.allowed) {
      return { kind: "rate-limited", limit: "client", retryAfterSeconds: REFUSAL_RETRY_AFTER_SECONDS };
    }
    // Whoever types the owner's address again and again fills no mailbox: past five links in 15 minutes no more
    // go out. The links already sent keep working, so the owner is not locked out by it.
    const perAddress = await this.#options.perAddress.take(address, now);
    if (!perAddress.allowed) {
      return { kind: "rate-limited", limit: "address", retryAfterSeconds: REFUSAL_RETRY_AFTER_SECONDS };
    }
    if (this.isOwner(address)) {
      // After the answer, on a later turn of the event loop (SQLite writes synchronously: started here, its writes
      // would still come before the answer): the answer takes the same time whether the address is an owner's or
      // not, and a store failure shows on no owner's screen alone. The link is in the outbox a moment later;
      // should that fail, it is logged and the owner asks again. stop() waits for links on their way.
      const queued = nextTurn()
        .then(() => this.#queueLink(address, now, ownerReturnPath(next)))
        .catch((error: unknown) => this.#options.onLinkFailed?.(error));
      this.#pendingLinks.add(queued);
      void queued.finally(() => this.#pendingLinks.delete(queued));
    }
    return { kind: "sent-if-owner" };
  }

  /** Waits for the sign-in links still being stored and queued: before the store closes. */
  async stop(): Promise<void> {
    await Promise.all([...this.#pendingLinks]);
  }

  async #queueLink(address: string, now: Date, next: string | undefined): Promise<void> {
    const token = newToken();
    await this.#options.store.createSignInLink(
      hashToken(token),
      address,
      new Date(now.getTime() + SIGN_IN_LINK_MINUTES * MINUTE_MS),
      now,
    );
    const back = next ? `&${new URLSearchParams({ next })}` : "";
    const link = `${this.#options.siteUrl}/leads/sign-in?token=${token}${back}`;
    const message = signInEmail(address, link, SIGN_IN_LINK_MINUTES, { name: this.#options.businessName });
    await this.#options.store.queueEmail(
      {
        ...message,
        html: seal(this.#options.sealingKey, message.html),
        text: seal(this.#options.sealingKey, message.text),
      },
      now,
    );
    this.#options.onQueued();
  }

  /**
   * Uses a link, tried from `client`: a new session and its cookie; refused for a used, expired or unknown link;
   * rate-limited past the client's tries in the window (counted before the link is looked at, whatever it is).
   */
  async signInWithLink(token: string, client: string): Promise<LinkSignIn> {
    const now = this.#now();
    const tries = await this.#options.triesPerClient.take(client, now);
    if (!tries.allowed) return { kind: "rate-limited", retryAfterSeconds: REFUSAL_RETRY_AFTER_SECONDS };
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { kind: "refused" };
    const email = await this.#options.store.consumeSignInLink(hashToken(token), now);
    // An address taken out of OWNER_EMAILS since the link was sent signs in no more.
    if (!email || !this.isOwner(email)) return { kind: "refused" };
    const session = newToken();
    await this.#options.store.createSession(
      hashToken(session),
      email,
      new Date(now.getTime() + SESSION_DAYS * DAY_MS),
      now,
    );
    await this.#options.store.recordActivity({ at: now, actor: email, action: "signed-in" });
    return {
      kind: "signed-in",
      email,
      cookie: this.#cookie(
        SESSION_COOKIE,
        `${session}.${this.#sign(session)}`,
        SESSION_DAYS * 24 * 60 * 60,
        SESSION_COOKIE_PATH,
      ),
    };
  }

  /** The session a request's cookie stands for: signed by us, stored, not ended or expired, an owner still. */
  async session(cookieHeader: string | undefined): Promise<OwnerSessionRef | undefined> {
    const value = cookieValue(cookieHeader, SESSION_COOKIE);
    const [token, signature, ...rest] = (value ?? "").split(".");
    if (!token || !signature || rest.length > 0) return undefined;
    const expected = Buffer.from(this.#sign(token));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    const tokenHash = hashToken(token);
    const found = await this.#options.store.findSession(tokenHash, this.#now());
    if (!found) return undefined;
    if (!this.isOwner(found.email)) {
      // The address left OWNER_EMAILS: its sessions end for good, so putting it back later revives none of them.
      await this.#options.store.endAllSessions(found.email, this.#now());
      return undefined;
    }
    return { email: found.email, tokenHash };
  }

  /** Ends this session (or all of the owner's); the cookie that clears it either way. */
  async signOut(session: OwnerSessionRef | undefined, everywhere: boolean): Promise<string> {
    if (session) {
      const now = this.#now();
      if (everywhere) await this.#options.store.endAllSessions(session.email, now);
      else await this.#options.store.endSession(session.tokenHash, now);
      await this.#options.store.recordActivity({
        at: now,
        actor: session.email,
        action: everywhere ? "signed-out-everywhere" : "signed-out",
      });
    }
    return this.#cookie(SESSION_COOKIE, "", 0, SESSION_COOKIE_PATH);
  }

  /** The cookie that holds a link's token for the sign-in page ("" clears it). */
  holdLinkCookie(token: string): string {
    const clean = /^[A-Za-z0-9_-]{1,100}$/.test(token) ? token : "";
    return this.#cookie(HELD_LINK_COOKIE, clean, clean ? SIGN_IN_LINK_MINUTES * 60 : 0, HELD_LINK_PATH);
  }

  /** The token a request's cookie holds, if any. */
  heldLink(cookieHeader: string | undefined): string | undefined {
    return cookieValue(cookieHeader, HELD_LINK_COOKIE) || undefined;
  }

  #sign(token: string): string {
    return createHmac("sha256", this.#options.secret).update(token).digest("base64url");
  }

  /** HttpOnly (no script reads it), SameSite=Lax (no other site's form sends it), Secure on an https site. */
  #cookie(name: string, value: string, maxAgeSeconds: number, cookiePath: string): string {
    const secure = this.#options.siteUrl.startsWith("https:") ? "; Secure" : "";
    return `${name}=${value}; Path=${cookiePath}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
  }
}
