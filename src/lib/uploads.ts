/**
 * The one upload limit: how large a request to an upload collection may be. Payload
 * counts it as the multipart body streams (`upload.requestSizeLimit` and the file size
 * limit in src/payload.config.ts); the server entry refuses a longer declared body
 * before Payload reads any of it (src/serve/bodies.ts). A short video fits.
 * Plain Node (the server entry imports it with its extension).
 */
export const uploadLimitBytes = 50 * 1024 * 1024

/** The upload collections' REST paths, where the admin posts files. */
export const uploadPaths = ['/api/media'] as const
