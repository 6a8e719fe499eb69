/**
 * The editor's hand-over to the site's issue form on GitHub: the address, its
 * bound and the fallback to the file editor, and what the editor says after.
 */
import { describe, expect, test } from 'vitest';
import { MAX_FORGE_URL, type Repository } from '../../../src/config/forge.ts';
import { editorHandOver, handOverNote, pagePathOf } from '../../../src/views/editor/issue-form.ts';
import { uiText } from '../../../src/views/ui-text.ts';
import { siteWords } from '../../../src/views/i18n/dictionary.ts';

const github: Repository = {
	url: 'https://github.com/org/site',
	forge: 'github',
	branch: 'main',
	issueForm: 'profile.yml',
};
const file = 'content/users/robin.md';
const prefix =
	'https://github.com/org/site/issues/new?template=profile.yml&title=content%2Fusers%2Frobin.md&file=content%2Fusers%2Frobin.md&text=';

describe('editorHandOver', () => {
	test('opens the issue form with the path and the text in its fields, and no labels= (404 for members)', () => {
		const plan = editorHandOver(github, {
			file,
			text: '---\nid: x\n---\nHi & bye\n',
			exists: true,
		});
		expect(plan).toEqual({
			url: `${prefix}---%0Aid%3A+x%0A---%0AHi+%26+bye%0A`,
			clipboard: false,
			tooLong: false,
			issue: true,
			issueTooLong: false,
		});
		expect(new URL(plan.url).searchParams.get('text')).toBe('---\nid: x\n---\nHi & bye\n');
	});

	test(`takes an address of exactly ${MAX_FORGE_URL} characters, and one more goes to the file editor with the text on the clipboard`, () => {
		const text = 'a'.repeat(MAX_FORGE_URL - prefix.length);
		expect(editorHandOver(github, { file, text, exists: true }).url).toHaveLength(MAX_FORGE_URL);
		expect(editorHandOver(github, { file, text: `${text}a`, exists: true })).toEqual({
			url: 'https://github.com/org/site/edit/main/content/users/robin.md',
			clipboard: true,
			tooLong: false,
			issue: false,
			issueTooLong: true,
		});
	});

	test('a new profile with a picture (the folder form) goes to the file editor, an existing one to the form', () => {
		const folder = 'content/users/robin/index.md';
		expect(editorHandOver(github, { file: folder, text: 'x', exists: false })).toMatchObject({
			url: 'https://github.com/org/site/new/main/content/users/robin?filename=index.md&value=x',
			issue: false,
			issueTooLong: false,
		});
		expect(editorHandOver(github, { file: folder, text: 'x', exists: true }).issue).toBe(true);
	});

	test('without an issue form, or off GitHub, hands over as before', () => {
		const { issueForm: _form, ...plain } = github;
		expect(editorHandOver(plain, { file, text: 'x', exists: false })).toMatchObject({
			url: 'https://github.com/org/site/new/main/content/users?filename=robin.md&value=x',
			issue: false,
			issueTooLong: false,
		});
		const gitlab: Repository = { ...github, url: 'https://gitlab.com/org/site', forge: 'gitlab' };
		expect(editorHandOver(gitlab, { file, text: 'x', exists: true })).toMatchObject({
			url: 'https://gitlab.com/org/site/-/edit/main/content/users/robin.md',
			issue: false,
			issueTooLong: false,
		});
	});
});

describe('pagePathOf', () => {
	test.each([
		['content/users/robin.md', '/', '/@robin/'],
		['content/users/kit/index.json', '/profiles/', '/profiles/@kit/'],
		['content/users/kit/members/juniper.md', '/', '/@kit/juniper/'],
		['content/users/kit/members/juniper/index.md', '/', '/@kit/juniper/'],
	])('%s under %s is %s', (path, base, page) => {
		expect(pagePathOf(path, 'content', base)).toBe(page);
	});
});

describe('handOverNote', () => {
	const text = uiText(siteWords('en')).editorScriptWords;
	const facts = {
		repository: github,
		file,
		exists: true,
		copied: true,
		owners: [] as string[],
		address: 'https://profiles.example.org/@robin/',
	};

	test('after the issue form: submit it, then the check, the maintainers and the page', () => {
		const plan = editorHandOver(github, { file, text: 'x', exists: true });
		expect(handOverNote(text, plan, facts)).toMatchInlineSnapshot(
			`"GitHub opens in a new tab with your profile filled in: submit the issue there, and a pull request is made from it. Next, a check reads your file and answers on GitHub within minutes; then the change is reviewed by the site's maintainers, and once it is merged, your page https://profiles.example.org/@robin/ shows it after the site's next build."`,
		);
	});

	test('too long for the form: one line says so, then the clipboard way, and the owners review', () => {
		const plan = editorHandOver(github, { file, text: 'a'.repeat(MAX_FORGE_URL), exists: true });
		expect(
			handOverNote(text, plan, { ...facts, owners: ['robin-gh', 'kit-gh'] }),
		).toMatchInlineSnapshot(
			`"Your profile is too long for the issue form's address, so GitHub's file editor opens instead. The new text of content/users/robin.md is on your clipboard: on GitHub's page, select all of the file's text, paste over it and propose the change. Next, a check reads your file and answers on GitHub within minutes; then the change is reviewed by the profile's owners (robin-gh and kit-gh), and once it is merged, your page https://profiles.example.org/@robin/ shows it after the site's next build."`,
		);
	});

	test("in the site's language", () => {
		const german = uiText(siteWords('de')).editorScriptWords;
		const plan = editorHandOver(github, { file, text: 'x', exists: true });
		expect(handOverNote(german, plan, facts)).toMatchInlineSnapshot(
			`"GitHub öffnet sich in einem neuen Tab mit deinem Profil: Sende das Issue dort ab, und daraus wird ein Pull-Request. Als Nächstes liest eine Prüfung deine Datei und antwortet innerhalb weniger Minuten auf GitHub; dann wird die Änderung von dem Team der Seite geprüft, und sobald sie übernommen ist, zeigt deine Seite https://profiles.example.org/@robin/ sie nach dem nächsten Bauen der Seite."`,
		);
	});
});
