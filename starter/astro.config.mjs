// @ts-check
import staticnouns from 'staticnouns';

// SITE_URL (e.g. https://profiles.example.org) and BASE_PATH (e.g. /profiles)
// say where the site is published: the deploy workflow sets both for GitHub
// Pages. Without them the build uses the address of `npm run preview`.
// The settings typed without `defineConfig` (which returns them as they are): importing
// 'astro/config' loads about 750 modules, 0.4 s of every `staticnouns build`, even one that finds
// nothing changed.
export default /** @type {import('astro').AstroUserConfig} */ ({
	site: process.env.SITE_URL || 'http://localhost:4321',
	base: process.env.BASE_PATH || '/',
	integrations: [
		staticnouns({
			// Your community's name, on every page.
			title: 'Our community',
			// The site's language (en, de, fr, es, it, nl, pt, pl, sv, ja, he, or your own
			// words), or several, the first at the root and each other under its own path:
			// locales: ['en', 'fr'],
			// Where this site's files live: the home page then leads members to the
			// browser form (/edit/), which hands their profile to this repository as
			// a pull request. Built by GitHub Actions (deploy.yml), the site finds it
			// by itself; built anywhere else, or on GitLab or Forgejo, say it here:
			// repository: { url: 'https://github.com/your-org/our-profiles' },
			// The browser form changes a profile's file in place (comments, owners and
			// all stay as written): the site publishes each profile file's text at
			// /edit/source/. Leave it off (delete the line) when this repository is
			// private, or its files hold what the site should not show: owners are
			// forge usernames. Off, the form starts from the published profile.
			editSources: true,
			// On GitHub, the form hands a profile over as an issue from this form
			// (.github/ISSUE_TEMPLATE/profile.yml), and .github/workflows/propose.yml
			// turns it into a pull request: nothing to know about GitHub's editor.
			// Delete the line to hand over to GitHub's file editor instead.
			issueForm: 'profile.yml',
			// A 1200x630 preview card for each profile's link previews: off unless
			// the build sets CARDS=on (e.g. in deploy.yml's Build step, under env:),
			// as drawing them costs about 30 ms a profile. Or write cards: true.
			cards: process.env.CARDS === 'on',
			// Profiles are personal: search engines stay out unless you opt in.
			// searchEngines: true,
			// Every option: node_modules/staticnouns/docs/reference/configuration.md
		}),
	],
});
