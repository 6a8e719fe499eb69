/**
 * What a profile's preview card (the image a shared link shows) holds, and
 * where it is published: its address is a digest of what it shows, so an
 * unchanged profile keeps its card, and a changed one gets a new address
 * (no cache serves the old picture). Drawn by publish/cards.ts.
 */
import { createHash } from 'node:crypto';
import type { Person } from '../../model/site-model.ts';
import type { FlagSlug } from '../../schemas/flags.ts';
import { normalizeBase } from '../../addresses/urls.ts';
import { initialOf } from './initial.ts';

/** Raise when the drawing changes: every card gets a new address. */
const CARD_VERSION = 2;

/** Everything a card shows: never an entry the person does not welcome. */
export interface CardInput {
	name: string;
	handle: string;
	/** Favourite pronouns, else okay ones (welcome.ts): as on the directory. */
	pronouns: string[];
	initial: string;
	/** The site path of the local avatar's JPEG (published before the cards), or null. */
	avatar: string | null;
	/** Library flags, at most six on a card. */
	flags: FlagSlug[];
}

/** At most this many flags fit the card's bottom row. */
const CARD_FLAGS = 6;

/**
 * A profile's card input; `pronouns` are the ones its page puts at the top
 * (welcome.ts preferred: favourites, else okay ones).
 *
 * @example
 * cardInput({ user, avatar: null }, '@robin', '/', ['they/them']) // { name: 'Robin', handle: '@robin', pronouns: ['they/them'], … }
 */
export function cardInput(
	data: Pick<Person, 'user' | 'avatar' | 'flags'>,
	handle: string,
	base: string,
	pronouns: string[],
): CardInput {
	const { user } = data;
	const name = user.display_name ?? user.name;
	const root = normalizeBase(base);
	return {
		name,
		handle,
		pronouns,
		initial: initialOf(user.name, name),
		// Within the site, without the base: the card is the same wherever the site is served.
		avatar: data.avatar?.jpeg.startsWith(root) ? data.avatar.jpeg.slice(root.length) : null,
		flags: data.flags.flatMap((flag) => (flag.library ? [flag.slug] : [])).slice(0, CARD_FLAGS),
	};
}

/**
 * Where a card is published, within the site: `media/cards/<digest>.png`.
 *
 * @example
 * cardPath(cardInput(data, '@robin')) // 'media/cards/3f0c….png'
 */
export function cardPath(input: CardInput): string {
	const digest = createHash('sha256')
		.update(`${CARD_VERSION}\0${JSON.stringify(input)}`)
		.digest('hex')
		.slice(0, 20);
	return `media/cards/${digest}.png`;
}
