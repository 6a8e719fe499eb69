/**
 * The few GitHub REST calls the propose command makes, with the job's token,
 * at GITHUB_API_URL (tests point it at a recorded server on 127.0.0.1). No
 * answer's text reaches the log: a failure says the call and its status only.
 */

/** A call GitHub refused: its method, path and status. */
class GitHubApiError extends Error {
	override name = 'GitHubApiError';
	readonly status: number;
	constructor(method: string, path: string, status: number) {
		super(`GitHub answered ${status} to ${method} ${path}`);
		this.status = status;
	}
}

interface PullRequest {
	number: number;
	title: string;
	state: 'open' | 'closed';
	merged_at: string | null;
	html_url: string;
}

/** The API of one repository (`owner/name`). */
export function gitHubApi(apiUrl: string, token: string, repository: string) {
	const base = `${apiUrl.replace(/\/+$/, '')}/repos/${repository}`;
	const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
		const response = await fetch(`${base}${path}`, {
			method,
			headers: {
				accept: 'application/vnd.github+json',
				authorization: `Bearer ${token}`,
				'x-github-api-version': '2022-11-28',
				'user-agent': 'staticnouns-propose',
				...(body === undefined ? {} : { 'content-type': 'application/json' }),
			},
			...(body === undefined ? {} : { body: JSON.stringify(body) }),
		});
		if (!response.ok) {
			await response.body?.cancel();
			throw new GitHubApiError(method, path, response.status);
		}
		return response.status === 204 ? undefined : response.json();
	};
	const owner = repository.split('/')[0]!;
	return {
		/** The newest pull request from `branch`, open or not. */
		async pullFrom(branch: string): Promise<PullRequest | undefined> {
			const query = new URLSearchParams({ head: `${owner}:${branch}`, state: 'all' });
			const pulls = (await call('GET', `/pulls?${query}`)) as PullRequest[];
			return pulls[0];
		},
		async openPull(pull: { title: string; head: string; base: string; body: string }) {
			return (await call('POST', '/pulls', pull)) as PullRequest;
		},
		async updatePull(number: number, change: { title?: string; body?: string; state?: 'closed' }) {
			return (await call('PATCH', `/pulls/${number}`, change)) as PullRequest;
		},
		async comment(issue: number, body: string): Promise<void> {
			await call('POST', `/issues/${issue}/comments`, { body });
		},
		async closeIssue(issue: number): Promise<void> {
			await call('PATCH', `/issues/${issue}`, { state: 'closed' });
		},
		async addLabel(issue: number, label: string): Promise<void> {
			await call('POST', `/issues/${issue}/labels`, { labels: [label] });
		},
		/** Removes a label; one the issue does not have is no error. */
		async removeLabel(issue: number, label: string): Promise<void> {
			try {
				await call('DELETE', `/issues/${issue}/labels/${encodeURIComponent(label)}`);
			} catch (error) {
				if (!(error instanceof GitHubApiError && error.status === 404)) throw error;
			}
		},
		async setStatus(
			sha: string,
			status: {
				state: 'success' | 'failure';
				context: string;
				description: string;
				target_url?: string;
			},
		): Promise<void> {
			await call('POST', `/statuses/${sha}`, status);
		},
	};
}

export type GitHubApi = ReturnType<typeof gitHubApi>;
