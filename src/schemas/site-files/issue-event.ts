/**
 * The GitHub `issues` and `pull_request` events the propose command reads ($GITHUB_EVENT_PATH):
 * only the parts it uses, each checked (the body is anyone's text; GitHub writes the rest).
 */
import { z } from 'zod';

const repositorySchema = z.looseObject({
	full_name: z.string().regex(/^[\w.-]+\/[\w.-]+$/),
	default_branch: z.string().min(1).max(255),
});

const userSchema = z.looseObject({
	login: z.string().regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/),
	id: z.number().int().positive(),
});

export const issueEventSchema = z.looseObject({
	action: z.string().max(40),
	issue: z.looseObject({
		number: z.number().int().positive(),
		state: z.enum(['open', 'closed']),
		body: z.string().nullable(),
		user: userSchema,
		labels: z.array(z.looseObject({ name: z.string() })).max(100),
	}),
	repository: repositorySchema,
});

export type IssueEvent = z.infer<typeof issueEventSchema>;

/** A pull request closed: the propose workflow's own (branch profile/issue-N) closes its issue. */
export const pullEventSchema = z.looseObject({
	action: z.string().max(40),
	pull_request: z.looseObject({
		number: z.number().int().positive(),
		merged: z.boolean(),
		head: z.looseObject({
			ref: z.string().max(255),
			repo: z.looseObject({ full_name: z.string().max(200) }).nullable(),
		}),
	}),
	repository: repositorySchema,
});

export type PullEvent = z.infer<typeof pullEventSchema>;
