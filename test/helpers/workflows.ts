import { expect } from 'vitest';
import { parse } from 'yaml';

interface Job {
	environment?: string | { name: string };
	steps: { run?: string; uses?: string; env?: Record<string, string> }[];
}

/**
 * The cache key secret (utils/cache-key.ts) reaches one step: the build of the deploy workflow's
 * `deploy` job, which runs in the github-pages environment (the environment's own secret, which
 * only main may deploy to) and only on pushes to main or by hand; no other step or workflow (a
 * pull request's) names any secret.
 */
export function expectSecretOnlyInDeploy(
	read: (file: string) => string,
	files = ['deploy.yml', 'pull-request.yml'],
): void {
	for (const file of files) {
		const text = read(file);
		const workflow = parse(text) as { on: Record<string, unknown>; jobs: Record<string, Job> };
		const uses = [...text.matchAll(/\$\{\{\s*secrets\.(\w+)\s*\}\}/g)].map((match) => match[1]);
		if (file !== 'deploy.yml') {
			expect(uses, file).toEqual([]);
			continue;
		}
		expect(uses).toEqual(['STATICNOUNS_CACHE_KEY']);
		expect(Object.keys(workflow.on).sort()).toEqual(['push', 'workflow_dispatch']);
		expect(workflow.on['push']).toEqual({ branches: ['main'] });
		expect(Object.keys(workflow.jobs)).toEqual(['deploy']);
		const { environment, steps } = workflow.jobs['deploy']!;
		expect(typeof environment === 'string' ? environment : environment?.name).toBe('github-pages');
		const build = steps.find((step) => step.run === 'npm run build');
		expect(build?.env?.['STATICNOUNS_CACHE_KEY']).toBe('${{ secrets.STATICNOUNS_CACHE_KEY }}');
	}
}
