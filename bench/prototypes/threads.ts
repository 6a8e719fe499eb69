/**
 * Issue 41's prototype of design (b): every profile page rendered outside Astro's route pass, on
 * THREADS worker threads (default 2, one per core here), each loading the site and the kept
 * bundle and rendering its share (fast-render.ts --all-profiles).
 *
 *   THREADS=2 node bench/prototypes/threads.ts .keep OUT_DIR
 */
import { Worker } from 'node:worker_threads';
import { join } from 'node:path';

const [keep, out] = process.argv.slice(2);
const threads = Number(process.env['THREADS'] ?? 2);
const started = performance.now();
const run = (index: number) =>
	new Promise<void>((done, failed) => {
		const worker = new Worker(join(import.meta.dirname, 'fast-render.ts'), {
			argv: [keep!, out!, '--all-profiles'],
			env: { ...process.env, SHARD: `${index}/${threads}` },
		});
		worker.once('error', failed);
		worker.once('exit', (code) =>
			code ? failed(new Error(`thread ${index}: exit ${code}`)) : done(),
		);
	});
await Promise.all(Array.from({ length: threads }, (_, index) => run(index)));
process.stderr.write(`${threads} threads: ${Math.round(performance.now() - started)} ms\n`);
