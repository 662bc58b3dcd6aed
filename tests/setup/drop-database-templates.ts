/** Drops the templates of the run in TEST_RUN_ID (scripts/test-all.sh, when the run ends). */
import { dropTemplates } from './database-templates';

await dropTemplates(process.env.TEST_DATABASE_URL);
