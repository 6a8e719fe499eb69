import { describe, expect, test } from 'vitest';
import { contentPagePaths } from '../../../src/views/paths/page-paths.ts';
import { FAVOURITE } from '../../../src/views/welcome.ts';
import { makeUser } from '../../helpers/users.ts';
import { siteUsers } from '../../helpers/model.ts';

const mika = makeUser({
	name: 'mika',
	pronouns: [{ pronouns: 'sie/ihr', display_text: null, status: FAVOURITE }],
});

describe('contentPagePaths', () => {
	test("names the pronoun pages the site's language makes: its table's paths", () => {
		expect([...contentPagePaths(siteUsers([{ user: mika }]), '/', 'de')]).toEqual([
			'/@mika/',
			'/pronouns/sie/ihr/sie/ihr/',
		]);
		// An English site finds sie/ihr in the German table: the same page.
		expect([...contentPagePaths(siteUsers([{ user: mika }]), '/')]).toEqual([
			'/@mika/',
			'/pronouns/sie/ihr/sie/ihr/',
		]);
	});
});
