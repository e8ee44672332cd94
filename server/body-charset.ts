/**
 * Bodies are read as UTF-8, the only encoding our pages and the JSON API send. A body that declares another
 * charset ("application/json; charset=iso-8859-1") would be read wrongly and stored garbled ("Ren\uFFFD"), so it
 * is refused with 415 instead, and nothing is stored.
 */

/** Whether a Content-Type declares no charset, or UTF-8 (any case, with or without the hyphen or quotes). */
export function isUtf8ContentType(contentType: string | undefined): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType ?? "")?.[1];
  return charset === undefined || /^utf-?8$/i.test(charset);
}

/** The error a body parser hands Fastify for a body in another charset: answered 415 by the route's own words. */
export function unsupportedCharsetError(): Error & { statusCode: number } {
  return Object.assign(new Error("the body's charset is not UTF-8"), { statusCode: 415 });
}
