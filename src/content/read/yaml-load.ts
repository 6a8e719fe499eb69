/**
 * The one way staticnouns reads YAML, kept apart from the file reader so
 * the browser editor (which writes files with write-profile.ts) loads
 * js-yaml alone, without gray-matter and the reader's Node-only parts.
 */
import jsYaml from 'js-yaml';
import { MAX_NESTING } from './nesting.ts';

/**
 * Reads YAML as the reader does: js-yaml (gray-matter's own engine) on the
 * YAML 1.2 core schema, so `no`, `on` and dates stay text. The writer of
 * profile files (write-profile.ts) quotes by this same function.
 *
 * @example
 * loadYaml('names: [no, 2024-01-01]') // { names: ['no', '2024-01-01'] }
 */
export function loadYaml(source: string): unknown {
	// maxDepth keeps js-yaml's recursion far from the stack's end on crafted
	// input; the reader's own, tighter bound (MAX_NESTING) is checked after.
	return jsYaml.load(source, {
		schema: jsYaml.CORE_SCHEMA,
		maxDepth: YAML_MAX_DEPTH,
	} as jsYaml.LoadOptions);
}

/**
 * js-yaml counts scalars and some flow nodes as levels too: this stays above MAX_NESTING for every
 * shape.
 */
const YAML_MAX_DEPTH = 4 * MAX_NESTING;
