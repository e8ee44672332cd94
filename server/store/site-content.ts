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
}

interface StoredPhotoFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

export interface SiteContentStore {
  /** The newest revision's id, 0 before the first change: cheap, for every copy of the service to poll. */
  latestRevisionId(): Promise<number>;
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
});

export function siteContent(db: Database): SiteContentStore {
  const newest = "SELECT * FROM content_revisions ORDER BY id DESC LIMIT 1";
  return {
    latestRevisionId: async () =>
      Number((await db.get("SELECT max(id) AS id FROM content_revisions"))?.id ?? 0),
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
          `INSERT INTO photos (id, uploaded_at, uploaded_by, width, height, widths, jpeg_width)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
          [
            photo.id,
            photo.uploadedAt,
            photo.uploadedBy,
            photo.width,
            photo.height,
            JSON.stringify(photo.widths),
            photo.jpegWidth,
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
