/**
 * The zod the schemas the browser editor runs are written with (user,
 * profile, status, text, strict): `zod/mini`, the same checks and the same
 * parser as zod's full API, but functions (`z.optional(x)`,
 * `x.check(z.regex(…))`) a bundler can leave out when unused, where the full
 * API's methods bring all of zod along: the editor's script carries about a
 * third of the zod it did (docs/guides/profiles.md has its size). Schemas
 * only Node reads (options.ts, the caches) keep the full API; a
 * schema of either kind may hold the other's.
 *
 * zod/mini sets no language for zod's own messages: English is set here,
 * as the full API sets it on import, so a schema says the same words
 * wherever it runs, whichever flavour of zod was loaded first.
 */
import { en } from 'zod/locales';
import { z } from 'zod/mini';

z.config(en());

export { z };
