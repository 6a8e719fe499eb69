import { describe, expect, test } from 'vitest';
import { fillPlaceholders } from '../../src/utils/messages.ts';

describe('fillPlaceholders', () => {
	test('fills each placeholder given, leaves the others and any inherited name as written', () => {
		expect(
			fillPlaceholders(
				'{rule}: got {value} ({constructor}, {toString}, {9x})',
				{ rule: 'required' },
				String,
			),
		).toBe('required: got {value} ({constructor}, {toString}, {9x})');
	});

	test('shows values through the function given, the same name each time it stands', () => {
		expect(fillPlaceholders('{count} of {count}', { count: 1234 }, (n) => `#${n}`)).toBe(
			'#1234 of #1234',
		);
	});
});
