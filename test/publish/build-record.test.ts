import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
	BUILD_RECORD_FILE,
	localOriginOf,
	previewBase,
	readBuildRecord,
	writeBuildRecord,
} from '../../src/publish/build-record.ts';

let dir: string;
beforeAll(async () => {
	dir = await mkdtemp(join(tmpdir(), 'staticnouns-record-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('writeBuildRecord', () => {
	test('writes the normalised base path, read back by readBuildRecord', async () => {
		await writeBuildRecord(dir, { base: '/profiles' });
		expect(await readFile(join(dir, BUILD_RECORD_FILE), 'utf8')).toBe('{"base":"/profiles/"}\n');
		expect(await readBuildRecord(dir)).toEqual({ base: '/profiles/' });
	});
});

describe('readBuildRecord', () => {
	test.each([
		['not JSON', 'base=/x/'],
		['no base', '{"site":"x"}'],
		['a base that is not text', '{"base":["/x/"]}'],
		['null', 'null'],
		['over 10,000 characters', `{"base":"/${'x'.repeat(10_000)}/"}`],
	])('returns no record for a file holding %s', async (_case, text) => {
		await writeFile(join(dir, BUILD_RECORD_FILE), text);
		expect(await readBuildRecord(dir)).toBeUndefined();
	});

	test('returns no record for a build that wrote none', async () => {
		expect(await readBuildRecord(join(dir, 'missing'))).toBeUndefined();
	});
});

describe('previewBase', () => {
	test.each<
		[string, { base: string } | undefined, string | undefined, { base: string } | { error: string }]
	>([
		[
			'the recorded base without BASE_PATH',
			{ base: '/profiles/' },
			undefined,
			{ base: '/profiles/' },
		],
		[
			'the recorded base when BASE_PATH agrees',
			{ base: '/profiles/' },
			'profiles',
			{ base: '/profiles/' },
		],
		['BASE_PATH for a build without a record', undefined, '/people', { base: '/people/' }],
		['the root with neither', undefined, undefined, { base: '/' }],
		['the root when BASE_PATH is empty', { base: '/' }, '', { base: '/' }],
		[
			'an error when BASE_PATH disagrees with the build',
			{ base: '/profiles/' },
			'/people',
			{
				error:
					'the site was built for the base path /profiles/ but BASE_PATH is /people/: its links would not work; unset BASE_PATH, or build again with it',
			},
		],
	])('returns %s', (_case, record, basePath, expected) => {
		expect(previewBase(record, basePath)).toEqual(expected);
	});
});

describe('localOriginOf (issue 23 point 8)', () => {
	test.each([
		['http://localhost:4321', 'http://localhost:4321'],
		['http://localhost:4321/', 'http://localhost:4321'],
		['http://127.0.0.1:8080/base/', 'http://127.0.0.1:8080'],
		['https://profiles.example.org', undefined],
		['https://localhost:4321', undefined],
		['not a url', undefined],
	])('%s gives %s', (site, origin) => {
		expect(localOriginOf(site)).toBe(origin);
	});
});
