/** The two parts of a public link, /report/{hash}/{passCd}. */
export interface ReportLink {
  hash: string;
  passCd: string;
}

/* The same shape the API accepts: anything else cannot match, so it is not worth a request. */
const PART = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Reads the link from the address. The path form is the one printed on certificates; the query
 * form (?hash=&passCd=) serves hosts that cannot rewrite. Matching on the tail of the path lets the
 * site live under a sub-path.
 */
export function readReportLink(location: Pick<Location, 'pathname' | 'search'>): ReportLink | undefined {
  const m = /\/report\/([^/]+)\/([^/]+)\/?$/.exec(location.pathname);
  let hash: string | null | undefined;
  let passCd: string | null | undefined;
  if (m) {
    try {
      hash = decodeURIComponent(m[1]!);
      passCd = decodeURIComponent(m[2]!);
    } catch {
      return undefined;
    }
  } else {
    const q = new URLSearchParams(location.search);
    hash = q.get('hash');
    passCd = q.get('passCd');
  }
  return hash && passCd && PART.test(hash) && PART.test(passCd) ? { hash, passCd } : undefined;
}
