import { defineCollection } from 'astro:content';
import { profilesLoader } from './integration/loader.ts';

export const collections = {
	users: defineCollection({ loader: profilesLoader() }),
};
