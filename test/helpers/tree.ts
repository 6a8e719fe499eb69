import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Every file under `dir`, relative path to SHA-256: two equal trees are byte-identical. */
export async function tree(dir: string): Promise<Record<string, string>> {
	const out: Record<string, string> = {};
	for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
		if (!entry.isFile()) continue;
		const path = join(entry.parentPath, entry.name);
		out[relative(dir, path)] = createHash('sha256')
			.update(await readFile(path))
			.digest('hex');
	}
	return out;
}
