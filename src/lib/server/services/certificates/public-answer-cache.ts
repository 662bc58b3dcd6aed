import { createHash } from 'node:crypto';
import { utf8Bytes } from '../../render/utf8-bytes';

/** One public answer as sent: the JSON bytes and their strong ETag. */
export interface PublicAnswer {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

/**
 * The serialized public answers of this process, least recently used first out. An issued
 * certificate, its detail rows and the masters they name never change (the application has no
 * update or delete for any of them), so an answer read once stays right for the process's life.
 * Only right lookups are stored, keyed by everything that selects the answer including the pass
 * code: a wrong pass code never finds an entry and does the same database work as an unknown hash.
 * Bounded in entries and bytes; a page larger than maxEntryBytes is answered but not kept.
 */
export interface AnswerCacheLimits {
  maxEntries: number;
  maxBytes: number;
  maxEntryBytes: number;
}

const ANSWER_CACHE_LIMITS: AnswerCacheLimits = {
  maxEntries: 10_000,
  maxBytes: 64 * 1024 * 1024,
  maxEntryBytes: 1024 * 1024,
};

export class AnswerCache {
  /* A Map iterates in insertion order: re-inserting on a hit makes the first key the least recent. */
  private readonly entries = new Map<string, PublicAnswer>();
  private bytes = 0;

  constructor(private readonly limits: AnswerCacheLimits = ANSWER_CACHE_LIMITS) {}

  get(key: string): PublicAnswer | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, answer: PublicAnswer): void {
    if (answer.body.byteLength > this.limits.maxEntryBytes) return;
    this.delete(key);
    this.entries.set(key, answer);
    this.bytes += answer.body.byteLength;
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.bytes -= old.body.byteLength;
    this.entries.delete(key);
  }
}

/** The bytes and a strong ETag of their SHA-256: the same bytes always get the same tag. */
export function toAnswer(value: unknown): PublicAnswer {
  const body = utf8Bytes(JSON.stringify(value));
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}

/**
 * One per process: the app fills it and the Node server's fast path (public-lookup-fast-path.ts)
 * answers from it.
 */
export const publicAnswers = new AnswerCache();

/** Everything that selects an answer: the link (pass code included) and the call with its page. */
export function answerKey(hash: string, passCd: string, call: string): string {
  return `${hash}\n${passCd}\n${call}`;
}
