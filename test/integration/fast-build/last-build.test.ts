/**
 * When a build publishes nothing (fast-build/last-build.ts): only while the content's bytes, the
 * inputs, every time zone's offset and every entry of the published site are as the last build
 * left them. Each way the published site can be changed by hand is seen; a content file touched
 * but not changed (a fresh checkout) is not a change; the record is trusted only under its key.
 */
import {
	linkSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	renameSync,
	rmSync,
	symlinkSync,
	utimesSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
	changedSince,
	contentState,
	lastBuild,
	publishedState,
	samePublished,
	saveLastBuild,
	zoneOffsets,
	type LastBuild,
} from '../../../src/integration/fast-build/last-build.ts';

let dir: string;
const key = Buffer.alloc(32, 1);

beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), 'last-build-'));
	mkdirSync(join(dir, 'content/users'), { recursive: true });
	writeFileSync(join(dir, 'content/users/robin.md'), '---\nname: robin\n---\n');
	mkdirSync(join(dir, 'dist/@robin'), { recursive: true });
	writeFileSync(join(dir, 'dist/index.html'), '<p>home</p>');
	writeFileSync(join(dir, 'dist/@robin/index.html'), '<p>robin</p>');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A build as recorded now, of the folders above. */
const recorded = (): LastBuild => ({
	inputs: 'inputs',
	zones: zoneOffsets(new Date('2026-01-15T12:00:00Z')),
	target: join(dir, 'dist'),
	content: contentState(join(dir, 'content')),
	published: publishedState(join(dir, 'dist')),
});

describe('samePublished', () => {
	test('the same while nothing is written; every entry listed, the folder itself first', () => {
		const state = publishedState(join(dir, 'dist'));
		expect(state.paths).toEqual(['', '@robin', '@robin/index.html', 'index.html']);
		expect(samePublished(join(dir, 'dist'), state)).toBe(true);
	});

	test('a page written in place with the same size is seen: its modification time moved', () => {
		const state = publishedState(join(dir, 'dist'));
		const file = join(dir, 'dist/@robin/index.html');
		writeFileSync(file, '<p>r0bin</p>');
		expect(samePublished(join(dir, 'dist'), state)).toBe(false);
	});

	test.each([
		['a file added deep down', () => writeFileSync(join(dir, 'dist/@robin/extra.html'), 'x')],
		['a file removed', () => rmSync(join(dir, 'dist/index.html'))],
		['a folder removed', () => rmSync(join(dir, 'dist/@robin'), { recursive: true })],
		[
			'a file renamed over another, same bytes',
			() => {
				writeFileSync(join(dir, 'copy.html'), '<p>home</p>');
				renameSync(join(dir, 'copy.html'), join(dir, 'dist/index.html'));
			},
		],
		[
			'a page replaced by a link',
			() => {
				rmSync(join(dir, 'dist/index.html'));
				symlinkSync(join(dir, 'content/users/robin.md'), join(dir, 'dist/index.html'));
			},
		],
		['the whole site removed', () => rmSync(join(dir, 'dist'), { recursive: true })],
	])('%s is a change', (_, change) => {
		const state = publishedState(join(dir, 'dist'));
		change();
		expect(samePublished(join(dir, 'dist'), state)).toBe(false);
	});

	describe('a file linked under two paths (as the API copies are)', () => {
		beforeEach(() => {
			mkdirSync(join(dir, 'dist/v1'));
			mkdirSync(join(dir, 'dist/api'));
			writeFileSync(join(dir, 'dist/api/robin.json'), '{"name":"robin"}');
			linkSync(join(dir, 'dist/api/robin.json'), join(dir, 'dist/v1/robin.json'));
		});

		test('is recorded by its first path; its folders by theirs', () => {
			const state = publishedState(join(dir, 'dist'));
			expect(state.paths).toEqual([
				'',
				'@robin',
				'@robin/index.html',
				'api',
				'api/robin.json',
				'index.html',
				'v1',
			]);
			expect(samePublished(join(dir, 'dist'), state)).toBe(true);
		});

		test.each([
			[
				'written through its other path',
				() => writeFileSync(join(dir, 'dist/v1/robin.json'), '{"name":"r0bin"}'),
			],
			[
				'another file renamed over its other path',
				() => {
					writeFileSync(join(dir, 'copy.json'), '{"name":"robin"}');
					renameSync(join(dir, 'copy.json'), join(dir, 'dist/v1/robin.json'));
				},
			],
			['its other path removed', () => rmSync(join(dir, 'dist/v1/robin.json'))],
		])('%s is a change', (_, change) => {
			const state = publishedState(join(dir, 'dist'));
			change();
			expect(samePublished(join(dir, 'dist'), state)).toBe(false);
		});
	});

	test('a page linked elsewhere (as the next build links it) is no change', () => {
		const state = publishedState(join(dir, 'dist'));
		linkSync(join(dir, 'dist/index.html'), join(dir, 'elsewhere.html'));
		expect(samePublished(join(dir, 'dist'), state)).toBe(true);
	});
});

