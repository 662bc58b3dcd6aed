import { describe, expect, it } from 'vitest';
import type { APIContext, MiddlewareHandler } from 'astro';
import { answersAsApi, byPathGroup, pathGroupOf, type PathGroup } from '../../../src/lib/server/middleware/path-group';

describe('pathGroupOf', () => {
  const cases: [string, PathGroup][] = [
    ['/healthz', 'probe'],
    ['/readyz', 'probe'],
    ['/api/v1/account-balances', 'member-api'],
    ['/api/v1/auth/login', 'member-api'],
    ['/api/v1/certificate/detail-get', 'member-api'],
    ['/api/v1/openapi.json', 'member-api'],
    ['/api/admin', 'console-api'],
    ['/api/admin/rounds', 'console-api'],
    ['/admin', 'console-page'],
    ['/admin/', 'console-page'],
    ['/admin/system', 'console-page'],
    ['/_astro/client.Ab12.js', 'asset'],
    ['/favicon.svg', 'asset'],
    ['/account/balance', 'member-page'],
    ['/login', 'member-page'],
    ['/404', 'member-page'],
    // Prefixes that only look alike belong to the members' side.
    ['/administration', 'member-page'],
    ['/api/administration', 'member-api'],
    ['/api', 'member-page'],
    ['/healthz/', 'member-page'],
  ];
  it.each(cases)('%s is %s', (path, group) => {
    expect(pathGroupOf(path)).toBe(group);
  });

  it('only the two API groups answer as the API', () => {
    const groups: PathGroup[] = ['probe', 'member-api', 'console-api', 'console-page', 'asset', 'member-page'];
    expect(groups.filter(answersAsApi)).toEqual(['member-api', 'console-api']);
  });
});

describe('byPathGroup', () => {
  const ran: string[] = [];
  const step =
    (name: string): MiddlewareHandler =>
    (_context, next) => {
      ran.push(name);
      return next();
    };
  const chain = byPathGroup({
    probe: [step('health')],
    'member-api': [step('a'), step('b')],
    'console-api': [step('c')],
    'console-page': [step('d')],
    asset: [],
    'member-page': [step('e')],
  });
  const contextOf = (path: string) => ({ url: new URL(`http://127.0.0.1${path}`) }) as unknown as APIContext;

  it('runs the steps of the request group only, in order, and then the rest of the chain', async () => {
    ran.length = 0;
    const answer = await chain(contextOf('/api/v1/bids'), async () => {
      ran.push('endpoint');
      return new Response('ok');
    });
    expect(ran).toEqual(['a', 'b', 'endpoint']);
    expect(await (answer as Response).text()).toBe('ok');
  });

  it('goes straight on for a group without steps', async () => {
    ran.length = 0;
    await chain(contextOf('/_astro/x.js'), async () => {
      ran.push('file');
      return new Response('');
    });
    expect(ran).toEqual(['file']);
  });
});
