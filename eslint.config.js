// @ts-check
/**
 * ESLint: correctness rules for TypeScript, Astro components and scripts.
 * Layout is Prettier's (eslint-config-prettier turns off every rule that
 * would fight it), but for what Prettier leaves long: comments, which
 * comment-length rewraps (`npm run format` runs its fix), and lines it
 * cannot break, which max-len reports.
 */
import { readFileSync } from 'node:fs';
import eslint from '@eslint/js';
import prettier from 'eslint-config-prettier';
import astro from 'eslint-plugin-astro';
import commentLength from 'eslint-plugin-comment-length';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Prettier's width, read from its config so the two never disagree. */
const { printWidth } = JSON.parse(
	readFileSync(new URL('.prettierrc.json', import.meta.url), 'utf8'),
);

export default defineConfig(
	// What Prettier leaves alone (.prettierignore) is not linted either.
	globalIgnores([
		'dist/',
		'.astro/',
		'test-results/',
		'scratch/',
		'.wrangler/',
		'test/fixtures/',
		'content/',
		'schemas/',
		'deploy/',
		'bench/results/',
	]),
	{ languageOptions: { globals: globals.nodeBuiltin } },
	eslint.configs.recommended,
	tseslint.configs.recommended,
	astro.configs.recommended,
	prettier,
	{
		plugins: { 'comment-length': commentLength },
		rules: {
			// Comments rewrapped at Prettier's width, only where a line is over it.
			'comment-length/limit-single-line-comments': [
				'error',
				{ maxLength: printWidth, tabSize: 2, mode: 'overflow-only' },
			],
			'comment-length/limit-multi-line-comments': [
				'error',
				{ maxLength: printWidth, tabSize: 2, mode: 'overflow-only' },
			],
			// Prettier breaks every line of code it can at printWidth. What it
			// cannot break is a long string, template or regular expression (a
			// message reads better whole, and grep finds it) or a URL; any other
			// line over the width is an error. Comments are comment-length's:
			// prose is rewrapped, code in a comment (an @example) is left whole.
			'max-len': [
				'error',
				{
					code: printWidth,
					tabWidth: 2,
					ignoreStrings: true,
					ignoreTemplateLiterals: true,
					ignoreRegExpLiterals: true,
					ignoreUrls: true,
					ignoreComments: true,
				},
			],
			// Matching control characters is the point of the escaping code and its tests.
			'no-control-regex': 'off',
			// Hostile test data holds irregular spaces on purpose, in strings and snapshots.
			'no-irregular-whitespace': [
				'error',
				{ skipStrings: true, skipTemplates: true, skipRegExps: true },
			],
			// `_` marks what is unused on purpose (a tuple's first item, an argument).
			'@typescript-eslint/no-unused-vars': [
				'error',
				{
					argsIgnorePattern: '^_',
					varsIgnorePattern: '^_',
					destructuredArrayIgnorePattern: '^_',
					ignoreRestSiblings: true,
				},
			],
		},
	},
);
