/**
 * Writing profile files: a commented template for a new member, and the
 * file that holds a profile exactly (import, and the browser editor, which
 * bundles this module: it imports nothing that needs Node).
 */
import { Document, isScalar, visit } from 'yaml';
import { plainValueReadsAsText } from '../content/read/yaml-values.ts';
import { fitsMarkdownBody } from './markdown-body.ts';
import { statusOf, type StatusValue } from '../schemas/status.ts';
import { FIELD_LISTS, type User } from '../schemas/user.ts';
import type { StatusWord } from '../schemas/status.ts';
import type { IconSlug } from '../schemas/icons.ts';
import type { FlagSlug } from '../schemas/flags.ts';

/**
 * A new profile: valid as written, with comments that teach the format.
 *
 * @example
 * newProfileText('robin', 'd4gn7g3p38l77tn1edd0', 'qwzkt')
 */
export function newProfileText(name: string, id: string, sid: string): string {
	return template({
		heading: `# The profile of ${name}: this file's name is the profile name.`,
		name,
		id,
		sid,
		tail: `# member_title: Headmates     # a plural system: the heading of your member list
# avatar: ./avatar.png        # an image beside this file, in the folder form content/users/${name}/index.md
# owners: [your-forge-username]`,
	});
}

/**
 * A new member of a user: the profile template without `owners` (a
 * member file is owned by its user's owners), its place in the user's folder.
 *
 * @example
 * newMemberText('kit', 'juniper', 'd4gn7g3p38l77tn1edf0', 'qwzktb')
 */
export function newMemberText(user: string, member: string, id: string, sid: string): string {
	return template({
		heading: `# The member ${member} of ${user}: this file's name is the member name.
# It is owned by the owners of ${user} (content/users/${user}/index.md).`,
		name: member,
		id,
		sid,
		tail: `# unlisted: true              # off the lists, yet not private: still published at its address and by its ID
# avatar: ./avatar.png        # an image beside this file, in the folder form content/users/${user}/members/${member}/index.md`,
	});
}

/** The commented template both share: every example uncomments into valid YAML. */
function template({
	heading,
	name,
	id,
	sid,
	tail,
}: Record<'heading' | 'name' | 'id' | 'sid' | 'tail', string>): string {
	return `---
${heading}
# Format reference: CONTRIBUTING.md. Check your changes with: npm run check
id: ${id} # never change this ID; it is yours for good
sid: ${sid} # your short link, {site}/s/${sid}; never change it either

# display_name: ${name}

# Statuses: favourite, okay, jokingly, friends_only, avoid (left out: okay)
# To use an example below, remove its "# " (keep the spaces before it).
names:
  - name: ${name}
    status: favourite
  # - another name            # a plain entry means status okay

pronouns:
  # - pronouns: they/them/their/theirs/themself
  #   status: favourite
  # - she/her

fields:
  # - name: Describe me as
  #   favourite: [person]
  #   avoid: [lady]

links:
  # - https://social.example.org/@${name}

# Statuses of your own beside the five, each counted as one of them everywhere else;
# an entry then says status: partner (a field lists it as partner: [...]).
# statuses:
#   partner:
#     label: Only from my partner
#     icon: heart-lock        # from docs/reference/icons.md; left out: the icon of counts_as
#     counts_as: friends_only

# flags: [transgender, nonbinary]   # pride flags by name, listed in docs/reference/flags.md
# timezone: Europe/Berlin     # an IANA time zone, shown with its UTC offset
# lang: en                    # the language your text is written in (BCP 47)
${tail}
---
`;
}

/** A v1 status integer as its word; a word or an own status's key as itself. */
const wordOf = (status: StatusValue | string) =>
	typeof status === 'string' ? status : statusOf(status).word;

/** A profile's own status as its file writes it (`statuses.<key>`). */
export interface OwnStatusData {
	label: string;
	/** Left out: the icon of counts_as. */
	icon?: IconSlug | undefined;
	counts_as: StatusWord;
}

/** A flag as a file writes it: a library slug, or an image of the profile's own. */
export type FlagData = FlagSlug | { image: string; name: string; description: string };

/**
 * What a profile file holds, normalised: a v1 User's keys (its name is the
 * file's name, so it is not written), an entry's status a v1 integer, a
 * word or the key of one of `statuses`; a field's `own` lists are its
 * entries under own statuses; plus the keys a file has beyond the v1 User.
 */
