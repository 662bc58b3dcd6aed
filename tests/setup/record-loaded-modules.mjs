// Preloaded (node --import) into a server started as a user would start it: at exit it appends the
// CommonJS modules the process executed to LOADED_MODULES_FILE, so a test can see which build of a
// library (React's production or development server renderer) the server really used.
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const file = process.env.LOADED_MODULES_FILE;
if (file) {
  process.on('exit', () => {
    // The ESM loader caches entries it has only parsed for their export names; `loaded` marks the run ones.
    const executed = Object.entries(require.cache).filter(([, m]) => m?.loaded);
    appendFileSync(file, `${executed.map(([name]) => name).join('\n')}\n`);
  });
}
