/**
 * Real static servers for the conformance tests, each started as its own
 * process on 127.0.0.1 with a free port, serving a built site with the
 * config this project ships, and stopped by the test.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HEADERS_FILE, REDIRECTS_FILE } from '../../src/hosting/host-files.ts';
import { apacheSite, caddySite, nginxServer } from '../../src/hosting/server-configs.ts';
import { freePort, rawRequest } from './http.ts';
import { cleanEnv, ROOT } from './run.ts';

/** A built site to serve: dist/ for `base`, and a scratch folder for the server's own files. */
export interface SiteToServe {
	dist: string;
	base: string;
	scratch: string;
}

export interface RunningHost {
	origin: string;
	stop: () => Promise<void>;
}

export interface Host {
	name: string;
	start: (site: SiteToServe) => Promise<RunningHost>;
	/**
	 * Whether JSON answers give the local origin a build without SITE_URL
	 * wrote into them (http://localhost:4321) as the origin the server is
	 * reached at (issue 23 point 8); every other host sends the bytes as built.
	 */
	rewritesLocalOrigin?: true;
}

/** How long a server may take to answer its first request (wrangler starts workerd). */
const STARTUP_LIMIT_MS = 90_000;

/**
 * Runs a server in its own process group and waits until it answers HTTP on
 * `origin`; stopping ends the whole group (npm and wrangler start children).
 */
