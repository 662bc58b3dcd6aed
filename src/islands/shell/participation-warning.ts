/**
 * What leaving a market means for the member, shown while the participation is being edited
 * (before saving, rather than only once a later screen refuses): without the non-FIT market no other member can transfer to it (C_AC_004), and
 * without any market it can neither bid nor receive transfers.
 */
export function participationWarning(fit: boolean, nonFit: boolean): string | null {
  if (!fit && !nonFit)
    return 'どちらの市場にも参加しない設定です。変更登録すると、FIT・非FITとも入札できず、他の取引会員からの価値移転も受け取れなくなります。';
  if (!nonFit)
    return '非FIT市場に参加しない設定です。変更登録すると、非FIT非化石証書の入札ができず、他の取引会員からの価値移転も受け取れなくなります。';
  if (!fit) return 'FIT市場に参加しない設定です。変更登録すると、FIT非化石証書の入札ができなくなります。';
  return null;
}
