import { defineConfig } from 'vitest/config';

export default defineConfig({
	test: {
		include: ['test/**/*.test.ts'],
		// The build tests run real Astro builds on two cores.
		testTimeout: 120_000,
		hookTimeout: 180_000,
	},
});
