// @ts-check
import { defineConfig } from 'astro/config';
import staticnouns from './src/integration.ts';

// SITE_URL (e.g. https://profiles.example.org) and BASE_PATH (e.g. /profiles)
// let a deploy set where the site lives without editing this file.
export default defineConfig({
	...(process.env.SITE_URL ? { site: process.env.SITE_URL } : {}),
	base: process.env.BASE_PATH || '/',
	integrations: [staticnouns()],
});
