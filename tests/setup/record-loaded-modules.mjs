// Preloaded (node --import) into a server started as a user would start it: at exit it appends to
// LOADED_MODULES_FILE every module the process loaded, one per line: the ES modules as the URLs
// Node loaded them under (recorded by a loader hook as Node loads them; each URL is instantiated
// once, so a module evaluated twice shows as one file under two URLs) and the CommonJS modules it
// executed as paths. A test can then see which build of a library (React's production or
// development server renderer) the server really used, that nothing came from src/ or a
// TypeScript loader, and that no module of the build was instantiated twice.
import { appendFileSync } from 'node:fs';
import { createRequire, registerHooks } from 'node:module';

const require = createRequire(import.meta.url);
const file = process.env.LOADED_MODULES_FILE;
if (file) {
  const esm = [];
  registerHooks({
    load(url, context, nextLoad) {
      const result = nextLoad(url, context);
      // CommonJS files pass here also when only read for their export names: require.cache says which ran.
      if (result.format === 'module') esm.push(url);
      return result;
    },
  });
  process.on('exit', () => {
    // The ESM loader caches entries it has only parsed for their export names; `loaded` marks the run ones.
    const executed = Object.entries(require.cache).filter(([, m]) => m?.loaded);
    appendFileSync(file, `${[...esm, ...executed.map(([name]) => name)].join('\n')}\n`);
  });
}
