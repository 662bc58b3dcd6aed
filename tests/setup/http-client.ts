/** A minimal browser stand-in for API tests: keeps cookies and sends the headers the client would. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  loginId?: string;

  constructor(readonly baseUrl: string) {}

  get csrf(): string | undefined {
    return this.cookies.get('XSRF-TOKEN');
  }

  /** Any page visit hands out the anonymous CSRF cookie the login form needs. */
  async visit(path = '/login'): Promise<Response> {
    return this.request('GET', path, undefined, { redirect: 'manual' });
  }

  async login(loginId: string, password: string): Promise<Response> {
    if (!this.csrf) await this.visit();
    const res = await this.request('POST', '/api/v1/auth/login', { loginId, password });
    if (res.ok) this.loginId = loginId;
    return res;
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    init: { headers?: Record<string, string>; redirect?: RequestRedirect; rawBody?: string } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = {
      ...this.defaultHeaders(method, body !== undefined || init.rawBody !== undefined),
      ...init.headers,
    };
    const res = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: init.rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      redirect: init.redirect ?? 'manual',
    });
    this.absorbCookies(res);
    return res;
  }

  private defaultHeaders(method: string, hasBody: boolean): Record<string, string> {
    const h: Record<string, string> = {};
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (hasBody) h['content-type'] = 'application/json';
    // Browsers send Origin on every unsafe request; Astro's origin check relies on it.
    if (!['GET', 'HEAD'].includes(method)) h.origin = this.baseUrl;
    if (!['GET', 'HEAD'].includes(method) && this.csrf) h['x-xsrf-token'] = this.csrf;
    if (this.loginId) h['x-user-id'] = this.loginId;
    return h;
  }

  private absorbCookies(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const expired = attrs.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === '' || value === 'deleted') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
  }
}
