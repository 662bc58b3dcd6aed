import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE } from '@/lib/schemas/admin-uploads';

/** The JSON body of an upload: the file as base64 (4 bytes per 3) and room for the other fields. */
export const UPLOAD_BODY_LIMIT = { limit: Math.ceil(UPLOAD_MAX_BYTES / 3) * 4 + 64 * 1024, tooLarge: UPLOAD_TOO_LARGE };
