import { describe, expect, test } from 'vitest';
import {
	budgetProblem,
	footprintLine,
	footprints as modelFootprints,
	footprintSum,
	type FootprintOptions,
} from '../../src/publish/footprint.ts';
import type { User } from '../../src/schemas/user.ts';
import { modelOfUsers } from '../helpers/model.ts';

/** A user as these tests give it: its User, its members' Users, its local images. */
interface FootprintUser {
	user: User;
	members: User[];
	localAvatars: number;
}

/** footprints over the model of users given as FootprintUsers. */
const footprints = (
	changed: FootprintUser[],
	others: FootprintUser[],
	options?: FootprintOptions,
) => {
	const model = (users: FootprintUser[]) =>
		users.map(({ user, members, localAvatars }) => ({
			user: modelOfUsers([user], new Map([[user.id, members]]))[0]!,
			localAvatars,
		}));
	return modelFootprints(model(changed), model(others), options);
};
import { OKAY } from '../../src/views/welcome.ts';
import { makeUser } from '../helpers/users.ts';

const pronoun = (pronouns: string, status = OKAY) => ({ pronouns, display_text: null, status });
const id = (at: number) => `d0f6ssg3eqa7k${String(at).padStart(6, '0')}x`;

/** A user with `members` members, each welcoming `sets` pronoun sets no one else uses. */
function bigUser(members: number, sets: number, localAvatars = 0): FootprintUser {
	const setsOf = (who: number) =>
		Array.from({ length: sets }, (_, at) => pronoun(`z${who}x${at}/zir`));
	return {
		user: makeUser({ name: 'big', id: id(0), pronouns: setsOf(0) }),
		members: Array.from({ length: members }, (_, at) =>
			makeUser({ name: `m${at}`, id: id(at + 1), pronouns: setsOf(at + 1) }),
		),
		localAvatars,
	};
}

describe('footprints (issue 22 point 9)', () => {
	test('counts by kind: a page and a short link per person, API files of both shapes exactly, pronoun pages only for sets no one else has, two files per avatar', () => {
		const robin: FootprintUser = {
			user: makeUser({
				name: 'robin',
				id: id(90),
				pronouns: [pronoun('they/them'), pronoun('ze/zir')],
			}),
			members: [],
			localAvatars: 1,
		};
		const settled: FootprintUser = {
			user: makeUser({ name: 'sam', id: id(91), pronouns: [pronoun('they/them')] }),
			members: [],
			localAvatars: 0,
		};
		const { total } = footprints([robin], [settled]);
		expect(total.pages.files).toBe(2); // @robin/ and s/{sid}/
		expect(total['pronoun pages'].files).toBe(1); // ze/zir only: they/them has its page already
		expect(total['API files'].files).toBe(16); // 8 under v1/, 8 under api/v1/
		expect(total.avatars.files).toBe(2);
		expect(footprintLine(total)).toMatch(
			/^21 files, about [\d.]+ KB: 2 pages \(about [\d.]+ KB\), 1 pronoun page \(about 9\.8 KB\), 16 API files \([\d.]+ (KB|bytes)\), 2 avatar files \(about 58\.6 KB\)$/,
		);
	});

	test.each([
		// v1/ by ID and name, each with its .json copy, and each ref's member list and member APIError:
		// 8 files; api/v1/ as many. A member adds 2 files by ID and 2 within each of the 2 user refs.
		[{}, 16, 28],
		[{ pronounsCcApi: true }, 16, 28],
		[{ pronounsCcApi: false }, 8, 14],
		[{ jsonCopies: false }, 12, 22],
		[{ jsonCopies: false, pronounsCcApi: false }, 6, 11],
		// api/v1 reading v1's member folders (issue 40 point 2): alone, its user files only; with a
		// member, its list and member in v1's folders, no 404 document.
		[{ hosts: ['cloudflare-pages'] }, 8, 20],
		[{ hosts: ['netlify'] }, 6, 18],
		[{ hosts: ['gitlab-pages'] }, 10, 24],
	] as [FootprintOptions, number, number][])(
		'with %o, a user has %i API files, with a member %i',
		(options, alone, withMember) => {
			const kit = makeUser({ name: 'kit', id: id(94) });
			const juniper = makeUser({ name: 'juniper', id: id(95) });
			const apiFiles = (members: (typeof juniper)[]) =>
				footprints([{ user: kit, members, localAvatars: 0 }], [], options).total['API files'];
			expect([apiFiles([]).files, apiFiles([juniper]).files]).toEqual([alone, withMember]);
			// The short links are pages, there in either setting.
			expect(
				footprints([{ user: kit, members: [juniper], localAvatars: 0 }], [], options).total.pages
					.files,
			).toBe(4);
		},
	);

	test("counts pronoun pages by the site language's table first: hen and hen/hen/hen are one German page", () => {
		const person = (name: string, at: number, set: string): FootprintUser => ({
			user: makeUser({ name, id: id(at), pronouns: [pronoun(set)] }),
			members: [],
			localAvatars: 0,
		});
		// Only German's hen begins hen/hen/hen; "hen" alone is Swedish's on a site of another language.
		const [mika, ash] = [person('mika', 92, 'hen/hen/hen'), person('ash', 93, 'hen')];
		const pages = (lang?: string) =>
			footprints([mika], [ash], { lang }).total['pronoun pages'].files;
		expect([pages('de'), pages()]).toEqual([0, 1]);
	});

	test("the issue's case: 100 members at the limits is refused, with the figures and the limit", () => {
		const { perUser } = footprints([bigUser(100, 50)], []);
		const footprint = [...perUser.values()][0]!;
		expect(footprintSum(footprint).files).toBeGreaterThan(5_000);
		expect(budgetProblem(footprint, { userFiles: 1000, userBytes: 25 * 1024 * 1024 })).toMatch(
			/^with its members, this profile would add 6,\d{3} files, more than the 1,000 one user may add \(limits\.userFiles\) and about [\d.]+ MB, more than the 25\.0 MB one user may add \(limits\.userBytes\) to the site/,
		);
	});

	test('at the budget and one past it, in files and in bytes', () => {
		const { perUser } = footprints([bigUser(3, 2, 1)], []);
		const footprint = [...perUser.values()][0]!;
		const { files, bytes } = footprintSum(footprint);
		expect(budgetProblem(footprint, { userFiles: files, userBytes: bytes })).toBeUndefined();
		expect(budgetProblem(footprint, { userFiles: files - 1, userBytes: bytes })).toMatch(
			/more than the \d+ one user may add \(limits\.userFiles\)/,
		);
		expect(budgetProblem(footprint, { userFiles: files, userBytes: bytes - 1 })).toMatch(
			/one user may add \(limits\.userBytes\)/,
		);
	});

	test('a new set two changed users share is one page in the total, one in each user', () => {
		const a: FootprintUser = {
			user: makeUser({ name: 'al', id: id(1), pronouns: [pronoun('fae/faer')] }),
			members: [],
			localAvatars: 0,
		};
		const b: FootprintUser = {
			user: makeUser({ name: 'bo', id: id(2), pronouns: [pronoun('Fae/Faer')] }),
			members: [],
			localAvatars: 0,
		};
		const { perUser, total } = footprints([a, b], []);
		expect(total['pronoun pages'].files).toBe(1);
		expect([...perUser.values()].map((footprint) => footprint['pronoun pages'].files)).toEqual([
			1, 1,
		]);
	});
});
