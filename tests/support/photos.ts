import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { PHOTO_UPLOAD_PATH } from "../../app/lib/owner-site.ts";

/**
 * A phone photo (test-only): a JPEG with what a phone writes into its EXIF, the GPS position of where it was taken
 * (for a cleaning job, a customer's home), the camera's make and model and the time.
 */
export function phonePhoto(width = 1600, height = 1200, colour = "#2878c8"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "SecretPhoneCo", Model: "Phone 15" },
      IFD2: { DateTimeOriginal: "2026:10:01 09:41:00" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "32/1 26/1 5000/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "99/1 44/1 0/1",
      },
    })
    .toBuffer();
}

export interface UploadFile {
  name: string;
  bytes: Uint8Array | string;
  type: string;
}

/** Posts the photos page's upload form (multipart) to an in-process service as the signed-in owner `cookie`. */
export async function uploadPhotos(
  app: FastifyInstance,
  cookie: string,
  files: readonly UploadFile[],
  fields: Record<string, string>,
) {
  const form = new FormData();
  for (const file of files) {
    const bytes = typeof file.bytes === "string" ? file.bytes : new Uint8Array(file.bytes);
    form.append("photos", new File([bytes], file.name, { type: file.type }));
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  return app.inject({
    method: "POST",
    url: PHOTO_UPLOAD_PATH,
    headers: {
      "content-type": encoded.headers.get("content-type") ?? "",
      "sec-fetch-site": "same-origin",
      cookie,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}
