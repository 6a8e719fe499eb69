import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { HEADERS_FILE, REDIRECTS_FILE } from '../../hosting/host-files.ts';
import { createPreviewServer } from '../../hosting/preview-server.ts';
import { USERS_DIR } from '../../addresses/api.ts';
import { previewBase, readBuildRecord } from '../../publish/build-record.ts';
import type { CommandContext } from '../types.ts';
import { parseCommandArgs, UsageError } from '../parse-args.ts';

export const usage = `Usage: staticnouns preview [--port 4321] [--host localhost] [--dir dist]

Serves the built site as the CDNs do, from the _headers and _redirects the
build wrote: the API answers JSON with CORS, unknown users get the JSON
APIError with 404, other unknown pages the HTML 404. The site is served under
the base path it was built for (recorded in dist/); BASE_PATH, if set, must
agree with it.`;

export async function run(
	args: string[],
	{ stdout, cwd, root, env }: CommandContext,
): Promise<number> {
	const { values } = parseCommandArgs(args, {
		port: { type: 'string', default: '4321' },
		host: { type: 'string', default: 'localhost' },
		dir: { type: 'string' },
	});
	const port = Number(values.port);
	if (!Number.isInteger(port) || port < 0 || port > 65535)
		throw new UsageError(`--port must be a number 0-65535, got "${values.port}"`);
	// A --dir the user types is relative to where they stand; the default is the project's dist/.
	const dir = values.dir === undefined ? resolve(root, 'dist') : resolve(cwd, values.dir);
	const shownDir = values.dir ?? 'dist';
	if (!(await stat(dir).catch(() => undefined))?.isDirectory()) {
		throw new UsageError(`there is no built site at ${shownDir}: run "npm run build" first`);
	}
	// The rules come from the build's own files; a site built before them cannot be served right.
	for (const file of [HEADERS_FILE, REDIRECTS_FILE]) {
		if (!(await stat(resolve(dir, file)).catch(() => undefined))?.isFile()) {
			throw new UsageError(
				`${shownDir} has no ${file}, which the build writes: run "npm run build" again`,
			);
		}
	}
	const record = await readBuildRecord(dir);
	const chosen = previewBase(record, env['BASE_PATH']);
	if ('error' in chosen) throw new UsageError(chosen.error);
	const { base } = chosen;
	const server = createPreviewServer({ dir, base, localOrigin: record?.localOrigin });
	// Not events.once(server, 'listening'): that rejects with the raw error first.
	await new Promise<void>((resolve, reject) => {
		server.once('listening', resolve);
		server.once('error', (error: NodeJS.ErrnoException) =>
			reject(new UsageError(listenProblem(error, values.host, port))),
		);
		server.listen(port, values.host);
	});
	const address = server.address();
	const shown =
		typeof address === 'object' && address
			? `http://${values.host}:${address.port}${base}`
			: String(address);
	stdout.write(`Serving ${shownDir} at ${shown}\n  API: ${shown}${USERS_DIR}{id or name}\n`);
	return -1;
}

/** Why the server could not listen, in words, with the option that chooses otherwise. */
function listenProblem(error: NodeJS.ErrnoException, host: string, port: number): string {
	const other = port === 65535 ? port - 1 : port + 1;
	switch (error.code) {
		case 'EADDRINUSE':
			return `port ${port} on ${host} is in use (another preview or dev server?): stop that, or choose another port, e.g. npm run preview -- --port ${other}`;
		case 'EACCES':
			return `port ${port} on ${host} needs more permissions than this user has: choose a port above 1023, e.g. npm run preview -- --port 4321`;
		case 'EADDRNOTAVAIL':
		case 'ENOTFOUND':
			return `${host} is no address of this computer: choose another with --host, e.g. --host localhost`;
		default:
			return `cannot listen on ${host}:${port}: ${error.message}`;
	}
}
