/**
 * The API shapes a site publishes: v1 always, pronouns.cc's later shape
 * unless the `pronounsCcApi` option is off.
 */
import { ccShape } from './cc.ts';
import type { ApiShape } from './walk.ts';
import { V1_SHAPE } from './v1.ts';

/**
 * The shapes the options publish, v1 first; `now` dates the pronouns.cc shape's time zone offsets.
 *
 * @example
 * apiShapes({ ccApi: false }) // [V1_SHAPE]
 */
export function apiShapes(options: { ccApi: boolean }, now: Date = new Date()): ApiShape[] {
	return options.ccApi ? [V1_SHAPE, ccShape(now)] : [V1_SHAPE];
}
