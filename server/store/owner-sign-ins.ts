import type { Database } from "./database.ts";
import { toDate } from "./rows.ts";
import type { OwnerSession } from "./store.ts";

/** The owner's sign-in links and sessions, each kept by the hash of its token only. */
export interface OwnerSignIns {
  /** Stores a sign-in link by the hash of its token. */
  createSignInLink(tokenHash: string, email: string, expiresAt: Date, at: Date): Promise<void>;
  /**
   * Uses a sign-in link: the owner's email when the link exists, has not expired and was never used; it is then
   * used, atomically, so two clicks cannot both sign in. undefined otherwise.
   */
  consumeSignInLink(tokenHash: string, at: Date): Promise<string | undefined>;
  /** How many sign-in links were asked for this address since `since` (the per-address limit). */
  countSignInLinks(email: string, since: Date): Promise<number>;
  createSession(tokenHash: string, email: string, expiresAt: Date, at: Date): Promise<void>;
  /** The session of this token hash, if it exists, has not expired and was not ended. */
  findSession(tokenHash: string, at: Date): Promise<OwnerSession | undefined>;
  endSession(tokenHash: string, at: Date): Promise<void>;
  /**
   * "Sign out everywhere": ends every session of this owner and every sign-in link not used yet (one asked for
   * before must not sign in after), in one transaction; returns how many sessions were open.
   */
  endAllSessions(email: string, at: Date): Promise<number>;
}

export function ownerSignIns(db: Database): OwnerSignIns {
  const insert = (table: string) => (tokenHash: string, email: string, expiresAt: Date, at: Date) =>
    db
      .run(`INSERT INTO ${table} (token_hash, email, created_at, expires_at) VALUES (?, ?, ?, ?)`, [
        tokenHash,
        email,
        at,
        expiresAt,
      ])
      .then(() => undefined);
  return {
    createSignInLink: insert("sign_in_links"),
    async consumeSignInLink(tokenHash, at) {
      const row = await db.get(
        `UPDATE sign_in_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
         RETURNING email`,
        [at, tokenHash, at],
      );
      return row ? String(row.email) : undefined;
    },
    countSignInLinks: async (email, since) =>
      Number(
        (
          await db.get("SELECT count(*) AS n FROM sign_in_links WHERE email = ? AND created_at >= ?", [
            email,
            since,
          ])
        )?.n ?? 0,
      ),
    createSession: insert("owner_sessions"),
    async findSession(tokenHash, at) {
      const row = await db.get(
        "SELECT * FROM owner_sessions WHERE token_hash = ? AND ended_at IS NULL AND expires_at > ?",
        [tokenHash, at],
      );
      if (!row) return undefined;
      return {
        email: String(row.email),
        createdAt: toDate(row.created_at),
        expiresAt: toDate(row.expires_at),
      };
    },
    async endSession(tokenHash, at) {
      await db.run("UPDATE owner_sessions SET ended_at = ? WHERE token_hash = ? AND ended_at IS NULL", [
        at,
        tokenHash,
      ]);
    },
    endAllSessions: (email, at) =>
      db.transaction(async (sql) => {
        // A used_at marks the unused links spent, as if clicked: consumeSignInLink refuses them.
        await sql.run("UPDATE sign_in_links SET used_at = ? WHERE email = ? AND used_at IS NULL", [
          at,
          email,
        ]);
        return sql.run(
          "UPDATE owner_sessions SET ended_at = ? WHERE email = ? AND ended_at IS NULL AND expires_at > ?",
          [at, email, at],
        );
      }),
  };
}
