/**
 * `npm run bench`'s command line (bench/options.ts): each option's meaning,
 * and each mistake refused with what to write, before any build runs.
 */
import { describe, expect, test } from 'vitest';
import { parseBenchOptions } from '../../bench/options.ts';

const options = (...args: string[]) => {
	const parsed = parseBenchOptions(args);
	if (!parsed.ok) throw new Error(parsed.message);
	return parsed.options;
};
const message = (...args: string[]) => {
	const parsed = parseBenchOptions(args);
	if (parsed.ok) throw new Error(`accepted ${args.join(' ')}`);
	return parsed.message;
};

describe('parseBenchOptions', () => {
	test('with none: the default sizes, English, no cards, the avatar run; the README’s results', () => {
		expect(options()).toEqual({
			sizes: [100, 1000, 10_000],
			runs: undefined,
			locale: 'en',
			cards: false,
			ccApi: true,
			avatarRun: { n: 1000, every: 10 },
			command: 'staticnouns',
			out: undefined,
			isDefault: true,
		});
	});

	test('--sizes 100,1000 --runs 1 --cards: the closing card figures’ command', () => {
		expect(options('--sizes', '100,1000', '--runs', '1', '--cards')).toEqual({
			sizes: [100, 1000],
			runs: 1,
			locale: 'en',
			cards: true,
			ccApi: true,
			avatarRun: { n: 1000, every: 10 },
			command: 'staticnouns',
			out: undefined,
			isDefault: false,
		});
	});

	test.each([
		[['--cards'], { cards: true, isDefault: false }],
		[['--no-cc-api'], { ccApi: false, isDefault: false }],
		[['--astro-build'], { command: 'astro', isDefault: false }],
		[['--locale', 'de'], { locale: 'de', isDefault: false }],
		[['--locale', 'pt-br'], { locale: 'pt-BR', isDefault: false }],
		[['--locale', 'EN,fr'], { locale: 'en,fr', isDefault: false }],
		[['--quick'], { sizes: [100], avatarRun: { n: 100, every: 10 }, isDefault: false }],
		[['--no-avatars'], { avatarRun: undefined, isDefault: true }],
		[['--out', 'x.json'], { out: 'x.json', isDefault: true }],
		[['--sizes', '1'], { sizes: [1], isDefault: false }],
	])('%j sets %j', (args, expected) => {
		expect(options(...args)).toMatchObject(expected);
	});

	test.each([
		[
			['--sizes', '100,ten'],
			'--sizes takes whole numbers of profiles, e.g. --sizes 1000,10000: got "100,ten"',
		],
		[['--sizes', '0'], '--sizes takes whole numbers of profiles, e.g. --sizes 1000,10000: got "0"'],
		[
			['--sizes', '1.5'],
			'--sizes takes whole numbers of profiles, e.g. --sizes 1000,10000: got "1.5"',
		],
		[['--runs', '0'], '--runs takes a whole number of at least 1: got "0"'],
		[['--runs', 'two'], '--runs takes a whole number of at least 1: got "two"'],
		[
			['--locale', 'german'],
			'--locale takes a BCP 47 language tag, e.g. --locale de, or several, e.g. --locale en,fr: got "german"',
		],
		[
			['--locale', 'en,de_DE'],
			'--locale takes a BCP 47 language tag, e.g. --locale de, or several, e.g. --locale en,fr: got "en,de_DE"',
		],
	])('%j is refused: %s', (args, expected) => {
		expect(message(...args)).toBe(expected);
	});

	test('an unknown option is refused with the list of options', () => {
		expect(message('--card')).toMatch(
			/^Unknown option '--card'.*\(options: --quick, --sizes N,N, --runs N, --no-avatars, --locale TAG, --cards, --no-cc-api, --astro-build, --out FILE\)$/s,
		);
	});

	test('--cards takes no value', () => {
		expect(message('--cards=yes')).toMatch(/--cards/);
	});

	test('--no-cc-api takes no value', () => {
		expect(message('--no-cc-api=yes')).toMatch(/--no-cc-api/);
	});
});
