import type { Database, Row } from "./database.ts";
import { toDate } from "./rows.ts";

/**
 * The owner's photos and the site's content (docs/architecture.md, "The owner's photos and words"): each change of
 * the content is a new revision of one small JSON document (the owner's overrides of the content model), so the
 * history, who and when, and what each change did (the difference between two revisions) are all kept;
 * photos are kept with their renditions, by id, and the content refers to them.
 */
export interface ContentRevision {
  id: number;
  at: Date;
  actor: string;
  summary: string;
  /** The owner's content after this change, as JSON (server/content/content-document.ts reads it). */
  document: string;
}

export interface StoredPhoto {
  id: string;
  uploadedAt: Date;
  uploadedBy: string;
  width: number;
  height: number;
  widths: number[];
  jpegWidth: number;
  /**
   * Its AVIF renditions exist (at `widths`). A new photo is stored without them and with its source pixels
   * (`AVIF_SOURCE_FILE`); completeAvif adds them later (docs/architecture.md, "Photos: what happens to an upload").
   */
  avif: boolean;
}

/** The pixels a photo's AVIF renditions are made from, kept until they are made: never served. */
export const AVIF_SOURCE_FILE = "avif-source";

interface StoredPhotoFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

export interface SiteContentStore {
  /** The newest revision's id, 0 before the first change. */
  latestRevisionId(): Promise<number>;
  /**
   * What every copy of the service polls: the newest revision's id, and a stamp of the photos' renditions that
   * changes when a photo's AVIF renditions arrive (they are no revision of the content). Cheap: one indexed query.
   */
  contentStamp(): Promise<{ revision: number; renditions: string }>;
  latestRevision(): Promise<ContentRevision | undefined>;
  /** Newest first. */
  revisions(limit: number): Promise<ContentRevision[]>;
  /** The newest revision before this one (what undoing it returns to). */
  revisionBefore(id: number): Promise<ContentRevision | undefined>;
  revision(id: number): Promise<ContentRevision | undefined>;
  /** This revision, the one before it and every later one, oldest first (what undoing it must look at). */
  revisionsAround(id: number): Promise<ContentRevision[]>;
  /**
   * Writes the revision `revise` makes of the newest one, under a lock, so two owners' changes never overwrite each
   * other; `revise` throws to change nothing.
   */
  reviseContent(
    revise: (latest: ContentRevision | undefined) => { document: string; summary: string },
    actor: string,
    at: Date,
  ): Promise<ContentRevision>;
  /** A photo and all its renditions, in one transaction. */
  savePhoto(photo: StoredPhoto, files: readonly StoredPhotoFile[]): Promise<void>;
  /**
   * The oldest photo still without its AVIF renditions that no copy is making now (no lease, or an expired one),
   * leased to the caller until `until`; undefined when there is none. Two copies never get the same one while a
   * lease holds.
   */
  claimPendingAvif(now: Date, until: Date): Promise<StoredPhoto | undefined>;
  /**
   * Stores a photo's AVIF renditions, drops its source and marks it as having them, in one transaction.
   * False when the photo is gone (purged) or already had them (another copy finished first after a lease ran out).
   */
  completeAvif(photoId: string, files: readonly StoredPhotoFile[], at: Date): Promise<boolean>;
  photos(): Promise<StoredPhoto[]>;
  photoFile(photoId: string, name: string): Promise<StoredPhotoFile | undefined>;
  /** Deletes photos (and their files) for good; returns how many. */
  deletePhotos(ids: readonly string[]): Promise<number>;
}

const toRevision = (row: Row): ContentRevision => ({
  id: Number(row.id),
  at: toDate(row.at),
  actor: String(row.actor),
  summary: String(row.summary),
  document: String(row.document),
});

const toPhoto = (row: Row): StoredPhoto => ({
  id: String(row.id),
  uploadedAt: toDate(row.uploaded_at),
  uploadedBy: String(row.uploaded_by),
  width: Number(row.width),
  height: Number(row.height),
  widths: JSON.parse(String(row.widths)) as number[],
  jpegWidth: Number(row.jpeg_width),
  avif: row.avif_ready_at !== null && row.avif_ready_at !== undefined,
});

