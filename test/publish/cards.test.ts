import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cardLayout, cardSvg, publishCards, renderCard } from '../../src/publish/cards.ts';
import { loadSite } from '../../src/content/site.ts';
import { siteModelOf } from '../../src/model/site-model.ts';
import { cardJobs } from '../../src/views/pages.ts';
import type { CardInput } from '../../src/views/drawings/card.ts';
import { ROOT } from '../helpers/run.ts';
import { nonEmptyText } from '../../src/schemas/values/text.ts';

let temp: string;
let jobs: ReturnType<typeof cardJobs>;

beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-cards-'));
	const dir = join(ROOT, 'test/fixtures/rich-site');
	const site = await loadSite(dir, { cwd: dir, site: 'https://profiles.example.org', base: '/' });
	jobs = cardJobs(siteModelOf(site.profiles, '/'), '/');
});
afterAll(() => rm(temp, { recursive: true, force: true }));

const kit: CardInput = {
	name: 'キット (Kit) 🦊',
	handle: '@kit',
	pronouns: ['xe/xem'],
	initial: 'キ',
	avatar: null,
	flags: ['nonbinary', 'two-spirit'],
};

describe('cardJobs', () => {
	test('gives each profile and member a card of the pronouns it welcomes only', () => {
		expect(jobs.map((job) => [job.input.handle, job.input.pronouns])).toEqual([
			['@alex', ['they/them', 'fae/faer']],
			['@alex/sol', ['she/her']],
			['@alex/wren', ['xe/xem']],
			['@bo', ['she/her']],
		]);
		const alex = jobs[0]!.input;
		expect(alex.flags).toEqual([
			'nonbinary',
			'transgender',
			'progress-pride',
			'intersex',
			'demisexual',
			'polyamorous',
		]);
		expect(alex.avatar).toMatch(/^media\/users\/d5thjg20avm69fl54s40\/[0-9a-f]{20}\.jpg$/);
		expect(new Set(jobs.map((job) => job.path)).size).toBe(4);
	});
});

describe('renderCard', () => {
	test('draws a 1200x630 PNG, the same bytes every time', async () => {
		const [first, second] = [await renderCard(kit, null), await renderCard(kit, null)];
		expect(await sharp(first).metadata()).toMatchObject({
			format: 'png',
			width: 1200,
			height: 630,
		});
		expect(first.equals(second)).toBe(true);
	});

	test("draws a profile's text as text, never as markup", async () => {
		const hostile = { ...kit, name: '</text><image href="file:///etc/passwd"/><text>' };
		const svg = cardSvg(hostile, false, await cardLayout(hostile));
		expect(svg).not.toContain('<image');
		expect(svg).toContain('>&lt;/text&gt;&lt;image href=&quot;fi…</text>');
		expect(await sharp(await renderCard(hostile, null)).metadata()).toMatchObject({ width: 1200 });
	});
});

describe('a name check accepts is a name the card draws', () => {
	// librsvg parses the card as XML: a character XML refuses must be refused by check first.
	test.each([
		['U+FFFE', 'Rob\ufffein'],
		['U+FFFF', 'Rob\uffffin'],
		['U+FDD0', 'Rob\ufdd0in'],
		['U+10FFFF', 'Rob\u{10ffff}in'],
		['an entity declaration', '<!DOCTYPE x [<!ENTITY a SYSTEM "file:///etc/passwd">]>&a;'],
		['a CDATA end and an image', ']]><image href="file:///etc/passwd"/>'],
		['a combining-mark pile', `Z${'\u0301'.repeat(200)}`],
		['CJK and emoji', '漢字🏳️‍⚧️👩‍💻'],
	])('%s', async (_label, name) => {
		if (!nonEmptyText.safeParse(name).success) return;
		const input = { ...kit, name, initial: [...name][0]!, pronouns: [name] };
		expect(await sharp(await renderCard(input, null)).metadata()).toMatchObject({ width: 1200 });
	});
});

describe('publishCards', () => {
	test('draws each card once, then takes it from the cache; a changed profile draws one card', async () => {
		const out = join(temp, 'out');
		const cache = join(temp, 'cache');
		const key = randomBytes(32);
		const inputs = [kit, { ...kit, handle: '@kit/juniper' }].map((input, at) => ({
			input,
			path: `media/cards/${at}.png`,
		}));
		expect(await publishCards(inputs, out, cache, 2, key)).toEqual({ drawn: 2, cached: 0 });
		const before = await readFile(join(out, 'media/cards/0.png'));
		expect(await publishCards(inputs, join(temp, 'again'), cache, 2, key)).toEqual({
			drawn: 0,
			cached: 2,
		});
		expect((await readFile(join(temp, 'again/media/cards/0.png'))).equals(before)).toBe(true);
		const changed = [inputs[0]!, { input: { ...kit, name: 'Kit' }, path: 'media/cards/2.png' }];
		expect(await publishCards(changed, join(temp, 'third'), cache, 2, key)).toEqual({
			drawn: 1,
			cached: 1,
		});
	});
});
