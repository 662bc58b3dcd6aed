/**
 * The content codings an Accept-Encoding header allows (RFC 9110 §12.5.3): names in lower case,
 * without those given `q=0`. `*` stands for any coding not named otherwise.
 */
export function acceptedEncodings(header: string | undefined | null): Set<string> {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  let wildcard = false;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    const allowed = Number.isFinite(weight) && weight > 0;
    if (name === '*') wildcard = allowed;
    else if (allowed) accepted.add(name);
    else refused.add(name);
  }
  if (wildcard) for (const name of ['br', 'gzip']) if (!refused.has(name)) accepted.add(name);
  return accepted;
}
