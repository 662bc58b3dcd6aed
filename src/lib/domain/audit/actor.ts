/** Who did an audited action: a member's user, a console or CLI operator, or the system itself. */
export type Actor =
  | {
      type: 'user';
      userId: number;
      loginId: string;
      /** Decision 0023: the token acted through, if any. */ apiTokenId?: number;
    }
  | { type: 'operator'; name: string }
  | { type: 'system' };

/** The actor_id an audit row stores; the audit screen's 実行者 filter resolves to these values. */
export function actorId(actor: Actor): string {
  if (actor.type === 'user') return `${actor.userId}:${actor.loginId}`;
  if (actor.type === 'operator') return actor.name;
  return 'system';
}
