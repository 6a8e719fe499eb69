/**
 * What a profile page shows of a person beyond its v1 User
 * (model/site-model.ts): its own statuses in the legend and beside their
 * entries, its flags, its time zone and its offset. What each status counts
 * as is the model's, resolved once; every rule that decides what others are
 * invited to use reads that.
 */
import type { IconSlug } from '../schemas/icons.ts';
import type { OwnStatus, RichProfile } from '../schemas/rich.ts';
import type { StatusWord } from '../schemas/status.ts';
import type { FlagSlug } from '../schemas/flags.ts';
import { flagSvg } from './drawings/flag-drawings.ts';
import { flagName } from './i18n/flag-words.ts';
import { publicUrl } from '../addresses/urls.ts';

/** An entry's own status, as its icon and label show it. */
export interface OwnStatusMark {
	icon: IconSlug;
	label: string;
}

/** One of the profile's own statuses in the legend. */
export interface OwnStatusView extends OwnStatusMark {
	key: string;
	countsAs: StatusWord;
}

/** A flag as the page shows it: its drawing (a library flag) or image, its name, its alt text. */
export type FlagView =
	| { kind: 'library'; slug: FlagSlug; name: string; svg: string }
	| { kind: 'image'; name: string; alt: string; src: string | null };

/** A time zone and its UTC offset at the time of the build. */
export interface TimeZoneView {
	zone: string;
	/** `UTC+01:00`, `UTC−03:30`, `UTC+00:00`. */
	offset: string;
}

/**
 * The mark an entry shows for the own status it names (the model's `own`), if it names one.
 *
 * @example
 * ownMark(person.names[0].own) // { icon: 'heart-lock', label: 'Only from my partner' }
 * ownMark(undefined) // undefined
 */
export function ownMark(own: OwnStatus | undefined): OwnStatusMark | undefined {
	return own && { icon: own.icon, label: own.label };
}

/** The profile's own statuses, in the file's order, for the legend. */
export function ownStatusViews(statuses: RichProfile['statuses']): OwnStatusView[] {
	return Object.entries(statuses).map(([key, own]) => ({
		key,
		icon: own.icon,
		label: own.label,
		countsAs: own.counts_as,
	}));
}

/**
 * The profile's flags as the page shows them: a flag image of the
 * profile's own at the address the site publishes it (null before loadSite
 * checked it: the name alone is shown).
 */
export function flagViews(flags: RichProfile['flags'], base: string, locale = 'en'): FlagView[] {
	return flags.map((flag) =>
		flag.library
			? {
					kind: 'library',
					slug: flag.slug,
					name: flagName(flag.slug, locale),
					svg: flagSvg(flag.slug, locale),
				}
			: {
					kind: 'image',
					name: flag.name,
					alt: flag.description,
					src: flag.src ? publicUrl(flag.src, { base }) : null,
				},
	);
}

/**
 * A time zone and its offset from UTC at `now` (the build's time: a page
 * built in winter says UTC+01:00 for Europe/Berlin, in summer UTC+02:00).
 *
 * @example
 * timeZoneView('Asia/Kolkata', new Date('2026-01-01')) // { zone: 'Asia/Kolkata', offset: 'UTC+05:30' }
 */
export function timeZoneView(zone: string | null | undefined, now: Date): TimeZoneView | null {
	if (!zone) return null;
	const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
		.formatToParts(now)
		.find((item) => item.type === 'timeZoneName');
	// "GMT+05:30" ("GMT" alone where an engine gives it at UTC); the sign as a true minus.
	const offset = (part?.value ?? 'GMT').replace(/^GMT/, 'UTC').replace('-', '−');
	return { zone, offset };
}

/**
 * The offset a profile's page shows now, for its page's cache key: null without a time zone.
 *
 * @example
 * zoneOffset('Europe/Berlin') // 'UTC+01:00' in winter
 */
export function zoneOffset(timezone: string | null): string | null {
	return timeZoneView(timezone, new Date())?.offset ?? null;
}
