/** Logs a demo user in over HTTP and returns the cookie header a browser would send. */
export async function loginCookies(baseUrl: string, loginId: string, password = 'Demo#Pass2026'): Promise<string> {
  const first = await fetch(`${baseUrl}/login`, { redirect: 'manual' });
  const csrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.getSetCookie().join(';'))?.[1] ?? '';
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': csrf,
      cookie: `XSRF-TOKEN=${csrf}`,
      origin: baseUrl,
    },
    body: JSON.stringify({ loginId, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
