/**
 * Whether a bio can be a Markdown file's body, apart from the writer
 * (write-profile.ts) so the editor's page script can ask it without
 * bundling YAML.
 */

/** Whether a bio survives as a Markdown body: the reader normalises line endings to \n. */
export function fitsMarkdownBody(bio: string): boolean {
	return !bio.includes('\r');
}
