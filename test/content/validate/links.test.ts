import { ENGLISH_CHECK, say } from '../../../src/schemas/check-words.ts';
import { describe, expect, test } from 'vitest';
import { formatReport } from '../../../src/content/issues.ts';
import {
	displayHost,
	linkView,
	linkWarning,
	linkWarnings,
} from '../../../src/content/validate/links.ts';
import { readProfileSource } from '../../../src/content/read/reader.ts';
import { parseProfile } from '../../../src/content/validate/profile-file.ts';

describe('linkView', () => {
	test.each([
		[
			'https://social.example.org/@robin',
			{
				kind: 'web',
				href: 'https://social.example.org/@robin',
				label: 'social.example.org/@robin',
			},
		],
		[
			'http://robin.example.net/',
			{ kind: 'web', href: 'http://robin.example.net/', label: 'robin.example.net' },
		],
		[
			'HTTPS://Example.org/A',
			{ kind: 'web', href: 'HTTPS://Example.org/A', label: 'example.org/A' },
		],
	])('returns a clickable link without the scheme for %j', (link, view) => {
		expect(linkView(link)).toEqual(view);
	});

	test.each([
		'javascript:alert(1)',
		'JAVASCRIPT:alert(1)',
		'data:text/html,<script>alert(1)</script>',
		'matrix:@sam:example.org',
		'robin on the fediverse',
		'//evil.example/x',
		'https://exa mple.org',
		'mailto:robin@example.org',
	])('returns plain text for %j', (link) => {
		expect(linkView(link)).toEqual({ kind: 'text', label: link });
	});
});

describe('linkWarning', () => {
	test.each([
		[
			'htps://social.example.org/@robin',
			'shows as plain text, not a link: only http:// and https:// addresses become links; correct the start if it is a web address',
		],
		[
			'ftp://files.example.org',
			'shows as plain text, not a link: only http:// and https:// addresses become links; correct the start if it is a web address',
		],
		[
			'example.org/me',
			'shows as plain text, not a link, because it does not start with https://: write "https://example.org/me" to make it a link',
		],
		[
			'www.example.org',
			'shows as plain text, not a link, because it does not start with https://: write "https://www.example.org" to make it a link',
		],
		[
			'//evil.example/x',
			'shows as plain text, not a link, because it does not start with https://: write "https://evil.example/x" to make it a link',
		],
		[
			'https://exa mple.org',
			'shows as plain text, not a link, because it is not a valid http(s) address (a space, or a missing "//"?): correct it to make it a link',
		],
		[
			'http:example.org',
			'shows as plain text, not a link, because it is not a valid http(s) address (a space, or a missing "//"?): correct it to make it a link',
		],
	])('returns why %j will show as text', (link, why) => {
		const warning = linkWarning(link)!;
		const said = say(ENGLISH_CHECK, warning.key, { ...warning.values, link: '<link>' });
		expect(said).toBe(`<link> ${why}`);
	});

	test.each([
		'https://social.example.org/@robin',
		'robin on the fediverse',
		'@robin@social.example.org',
		'robin@example.org',
		'mailto:robin@example.org',
		'matrix:@sam:example.org',
		'javascript:alert(1)',
		'v1.2',
		'Discord: robin',
	])('returns nothing for %j, a link or plainly text', (link) => {
		expect(linkWarning(link)).toBeUndefined();
	});
});

