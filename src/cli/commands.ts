// The commands import their types from types.ts, not from here: this module
// loads them, so importing back would make a cycle.
import type { CommandModule } from './types.ts';

/** Every command, loaded on demand so `--help` stays fast. */
export const COMMANDS = {
	new: {
		summary: 'write content/users/<name>.md, or a member with <user>/<member>, with a fresh ID',
		load: () => import('./commands/new.ts'),
	},
	build: {
		summary:
			'build the site into dist/; when only profiles changed since the last full build, only the pages they touch',
		load: () => import('./commands/build.ts'),
	},
	check: {
		summary: 'validate every profile without building (--base <ref>: against git history)',
		load: () => import('./commands/check.ts'),
	},
	import: {
		summary:
			'write the content files for a v1 User, a Member (--user), a user export, a pronouns.cc user or a PluralKit export (<file> or -)',
		load: () => import('./commands/import.ts'),
	},
	owners: {
		summary: "write .github/CODEOWNERS from the profiles' owners",
		load: () => import('./commands/owners.ts'),
	},
	propose: {
		summary:
			"turn a profile issue (the starter's issue form) into a pull request, checked: for the propose workflow",
		load: () => import('./commands/propose.ts'),
	},
	schema: {
		summary: 'write the JSON Schemas for editors and clients',
		load: () => import('./commands/schema.ts'),
	},
	init: {
		summary:
			'write a new community site into an empty <folder>: its config, workflows and an example profile',
		load: () => import('./commands/init.ts'),
	},
	'deploy-configs': {
		summary: "write nginx, Caddy, Apache and Vercel configs for the site's base path and address",
		load: () => import('./commands/deploy-configs.ts'),
	},
	preview: {
		summary: 'serve dist/ like the static hosts do, API included',
		load: () => import('./commands/preview.ts'),
	},
} satisfies Record<string, { summary: string; load: () => Promise<CommandModule> }>;

export type CommandName = keyof typeof COMMANDS;
