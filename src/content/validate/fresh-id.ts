/**
 * New profile IDs: xids (https://github.com/rs/xid), unique without a
 * registry. Messages that ask for a new ID offer one, so a contributor in
 * the forge's web editor, without the CLI, can paste it.
 */
import { Xid } from 'xid-ts';

/**
 * A fresh xid.
 *
 * @example
 * freshId() // 'd4gn7g3p38l77tn1edd0'
 */
export function freshId(): string {
	return new Xid().toString();
}

/**
 * The end of a message asking for a new ID.
 *
 * @example
 * `give this profile a new ID, ${freshIdAdvice()}` // 'give this profile a new ID, such as this fresh one: id: d4gn7g3p38l77tn1edd0'
 */
export function freshIdAdvice(): string {
	return `such as this fresh one: id: ${freshId()}`;
}
