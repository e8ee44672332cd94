import type { FastifyRequest } from "fastify";
import type { OwnerInboxService } from "../../app/lib/owner-inbox.ts";
import { clientAddress } from "../client-address.ts";
import { INBOX_PAGE_SIZE, type LeadInbox } from "./lead-inbox.ts";
import { sourcesCsv } from "./lead-numbers.ts";
import type { OwnerAccess, OwnerSessionRef } from "./owner-access.ts";

/** Thrown when a request without a signed-in owner asks for leads: the pages check first, this is the backstop. */
class NotSignedInError extends Error {
  override name = "NotSignedInError";
  constructor() {
    super("no owner is signed in on this request");
  }
}

/**
 * The owner's inbox as the pages of one request see it (app/lib/owner-inbox.ts): the session is read once from the
 * request's cookie; every read or change of a lead needs it, and a change is made as the signed-in owner.
 */
export function ownerInboxService(
  access: OwnerAccess,
  inbox: LeadInbox,
  request: FastifyRequest,
): OwnerInboxService {
  let session: Promise<OwnerSessionRef | undefined> | undefined;
  const current = () => {
    session ??= access.session(request.headers.cookie);
    return session;
  };
  const owner = async (): Promise<string> => {
    const found = await current();
    if (!found) throw new NotSignedInError();
    return found.email;
  };
  return {
    owner: async () => {
      const found = await current();
      return found ? { email: found.email } : undefined;
    },
    requestSignIn: (email, next) => access.requestLink(email, clientAddress(request).rateKey, next),
    holdSignInLink: (token) => ({ setCookie: access.holdLinkCookie(token) }),
    holdsSignInLink: () => access.heldLink(request.headers.cookie) !== undefined,
    signInWithHeldLink: async () => {
      const token = access.heldLink(request.headers.cookie);
      if (!token) return { kind: "refused" };
      const tried = await access.signInWithLink(token, clientAddress(request).rateKey);
      if (tried.kind !== "signed-in") return tried;
      return { kind: "signed-in", setCookies: [tried.cookie, access.holdLinkCookie("")] };
    },
    signOut: async (everywhere) => ({ setCookie: await access.signOut(await current(), everywhere) }),
    listLeads: async (query) => {
      await owner();
      const leads = await inbox.list(query, INBOX_PAGE_SIZE + 1);
      return { leads: leads.slice(0, INBOX_PAGE_SIZE), more: leads.length > INBOX_PAGE_SIZE };
    },
    lead: async (id) => {
      await owner();
      return inbox.lead(id);
    },
    setStage: async (id, stage) => inbox.setStage(id, stage, await owner()),
    addNote: async (id, text) => inbox.addNote(id, text, await owner()),
    markNotSpam: async (id) => inbox.markNotSpam(id, await owner()),
    retryEmail: async (id, emailId) => inbox.retryEmail(id, emailId, await owner()),
    exportCsv: async () => {
      await owner();
      return inbox.csv();
    },
    numbers: async (period) => {
      await owner();
      return inbox.numbers(period);
    },
    numbersCsv: async (period) => {
      await owner();
      const numbers = await inbox.numbers(period);
      return { csv: sourcesCsv(numbers), firstDay: numbers.firstDay, lastDay: numbers.lastDay };
    },
    recentAccess: async () => {
      await owner();
      return inbox.access();
    },
  };
}
