/**
 * Synthetic, realistic profiles for the benchmark and its smoke test: a
 * seeded generator, so the same N gives the same files on every run.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { stringify } from 'yaml';

/** Mulberry32: a small, fast, seeded PRNG (runs must be comparable, not secure). */
function random(seed: number) {
	let state = seed >>> 0;
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	const int = (max: number) => Math.floor(next() * max);
	const pick = <T>(items: readonly T[]) => items[int(items.length)]!;
	const some = <T>(items: readonly T[], max: number) => [
		...new Set(Array.from({ length: 1 + int(max) }, () => pick(items))),
	];
	return { next, int, pick, some };
}

const FIRST = [
	'Robin',
	'Sam',
	'Kit',
	'Ash',
	'Mo',
	'Alex',
	'Jules',
	'Noa',
	'Rin',
	'Kai',
	'Lou',
	'Eli',
	'Ari',
	'Sasha',
	'Quinn',
	'Remy',
	'Jo',
	'Tam',
	'Avi',
	'Ren',
	'Mika',
	'Zoë',
	'Léa',
	'Björn',
	'Ngozi',
	'Aiko',
	'Dara',
	'Imani',
	'Yuki',
	'Ola',
];
const WORDS = [
	'garden',
	'tea',
	'bikes',
	'poetry',
	'synths',
	'knitting',
	'climbing',
	'linux',
	'baking',
	'moss',
	'trains',
	'zines',
	'birds',
	'chess',
	'foxes',
	'maps',
	'ceramics',
	'film',
	'rust',
	'swimming',
];
const PRONOUNS = [
	'they/them',
	'she/her',
	'he/him',
	'xe/xem',
	'it/its',
	'fae/faer',
	'any',
	'ask me',
	'she/they',
	'he/they',
	'they/them/their/theirs/themself',
	'ze/hir',
];
/**
 * Two spellings of one set (they/them, they/them/their/theirs/themself): a profile lists a set
 * once.
 */
const sameSet = (a: string, b: string) =>
	a.split('/').slice(0, 2).join('/') === b.split('/').slice(0, 2).join('/');

const STATUSES = ['favourite', 'okay', 'jokingly', 'friends_only', 'avoid'];
const FIELD_NAMES = [
	'Describe me as',
	'Call me',
	'Honorifics',
	'Compliments',
	'Relationship words',
];
const FIELD_WORDS = [
	'person',
	'friend',
	'pal',
	'buddy',
	'darling',
	'cutie',
	'Mx.',
	'Mr.',
	'Ms.',
	'sir',
	'madam',
	'pretty',
	'handsome',
	'cute',
	'cool',
	'partner',
	'menace',
	'gremlin',
	'lady',
	'dude',
];
const EMOJI = ['🌻', '🦊', '🚲', '✨', '🌱', '🏳️‍⚧️', '🍵', '🎹'];

const ALPHABET = '0123456789abcdefghijklmnopqrstuv';

export interface GenerateOptions {
	seed?: number;
	/** Give every `avatarEvery`-th profile a local avatar (folder form). 0: none. */
	avatarEvery?: number;
}

/** A Markdown bio of 200-600 characters. */
function bio(rng: ReturnType<typeof random>): string {
	const sentences: string[] = [];
	let length = 0;
	const target = 200 + rng.int(400);
	while (length < target - 40) {
		const [a, b] = [rng.pick(WORDS), rng.pick(WORDS)];
		const sentence = rng.pick([
			`I love *${a}* and ${b}.`,
			`Ask me about [${a}](https://example.org/${a}) sometime.`,
			`Currently into ${a}, ${b} and **${rng.pick(WORDS)}** ${rng.pick(EMOJI)}`,
			`Find me at the ${a} club on weekends; I bring the ${b}.`,
			`Not great at ${a}, very good at \`${b}\`.`,
		]);
		sentences.push(sentence);
		length += sentence.length + 1;
	}
	return clipBio(sentences.join(' '));
}

/**
 * A bio of at most 600 UTF-16 units: longer ones cut to 599, never between
 * the two halves of an emoji (a lone surrogate is refused; found at N = 100,000).
 *
 * @example
 * clipBio('a'.repeat(598) + '🌻 b').length // 598
 */
