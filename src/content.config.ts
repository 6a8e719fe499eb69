import { defineCollection } from 'astro:content';
import { profilesLoader } from './lib/loader.ts';

export const collections = {
	users: defineCollection({ loader: profilesLoader() }),
};