export function siteContent(db: Database): SiteContentStore {
  const newest = "SELECT * FROM content_revisions ORDER BY id DESC LIMIT 1";
  return {
    latestRevisionId: async () =>
      Number((await db.get("SELECT max(id) AS id FROM content_revisions"))?.id ?? 0),
    async contentStamp() {
      const row = await db.get(
        `SELECT (SELECT max(id) FROM content_revisions) AS revision,
                (SELECT count(*) FROM photos WHERE avif_ready_at IS NOT NULL) AS ready,
                (SELECT max(avif_ready_at) FROM photos) AS latest`,
      );
      const latest = row?.latest === null || row?.latest === undefined ? 0 : toDate(row.latest).getTime();
      return { revision: Number(row?.revision ?? 0), renditions: `${Number(row?.ready ?? 0)}:${latest}` };
    },
    latestRevision: async () => {
      const row = await db.get(newest);
      return row && toRevision(row);
    },
    revisions: async (limit) =>
      (await db.all("SELECT * FROM content_revisions ORDER BY id DESC LIMIT ?", [limit])).map(toRevision),
    revisionBefore: async (id) => {
      const row = await db.get("SELECT * FROM content_revisions WHERE id < ? ORDER BY id DESC LIMIT 1", [id]);
      return row && toRevision(row);
    },
    revision: async (id) => {
      const row = await db.get("SELECT * FROM content_revisions WHERE id = ?", [id]);
      return row && toRevision(row);
    },
    revisionsAround: async (id) => {
      const before = await db.get("SELECT max(id) AS id FROM content_revisions WHERE id < ?", [id]);
      const from = before?.id === null || before?.id === undefined ? id : Number(before.id);
      return (await db.all("SELECT * FROM content_revisions WHERE id >= ? ORDER BY id", [from])).map(
        toRevision,
      );
    },
    reviseContent: (revise, actor, at) =>
      db.transaction(
        async (sql) => {
          const latest = await sql.get(newest);
          const { document, summary } = revise(latest && toRevision(latest));
          const row = await sql.get(
            "INSERT INTO content_revisions (at, actor, summary, document) VALUES (?, ?, ?, ?) RETURNING *",
            [at, actor, summary, document],
          );
          if (!row) throw new Error("the revision was not stored");
          return toRevision(row);
        },
        ["site-content"],
      ),
    savePhoto: (photo, files) =>
      db.transaction(async (sql) => {
        await sql.run(
          `INSERT INTO photos (id, uploaded_at, uploaded_by, width, height, widths, jpeg_width, avif_ready_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            photo.id,
            photo.uploadedAt,
            photo.uploadedBy,
            photo.width,
            photo.height,
            JSON.stringify(photo.widths),
            photo.jpegWidth,
            photo.avif ? photo.uploadedAt : null,
          ],
        );
        for (const file of files) {
          await sql.run("INSERT INTO photo_files (photo_id, name, content_type, bytes) VALUES (?, ?, ?, ?)", [
            photo.id,
            file.name,
            file.contentType,
            file.bytes,
          ]);
        }
      }),
    claimPendingAvif: (now, until) =>
      db.transaction(
        async (sql) => {
          const row = await sql.get(
            `SELECT * FROM photos WHERE avif_ready_at IS NULL AND (avif_claimed_until IS NULL OR avif_claimed_until < ?)
             ORDER BY uploaded_at, id LIMIT 1 ${db.forUpdate}`,
            [now],
          );
          if (!row) return undefined;
          await sql.run("UPDATE photos SET avif_claimed_until = ? WHERE id = ?", [until, String(row.id)]);
          return toPhoto(row);
        },
        ["photo-avif"],
      ),
    completeAvif: (photoId, files, at) =>
      db.transaction(
        async (sql) => {
          const row = await sql.get(`SELECT avif_ready_at FROM photos WHERE id = ? ${db.forUpdate}`, [
            photoId,
          ]);
          if (!row || (row.avif_ready_at !== null && row.avif_ready_at !== undefined)) return false;
          for (const file of files) {
            await sql.run(
              `INSERT INTO photo_files (photo_id, name, content_type, bytes) VALUES (?, ?, ?, ?)
               ON CONFLICT (photo_id, name) DO NOTHING`,
              [photoId, file.name, file.contentType, file.bytes],
            );
          }
          await sql.run("DELETE FROM photo_files WHERE photo_id = ? AND name = ?", [
            photoId,
            AVIF_SOURCE_FILE,
          ]);
          await sql.run("UPDATE photos SET avif_ready_at = ?, avif_claimed_until = NULL WHERE id = ?", [
            at,
            photoId,
          ]);
          return true;
        },
        ["photo-avif"],
      ),
    photos: async () => (await db.all("SELECT * FROM photos ORDER BY uploaded_at DESC, id")).map(toPhoto),
    async photoFile(photoId, name) {
      const row = await db.get(
        "SELECT name, content_type, bytes FROM photo_files WHERE photo_id = ? AND name = ?",
        [photoId, name],
      );
      if (!row) return undefined;
      return {
        name: String(row.name),
        contentType: String(row.content_type),
        bytes: Buffer.from(row.bytes as Uint8Array),
      };
    },
    deletePhotos: (ids) =>
      db.transaction(async (sql) => {
        let deleted = 0;
        for (const id of ids) {
          await sql.run("DELETE FROM photo_files WHERE photo_id = ?", [id]);
          deleted += await sql.run("DELETE FROM photos WHERE id = ?", [id]);
        }
        return deleted;
      }),
  };
}