describe('changedSince', () => {
	test('nothing changed: undefined', () => {
		const last = recorded();
		expect(
			changedSince(last, {
				...recorded(),
				content: contentState(join(dir, 'content'), last.content),
			}),
		).toBeUndefined();
	});

	test('a content file touched with the same bytes is no change; new bytes, a new file are', () => {
		const last = recorded();
		const file = join(dir, 'content/users/robin.md');
		writeFileSync(file, readFileSync(file));
		utimesSync(file, new Date('2030-01-01'), new Date('2030-01-01'));
		const touched = contentState(join(dir, 'content'), last.content);
		expect(touched.get('users/robin.md')?.stat).not.toBe(last.content.get('users/robin.md')?.stat);
		expect(changedSince(last, { ...last, content: touched })).toBeUndefined();
		writeFileSync(file, '---\nname: r0bin\n---\n');
		expect(
			changedSince(last, { ...last, content: contentState(join(dir, 'content'), last.content) }),
		).toBe('content');
		writeFileSync(file, readFileSync(file, 'utf8').replace('r0bin', 'robin'));
		writeFileSync(join(dir, 'content/users/kit.md'), '---\nname: kit\n---\n');
		expect(
			changedSince(last, { ...last, content: contentState(join(dir, 'content'), last.content) }),
		).toBe('content');
	});

	test('other inputs, another output folder, an offset moved, the published site written', () => {
		const last = recorded();
		expect(changedSince(last, { ...last, inputs: 'other' })).toBe('inputs');
		expect(changedSince(last, { ...last, target: join(dir, 'out') })).toBe('target');
		const summer = zoneOffsets(new Date('2026-07-15T12:00:00Z'));
		expect(summer).not.toBe(last.zones);
		expect(changedSince(last, { ...last, zones: summer })).toBe('zones');
		writeFileSync(join(dir, 'dist/index.html'), '<p>edited</p>');
		expect(changedSince(last, last)).toBe('published');
	});
});

describe('zoneOffsets', () => {
	test('moves at a clock change (Europe, 2026-03-29 01:00 UTC), and not a second before it', () => {
		const at = (time: string) => zoneOffsets(new Date(`2026-03-29T${time}Z`));
		expect(at('00:59:58')).toBe(at('00:59:59'));
		expect(at('01:00:00')).not.toBe(at('00:59:59'));
	});
});

describe('lastBuild', () => {
	test('read back under its key only; an edited or malformed record, none at all: undefined', () => {
		const file = join(dir, 'cache/last-build.json');
		const last = recorded();
		saveLastBuild(file, last, key);
		expect(lastBuild(file, key)).toEqual(last);
		expect(lastBuild(file, Buffer.alloc(32, 2))).toBeUndefined();
		expect(lastBuild(file, null)).toBeUndefined();
		const text = readFileSync(file, 'utf8');
		writeFileSync(file, text.replace('"inputs":"inputs"', '"inputs":"other"'));
		expect(lastBuild(file, key)).toBeUndefined();
		writeFileSync(file, text.replace('{', '['));
		expect(lastBuild(file, key)).toBeUndefined();
		expect(lastBuild(join(dir, 'none.json'), key)).toBeUndefined();
		saveLastBuild(join(dir, 'unkeyed.json'), last, null);
		expect(lastBuild(join(dir, 'unkeyed.json'), key)).toBeUndefined();
	});
});
