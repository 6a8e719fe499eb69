import { request } from 'node:http';
import { createServer } from 'node:net';

/**
 * The body every host answers for an unknown user: the reference service's
 * APIError (interface-v1.md, section 7), written here independently of src/
 * so that a change to the published one fails the tests.
 */
export const USER_NOT_FOUND_BODY = '{"code":2001,"message":"User not found"}';

export interface RawResponse {
	status: number;
	headers: Record<string, string | undefined>;
	body: string;
}

/**
 * Sends one request with the path exactly as given: fetch would resolve
 * `..` and re-encode, and the bad-input tests need the bytes to reach the
 * server as written.
 */
export function rawRequest(origin: string, path: string, method = 'GET'): Promise<RawResponse> {
	return new Promise((resolve, reject) => {
		const sent = request(origin, { method, path, agent: false }, (response) => {
			const chunks: Buffer[] = [];
			response.on('data', (chunk: Buffer) => chunks.push(chunk));
			response.on('end', () => {
				const headers: Record<string, string | undefined> = {};
				for (const [name, value] of Object.entries(response.headers))
					headers[name] = Array.isArray(value) ? value.join(', ') : value;
				resolve({
					status: response.statusCode ?? 0,
					headers,
					body: Buffer.concat(chunks).toString('utf8'),
				});
			});
			response.on('error', reject);
		});
		sent.on('error', reject);
		sent.end();
	});
}

/**
 * Follows up to `hops` redirects that stay on the same origin, as a client
 * would, and returns the last answer.
 */
export async function followRedirects(
	origin: string,
	path: string,
	hops = 3,
): Promise<RawResponse & { path: string }> {
	let current = path;
	for (let hop = 0; ; hop++) {
		const response = await rawRequest(origin, current);
		const location = response.headers['location'];
		if (response.status < 300 || response.status >= 400 || !location || hop === hops)
			return { ...response, path: current };
		const next = new URL(location, `${origin}${current}`);
		if (next.origin !== origin) return { ...response, path: current };
		current = `${next.pathname}${next.search}`;
	}
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = createServer()
			.on('error', reject)
			.listen(0, '127.0.0.1', () => {
				const { port } = probe.address() as { port: number };
				probe.close(() => resolve(port));
			});
	});
}
