// @ts-check
import staticnouns from './src/integration/index.ts';

// SITE_URL (e.g. https://profiles.example.org) and BASE_PATH (e.g. /profiles)
// say where the site is published. Canonical links and the API's avatar_urls
// are absolute, so a deploy must set SITE_URL; without it the build uses the
// address of `npm run preview`, and says so.
// The settings typed without `defineConfig` (which returns them as they are): importing
// 'astro/config' loads about 750 modules, 0.4 s of every `staticnouns build`, even one that finds
// nothing changed.
export default /** @type {import('astro').AstroUserConfig} */ ({
	site: process.env.SITE_URL || 'http://localhost:4321',
	base: process.env.BASE_PATH || '/',
	trailingSlash: 'ignore',
	// The site's own pages and styles (none here: src/ is the package); test/e2e/fast-build.test.ts
	// builds a fixture's.
	srcDir: process.env.SRC_DIR || './src',
	// Astro's console output with page counts instead of a line per page
	// (10,000 paths are no progress report); errors and warnings unchanged.
	logger: { entrypoint: './src/publish/build-log.mjs' },
	build: {
		// One request per page: the CSS is small enough to inline.
		inlineStylesheets: 'always',
		// Rendering overlaps with writing pages: measured 1 s less for 10,000 profiles.
		concurrency: 16,
	},
	integrations: [
		staticnouns({
			// The site's name on every page (left out: the integration's DEFAULT_TITLE).
			// title: 'Our community',
			// Profiles are personal: search engines stay out unless you opt in
			// (here, or per deploy with SEARCH_ENGINES=allow).
			searchEngines: process.env.SEARCH_ENGINES === 'allow',
			// The site's language, a BCP 47 tag (default en; per deploy with SITE_LOCALE=de):
			// every page's words, lang and dir (docs/guides/languages.md).
			locale: process.env.SITE_LOCALE || undefined,
			// Or a list, the first the default (per deploy: SITE_LOCALES=en,fr): every page in each
			// language, the others under /fr/ and so on (docs/guides/languages.md).
			locales: process.env.SITE_LOCALES ? process.env.SITE_LOCALES.split(',') : undefined,
			// "Edit this profile" on each profile page opens this address plus
			// the file's path (content/users/<file>). Inside GitHub Actions it is
			// derived from the repository and branch being built; set it for
			// other forges and hosts (Netlify, Cloudflare Pages), or false for no link.
			// editUrl: 'https://github.com/your-org/your-site/edit/main/',
			// The hosts you deploy to (per deploy: HOSTS=cloudflare-pages,netlify): the build warns
			// before the site outgrows their documented limits (README, "Host limits"; 'fail' stops it
			// instead) and writes only the files they answer from (docs/guides/deploy.md).
			// hostLimits: 'warn',
			hosts: /** @type {import('./src/schemas/options.ts').HostId[] | undefined} */ (
				process.env.HOSTS ? process.env.HOSTS.split(',') : undefined
			),
			// The .json copies follow `hosts` (kept for GitHub and GitLab Pages, or no host named).
			// jsonCopies: false,
			// pronouns.cc's later shape under api/v1/ beside v1/ (default on; per deploy:
			// PRONOUNS_CC_API=off): off, about half the files per profile (docs/guides/deploy.md).
			pronounsCcApi: process.env.PRONOUNS_CC_API !== 'off',
			// A 1200x630 preview card per profile for shared links; about 50 ms per changed profile to
			// build (docs/reference/configuration.md), so off unless set (per deploy: CARDS=on).
			cards: process.env.CARDS === 'on',
			// Publish each profile file's text for the browser editor (docs/explanation/security.md):
			// off unless set here or per deploy (EDIT_SOURCES=on).
			editSources: process.env.EDIT_SOURCES === 'on',
			// The site's own stylesheet, for tests (per build: CUSTOM_CSS=./test/fixtures/…/site.css).
			// A property, not a spread: `check --base` reads these options without running the file.
			customCss: process.env.CUSTOM_CSS ? [process.env.CUSTOM_CSS] : undefined,
		}),
	],
});
