/**
 * Fills the ${NAME} placeholders of deploy/nginx.conf.template. nginx's own variables ($host,
 * $request_uri) have no braces and are left alone. Every placeholder must be given: a missing
 * one is an error, not an empty string in the configuration.
 *
 *   npx tsx deploy/render-nginx-conf.ts deploy/nginx.conf.template > nginx.conf   # values from the environment
 */
import { readFileSync } from 'node:fs';

export function renderNginxConf(template: string, values: Record<string, string | undefined>): string {
  const missing = new Set<string>();
  const text = template.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) missing.add(name);
    return value ?? '';
  });
  if (missing.size > 0) throw new Error(`nginx.conf.template: no value for ${[...missing].join(', ')}`);
  return text;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file = 'deploy/nginx.conf.template'] = process.argv.slice(2);
  process.stdout.write(renderNginxConf(readFileSync(file, 'utf8'), process.env));
}
