/**
 * How the integration stops a build: with Astro's own error type, as
 * Starlight's packages/starlight/utils/error-map.ts does, so Astro prints it and exits non-zero
 * from `astro build`, and a program that calls Astro's `build()` gets an
 * error it can catch instead of a process that exits under it.
 */
import { AstroError } from 'astro/errors';
import { escapeText } from '../utils/escape.ts';

/** What the first line of every stopped build says. */
export const STOPPED = 'The build stopped; dist/ is unchanged.';

/**
 * The error that stops a build, its message the report (each line escaped:
 * a no-op on formatReport's lines, and messages that quote a path, such as an
 * avatar's, stay one line each). It has no stack: the problem is in the
 * content or the configuration, not in the code, and Astro prints a stack
 * when there is one.
 *
 * @example
 * throw buildError(formatReport(issues));
 */
export function buildError(report: string): AstroError {
	const error = new AstroError(
		// The report starts on a line of its own: Astro prefixes the first line with the error's name.
		`${STOPPED}\n${report.split('\n').map(escapeText).join('\n')}`,
		'Fix each problem above, then build again; `npx staticnouns check` lists the content problems without building.',
	);
	error.name = 'StaticnounsError';
	error.stack = '';
	return error;
}
