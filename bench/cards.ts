/**
 * The preview cards' cost in `npm run bench -- --cards`: what the build's
 * log says its card step did (drawn, from the cache, milliseconds) in the
 * full build, the rebuild with nothing changed and the rebuild with one
 * profile changed (its display name, which its card shows), and the cards'
 * bytes in the output. A rebuild that drew other than none (nothing
 * changed) or one card (one profile changed) is a problem the benchmark
 * reports and fails on. Pure: test/bench/cards.test.ts.
 */
import { parse, stringify } from 'yaml';
import { formatBytes } from '../src/utils/bytes.ts';

/**
 * A profile file changed as its card shows it: its display name gets the run's number. (A bio,
 * which the one-changed rebuild otherwise changes, is not on the card: no card to draw.)
 *
 * @example
 * changeCardOf('---\ndisplay_name: Robin\n---\n\nHi.\n', 2) // '---\ndisplay_name: Robin 2\n---\n\nHi.\n'
 */
export function changeCardOf(text: string, run: number): string {
	const match = text.match(/^---\n([\s\S]*?)\n?---\n/);
	if (!match) throw new Error('a profile file without front matter');
	const data = (parse(match[1]!) ?? {}) as Record<string, unknown>;
	const name =
		typeof data['display_name'] === 'string' ? data['display_name'] : String(data['name']);
	data['display_name'] = `${name} ${run}`;
	return `---\n${stringify(data, { lineWidth: 0 })}---\n${text.slice(match[0].length)}`;
}

/** One build's card step, as its log line says it. */
export interface CardStep {
	drawn: number;
	cached: number;
	ms: number;
}

/** What the cards cost at one size. */
export interface CardCost {
	/** The full build (clean caches): every card drawn. */
	full: CardStep;
	/** Its time per card drawn, in ms. */
	msEach: number | undefined;
	/** The rebuild with nothing changed: none drawn. */
	rebuild: CardStep;
	/** The rebuild with one profile changed: one drawn. */
	oneChanged: CardStep;
	/** The cards in the output: files and bytes, and bytes per card. */
	files: number;
	bytes: number;
	bytesEach: number | undefined;
}

/**
 * The card step of a build's log (build.ts: "preview cards: 3 drawn, 2 from cache (41 ms)"), or
 * undefined when the build drew none (the option off).
 *
 * @example
 * cardStepOf('… preview cards: 3 drawn, 2 from cache (41 ms)\n') // { drawn: 3, cached: 2, ms: 41 }
 */
export function cardStepOf(stdout: string): CardStep | undefined {
	const match = stdout.match(/preview cards: (\d+) drawn, (\d+) from cache \((\d+) ms\)/);
	return match
		? { drawn: Number(match[1]), cached: Number(match[2]), ms: Number(match[3]) }
		: undefined;
}

/** The cards of an output's files (path and bytes): those under media/cards/. */
export function cardFiles(sizes: readonly (readonly [string, number])[]): {
	files: number;
	bytes: number;
} {
	const cards = sizes.filter(([path]) => path.startsWith('media/cards/') && path.endsWith('.png'));
	return { files: cards.length, bytes: cards.reduce((sum, [, bytes]) => sum + bytes, 0) };
}

/**
 * The cost from the three builds' logs and the cards in the output, or undefined when a log has no
 * card step (a build without the option).
 */
export function cardCost(
	logs: { full: string; rebuild: string; oneChanged: string },
	output: { files: number; bytes: number },
): CardCost | undefined {
	const [full, step, oneChanged] = [logs.full, logs.rebuild, logs.oneChanged].map(cardStepOf);
	// A build with nothing changed since the last publishes nothing, so it has no card step: every
	// card stays as published, none drawn.
	const rebuild = /nothing changed since the last build/.test(logs.rebuild)
		? { drawn: 0, cached: output.files, ms: 0 }
		: step;
	if (!full || !rebuild || !oneChanged) return undefined;
	return {
		full,
		msEach: full.drawn ? Math.round((full.ms / full.drawn) * 10) / 10 : undefined,
		rebuild,
		oneChanged,
		files: output.files,
		bytes: output.bytes,
		bytesEach: output.files ? Math.round(output.bytes / output.files) : undefined,
	};
}

/** What is wrong with a size's cards: a rebuild drawing more than it changed, a card missing. */
export function cardProblems(cost: CardCost | undefined, profiles: number): string[] {
	if (!cost) return ['the build wrote no "preview cards" line: was the cards option on?'];
	const problems: string[] = [];
	if (cost.full.drawn !== cost.files)
		problems.push(`the full build drew ${cost.full.drawn} cards, the output has ${cost.files}`);
	if (cost.files < profiles)
		problems.push(
			`${cost.files.toLocaleString('en')} cards for ${profiles.toLocaleString('en')} profiles: every profile has one`,
		);
	if (cost.rebuild.drawn !== 0)
		problems.push(`the rebuild with nothing changed drew ${cost.rebuild.drawn} cards, not 0`);
	if (cost.oneChanged.drawn !== 1)
		problems.push(
			`the rebuild with one profile changed drew ${cost.oneChanged.drawn} cards, not 1`,
		);
	return problems;
}

/** The cards table's row of one size: cards, their time and bytes, each rebuild's card step. */
export function cardRow(profiles: number, cost: CardCost | undefined): string[] {
	if (!cost) return [profiles.toLocaleString('en'), 'no card step in the log', '-', '-', '-', '-'];
	const step = ({ drawn, cached, ms }: CardStep) => `${drawn} drawn, ${cached} cached, ${ms} ms`;
	return [
		profiles.toLocaleString('en'),
		`${cost.files.toLocaleString('en')} (${formatBytes(cost.bytes)}, ${cost.bytesEach === undefined ? '-' : formatBytes(cost.bytesEach)} each)`,
		`${(cost.full.ms / 1000).toFixed(2)} s (${cost.msEach ?? '-'} ms each)`,
		step(cost.rebuild),
		step(cost.oneChanged),
		cardProblems(cost, profiles).join('; ') || 'ok',
	];
}

/** The cards table's head, beside cardRow. */
export const CARD_HEAD = [
	'profiles',
	'cards in dist/',
	'drawing them (full build)',
	'rebuild, nothing changed',
	'rebuild, one profile changed',
	'card check',
];
