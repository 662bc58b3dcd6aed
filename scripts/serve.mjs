/**
 * Runs scripts/start.ts (the whole system) with tsx's TypeScript hooks only while it starts.
 *
 * Astro imports a page's module on every request (`import()` of an already loaded chunk). Under
 * `tsx scripts/start.ts` each of those calls went through tsx's resolver (package.json reads, file
 * checks): about 5 % of an API request's CPU. The built app is plain JavaScript, so the hooks are
 * removed once start.ts has loaded everything it imports and the server is listening.
 */
import { register } from 'tsx/esm/api';

const unregister = register();
await import('./start.ts');
await unregister();