describe('linkWarnings', () => {
	test('returns a warning per address-like link, at its line and path, with the link escaped', () => {
		const text =
			'---\nid: d4gn7g3p38l77tn1edd0\nlinks:\n  - https://ok.example.org\n  - \'example.org/"me"\'\n  - htps://x\n---\n';
		const read = readProfileSource('content/users/robin.md', text);
		const parsed = read.ok ? parseProfile(read.source, 'robin') : undefined;
		if (!parsed?.ok) throw new Error('the fixture profile must be valid');
		expect(formatReport(linkWarnings([parsed.profile]))).toMatchInlineSnapshot(`
			"content/users/robin.md:5: links[1]: warning: "example.org/\\"me\\"" shows as plain text, not a link, because it does not start with https://: write "https://example.org/\\"me\\"" to make it a link
			content/users/robin.md:6: links[2]: warning: "htps://x" shows as plain text, not a link: only http:// and https:// addresses become links; correct the start if it is a web address
			2 warnings in 1 file."
		`);
	});

	test("returns the warnings of a user's members too, at their own files", () => {
		const parse = (
			file: string,
			text: string,
			stem: string,
			ownerUser: { id: string; name: string } | null = null,
		) => {
			const read = readProfileSource(file, text);
			const parsed = read.ok ? parseProfile(read.source, stem, undefined, ownerUser) : undefined;
			if (!parsed?.ok) throw new Error('the fixture profile must be valid');
			return parsed.profile;
		};
		const kit = parse('content/users/kit/index.md', '---\nid: d574dg3qf8mta91c2tpg\n---\n', 'kit');
		const rowan = parse(
			'content/users/kit/members/rowan.md',
			'---\nid: dc24aka2279j0d5s3740\nlinks: [www.example.org]\n---\n',
			'rowan',
			kit.user,
		);
		expect(formatReport(linkWarnings([{ ...kit, members: [rowan] }]))).toMatchInlineSnapshot(`
			"content/users/kit/members/rowan.md:3: links[0]: warning: "www.example.org" shows as plain text, not a link, because it does not start with https://: write "https://www.example.org" to make it a link
			1 warning in 1 file."
		`);
	});
});

describe('links show where they go (issue 31, point 6)', () => {
	test.each([
		['https://github.com@evil.example/gp', 'evil.example/gp'],
		['https://bücher.example/x', 'bücher.example/x'],
		['https://xn--bcher-kva.example/', 'bücher.example'],
		// Latin with one Cyrillic а: punycode, as a browser shows it.
		['https://p\u0430ypal.com/', 'xn--pypal-4ve.com'],
		// Cyrillic alone spelling "apple", under .com: punycode; under .рф it is Russian.
		['https://\u0430\u0440\u0440\u04cf\u0435.com', 'xn--80ak6aa92e.com'],
		[
			'https://\u0430\u0440\u0440\u04cf\u0435.\u0440\u0444',
			'\u0430\u0440\u0440\u04cf\u0435.\u0440\u0444',
		],
		['https://例え.jp/', '例え.jp'],
		['https://ελληνικά.gr', 'ελληνικά.gr'],
		['https://münchen.de:8443/a?b#c', 'münchen.de:8443/a?b#c'],
		['https://Social.Example.org/@robin/', 'social.example.org/@robin'],
	])('labels %s as %s', (link, label) => {
		expect(linkView(link)).toMatchObject({ kind: 'web', label });
	});

	test('displayHost keeps a label that mixes Latin and Greek as punycode', () => {
		expect(displayHost(new URL('https://g\u03bfogle.com').hostname)).toBe('xn--gogle-rce.com');
	});

	test('refuses a web link with a user name or password before its host, at its line, with the fix', () => {
		const text =
			'---\nid: d4gn7g3p38l77tn1edd0\nlinks:\n  - https://github.com/robin\n  - https://github.com@evil.example/gp\n  - https://robin:secret@evil.example\n  - robin@example.org\n---\n';
		const read = readProfileSource('content/users/robin.md', text);
		const parsed = read.ok ? parseProfile(read.source, 'robin') : undefined;
		expect(parsed?.ok).toBe(false);
		expect(formatReport(parsed && !parsed.ok ? parsed.issues : [])).toMatchInlineSnapshot(`
			"content/users/robin.md:5: links[1]: holds "github.com@" before its host, so it opens evil.example, not github.com: a link may hold no user name or password: got "https://github.com@evil.example/gp"; write the address you mean, such as "https://evil.example/gp"
			content/users/robin.md:6: links[2]: holds "robin:secret@" before its host, so it opens evil.example: a link may hold no user name or password: got "https://robin:secret@evil.example"; write the address you mean, such as "https://evil.example"
			2 problems in 1 file."
		`);
	});
});
