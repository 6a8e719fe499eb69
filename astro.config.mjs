// @ts-check
import { defineConfig } from 'astro/config';
import staticnouns from './src/integration.ts';

// SITE_URL (e.g. https://profiles.example.org) and BASE_PATH (e.g. /profiles)
// let a deploy set where the site lives without editing this file.
export default defineConfig({
	...(process.env.SITE_URL ? { site: process.env.SITE_URL } : {}),
	base: process.env.BASE_PATH || '/',
	trailingSlash: 'ignore',
	build: {
		// One request per page: the CSS is small enough to inline.
		inlineStylesheets: 'always',
	},
	integrations: [
		staticnouns({
			title: 'Pronoun profiles',
			// Profiles are personal: search engines stay out unless you opt in
			// (here, or per deploy with SEARCH_ENGINES=allow).
			searchEngines: process.env.SEARCH_ENGINES === 'allow',
		}),
	],
});
