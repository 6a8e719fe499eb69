import { describe, expect, test } from 'vitest';
import { shortLinkFiles, shortLinkPage } from '../../../src/views/paths/short-links.ts';
import { derivedSid } from '../../../src/content/validate/short-ids.ts';
import { juniper, kit } from '../../helpers/users.ts';
import { siteUsers } from '../../helpers/model.ts';

describe('shortLinkPage', () => {
	test('sends browsers on to the profile at once, with a canonical and a plain link', () => {
		expect(
			shortLinkPage('kit/juniper', '/p/@kit/juniper/', {
				base: '/p/',
				site: new URL('https://profiles.example.org'),
				indexable: false,
			}),
		).toMatchInlineSnapshot(`
			"<!doctype html>
			<html lang="en">
			<head>
			<meta charset="utf-8">
			<meta name="viewport" content="width=device-width, initial-scale=1">
			<title>@kit/juniper</title>
			<link rel="icon" href="data:,">
			<meta name="robots" content="noindex, nofollow">
			<link rel="canonical" href="https://profiles.example.org/p/@kit/juniper/">
			<meta http-equiv="refresh" content="0; url=/p/@kit/juniper/">
			</head>
			<body>
			<main><h1>@kit/juniper</h1><p>This short link leads to the profile at <a href="/p/@kit/juniper/">/p/@kit/juniper/</a>.</p></main>
			</body>
			</html>
			"
		`);
	});

	test('escapes what it writes into the page', () => {
		const page = shortLinkPage('a"<b>', '/@a"<b>/', { base: '/', indexable: true });
		expect(page).not.toContain('<b>');
		expect(page).toContain('&#34;&#60;b&#62;');
		expect(page).not.toContain('noindex');
	});
});

describe('shortLinkFiles', () => {
	test("gives each user and member a page at s/{sid}/, its written sid or its ID's", () => {
		const files = new Map(
			shortLinkFiles(siteUsers([{ user: kit, sid: 'kitty', members: [{ user: juniper }] }]), {
				base: '/',
				indexable: false,
			}),
		);
		expect([...files.keys()]).toEqual([
			's/kitty/index.html',
			`s/${derivedSid(juniper.id, 'member')}/index.html`,
		]);
		expect(files.get('s/kitty/index.html')).toContain('content="0; url=/@kit/"');
		expect(files.get(`s/${derivedSid(juniper.id, 'member')}/index.html`)).toContain(
			'content="0; url=/@kit/juniper/"',
		);
	});
});
