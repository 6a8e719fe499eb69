/**
 * Short links: `{site}/s/{sid}` leads to the profile whose short ID it is
 * (schemas/values/short-id.ts), as pronouns.cc's `/s/{sid}` does. Each is a static
 * redirect page (meta refresh, a canonical link and a plain link), so every
 * host serves it as it is, with no host rule, and `astro dev` too.
 */
import { memberPath, profilePath } from '../../addresses/urls.ts';
import type { SiteUser } from '../../model/site-model.ts';
import { ENGLISH } from '../i18n/dictionary.ts';
import { redirectDocument, type RedirectPageOptions } from './redirect-page.ts';
import { uiText } from '../ui-text.ts';

/** The folder of the short links, relative to the site root. */
export const SHORT_LINK_DIR = 's/';

/**
 * The page at a short link: browsers go on at once to `target`, crawlers
 * are told it is the canonical page.
 *
 * @example
 * shortLinkPage('robin', '/@robin/', { base: '/', indexable: false }) // '<!doctype html>\n<html lang="en">…'
 */
export function shortLinkPage(
	handle: string,
	target: string,
	options: RedirectPageOptions,
): string {
	const { t } = uiText(options.words ?? ENGLISH);
	return redirectDocument(
		target,
		{ title: t('shortLink.title', { handle }), sentence: t('shortLink.text') },
		options,
	);
}

/**
 * Every short link's page, path in the site to HTML: one per user and per
 * member, at `s/{sid}/index.html`, by the short ID the model settled.
 *
 * @example
 * new Map(shortLinkFiles(model, { base: '/', indexable: false })).get('s/nfcdv/index.html')
 */
export function* shortLinkFiles(
	users: Iterable<SiteUser>,
	options: RedirectPageOptions,
): Generator<[path: string, html: string]> {
	for (const { user, sid, members } of users) {
		yield [
			`${SHORT_LINK_DIR}${sid}/index.html`,
			shortLinkPage(user.name, profilePath(user.name, options.base), options),
		];
		for (const member of members)
			yield [
				`${SHORT_LINK_DIR}${member.sid}/index.html`,
				shortLinkPage(
					`${user.name}/${member.user.name}`,
					memberPath(user.name, member.user.name, options.base),
					options,
				),
			];
	}
}
