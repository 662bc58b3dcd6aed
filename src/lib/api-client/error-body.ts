import type { FieldError } from '../errors/catalogue';

export interface ParsedErrorBody {
  code: string;
  message: string;
  errors?: FieldError[];
  body: unknown;
}

const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\b/i;

/**
 * Spec §7: downloads ask for a Blob, so their error answers arrive as Blobs too; a JSON one is
 * parsed back into the error object the screen expects.
 */
async function unwrapBlob(data: unknown): Promise<unknown> {
  if (typeof Blob === 'undefined' || !(data instanceof Blob)) return data;
  if (!JSON_TYPE.test(data.type)) return data;
  const text = await data.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function parseErrorBody(data: unknown): Promise<ParsedErrorBody> {
  const body = await unwrapBlob(data);
  if (typeof body === 'object' && body !== null) {
    const b = body as Record<string, unknown>;
    return {
      code: typeof b.code === 'string' ? b.code : '',
      message: typeof b.message === 'string' ? b.message : '',
      errors: Array.isArray(b.errors) ? (b.errors as FieldError[]) : undefined,
      body,
    };
  }
  return { code: '', message: '', body };
}
