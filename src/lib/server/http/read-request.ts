import type { z } from 'zod';
import { pathOfNul } from '../../schemas/common';
import { msg } from '../../schemas/messages';
import { config } from '../config';
import { AppError } from '../../errors/app-error';
import { validationError } from './respond';

/**
 * Reads a JSON body within the size limit and validates it with the shared schema. An endpoint that
 * takes a file names its own limit and the words that say so.
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  { limit = config().MAX_BODY_BYTES, tooLarge }: { limit?: number; tooLarge?: string } = {},
): Promise<z.infer<S>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new AppError('C_SH_010', { message: tooLarge });
  const text = await readLimited(request, limit, tooLarge);
  let value: unknown;
  try {
    value = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new AppError('C_SH_001', { message: 'リクエストの JSON を解釈できません。' });
  }
  return parseWith(schema, value);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const nulAt = pathOfNul(value);
  if (nulAt) {
    throw new AppError('C_SH_001', {
      message: msg.controlCharacter,
      fieldErrors: [{ field: nulAt.join('.'), message: msg.controlCharacter }],
    });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i;

/**
 * Reads an HTML form's fields (a server-rendered page posting to itself) within the size limit, as
 * a plain object of strings (a repeated name keeps its last value). Validation is the caller's,
 * with the same shared schema as the JSON endpoint.
 */
export async function readForm(request: Request): Promise<Record<string, string>> {
  if (!FORM_TYPE.test(request.headers.get('content-type') ?? '')) throw new AppError('C_SH_011');
  const limit = config().MAX_BODY_BYTES;
  if (Number(request.headers.get('content-length') ?? '0') > limit) throw new AppError('C_SH_010');
  return Object.fromEntries(new URLSearchParams(await readLimited(request, limit)).entries());
}

/** Query parameters as a plain object (a repeated name keeps its last value). */
export function readQuery<S extends z.ZodType>(url: URL, schema: S): z.infer<S> {
  return parseWith(schema, Object.fromEntries(url.searchParams.entries()));
}

async function readLimited(request: Request, limit: number, tooLarge?: string): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new AppError('C_SH_010', { message: tooLarge });
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}
