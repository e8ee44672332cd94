import { existsSync } from "node:fs";
import path from "node:path";
import { type ContentModel, modelOf } from "../../app/content/model/content-model.ts";
import { loadConfig } from "../config.ts";
import { readDocument } from "../store/content-document.ts";
import { openStore } from "../store/open-store.ts";
import { LEADS_FILE } from "../store/sqlite-database.ts";

/**
 * The owner's content as the store holds it, for a build that runs where the service's store is (the same DATA_DIR
 * or DATABASE_URL): its "Before this build goes live" list then leaves out what the owner has already confirmed on
 * the phone. Undefined when there is no store to read (a first build, a build machine apart): the list says so.
 * A SQLite file that does not exist is not created.
 */
export async function storedModel(
  env: Record<string, string | undefined> = process.env,
): Promise<ContentModel | undefined> {
  try {
    const config = loadConfig(env);
    if (!config.DATABASE_URL && !existsSync(path.join(config.dataDir, LEADS_FILE))) return undefined;
    const store = await openStore(config);
    try {
      return modelOf(readDocument((await store.latestRevision())?.document).overrides);
    } finally {
      await store.close();
    }
  } catch {
    return undefined;
  }
}
