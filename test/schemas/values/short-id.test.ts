import { describe, expect, test } from 'vitest';
import { SID_ALPHABET, sidSchemaFor, writtenSid } from '../../../src/schemas/values/short-id.ts';
import { derivedSid, freshSid } from '../../../src/content/validate/short-ids.ts';

describe('sidSchemaFor', () => {
	test.each([
		['user' as const, 'abcde', true],
		['user' as const, 'abcd', false],
		['user' as const, 'abcdef', false],
		['user' as const, 'ABCDE', false],
		['user' as const, 'abcd1', false],
		['member' as const, 'abcdef', true],
		['member' as const, 'abcde', false],
		['member' as const, 'abcdefg', false],
	])("a %s's sid %j is valid: %j", (kind, sid, valid) => {
		expect(sidSchemaFor(kind).safeParse(sid).success).toBe(valid);
	});

	test('says what a sid is and how to do without one', () => {
		expect(sidSchemaFor('user').safeParse('abc').error?.issues[0]?.message).toBe(
			"must be 5 lowercase letters a-z (a user's short ID, for {site}/s/{sid}); remove the key to keep the one the site derives from the ID",
		);
	});
});

describe('derivedSid', () => {
	test('gives the same letters for the same ID, others for another, of the kind length', () => {
		expect(derivedSid('d4gn7g3p38l77tn1edd0', 'user')).toBe('nfcdv');
		expect(derivedSid('d4gn7g3p38l77tn1edd0', 'member')).toHaveLength(6);
		expect(derivedSid('d4gn7g3p38l77tn1ede0', 'user')).not.toBe('nfcdv');
	});

	test('spreads 10,000 IDs over the letters (collisions are what the rule is for, and rare)', () => {
		const sids = new Set<string>();
		for (let index = 0; index < 10_000; index++)
			sids.add(derivedSid(`${index}`.padStart(20, '0'), 'member'));
		// 26^6 = 308 million member sids: 10,000 give a collision with probability ~0.0002.
		expect(sids.size).toBe(10_000);
		expect([...[...sids].join('')].every((letter) => SID_ALPHABET.includes(letter))).toBe(true);
	});
});

describe('freshSid', () => {
	test('never gives a taken one', () => {
		const taken = new Set<string>();
		for (let index = 0; index < 500; index++) taken.add(freshSid('user', (sid) => taken.has(sid)));
		expect(taken.size).toBe(500);
	});

	test('stops with an error rather than loop forever when every one is taken', () => {
		expect(() => freshSid('user', () => true)).toThrow('no free user short ID found');
	});
});

describe('writtenSid', () => {
	test.each([
		[{ sid: 'abcde' }, 'user' as const, 'abcde'],
		[{ sid: 'abcde' }, 'member' as const, undefined],
		[{ sid: 7 }, 'user' as const, undefined],
		[null, 'user' as const, undefined],
	])('reads %j as a %s sid: %j', (data, kind, sid) => {
		expect(writtenSid(data, kind)).toBe(sid);
	});
});
