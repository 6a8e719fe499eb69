import { AstroError } from 'astro/errors';
import { describe, expect, test } from 'vitest';
import { buildError, STOPPED } from '../../src/integration/build-error.ts';

describe('buildError', () => {
	test('returns an AstroError with the escaped report under the stop line, a hint and no stack', () => {
		const error = buildError('content/users/a.md:1: id: required\nx\u001b[2J: y');
		expect(AstroError.is(error)).toBe(true);
		expect(error.name).toBe('StaticnounsError');
		expect(error.stack).toBe('');
		expect(error.message).toMatchInlineSnapshot(`
			"The build stopped; dist/ is unchanged.
			content/users/a.md:1: id: required
			x\\x1b[2J: y"
		`);
		expect(error.hint).toMatchInlineSnapshot(
			`"Fix each problem above, then build again; \`npx staticnouns check\` lists the content problems without building."`,
		);
		expect(error.message.split('\n')[0]).toBe(STOPPED);
	});
});