export type ProfileFileData = Omit<User, 'name' | 'names' | 'pronouns' | 'fields'> & {
	names: readonly { name: string; status: StatusValue | string }[];
	pronouns: readonly {
		pronouns: string;
		display_text: string | null;
		status: StatusValue | string;
	}[];
	fields: readonly (User['fields'][number] & {
		/** Entries under the profile's own statuses, by key (`partner: [honey]`). */
		own?: Readonly<Record<string, readonly string[]>> | undefined;
	})[];
	/** The short ID to write after the ID; left out, none (the site derives one). */
	sid?: string | undefined;
	/** The profile's own statuses by key, in order. */
	statuses?: Readonly<Record<string, OwnStatusData>> | undefined;
	flags?: readonly FlagData[] | undefined;
	/** An IANA time zone. */
	timezone?: string | null | undefined;
	/** The BCP 47 tag of the language the profile's own text is written in. */
	lang?: string | null | undefined;
	/** A user's heading of its member list. */
	member_title?: string | null | undefined;
	/** A member left off the lists. */
	unlisted?: boolean | undefined;
	/** A local avatar image, relative to the file (e.g. ./avatar.png); null or left out for none. */
	avatar?: string | null | undefined;
	/** Forge usernames whose approval changes need; left out or [] for none. */
	owners?: readonly string[] | undefined;
};

/**
 * The content file that holds exactly this profile, the one writer of
 * profile files (the CLI's import and the browser editor both write
 * through it): keys in the order id, sid, display_name, statuses, names,
 * pronouns, fields, flags, timezone, lang, member_title, unlisted, links,
 * avatar_urls, avatar, owners; empty ones left out;
 * statuses as words; the bio as the Markdown body, or JSON when the bio
 * holds carriage returns (which a Markdown body cannot keep) or `json`
 * asks for it (an existing .json file stays JSON).
 *
 * @example
 * profileToContent({ ...user, avatar: './avatar.png', owners: ['robin-gh'] }).text
 */
export function profileToContent(
	profile: ProfileFileData,
	{ json = false }: { json?: boolean } = {},
): { extension: 'md' | 'json'; text: string } {
	const data: Record<string, unknown> = { id: profile.id };
	if (profile.sid !== undefined) data['sid'] = profile.sid;
	if (profile.display_name !== null) data['display_name'] = profile.display_name;
	const statuses = Object.entries(profile.statuses ?? {});
	if (statuses.length)
		data['statuses'] = Object.fromEntries(
			statuses.map(([key, own]) => [
				key,
				{ label: own.label, ...(own.icon ? { icon: own.icon } : {}), counts_as: own.counts_as },
			]),
		);
	if (profile.names.length)
		data['names'] = profile.names.map((entry) => ({
			name: entry.name,
			status: wordOf(entry.status),
		}));
	if (profile.pronouns.length) {
		data['pronouns'] = profile.pronouns.map((entry) => ({
			pronouns: entry.pronouns,
			...(entry.display_text === null ? {} : { display_text: entry.display_text }),
			status: wordOf(entry.status),
		}));
	}
	if (profile.fields.length) {
		data['fields'] = profile.fields.map((field) => {
			const out: Record<string, unknown> = { name: field.name };
			for (const list of FIELD_LISTS) if (field[list].length) out[list] = field[list];
			for (const [key, values] of Object.entries(field.own ?? {}))
				if (values.length) out[key] = [...values];
			return out;
		});
	}
	if (profile.flags?.length)
		data['flags'] = profile.flags.map((flag) => (typeof flag === 'string' ? flag : { ...flag }));
	if (profile.timezone != null) data['timezone'] = profile.timezone;
	if (profile.lang != null) data['lang'] = profile.lang;
	if (profile.member_title != null) data['member_title'] = profile.member_title;
	if (profile.unlisted) data['unlisted'] = true;
	if (profile.links.length) data['links'] = profile.links;
	if (profile.avatar_urls.length) data['avatar_urls'] = profile.avatar_urls;
	if (profile.avatar != null) data['avatar'] = profile.avatar;
	if (profile.owners?.length) data['owners'] = [...profile.owners];

	if (json || (profile.bio !== null && !fitsMarkdownBody(profile.bio))) {
		return {
			extension: 'json',
			text: `${JSON.stringify(profile.bio === null ? data : { ...data, bio: profile.bio }, null, 2)}\n`,
		};
	}
	// Plain where the reader reads a string back and check has nothing to say, quoted otherwise
	// ("0b101", "TRUE", "~", "a #b"): check's own decision (yaml-values.ts). Lines stay whole.
	const document = new Document(data, { version: '1.2' });
	visit(document, {
		Scalar(_key, node) {
			if (isScalar(node) && typeof node.value === 'string' && !plainValueReadsAsText(node.value))
				node.type = 'QUOTE_DOUBLE';
		},
	});
	const frontmatter = document.toString({ lineWidth: 0, minContentWidth: 0 });
	return {
		extension: 'md',
		text: `---\n${frontmatter}---\n${profile.bio === null ? '' : `\n${profile.bio}\n`}`,
	};
}