async function startProcess(
	command: string,
	args: string[],
	options: { origin: string; cwd?: string; env?: Record<string, string> },
): Promise<RunningHost> {
	const child = spawn(command, args, {
		cwd: options.cwd ?? ROOT,
		env: cleanEnv(options.env),
		detached: true,
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	let output = '';
	const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
	child.stdout.on('data', collect);
	child.stderr.on('data', collect);
	const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
	let gone = false;
	void exited.then(() => (gone = true));
	const stop = async () => {
		if (gone || !child.pid) return;
		process.kill(-child.pid, 'SIGTERM');
		const killer = setTimeout(
			() => !gone && child.pid && process.kill(-child.pid, 'SIGKILL'),
			10_000,
		);
		await exited;
		clearTimeout(killer);
	};
	const deadline = Date.now() + STARTUP_LIMIT_MS;
	for (;;) {
		if (gone) throw new Error(`${command} ${args.join(' ')} exited before answering:\n${output}`);
		if (Date.now() > deadline) {
			await stop();
			throw new Error(`${command} did not answer on ${options.origin} in time:\n${output}`);
		}
		const answered = await rawRequest(options.origin, '/').then(
			() => true,
			() => false,
		);
		if (answered) return { origin: options.origin, stop };
		await new Promise((resolve) => setTimeout(resolve, 200));
	}
}

/** A system program, or a clear failure saying how to install it. */
function systemProgram(name: string, variable: string): string {
	const candidates = [process.env[variable], `/usr/sbin/${name}`, `/usr/bin/${name}`].filter(
		(path): path is string => Boolean(path),
	);
	const found = candidates.find((path) => existsSync(path));
	if (!found)
		throw new Error(`${name} is not installed: apt-get install -y ${name} (or set ${variable})`);
	return found;
}

/** `npm run preview`, exactly as the README says, with BASE_PATH as in the build. */
export const previewHost: Host = {
	name: 'npm run preview',
	rewritesLocalOrigin: true,
	async start({ dist, base }) {
		const port = await freePort();
		return startProcess(
			'npm',
			['run', 'preview', '--', '--port', String(port), '--host', '127.0.0.1', '--dir', dist],
			{
				origin: `http://127.0.0.1:${port}`,
				env: { BASE_PATH: base },
			},
		);
	},
};

/** Debian's nginx with the shipped server block, in a minimal main config of its own. */
export const nginxHost: Host = {
	name: 'nginx',
	async start({ dist, base, scratch }) {
		const nginx = systemProgram('nginx', 'NGINX_PATH');
		const port = await freePort();
		await mkdir(scratch, { recursive: true });
		const config = [
			'daemon off;',
			// One process, no switch to another user that could not read the temp folder.
			'master_process off;',
			`pid ${scratch}/nginx.pid;`,
			`error_log ${scratch}/error.log;`,
			'events { }',
			'http {',
			'access_log off;',
			...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
				(kind) => `${kind}_temp_path ${scratch}/${kind};`,
			),
			'include /etc/nginx/mime.types;',
			'default_type application/octet-stream;',
			nginxServer({ base, root: dist, listen: `127.0.0.1:${port}` }),
			'}',
		].join('\n');
		await writeFile(join(scratch, 'nginx.conf'), config);
		return startProcess(
			nginx,
			['-c', join(scratch, 'nginx.conf'), '-p', scratch, '-e', join(scratch, 'error.log')],
			{ origin: `http://127.0.0.1:${port}` },
		);
	},
};

/** Debian's Caddy with the shipped site block, admin API and HTTPS off. */
export const caddyHost: Host = {
	name: 'Caddy',
	async start({ dist, base, scratch }) {
		const caddy = systemProgram('caddy', 'CADDY_PATH');
		const port = await freePort();
		await mkdir(scratch, { recursive: true });
		const global = [
			'{',
			'\tadmin off',
			'\tauto_https off',
			`\tstorage file_system ${scratch}/data`,
			'}',
		].join('\n');
		await writeFile(
			join(scratch, 'Caddyfile'),
			`${global}\n${caddySite({ base, root: dist, listen: `http://127.0.0.1:${port}` })}`,
		);
		return startProcess(
			caddy,
			['run', '--config', join(scratch, 'Caddyfile'), '--adapter', 'caddyfile'],
			{
				origin: `http://127.0.0.1:${port}`,
				env: { HOME: scratch, XDG_CONFIG_HOME: scratch, XDG_DATA_HOME: scratch },
			},
		);
	},
};

/**
 * Server-wide settings of a careless Apache, which the shipped config must
 * defeat for the site's folder: .php files run (Debian's mod_php uses such
 * a <FilesMatch> with SetHandler; a CGI handler stands in, as Debian ships
 * no PHP), .cgi files run, .shtml files go through server-side includes.
 */
const CARELESS_APACHE = [
	'<FilesMatch "\\.php$">',
	'\tSetHandler cgi-script',
	'</FilesMatch>',
	'AddHandler cgi-script .cgi',
	'AddType text/html .shtml',
	'AddOutputFilter INCLUDES .shtml',
];

/**
 * A shared host's site: its operator's own Alias and folder, every option on
 * and every .htaccess directive allowed, Apache's default `AllowEncodedSlashes Off`.
 * Only the build's .htaccess files stand between a file and its execution.
 */
function sharedSite(base: string, dist: string): string[] {
	return [
		`Alias ${base.endsWith('/') ? base : `${base}/`} "${dist}/"`,
		`<Directory "${dist}">`,
		'\tOptions All',
		'\tAllowOverride All',
		'\tRequire all granted',
		'</Directory>',
	];
}

/**
 * Debian's Apache with the shipped site config (deploy/apache.conf, which
 * reads no `.htaccess` file), in a minimal main config that
 * loads CGI and server-side includes and maps script extensions to them
 * server-wide (CARELESS_APACHE). `sharedHosting` serves the folder as
 * shared hosts do instead (sharedSite), so only the build's .htaccess
 * files stand between a file and its execution.
 */
function apache(name: string, sharedHosting: boolean): Host {
	return {
		name,
		async start({ dist, base, scratch }) {
			const apache = systemProgram('apache2', 'APACHE_PATH');
			const modules = process.env['APACHE_MODULES'] || '/usr/lib/apache2/modules';
			const port = await freePort();
			await mkdir(join(scratch, 'empty'), { recursive: true });
			const config = [
				`ServerRoot ${scratch}`,
				'ServerName 127.0.0.1',
				`Listen 127.0.0.1:${port}`,
				`PidFile ${scratch}/httpd.pid`,
				`ErrorLog ${scratch}/error.log`,
				`ScriptSock ${scratch}/cgid.sock`,
				// Apache will not serve as root: its workers switch to nobody.
				...(process.getuid?.() === 0 ? ['User nobody', 'Group nogroup'] : []),
				...[
					'mpm_event',
					'authz_core',
					'mime',
					'headers',
					'dir',
					'alias',
					'rewrite',
					'cgid',
					'include',
				].map((name) => `LoadModule ${name}_module ${modules}/mod_${name}.so`),
				'TypesConfig /etc/mime.types',
				'DirectoryIndex index.html',
				`DocumentRoot ${scratch}/empty`,
				'<Directory />',
				'\tAllowOverride None',
				'\tRequire all denied',
				'</Directory>',
				...CARELESS_APACHE,
				...(sharedHosting ? sharedSite(base, dist) : [apacheSite({ base, root: dist })]),
			].join('\n');
			await writeFile(join(scratch, 'httpd.conf'), `${config}\n`);
			return startProcess(apache, ['-f', join(scratch, 'httpd.conf'), '-DFOREGROUND'], {
				origin: `http://127.0.0.1:${port}`,
			});
		},
	};
}

/** Apache with the shipped site config. */
export const apacheHost: Host = apache('Apache', false);

/**
 * Apache on a shared host: every option on, AllowOverride All, and Apache's own
 * AllowEncodedSlashes Off; the build's .htaccess files alone keep v1/ inert.
 */
export const apacheSharedHost: Host = apache(
	'Apache (shared hosting: Options All, AllowOverride All)',
	true,
);

/**
 * The date wrangler's bundled workerd is told to behave as of (it must not be newer than the
 * binary).
 */
const COMPATIBILITY_DATE = '2026-04-01';

/**
 * Cloudflare's own asset handler, through `wrangler pages dev`, offline.
 * Pages serves its folder at the origin's root, so a site under a base path
 * is published as `<folder>/<base>/…` with `_headers` and `_redirects` at
 * the folder's root, as deploy/README.md tells.
 */
export const cloudflareHost: Host = {
	name: 'Cloudflare Pages (wrangler pages dev)',
	async start({ dist, base, scratch }) {
		const port = await freePort();
		const inspector = await freePort();
		let folder = dist;
		if (base !== '/') {
			folder = join(scratch, 'publish');
			const hostFiles = new Set([HEADERS_FILE, REDIRECTS_FILE]);
			await cp(dist, join(folder, base), {
				recursive: true,
				filter: (source) => !hostFiles.has(source.slice(dist.length + 1)),
			});
			for (const file of hostFiles) await cp(join(dist, file), join(folder, file));
		}
		await mkdir(scratch, { recursive: true });
		const wrangler = join(ROOT, 'node_modules/wrangler/bin/wrangler.js');
		const args = [
			'pages',
			'dev',
			folder,
			'--ip',
			'127.0.0.1',
			'--port',
			String(port),
			'--inspector-port',
			String(inspector),
		];
		args.push('--compatibility-date', COMPATIBILITY_DATE, '--persist-to', join(scratch, 'state'));
		return startProcess(process.execPath, [wrangler, ...args], {
			origin: `http://127.0.0.1:${port}`,
			// Its own folder, so no wrangler config or state of the project is used.
			cwd: scratch,
			env: {
				CI: 'true',
				WRANGLER_SEND_METRICS: 'false',
				XDG_CONFIG_HOME: scratch,
				WRANGLER_LOG_PATH: join(scratch, 'logs'),
			},
		});
	},
};
