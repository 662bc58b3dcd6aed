import type { Executor } from '@/lib/server/db';
import type { ApiTokenListResponse } from '@/lib/schemas/api-tokens';
import { listApiTokens, scopesOf } from '@/lib/server/auth/api-tokens';

export async function listOwnApiTokens(db: Executor, userId: number): Promise<ApiTokenListResponse> {
  const rows = await listApiTokens(db, userId);
  return {
    tokens: rows.map((r) => ({
      id: r.id,
      name: r.name,
      scopes: scopesOf(r.scopes),
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    })),
  };
}
