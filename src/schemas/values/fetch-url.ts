/**
 * Addresses a page makes every visitor's browser fetch (avatar_urls): only
 * https, and only a public host. An address on loopback, a private or
 * link-local network, or a local name makes each visitor's browser send a
 * request into their own network (a router's admin page, a printer, a
 * service on their machine) as soon as the page opens; plain http lets
 * anyone on the way swap the image and see who looks at whom.
 *
 * Pure (no Node built-ins): the browser editor runs it too. Names are
 * checked as written, never resolved: a public name that resolves to a
 * private address is not caught here (see docs/explanation/security.md).
 */

/** IPv4 ranges that are not public, as [first octets, prefix length, what it is]. */
const IPV4_RANGES: readonly [number[], number, string][] = [
	[[0], 8, 'the "this network" range 0.0.0.0/8'],
	[[10], 8, 'the private range 10.0.0.0/8'],
	[[100, 64], 10, 'the carrier-grade NAT range 100.64.0.0/10'],
	[[127], 8, 'the loopback range 127.0.0.0/8'],
	[[169, 254], 16, 'the link-local range 169.254.0.0/16'],
	[[172, 16], 12, 'the private range 172.16.0.0/12'],
	[[192, 0, 0], 24, 'the protocol range 192.0.0.0/24'],
	[[192, 168], 16, 'the private range 192.168.0.0/16'],
	[[198, 18], 15, 'the benchmarking range 198.18.0.0/15'],
	[[224], 4, 'the multicast range 224.0.0.0/4'],
	[[240], 4, 'the reserved range 240.0.0.0/4'],
];

/** Host names that never name a public host. */
const LOCAL_NAMES =
	/(^|\.)(localhost|local|internal|intranet|lan|home|corp|home\.arpa|localdomain)$/;

function ipv4Problem(octets: number[]): string | undefined {
	const value = ((octets[0]! << 24) | (octets[1]! << 16) | (octets[2]! << 8) | octets[3]!) >>> 0;
	for (const [start, bits, what] of IPV4_RANGES) {
		const first = start.concat([0, 0, 0, 0]).slice(0, 4);
		const base = ((first[0]! << 24) | (first[1]! << 16) | (first[2]! << 8) | first[3]!) >>> 0;
		const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
		if ((value & mask) >>> 0 === (base & mask) >>> 0) return what;
	}
	return undefined;
}

/** The eight 16-bit groups of an IPv6 address as the URL parser writes it (compressed, no zone). */
function ipv6Groups(text: string): number[] | undefined {
	const [head = '', tail] = text.split('::');
	const part = (s: string) => (s ? s.split(':').map((group) => parseInt(group, 16)) : []);
	const left = part(head);
	const right = tail === undefined ? [] : part(tail);
	const groups =
		tail === undefined
			? left
			: [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
	return groups.length === 8 &&
		groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff)
		? groups
		: undefined;
}

function ipv6Problem(groups: number[]): string | undefined {
	const [a = 0] = groups;
	if (groups.every((group) => group === 0)) return 'the unspecified address ::';
	if (groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1)
		return 'the loopback address ::1';
	if ((a & 0xfe00) === 0xfc00) return 'the unique local range fc00::/7';
	if ((a & 0xffc0) === 0xfe80) return 'the link-local range fe80::/10';
	if ((a & 0xffc0) === 0xfec0) return 'the site-local range fec0::/10';
	if ((a & 0xff00) === 0xff00) return 'the multicast range ff00::/8';
	// IPv4 inside IPv6 (mapped, compatible, NAT64, 6to4): the IPv4 address decides.
	const embedded =
		groups.slice(0, 5).every((group) => group === 0) && (groups[5] === 0xffff || groups[5] === 0)
			? [groups[6]!, groups[7]!]
			: a === 0x64 && groups[1] === 0xff9b
				? [groups[6]!, groups[7]!]
				: a === 0x2002
					? [groups[1]!, groups[2]!]
					: undefined;
	if (embedded) {
		const octets = [embedded[0]! >> 8, embedded[0]! & 0xff, embedded[1]! >> 8, embedded[1]! & 0xff];
		const inner = ipv4Problem(octets);
		if (inner) return `${inner}, inside an IPv6 address`;
	}
	return undefined;
}

/**
 * Why a browser must not be made to fetch this address, as a message that
 * states the rule; undefined when it may. `url` must already parse.
 *
 * @example
 * fetchUrlProblem('https://example.org/me.png') // undefined
 * fetchUrlProblem('http://example.org/me.png') // 'must be an https:// address ...'
 * fetchUrlProblem('https://127.0.0.1/me.png') // 'points at the loopback range 127.0.0.0/8 ...'
 */
export function fetchUrlProblem(url: string): string | undefined {
	if (!URL.canParse(url)) return 'must be an absolute https:// address';
	const { protocol, hostname } = new URL(url);
	if (protocol !== 'https:')
		return `must be an https:// address (got ${protocol}): every visitor's browser fetches it, and over ${protocol} anyone on the way can swap the image or see who looks at which profile`;
	const because =
		"every visitor's browser fetches it, so it would send requests into their own network or machine: use the image's public https address, or a local avatar";
	const host = hostname.replace(/\.$/, '').toLowerCase();
	if (host.startsWith('[')) {
		const groups = ipv6Groups(host.slice(1, -1));
		const problem = groups ? ipv6Problem(groups) : 'an IPv6 address this check cannot read';
		return problem ? `points at ${problem}, not a public host; ${because}` : undefined;
	}
	// The URL parser already wrote every IPv4 form (0x7f.1, 2130706433, 127.1) as four decimal
	// octets.
	const octets = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host);
	if (octets) {
		const problem = ipv4Problem(octets.slice(1).map(Number));
		return problem ? `points at ${problem}, not a public host; ${because}` : undefined;
	}
	if (!host.includes('.') || LOCAL_NAMES.test(host))
		return `points at the local name "${host}", not a public host; ${because}`;
	return undefined;
}
