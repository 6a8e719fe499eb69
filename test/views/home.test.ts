/**
 * The home page says what the site is and how to join (issue 23 point 11).
 */
import { describe, expect, test } from 'vitest';
import { addProfileUrl, homeIntro } from '../../src/views/home.ts';

describe('the home page says what the site is and how to join, and a site sets its own introduction (issue 23 point 11)', () => {
	test.each([
		[
			{ url: 'https://github.com/org/site', forge: 'github', branch: 'main' },
			'https://github.com/org/site/blob/main/CONTRIBUTING.md',
		],
		[
			{ url: 'https://gitlab.com/org/site/', forge: 'gitlab', branch: 'trunk' },
			'https://gitlab.com/org/site/-/blob/trunk/CONTRIBUTING.md',
		],
		[
			{ url: 'https://git.example.org/org/site', forge: 'forgejo', branch: 'main' },
			'https://git.example.org/org/site/src/branch/main/CONTRIBUTING.md',
		],
	] as const)('links to how to add a profile in %j', (repository, url) => {
		expect(addProfileUrl(repository)).toBe(url);
		const html = homeIntro({ intro: undefined, repository }, '/profiles/').html;
		expect(html).toContain(`<a href="${url}"`);
		// The browser form first.
		expect(html.indexOf('<a href="/profiles/edit/"')).toBeGreaterThan(0);
		expect(html.indexOf('<a href="/profiles/edit/"')).toBeLessThan(html.indexOf(url));
	});

	test('says what the site is and how to join by default', () => {
		expect(
			homeIntro(
				{
					intro: undefined,
					repository: { url: 'https://github.com/org/site', forge: 'github', branch: 'main' },
				},
				'/',
			).html,
		).toMatchInlineSnapshot(`
			"<p>This is our community's directory of names and pronouns: how each of us wants to be called, and what to avoid. To add yourself, <a href="/edit/" rel="nofollow ugc noopener">fill in your profile</a> in the browser: the form checks it as you type and hands it to our repository for review, nothing to install. Other ways, and how to change your profile later: <a href="https://github.com/org/site/blob/main/CONTRIBUTING.md" rel="nofollow ugc noopener">adding a profile</a>.</p>
			"
		`);
		expect(homeIntro({ intro: undefined, repository: null }, '/').html).toMatchInlineSnapshot(`
			"<p>This is our community's directory of names and pronouns: how each of us wants to be called, and what to avoid. To add yourself, add a profile file to the repository this site is built from (its CONTRIBUTING.md says how), or ask the people who run it.</p>
			"
		`);
	});

	test("renders a site's own introduction as Markdown, HTML escaped and unsafe links dropped", () => {
		expect(
			homeIntro(
				{
					intro:
						'Welcome to **Queer Coders**! <script>x</script> [Join](https://example.org/join) [no](javascript:alert(1))',
					repository: null,
				},
				'/',
			).html,
		).toMatchInlineSnapshot(`
			"<p>Welcome to <strong>Queer Coders</strong>! &lt;script&gt;x&lt;/script&gt; <a href="https://example.org/join" rel="nofollow ugc noopener">Join</a> [no](javascript:alert(1))</p>
			"
		`);
	});
});
