// Preloaded into each measured process (NODE_OPTIONS=--import): writes the
// process's own peak resident memory, in bytes, when it exits.
import { appendFileSync } from 'node:fs';

const file = process.env['BENCH_RSS_FILE'];
if (file)
	process.on('exit', () => appendFileSync(file, `${process.resourceUsage().maxRSS * 1024}\n`));