export function clipBio(text: string): string {
	if (text.length <= 600) return text;
	const cut = /[\uD800-\uDBFF]/.test(text[598]!) ? 598 : 599;
	return text.slice(0, cut).trimEnd();
}

/**
 * Writes `count` profiles into `<dir>/users/` and returns their names.
 *
 * @example
 * await generateSite('/dev/shm/bench/content', 10_000);
 */
export async function generateSite(
	dir: string,
	count: number,
	options: GenerateOptions = {},
): Promise<string[]> {
	const rng = random(options.seed ?? 1);
	const users = join(dir, 'users');
	await mkdir(users, { recursive: true });
	const names: string[] = [];
	const writes: Promise<void>[] = [];
	for (let i = 0; i < count; i++) {
		const name = `${rng.pick(FIRST).normalize('NFD').replace(/[^\w]/g, '').toLowerCase()}-${i.toString(36)}`;
		// IDs: a fixed time prefix, then the index, so they are unique and valid.
		const id = `c${i.toString(32).padStart(19, '0')}`.replace(/[^0-9a-v]/g, '0');
		names.push(name);
		const data: Record<string, unknown> = {
			id: id
				.split('')
				.map((c) => (ALPHABET.includes(c) ? c : '0'))
				.join(''),
			display_name: `${rng.pick(FIRST)} ${rng.pick(WORDS)}${rng.next() < 0.3 ? ` ${rng.pick(EMOJI)}` : ''}`,
			names: rng
				.some(FIRST, 3)
				.map((first, index) =>
					index === 0
						? { name: first, status: 'favourite' }
						: rng.next() < 0.5
							? first
							: { name: first, status: rng.pick(STATUSES) },
				),
			pronouns: rng
				.some(PRONOUNS, 3)
				.filter((set, index, sets) => sets.findIndex((other) => sameSet(other, set)) === index)
				.map((pronouns, index) =>
					index === 0
						? { pronouns, status: 'favourite' }
						: rng.next() < 0.5
							? pronouns
							: { pronouns, status: rng.pick(STATUSES) },
				),
			fields: rng.some(FIELD_NAMES, 2).map((field) => {
				const out: Record<string, unknown> = { name: field };
				// Each word under one status only: a word listed twice in a field is a content error.
				const used = new Set<string>();
				for (const status of STATUSES) {
					if (rng.next() >= 0.6) continue;
					const words = rng.some(FIELD_WORDS, 3).filter((word) => !used.has(word));
					for (const word of words) used.add(word);
					if (words.length) out[status] = words;
				}
				return out;
			}),
			links: rng.next() < 0.7 ? [`https://social.example.org/@${name}`] : [],
		};
		const withAvatar = options.avatarEvery ? i % options.avatarEvery === 0 : false;
		const json = !withAvatar && rng.next() < 0.2;
		const text = bio(rng);
		const folder = withAvatar ? join(users, name) : users;
		if (withAvatar) {
			data['avatar'] = './avatar.jpg';
			writes.push(
				(async () => {
					await mkdir(folder, { recursive: true });
					const image = await sharp({
						create: {
							width: 640,
							height: 640,
							channels: 3,
							background: { r: rng.int(256), g: rng.int(256), b: rng.int(256) },
							noise: { type: 'gaussian', mean: 128, sigma: 30 },
						},
					})
						.jpeg({ quality: 80 })
						.toBuffer();
					await writeFile(join(folder, 'avatar.jpg'), image);
					await writeFile(
						join(folder, 'index.md'),
						`---\n${stringify(data, { lineWidth: 0 })}---\n\n${text}\n`,
					);
				})(),
			);
		} else if (json) {
			writes.push(
				writeFile(
					join(users, `${name}.json`),
					`${JSON.stringify({ ...data, bio: text }, null, 2)}\n`,
				),
			);
		} else {
			writes.push(
				writeFile(
					join(users, `${name}.md`),
					`---\n${stringify(data, { lineWidth: 0 })}---\n\n${text}\n`,
				),
			);
		}
		// Bounded batches keep thousands of open files (and sharp) in check.
		if (writes.length >= 256) await Promise.all(writes.splice(0));
	}
	await Promise.all(writes);
	return names;
}
