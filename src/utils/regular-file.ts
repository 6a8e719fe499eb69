/**
 * Reading a file that someone else controls: only a regular file, never
 * through a link, never waiting on a pipe, never past a size. Profiles,
 * avatars and CODEOWNERS are all read this way.
 */
import {
	closeSync,
	constants,
	fstatSync,
	lstatSync,
	openSync,
	readSync,
	type Dirent,
	type Stats,
} from 'node:fs';

/** What kind of thing a path that is not a regular file is, in words. */
type NotRegular = 'a symbolic link' | 'a FIFO (named pipe)' | 'a socket' | 'a device' | 'a folder';

/** A file's bytes, or why they were not read: what it is, how big, or the system's error. */
export type FileBytes =
	| { ok: true; bytes: Buffer }
	| { ok: false; kind: NotRegular }
	| { ok: false; size: number }
	| { ok: false; changed: true }
	| { ok: false; error: NodeJS.ErrnoException };

/**
 * Reads a file only if it is a regular file (not a symlink, FIFO, device,
 * socket or folder) of at most `maxBytes` bytes. The kind and size are
 * checked with lstat before opening and again on the opened handle, and the
 * read stops one byte past the size fstat gave, so a file swapped or grown
 * after the check never gets past it: no read follows a link, waits on a
 * pipe, or runs on through /dev/zero. Never throws.
 *
 * @example
 * await readRegularFile('/site/content/users/kit/avatar.png', 10 * 1024 * 1024) // { ok: true, bytes: <Buffer 89 50 4e 47 …> }
 */
export async function readRegularFile(path: string, maxBytes: number): Promise<FileBytes> {
	// Synchronous calls, behind the same promise: six thread-pool round trips
	// per file made reading 10,000 profiles take 1.8 s instead of 0.2 s, and
	// O_NONBLOCK keeps any of them from waiting.
	return readRegularFileSync(path, maxBytes);
}

/**
 * readRegularFile without the promise, for reading many small files in a row.
 *
 * @example
 * readRegularFileSync('/site/content/users/robin.md', 65536) // { ok: true, bytes: <Buffer 2d 2d 2d …> }
 */
export function readRegularFileSync(path: string, maxBytes: number): FileBytes {
	try {
		const info = lstatSync(path);
		const kind = kindOf(info);
		if (kind) return { ok: false, kind };
		if (info.size > maxBytes) return { ok: false, size: info.size };
		// O_NOFOLLOW: a symlink swapped in since lstat fails to open (ELOOP);
		// O_NONBLOCK: a FIFO swapped in opens at once instead of waiting for a writer.
		const fd = openSync(
			path,
			constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0),
		);
		try {
			const opened = fstatSync(fd);
			const swapped = kindOf(opened);
			if (swapped) return { ok: false, kind: swapped };
			if (opened.size > maxBytes) return { ok: false, size: opened.size };
			// One byte more than the file should have: reading it means the file
			// grew since fstat, and never more than the limit plus one.
			const bytes = Buffer.allocUnsafe(opened.size + 1);
			let length = 0;
			while (length < bytes.length) {
				const bytesRead = readSync(fd, bytes, length, bytes.length - length, null);
				if (bytesRead === 0) break;
				length += bytesRead;
			}
			if (length > opened.size) return { ok: false, changed: true };
			return { ok: true, bytes: bytes.subarray(0, length) };
		} finally {
			closeSync(fd);
		}
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ELOOP')
			return { ok: false, kind: 'a symbolic link' };
		return { ok: false, error: error as NodeJS.ErrnoException };
	}
}

/**
 * What an entry that is not a regular file is, in words (undefined for a
 * regular file): from lstat, fstat or a directory entry alike.
 *
 * @example
 * kindOf(await lstat('/dev/null')) // 'a device'
 */
export function kindOf(info: Omit<Dirent, 'name' | 'parentPath' | 'path'>): NotRegular | undefined {
	if (info.isFile()) return undefined;
	if (info.isSymbolicLink()) return 'a symbolic link';
	return info.isFIFO()
		? 'a FIFO (named pipe)'
		: info.isSocket()
			? 'a socket'
			: info.isCharacterDevice() || info.isBlockDevice()
				? 'a device'
				: 'a folder';
}

/**
 * Why a site's own file (words, pronoun table) was not read, other than its absence: the start of
 * its problem, before the fix.
 *
 * @example
 * unreadReason({ ok: false, size: 300000 }, 262144, 'a words file') // 'is 300000 bytes, more than the 262144 a words file may have'
 */
export function unreadReason(
	read: FileBytes & { ok: false },
	maxBytes: number,
	what: string,
): string {
	return 'kind' in read
		? `is ${read.kind}, not a file`
		: 'size' in read
			? `is ${read.size} bytes, more than the ${maxBytes} ${what} may have`
			: 'changed while it was read';
}

/**
 * A file's lstat as the caches compare it: its type and mode, size, inode, and both times (a write
 * moves its modification and change times, to the nanosecond as the file system keeps them, and no
 * program sets the change time back; a rename over it moves its inode).
 *
 * @example
 * statText(lstatSync('content/users/robin.md')) // '33188:412:1764400000000.123:1764400000000.123:91'
 */
export function statText(info: Stats): string {
	return `${info.mode}:${info.size}:${info.mtimeMs}:${info.ctimeMs}:${info.ino}`;
}
