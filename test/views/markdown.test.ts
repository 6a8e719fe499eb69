import { describe, expect, test } from 'vitest';
import { isSafeHref, renderBio } from '../../src/views/markdown.ts';

const toHtml = (source: string) => renderBio(source).html;
const toText = (source: string) => renderBio(source).text;

describe('renderBio', () => {
	test('renders Markdown with links marked as user content', () => {
		expect(toHtml('Hi *there*, see [my garden](https://garden.example.org).')).toBe(
			'<p>Hi <em>there</em>, see <a href="https://garden.example.org" rel="nofollow ugc noopener">my garden</a>.</p>\n',
		);
	});

	test.each([
		['a script tag', '<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n'],
		[
			'an event handler',
			'<img src=x onerror="alert(1)">',
			'<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>\n',
		],
		[
			'an iframe',
			'<iframe src="https://evil.example"></iframe>',
			'<p>&lt;iframe src=&quot;https://evil.example&quot;&gt;&lt;/iframe&gt;</p>\n',
		],
		[
			'a style tag',
			'<style>body{display:none}</style>',
			'<p>&lt;style&gt;body{display:none}&lt;/style&gt;</p>\n',
		],
		['a javascript: link', '[x](javascript:alert(1))', '<p>[x](javascript:alert(1))</p>\n'],
		[
			'a JavaScript: link in capitals',
			'[x](JavaScript:alert(1))',
			'<p>[x](JavaScript:alert(1))</p>\n',
		],
		[
			'a javascript: link with an entity',
			'[x](javascript&#58;alert(1))',
			'<p>[x](javascript:alert(1))</p>\n',
		],
		[
			'a data: link',
			'[x](data:text/html;base64,PHNjcmlwdD4=)',
			'<p>[x](data:text/html;base64,PHNjcmlwdD4=)</p>\n',
		],
		[
			'a data: image link',
			'[x](data:image/png;base64,AAAA)',
			'<p>[x](data:image/png;base64,AAAA)</p>\n',
		],
		['a vbscript: link', '[x](vbscript:msgbox(1))', '<p>[x](vbscript:msgbox(1))</p>\n'],
		['an autolink to javascript:', '<javascript:alert(1)>', '<p>&lt;javascript:alert(1)&gt;</p>\n'],
		[
			'an image (it stays a plain link)',
			'![x](https://tracker.example/p.gif)',
			'<p>!<a href="https://tracker.example/p.gif" rel="nofollow ugc noopener">x</a></p>\n',
		],
		['a heading', '# Big', '<p># Big</p>\n'],
		[
			'a quote breaking out of an attribute',
			'[x](https://a.example/"onmouseover="alert(1))',
			'<p><a href="https://a.example/%22onmouseover=%22alert(1)" rel="nofollow ugc noopener">x</a></p>\n',
		],
	])('neutralises %s', (_label, source, html) => {
		expect(toHtml(source)).toBe(html);
	});

	test.each([
		['a script element', /<script/i],
		['an event handler attribute', /<[^>]*\son\w+=/i],
		['a javascript: or data: address', /(href|src)="\s*(javascript|data):/i],
		['an iframe, style or img element', /<(iframe|style|img)/i],
	])('never emits %s for a mixed payload', (_label, pattern) => {
		const payload = [
			'<script>alert(1)</script>',
			'<img src=x onerror=alert(1)>',
			'[a](javascript:alert(1)) [b](data:text/html,x) ![c](x)',
			'<iframe src=x></iframe><style>*{}</style>',
		].join('\n\n');
		expect(toHtml(payload)).not.toMatch(pattern);
	});
});

describe('isSafeHref', () => {
	test.each([
		['https://example.org', true],
		['http://example.org', true],
		['mailto:robin@example.org', true],
		['/@sam/', true],
		['#names', true],
		['javascript:alert(1)', false],
		[' javascript:alert(1)', false],
		['java\tscript:alert(1)', false],
		['\u0001javascript:alert(1)', false],
		['data:text/html,x', false],
		['vbscript:x', false],
		['file:///etc/passwd', false],
		['ftp://example.org', false],
	])('returns %j as %s', (url, safe) => {
		expect(isSafeHref(url)).toBe(safe);
	});
});

describe('renderBio, its plain text', () => {
	test('returns the text without Markdown, on one line', () => {
		expect(
			toText('Hi *there*.\n\nI grow [tomatoes](https://x.example) and `code`.\nNew line.'),
		).toBe('Hi there. I grow tomatoes and code. New line.');
	});

	test('keeps raw HTML as literal text, for escaping where it lands', () => {
		expect(toText('<b>"quoted"</b>')).toBe('<b>"quoted"</b>');
	});
});
