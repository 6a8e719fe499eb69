/**
 * Bios are Markdown written by members: rendered with raw HTML off, images
 * and headings off, and only http(s), mailto and relative links kept.
 */
import MarkdownIt from 'markdown-it';

const SAFE_SCHEME = /^(https?|mailto):/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Whether a link target may become an href: http(s), mailto, or a relative
 * address. `javascript:`, `data:`, `vbscript:` and every other scheme are not.
 *
 * @example
 * isSafeHref('https://example.org') // true
 * isSafeHref('javascript:alert(1)') // false
 */
export function isSafeHref(url: string): boolean {
	// Browsers ignore tabs, newlines and leading controls in a scheme.
	const compact = url.replace(/[\u0000-\u0020\u007f]+/g, '');
	return SAFE_SCHEME.test(compact) || !ANY_SCHEME.test(compact);
}

const markdown = new MarkdownIt('default', { html: false, linkify: false, typographer: false });
// Images would load from anywhere (tracking, broken requests); headings would
// break the page outline. Both stay as plain text.
markdown.disable(['image', 'heading', 'lheading']);
markdown.validateLink = isSafeHref;
markdown.renderer.rules['link_open'] = (tokens, index, options, _env, self) => {
	tokens[index]!.attrSet('rel', 'nofollow ugc noopener');
	return self.renderToken(tokens, index, options);
};

/**
 * Renders a bio from one parse: safe HTML for the page, and its plain text
 * on one line for the meta description (thousands of profiles need both).
 *
 * @example
 * renderBio('Hi *there* <b>') // { html: '<p>Hi <em>there</em> &lt;b&gt;</p>\n', text: 'Hi there <b>' }
 */
export function renderBio(source: string): { html: string; text: string } {
	const env = {};
	const tokens = markdown.parse(source, env);
	return { html: markdown.renderer.render(tokens, markdown.options, env), text: plainText(tokens) };
}

function plainText(tokens: ReturnType<typeof markdown.parse>): string {
	const parts: string[] = [];
	for (const block of tokens) {
		if (block.type !== 'inline') continue;
		const text = (block.children ?? [])
			.map((token) =>
				token.type === 'text' || token.type === 'code_inline'
					? token.content
					: token.type.endsWith('break')
						? ' '
						: '',
			)
			.join('');
		parts.push(text);
	}
	return parts.join(' ').replace(/\s+/g, ' ').trim();
}
