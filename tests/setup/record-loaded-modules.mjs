// Preloaded (node --import) into a server started as a user would start it: at exit it appends to
// LOADED_MODULES_FILE every module the process loaded, one per line: the ES modules as file URLs
// (recorded by a loader hook as Node loads them) and the CommonJS modules it executed as paths. A
// test can then see which build of a library (React's production or development server renderer)
// the server really used, and that nothing came from src/ or a TypeScript loader.
import { appendFileSync } from 'node:fs';
import { createRequire, registerHooks } from 'node:module';

const require = createRequire(import.meta.url);
const file = process.env.LOADED_MODULES_FILE;
if (file) {
  const esm = new Set();
  registerHooks({
    load(url, context, nextLoad) {
      const result = nextLoad(url, context);
      // CommonJS files pass here also when only read for their export names: require.cache says which ran.
      if (result.format === 'module') esm.add(url);
      return result;
    },
  });
  process.on('exit', () => {
    // The ESM loader caches entries it has only parsed for their export names; `loaded` marks the run ones.
    const executed = Object.entries(require.cache).filter(([, m]) => m?.loaded);
    appendFileSync(file, `${[...esm, ...executed.map(([name]) => name)].join('\n')}\n`);
  });
}
