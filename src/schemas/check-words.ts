/**
 * The words of `check`'s messages, one source per rule: the English text
 * here (views/i18n/en.ts takes these keys as they are), the same keys translated in
 * every other dictionary. A check says a rule with `say(words, key,
 * values)`; a schema, which has no site words, records the key and values on
 * its issue (`checkIssue`), and the report renders them in the site's
 * language (friendly-errors.ts), so the browser form, `check` and CI logs say
 * them in the member's own language. Kept apart from en.ts so the editor's
 * script carries these texts only, not every page's words: in the
 * language of the site it is built for (editor/schema-meta.ts swaps
 * `checkEn` for that language's texts).
 */
import { formatMessage, type Message } from '../utils/messages.ts';

export const checkEn = {
	/**
	 * A report's closing line: what it found, in how many files. `{problems}` is count.problems or
	 * count.warnings, `{files}` count.files.
	 */
	'count.problems': { one: '{count} problem', other: '{count} problems' },
	'count.warnings': { one: '{count} warning', other: '{count} warnings' },
	'count.files': { one: '{count} file', other: '{count} files' },
	'report.summary': '{problems} in {files}.',
	/** A key the file must have. */
	'check.required': 'required',
	/**
	 * A value of the wrong type: `{expected}` and `{got}` are check.type* words, `{value}` the
	 * value as written. The Quoted and Lines forms say the fix for a number or yes/no where text
	 * belongs, and for one value where a list belongs.
	 */
	'check.mustBe': 'must be {expected}, not {got}: got {value}',
	'check.mustBeQuoted': 'must be {expected}, not {got} (put the value in quotes): got {value}',
	'check.mustBeLines':
		'must be {expected}, not {got} (write each entry on its own "- " line): got {value}',
	/** What a value is, for check.mustBe: as expected, and as found. */
	'check.typeObject': 'an object (key: value pairs)',
	'check.typeObjectFound': 'an object',
	'check.typeList': 'a list',
	'check.typeText': 'a string',
	'check.typeNumber': 'a number',
	'check.typeBoolean': 'a boolean',
	'check.typeNull': 'null',
	/** `{values}` are the allowed values as written in a file ("okay", "avoid"). */
	'check.oneOf': 'must be one of {values}: got {value}',
	/**
	 * A rule, then the value found; a hint after "; " in a rule's text follows the value (each
	 * language keeps "; " before its hints).
	 */
	'check.got': '{rule}: got {value}',
	/** The value of a key left out, in check.got. */
	'check.nothing': 'nothing',
	'check.empty': 'must not be empty',
	'check.length': 'must be {min} to {max} characters long, but is {length}',
	/** `{limit}` is the option's name, e.g. limits.fieldEntryLength. */
	'check.lengthOver':
		'must be {min} to {max} characters long, but is {length}; shorten it (the site limit is set by {limit})',
	/** A status a file gives that is none of the five, nor a number 1-5, nor a key. */
	'check.status':
		'must be one of favourite, okay, jokingly, friends_only, avoid, a number 1-5, or the key of one of this profile\'s own statuses (lowercase letters, digits and "_")',
	/** The closest allowed value to one mistyped, after a rule and "; ". */
	'check.didYouMean': 'did you mean "{hint}"?',
	/** An own status's key that cannot be one: `{example}` is the key made fit. */
	'check.ownKeyIsStatus':
		'"{key}" is one of the five statuses: an own status needs a key of its own (such as partner); rename it, or use {key} itself without defining it',
	'check.ownKeyName':
		'"name" names a field in fields, so a field could hold no list of this status: rename it (such as name_own), here and in the entries that use it',
	'check.ownKeyForm':
		'the key "{key}" must start with a lowercase letter and hold only a-z, 0-9 and "_", at most 30 characters; rename it (such as {example})',
	'check.nameEntry': 'must be a name (text) or an object with name and status',
	'check.pronounsEntry':
		'must be pronouns (text such as "they/them") or an object with pronouns, display_text and status',
	/**
	 * An entry listed twice: `{text}` as written, `{first}` the path of the first (names[0]),
	 * `{onLine}` check.onLine or nothing (the editor's form has no lines), `{as}` the first
	 * pronouns as written, `{under}` check.underStatus where the first is under another status.
	 */
	'check.dupName':
		'the name {text} is already listed{onLine} ({first}); list each once: remove one of them, keeping the status you mean',
	'check.dupLink':
		'the link {text} is already listed{onLine} ({first}); list each once: remove one of them',
	'check.dupField':
		'the field {text} is already listed{onLine} ({first}); list each once: merge their entries into one field',
	'check.dupPronouns':
		'the pronouns {text} are already listed{onLine} ({first}) as {as}, the same set; list each set once: remove one of them, keeping the status you mean',
	'check.dupEntry':
		'the entry {text} is already listed{under}{onLine} ({first}); list each entry once in a field, under the one status you mean: remove one of them',
	'check.onLine': ' on line {line}',
	'check.underStatus': ' under {status}',
	/**
	 * A profile name another profile has: `{file}` is that file (or check.publishedProfile),
	 * `{taken}` its name as written, `{rename}` check.renameFile or check.chooseName.
	 */
	'check.nameTaken':
		'the name "{name}" is already taken by {file} ("{taken}"); names are unique ignoring case, because case-insensitive disks and hosts cannot tell them apart: {rename}',
	'check.memberNameTaken':
		'the name "{name}" is already taken by {file} ("{taken}"); a user\'s members have names unique among them ignoring case, because case-insensitive disks and hosts cannot tell them apart: {rename}',
	/** In the editor, which knows the other profiles by their pages: `{where}` is /@name/. */
	'check.publishedProfile': 'the published profile {where}',
	'check.renameFile': 'rename this file',
	'check.chooseName': 'choose another name',
	/**
	 * A key the schema does not know (`{key}` quoted as written), with the closest known key, or
	 * with every known key (`{known}`, a list of keys as written).
	 */
	'check.unknownKey': 'unknown key {key}; did you mean "{hint}"?',
	'check.unknownKeyKnown': 'unknown key {key}; known keys are {known}',
	/**
	 * A list longer than the site allows: `{count}` entries found, `{max}` allowed (both 2 or
	 * more, or 1 for max), `{fix}` one of check.keep*, `{limit}` the option's name.
	 */
	'check.tooMany':
		'has {count} entries, more than the {max} the site allows: {fix} (the site limit is set by {limit})',
	'check.tooManyInField':
		'has {count} entries in its lists together, more than the {max} the site allows in one field: keep the ones that matter most (the site limit is set by {limit})',
	'check.tooManyStatuses':
		'has {count} own statuses, more than the {max} the site allows: keep the ones your entries use (the site limit is set by {limit})',
	'check.keepMostUsed': 'keep the ones you use most',
	'check.keepMatterMost': 'keep the ones that matter most',
	'check.keepMostSeen': 'keep the ones you most want seen',
	/**
	 * A status neither built in nor defined: `{status}` as written, `{words}` the five, `{hint}`
	 * the closest; the Own forms list the profile's own keys (`{own}`).
	 */
	'check.unknownStatus':
		'unknown status {status}: not one of the five ({words}); define it under statuses: with a label and counts_as',
	'check.unknownStatusHint':
		'unknown status {status}: not one of the five ({words}); did you mean "{hint}"? Or define it under statuses: with a label and counts_as',
	'check.unknownStatusOwn':
		"unknown status {status}: not one of the five ({words}) nor one of this profile's own ({own}); define it under statuses: with a label and counts_as",
	'check.unknownStatusOwnHint':
		'unknown status {status}: not one of the five ({words}) nor one of this profile\'s own ({own}); did you mean "{hint}"? Or define it under statuses: with a label and counts_as',
	/** An own status labelled as a built-in one (`{word}`); Same: it also counts as that one. */
	'check.labelBuiltInSame':
		'the label {label} is the name of the built-in status {word}, so readers and screen readers would take these entries for {word}: use the status {word} itself in the entries and remove this own status',
	'check.labelBuiltIn':
		'the label {label} is the name of the built-in status {word}, so readers and screen readers would take these entries for {word}: give it a label of its own that says what it means (and not the name of any of the five statuses)',
	/** Two files with one ID: `{fresh}` is a new ID to paste. */
	'check.idUsed':
		'the ID "{id}" is already used by {file}; IDs are unique: give this profile a new ID, such as this fresh one: id: {fresh}',
	'check.bioKey':
		'a Markdown profile has no "bio" key: the text after the closing "---" is the bio; move it there',
	/**
	 * The text rules: `{point}` is the character as U+XXXX (control characters are invisible codes
	 * that terminals and pages act on; direction controls reorder the text shown after them).
	 */
	'check.loneSurrogate':
		'must not contain a lone surrogate ({point}), half of a character that strict JSON parsers reject; retype the character',
	'check.control':
		'must not contain control characters (invisible codes that terminals and pages act on), and {point} is one; remove it',
	'check.controlMultiline':
		'must not contain control characters other than tab and line breaks (invisible codes that terminals and pages act on), and {point} is one; remove it',
	'check.lineSeparator':
		'must be one line, and {point} (a line separator) starts another; remove it, or write a space',
	'check.paragraphSeparator':
		'must be one line, and {point} (a paragraph separator) starts another; remove it, or write a space',
	'check.bidi':
		'must not contain direction controls U+202A-202E or U+2066-2069, which reorder the text shown after them, and {point} is one; remove it (the marks U+200E and U+200F are allowed)',
	'check.noncharacter':
		'must not contain noncharacters (codes reserved for programs, which XML and pictures refuse), and {point} is one; remove it',
	'check.blank':
		'must contain a visible character, not only spaces or invisible characters; write the text, or leave the entry out',
	/** Rules of their own schemas, said in the words by their English text. */
	'check.xid': 'must be exactly 20 characters of 0-9 and a-v (an xid)',
	'check.httpUrl': 'must be an absolute http:// or https:// address',
	'check.flagSlug': 'must be one of the flags listed in docs/reference/flags.md',
	'check.iconSlug': 'must be one of the icons listed in docs/reference/icons.md',
	/**
	 * A profile's lang: a tag Intl does not know (`{hint}` the closest code, `{language}` its
	 * language named in itself, "Deutsch"), or one not well formed (`{fix}` the tag meant, `{max}`
	 * the longest tag).
	 */
	'check.langUnknown':
		'is not a language Intl knows: write the language\'s code, such as "en", "de", "pt-BR" or "zh-Hant"',
	'check.langUnknownHint':
		'is not a language Intl knows: write the language\'s code; did you mean "{hint}" ({language})?',
	'check.langForm': 'is not a well-formed language tag (BCP 47): write "{fix}"',
	'check.langFormAny':
		'is not a well-formed language tag (BCP 47, at most {max} characters): write the language\'s code, with a region or script after a hyphen if it matters, such as "en", "de", "pt-BR" or "zh-Hant"',
	/** A time zone's IDs are as IANA writes them, in every language. */
	'check.timeZone': 'must be an IANA time zone such as Europe/Berlin or America/New_York',
	/** An ID left out: `{fresh}` is a new one to paste. */
	'check.idRequired':
		'required: every profile has an ID of its own that never changes; add one, such as this fresh one: id: {fresh}',
	/** A `name` key that is not the file's name (`{stem}`), both quoted as written. */
	'check.nameIsFile':
		'must equal the file name {stem} (the file name is the profile name): got {given}; remove the key or rename the file',
	/** A key in a field that is neither name nor a status (`{key}` quoted), with the closest one. */
	'check.fieldKey':
		"unknown key {key}: a field holds name and one list per status (the five or one of this profile's own)",
	'check.fieldKeyHint':
		'unknown key {key}: a field holds name and one list per status (the five or one of this profile\'s own); did you mean "{hint}"?',
	'check.flagEntry':
		'must be the slug of a library flag (such as transgender) or an object with image, name and description',
	/** Keys one kind of file may not give: member_title (a user's), unlisted (a member's). */
	'check.memberTitle':
		"member_title names the heading of a user's member list: give it in the user's index.md or index.json, not in a member's file",
	'check.unlistedUser':
		"unlisted leaves a member out of its user's page and the lists: only a member file may give it; remove it here",
	/** Two profiles with one short ID: `{file}` holds it first, `{fresh}` is a new one to paste. */
	'check.sidTaken':
		'the short ID "{sid}" is also the one of {file}; each short ID leads to one profile: give this profile its own, such as this fresh one: sid: {fresh}',
	/** An image path (`{avatar}` as written) that cannot be the profile's own image file. */
	'check.avatarRelative':
		'must be a path relative to the profile file, such as ./avatar.png: got "{avatar}"',
	'check.avatarOutside':
		'must stay inside the content folder: "{avatar}" points outside it; put the image beside the profile file',
	'check.avatarMissing': 'no image at "{avatar}" (looked for {path}); check the file name',
	'check.avatarSymlink':
		'"{avatar}" is a symlink to a file outside the content folder; copy the image beside the profile file instead',
	'check.avatarNotOwn':
		"\"{avatar}\" is not this profile's own image (content/users/{image}): an avatar must be inside the profile's own folder, or beside its file and named after it ({named}); another profile's image is that profile's to change or delete: copy the image to content/users/{fix} and point avatar there",
	/** An image that could not be read or decoded: `{reason}`, the system's first line. */
	'check.avatarUnchecked':
		'could not be checked ({reason}); check that the image is a readable file beside the profile file',
	/**
	 * An image whose bytes cannot be a profile's (`{avatar}` as written): `{error}` is the image
	 * library's first line, `{format}` what it is (PNG), `{formats}` the allowed ones.
	 */
	'check.imageUnreadable':
		'"{avatar}" is not a readable image ({error}); export it again as PNG, JPEG, WebP, GIF or AVIF',
	'check.avatarFormat': '"{avatar}" is {format}; an avatar must be {formats}',
	'check.flagFormat': '"{avatar}" is {format}; a flag image must be {formats}',
	'check.imagePixels':
		'"{avatar}" is {width}x{height} pixels, over the limit of {megapixels} megapixels: scale it down',
	'check.imageSide':
		'"{avatar}" is {width}x{height} pixels; each side may be at most {side} px: scale it down',
	'check.imageAspect':
		'"{avatar}" is {width}x{height} pixels; the long side may be at most {ratio} times the short one (it is cropped to a square anyway): crop it closer to a square',
	'check.imageDecode':
		'"{avatar}" could not be decoded ({error}): save it again as PNG, JPEG or WebP',
	/** An image path that is no regular file: `{kind}` is one of check.kind* below. */
	'check.imageNotFile':
		'"{avatar}" is {kind}, not an image file; an avatar must be a regular file beside the profile file: replace it with the image itself',
	'check.kindLink': 'a symbolic link',
	'check.kindFifo': 'a FIFO (named pipe)',
	'check.kindSocket': 'a socket',
	'check.kindDevice': 'a device',
	'check.kindFolder': 'a folder',
	/** `{size}` and `{max}` in bytes as the site shows them (5 MiB). */
	'check.imageTooLarge': '"{avatar}" is {size}; an avatar may be at most {max}: make it smaller',
	'check.imageChanged': '"{avatar}" changed while it was being read: run the check again',
	/** `{error}` is the system's code (EACCES). */
	'check.imageUnreadableFile':
		'"{avatar}" could not be read ({error}); an avatar must be a file everyone may read: check its permissions, or save it again',
	/**
	 * A profile file where the folders do not say what it is: `{members}` is the members folder's
	 * name (members), `{fix}` where the file should go, `{files}` index files listed.
	 */
	'check.folderMisspelt':
		'a member\'s profile belongs in the folder "{members}" (lowercase, with the "s"), not "{folder}": move this file to {fix}',
	'check.folderNested':
		'a member has no members of its own: only a user\'s folder holds a {members}/ folder; move this file to {user}/{members}/, or rename it to start with "_" if it is not a profile',
	'check.folderStray':
		'a profile folder holds one profile, its index.md or index.json; rename this file to start with "_" if it is not a profile',
	'check.folderUserForm':
		'this user has members (in {name}/{members}/), so the profile must be in the folder form, beside them: move this file to {fix}',
	'check.folderNoIndex':
		'a profile folder needs an index.md or index.json; add one, or rename the folder to start with "_"',
	'check.folderBothIndexes':
		'a profile folder holds either index.md or index.json, not both: merge them into one',
	'check.folderIndexCase':
		'a profile folder holds one index file, but this one holds {files} (names that differ only in case are one file on macOS and Windows): merge them into one index.md or index.json',
	/** A user with more members than `{limit}` (limits.members): `{count}` of them. */
	'check.membersOver':
		'too many members: this folder holds {count}, and a user may have at most {limit} (the site limit is set by limits.members): remove the ones no longer used, or merge some',
	/**
	 * A front matter YAML cannot read, and the fix: `{reason}` is the YAML engine's own words,
	 * `{fix}` the line as it should be written, `{key}` a key as written in the file.
	 */
	'check.yamlInvalid': 'invalid YAML: {reason}',
	'check.yamlLineUp':
		'invalid YAML: this line is not lined up with the lines it belongs with (YAML reads which entry a line belongs to from the spaces before it): start it exactly under the key or "- " it belongs with, using spaces',
	'check.yamlUnclosedEnd':
		'the frontmatter has no closing "---" line, so the text after it is read as YAML: add a line with just "---" after the last key, before the bio',
	'check.yamlUnclosed':
		'the frontmatter has no closing "---" line, so this text is read as YAML: add a line with just "---" above it, after the last key',
	'check.yamlTab':
		'invalid YAML: tab characters must not be used in indentation, as YAML indents with spaces only: replace the tab on this line with spaces (2 per level)',
	/** `{empty}` is `[]` or `{}` as written. */
	'check.yamlEmptyList':
		'invalid YAML: "{key}: {empty}" is an empty list, so the entries under it belong to nothing: remove the "{empty}" to keep them ("{key}:" alone), or comment them out with "#"',
	'check.yamlColon':
		'invalid YAML: the value of "{key}" contains ": ", which YAML reads as the start of another key: put the value in double quotes: {fix}',
	/** A value starting with a character YAML reads specially (`{char}`: @ or `). */
	'check.yamlKept':
		'invalid YAML: YAML keeps "{char}" for future use and cannot read a value starting with it: put the whole value in double quotes: {fix}',
	'check.yamlPercent':
		'invalid YAML: YAML reads "%" at the start as an instruction to the reader, not as text: put the whole value in double quotes: {fix}',
	'check.yamlTag':
		'invalid YAML: YAML reads "!" at the start as a type tag, not as text: put the whole value in double quotes: {fix}',
	'check.yamlAlias':
		'invalid YAML: YAML reads "*" at the start as a reference to another value, not as text: put the whole value in double quotes: {fix}',
	'check.yamlAnchor':
		'invalid YAML: YAML reads "&" at the start as a label for the value, not as text: put the whole value in double quotes: {fix}',
	'check.yamlQuotedPart':
		'invalid YAML: the value starts with a quoted part followed by more text, which YAML cannot read as one value: put the whole value in double quotes: {fix}',
	/**
	 * A line of a list of entries not lined up with the entry it belongs to: `{count}` spaces too
	 * far left or right, `{line}` the entry's line, `{first}` its first key, `{fix}` the line as
	 * meant (quoted as JSON), `{entry}` a text entry written as a key: value line.
	 */
	'check.yamlDashLeft': {
		one: 'invalid YAML: this entry\'s "- " is {count} space too far left of the "- " of the entry above (line {line}), so it belongs to neither: put it exactly under that one: {fix}',
		other:
			'invalid YAML: this entry\'s "- " is {count} spaces too far left of the "- " of the entry above (line {line}), so it belongs to neither: put it exactly under that one: {fix}',
	},
	'check.yamlDashRight': {
		one: 'invalid YAML: this entry\'s "- " is {count} space too far right of the "- " of the entry above (line {line}), so it belongs to neither: put it exactly under that one: {fix}',
		other:
			'invalid YAML: this entry\'s "- " is {count} spaces too far right of the "- " of the entry above (line {line}), so it belongs to neither: put it exactly under that one: {fix}',
	},
	'check.yamlKeyLeft': {
		one: 'invalid YAML: "{key}:" belongs to the entry that starts on line {line} ("{first}:") but is {count} space too far left: put it exactly under "{first}:": {fix}',
		other:
			'invalid YAML: "{key}:" belongs to the entry that starts on line {line} ("{first}:") but is {count} spaces too far left: put it exactly under "{first}:": {fix}',
	},
	'check.yamlKeyRight': {
		one: 'invalid YAML: "{key}:" belongs to the entry that starts on line {line} ("{first}:") but is {count} space too far right: put it exactly under "{first}:": {fix}',
		other:
			'invalid YAML: "{key}:" belongs to the entry that starts on line {line} ("{first}:") but is {count} spaces too far right: put it exactly under "{first}:": {fix}',
	},
	'check.yamlFirstKeyAgain':
		'invalid YAML: "{key}:" is already the first key of the entry that starts on line {line}, and an entry has each key once: to start a new entry, write "- " before it, under the "- " on line {line}: {fix}',
	'check.yamlTextEntry':
		'invalid YAML: "{key}:" gives a setting to the entry on line {line}, but that entry is only text: write the entry as {entry} with {fix} on the line under it',
	'check.yamlNoDash':
		'invalid YAML: this line is in a list but does not start with "- ", as each entry must: write {fix}',
	'check.yamlTopKey':
		'invalid YAML: "{key}:" is one of the profile\'s own keys, so it starts at the beginning of the line, with no spaces before it: write {fix}',
	/**
	 * The YAML engine's common reasons, in words of our own, said after check.yamlInvalid where no
	 * hint above applies.
	 */
	'check.yamlBadIndent': 'a key is indented wrongly',
	'check.yamlBadIndentList': 'a list entry is indented wrongly',
	'check.yamlDuplicateKey': 'a key appears twice',
	'check.yamlEndExpected': 'the data should end here, or a line "---" should follow',
	'check.yamlMultilineKey': 'a key cannot run over several lines',
	'check.yamlColonMissed': 'a key has no ":" after it',
	'check.yamlSpaceAfterColon': 'the ":" after a key must be followed by a space',
	'check.yamlQuoteUnclosed': 'a text in double quotes is not closed',
	'check.yamlSingleQuoteUnclosed': 'a text in single quotes is not closed',
	'check.yamlFlowUnclosed': 'a list in [ ] or { } is not closed',
	'check.yamlFlowComma': 'a comma is missing between the entries of a list in [ ] or { }',
	'check.yamlEscape': 'an unknown escape sequence in a text in double quotes',
	'check.yamlNonPrintable': 'the file holds characters that cannot be printed',
	/** Any other reason, as the engine wrote it (`{reason}`). */
	'check.yamlOther': 'the YAML reader stopped here ({reason})',
	/**
	 * What YAML makes of a value other than what was typed: `{value}` and `{text}` as read and as
	 * typed (quoted as JSON), `{raw}` as typed, `{read}` the number or true/false read, `{comment}`
	 * the text dropped, `{fix}` the line with the value quoted.
	 */
	'check.noteDash':
		'this line is read as part of the value above ({value}), because its "- " is further right than the "- " of that entry: to make it an entry of its own, put its "- " exactly under the one above',
	'check.noteComment':
		'YAML reads the text after " #" as a comment and drops it, so this value is {value}: if {comment} is part of it, put the whole value in double quotes: {fix}; if it is a note, move it to a line of its own',
	'check.noteAnchor':
		'YAML reads "&" at the start of a value as a label and drops it, so this value is {value}: put the whole value in double quotes: {fix}',
	'check.noteSpaces':
		'this value ends in spaces, which YAML drops: remove them, or, if they are part of the value, put it in double quotes: {fix}',
	'check.noteOlderYesNo':
		'many YAML readers (YAML 1.1, as many editors and tools read it) read the unquoted {raw} as true or false (a yes-or-no value), not as the text {text}: put it in double quotes, so every reader keeps the text: {fix}',
	'check.noteOlderNumber':
		'many YAML readers (YAML 1.1, as many editors and tools read it) read the unquoted {raw} as a number, not as the text {text}: put it in double quotes, so every reader keeps the text: {fix}',
	'check.noteOlderDate':
		'many YAML readers (YAML 1.1, as many editors and tools read it) read the unquoted {raw} as a date, not as the text {text}: put it in double quotes, so every reader keeps the text: {fix}',
	'check.noteNull':
		'YAML reads the unquoted {raw} as "no value", not as the text {text}: put it in double quotes: {fix}',
	'check.noteNullKey':
		'YAML reads the unquoted {raw} as "no value", not as the text {text}: put it in double quotes: {fix}; or, to leave it out, remove the line',
	'check.noteBoolean':
		'YAML reads the unquoted {raw} as the yes-or-no value {read}, not as the text {text}: put it in double quotes: {fix}',
	'check.noteNumber':
		'YAML reads the unquoted {raw} as the number {read}, not as the text {text}: put it in double quotes: {fix}',
	/** A front matter after empty lines (`{count}` of them, the fence on `{line}`), or none. */
	'check.fenceLate': {
		one: 'the front matter must start on the first line of the file, with "---": remove the empty line above the "---" on line {line}',
		other:
			'the front matter must start on the first line of the file, with "---": remove the {count} empty lines above the "---" on line {line}',
	},
	'check.noFrontMatter':
		'this file has no front matter (the keys between two lines of "---" at the top of the file): start the file with a line "---", then the keys, an ID of its own among them (such as this fresh one: id: {fresh}), then a line "---" above the bio',
	/** Lists and objects nested deeper than a profile needs (`{max}` levels allowed). */
	'check.nesting':
		'lists and objects are nested more than {max} levels deep; a profile needs 4 at most: remove the extra nesting',
	/**
	 * A JSON profile that cannot be read: `{reason}` is one of the check.json* texts below, at the
	 * line the reader stopped on.
	 */
	'check.jsonInvalid': 'invalid JSON: {reason}',
	'check.jsonEmpty': 'the file is empty',
	'check.jsonDuplicate': 'the key "{key}" appears twice in one object',
	'check.jsonSymbol': 'unexpected character',
	'check.jsonNumber': 'malformed number',
	'check.jsonKey': 'expected a "quoted" key (no trailing comma before "}")',
	'check.jsonValue': 'expected a value (is there a trailing comma?)',
	'check.jsonColon': 'expected ":" after the key',
	'check.jsonComma': 'expected "," between entries',
	'check.jsonCloseBrace': 'expected "}"',
	'check.jsonCloseBracket': 'expected "]"',
	'check.jsonEnd': 'unexpected text after the end of the document',
	'check.jsonComment': 'comments are not allowed in JSON',
	'check.jsonString': 'unterminated string',
	'check.jsonUnicode': 'invalid \\u escape',
	'check.jsonEscape': 'invalid escape character',
	'check.jsonCharacter': 'invalid character in string (control characters must be escaped)',
	/** A Markdown profile whose keys have no "---" lines around them. */
	'check.noFences':
		'this file has no front matter: its keys are not between two lines of "---", so the whole file would be read as the bio: add a line "---" above this one, and another after the last key, before the bio',
	/** `{language}` is JavaScript, JSON, TOML or CoffeeScript. */
	'check.notYaml':
		'frontmatter must be YAML, not {language}; start the file with a plain "---" line',
	/**
	 * A link that shows as text: `{link}` quoted as written; NoScheme offers `{fix}`, the address
	 * with https:// before it.
	 */
	'check.linkInvalid':
		'{link} shows as plain text, not a link, because it is not a valid http(s) address (a space, or a missing "//"?): correct it to make it a link',
	'check.linkScheme':
		'{link} shows as plain text, not a link: only http:// and https:// addresses become links; correct the start if it is a web address',
	'check.linkNoScheme':
		'{link} shows as plain text, not a link, because it does not start with https://: write {fix} to make it a link',
	/**
	 * A change against the base commit (`{ref}`): an ID changed (`{old}` back), taken from a file
	 * still here (`{file}`), or of profiles deleted before (`{names}`); `{fresh}` a new ID.
	 */
	'check.idChanged':
		'the ID changed from "{old}" (at {ref}) to "{id}"; IDs never change: put back id: {old}',
	'check.idMoved':
		'the ID "{id}" is the one {file} had at {ref}, and that file is still here; an ID moves only with its file (a rename): give this profile a new ID, such as this fresh one: id: {fresh}',
	'check.idReused':
		'the ID "{id}" belonged to {names} before (in the history of {ref}); IDs are never reused, even after a deletion: give this profile a new ID, such as this fresh one: id: {fresh}',
	'check.bothAvatars':
		'give either avatar (a local image) or avatar_urls (hosted addresses), not both: remove one of them',
	/** The profile name a file's name gives (`{stem}`), which breaks `{rule}`. */
	'check.fileNameRule':
		'the file name gives the profile name {stem}, which {rule}; rename the file',
	/** A pronoun form (`{form}`) too long for a folder name: `{bytes}` of at most `{max}`. */
	'check.formBytes':
		'the form {form} becomes a folder name of {bytes} bytes once normalised as the site publishes it, and a published folder or file name may hold at most {max} bytes (disks hold 255; some characters take several bytes, or become several characters): shorten it, or write fewer characters that stand for several',
	/** Files the check does not read: `{fix}` the name or path they belong at. */
	'check.unreadExtension':
		'this file is not read, so its profile is not on the site: profiles are read from .md and .json files only; rename it to {fix}',
	'check.unreadExtensionFences':
		'this file is not read, so its profile is not on the site: profiles are read from .md and .json files only; rename it to {fix}, and put its keys between two lines of "---" (a line "---" above "id:", and one after the last key, before the bio)',
	'check.unreadFolder':
		'profiles are read from the folder "users" only (all lower case), so the files in "{folder}" are not read: move them to users/',
	'check.unreadFolderCase':
		'profiles are read from the folder "users" only (all lower case), so the files in "{folder}" are not read: move them to users/, or rename this folder to "users"',
	'check.unreadTop':
		'this file is not read, so its profile is not on the site: profiles are read from the users folder only: move it to users/{fix}',
	/**
	 * A profile file that cannot be read as text: `{kind}` one of check.kind*, `{size}` and `{max}`
	 * in bytes as written, `{encoding}` UTF-16 or UTF-32, `{byte}` and `{line}` where UTF-8 breaks.
	 */
	'check.fileNotRegular':
		"is {kind}, not a regular file; a profile must be a regular file: replace it with a file holding the profile's text",
	'check.fileSymlink':
		'is a symbolic link; a profile must be a regular file inside the content folder (links are not followed): replace the link with the file itself',
	'check.fileTooLarge': 'the file is {size}; a profile file may be at most {max}: shorten it',
	'check.fileChanged': 'the file changed while it was being read: run the check again',
	'check.fileUnreadable': 'could not be read: {error}',
	'check.fileBom':
		'the file is saved as {encoding} (it starts with a {encoding} byte-order mark); profiles are UTF-8: save the file as UTF-8',
	'check.fileUtf8':
		'not valid UTF-8 (byte {byte} / line {line}); profiles are UTF-8 text: save the file as UTF-8',
	/** A new name that reads as an existing one's (`{other}`, in `{file}`). */
	'check.lookAlike':
		'the name "{name}" reads as "{other}" ({file}): letters that look alike (I, l and 1; O and 0; rn and m; vv and w; cl and d; any case) would send readers to the wrong person: choose a name that does not read as another\'s',
	/**
	 * A name that cannot be this profile's, whatever the other profiles are called: `{path}` is the
	 * API file it would publish or collide with, `{rename}` check.renameFile or check.chooseName.
	 */
	'check.nameIsId':
		'the name "{name}" is the ID of {file}; a reference is looked up as an ID first, so this profile could never be found by name: {rename}',
	'check.apiPathClash':
		"this profile's API file {path} lands on the same path as one of {file} (paths are compared ignoring case, as many hosts do): {rename}",
	/** A member named as a file of its user's folder of members (`{user}`, the user's name). */
	'check.nameMemberList':
		'the name "{name}" is taken by {path}, the list of the members of "{user}": {rename}',
	'check.nameMemberNotFound':
		'the name "{name}" is taken by {path}, the answer for an unknown member of "{user}": {rename}',
	'check.hostMemberName':
		'the name "{name}" is one hosts take as their own inside a folder (Cloudflare Pages answers {path} with its not-found page or a redirect), so this member could not be fetched by name: {rename}',
	/** `{folder}` is the users' folder of the API (v1/users/). */
	'check.hostUserName':
		'the name "{name}" is one hosts take as their own inside a folder (Cloudflare Pages redirects {path} to {folder} when no file is there, so every host answers it as an unknown user), so this user could not be fetched by name: {rename}',
	/** `{why}` is check.hostNotFound or check.hostHtml, a whole clause (`{file}`: 404.html). */
	'check.hostHandled': 'the name "{name}" would publish {path}, and {why}: {rename}',
	'check.hostNotFound':
		'Cloudflare Pages answers every unknown user with the nearest {file}, so this profile would be sent for every unknown user',
	'check.hostHtml':
		'hosts treat .html files as pages (Cloudflare Pages redirects x.html to x, and index.html to its folder), so this profile could not be fetched by its name',
	/**
	 * A name whose ending hosts run or render (`{ending}` as written): `{treatment}` is one of the
	 * check.ending* clauses, what hosts do with such a file.
	 */
	'check.nameEnding':
		'the name "{name}" ends in "{ending}", which {treatment}; a name may not have an ending that hosts run or render',
	'check.endingPage':
		'browsers show as a web page (text/html and its kin), so text in the profile would run as script on the site',
	'check.endingScript': 'browsers run as JavaScript',
	'check.endingMarkup': 'hosts serve as XML or SVG: browsers render it and run script in it',
	'check.endingSavedPage': 'browsers open as a saved web page (MHTML)',
	'check.endingServer':
		'web servers run as a server-side script (Apache AddHandler, IIS, Tomcat), so text in the profile would run as code on the server',
	'check.endingProgram': 'Windows or a shell runs as a program when the downloaded file is opened',
	'check.endingFlash': 'plugins run as a Flash movie',
	/** `{path}` is the API file of that name, `{stem}` the name without .json, `{user}` its user. */
	'check.nameJson':
		'the name "{name}" ends in ".json", and {path} is where the profile "{stem}" publishes its JSON copy; names may not end in ".json"',
	'check.nameJsonMember':
		'the name "{name}" ends in ".json", and {path} is where the members of "{user}" are listed, and the API\'s JSON files end so; names may not end in ".json"',
	/** `{device}` as written (con, lpt1). */
	'check.nameDevice':
		'the name "{name}" is the device name "{device}", which Windows reserves with any extension and in any case (CON, PRN, AUX, NUL, COM0-9, LPT0-9), so its files cannot be checked out or built on Windows',
	'check.nameDeviceStart':
		'the name "{name}" starts with the device name "{device}", which Windows reserves with any extension and in any case (CON, PRN, AUX, NUL, COM0-9, LPT0-9), so its files cannot be checked out or built on Windows',
	/** `{end}` is "." or a space, `{stem}` the name without them. */
	'check.nameTrailing':
		'the name "{name}" ends in "{end}", which Windows drops from file names, so its files would collide with those of "{stem}" there; names may not end in "." or a space',
	/** A name's problem (one of the above) and its fix, with `{example}`, a name that would do. */
	'check.nameFix': '{problem}: {rename}, e.g. "{example}"',
	/**
	 * The line `staticnouns build` prints when it falls back to a full build (for the site's
	 * maintainer): `{reason}` is one of the check.full* reasons below, or the flag --full.
	 */
	'check.fullBuild': 'full build: {reason}',
	'check.fullNoRecord': 'no earlier full build recorded',
	/** `{from}` and `{to}` are version numbers (0.2.0). */
	'check.fullPackageVersion': 'staticnouns was updated ({from} → {to})',
	'check.fullPackageCode': "staticnouns's code changed",
	'check.fullRuntime': 'Astro or Node was updated',
	'check.fullSiteCode':
		"the site's code changed (src/, astro.config, package.json, tsconfig.json or the lockfile)",
	'check.fullWords': "the site's words changed (src/content/i18n/)",
	'check.fullOptions': "the site's options changed (astro.config)",
	'check.fullPublic': 'public/ changed',
	'check.fullKeptChanged': 'the kept build changed since the last full build recorded it',
	/** `{error}` is the first line of the error, as the program wrote it. */
	'check.fullFastFailed': 'the fast path failed ({error})',
	/** Why the fast path gave way to a full build, said after check.fullBuild. */
	'check.fullOwnRoute': 'the site has its own {type} ({route})',
	'check.fullNoConfig': 'the last full build kept no config',
	'check.fullNoSite': 'there is no published site at {target} to update',
	'check.fullFormat':
		"the fast path writes pages as build.format 'directory' with trailing slashes only",
	'check.fullAssetChanged': '{path} changed in the published site since the last full build',
	'check.fullRedirect': '{path} redirects',
	/** The fast path's last line: `{count}` pages rendered. */
	'check.fastDone': {
		one: 'fast build: only profiles changed since the last full build, {count} page rendered',
		other: 'fast build: only profiles changed since the last full build, {count} pages rendered',
	},
	'check.nothingChanged': 'nothing changed since the last build: {target} left as it is',
	/** The line closing a file's or a report's list past its cap: `{count}` more not shown. */
	'check.moreInFile': {
		one: '... and {count} more problem in this file',
		other: '... and {count} more problems in this file',
	},
	'check.moreInReport': {
		one: '... and {count} more problem (a report shows the first {max})',
		other: '... and {count} more problems (a report shows the first {max})',
	},
} as const;

export type CheckKey = keyof typeof checkEn;

/** A rule as a check finds it: its key and the values of its placeholders, said later in words. */
export type CheckRule = { key: CheckKey; values?: Values };

/** Each kind of file that is no regular file (utils/regular-file.ts), as check names it. */
export const KIND_KEYS = {
	'a symbolic link': 'check.kindLink',
	'a FIFO (named pipe)': 'check.kindFifo',
	'a socket': 'check.kindSocket',
	'a device': 'check.kindDevice',
	'a folder': 'check.kindFolder',
} as const satisfies Record<string, CheckKey>;

/** Check's words in one language: what `say` reads. */
export interface CheckWords {
	readonly locale: string;
	/** Each message one text, or one per plural form where English's counts (`{count}`). */
	readonly messages: Readonly<Record<CheckKey, Message>>;
}

/**
 * The placeholders' values: numbers given as text stay as written (no "1,000" in a rule); a number
 * is written as the language writes it, and `count` chooses a plural message's form.
 */
type Values = Readonly<Record<string, string | number>>;

export const ENGLISH_CHECK: CheckWords = Object.freeze({ locale: 'en', messages: checkEn });

const CHECK_KEYS = Object.keys(checkEn) as CheckKey[];

/**
 * Check's words of a dictionary (a site's words), English for any key it lacks or gives in
 * another shape than English's.
 *
 * @example
 * checkWordsOf('de', BUNDLED.de).messages['check.required'] // 'erforderlich'
 */
export function checkWordsOf(
	locale: string,
	messages: Readonly<Partial<Record<string, unknown>>>,
): CheckWords {
	const own = Object.fromEntries(
		CHECK_KEYS.map((key) => {
			const message = Object.hasOwn(messages, key) ? messages[key] : undefined;
			const english: Message = checkEn[key];
			const fits =
				typeof english === 'string'
					? typeof message === 'string'
					: typeof message === 'object' &&
						message !== null &&
						typeof (message as { other?: unknown }).other === 'string';
			return [key, fits ? message : english];
		}),
	) as Record<CheckKey, Message>;
	return Object.freeze({ locale, messages: own });
}

/**
 * A rule in the words given.
 *
 * @example
 * say(ENGLISH_CHECK, 'check.got', { rule: 'must not be empty', value: '""' }) // 'must not be empty: got ""'
 */
export function say(words: CheckWords, key: CheckKey, values: Values = {}): string {
	return formatMessage(words.messages[key], values, words.locale);
}

/** What a schema's issue carries for the report to say it in the site's language. */
interface CheckParams {
	check: { key: CheckKey; values: Values; hint?: string };
}

/**
 * A custom issue of a schema: the text in check's default words (English in Node; the site's
 * language in the editor's bundle, schema-meta.ts), and the key and values to say it again in
 * the site's words; `hint` the closest allowed value, offered after the rule.
 *
 * @example
 * ctx.addIssue(checkIssue('check.empty'))
 */
export function checkIssue(
	key: CheckKey,
	values: Values = {},
	hint?: string,
): { code: 'custom'; message: string; params: CheckParams } {
	const check = hint === undefined ? { key, values } : { key, values, hint };
	return { code: 'custom', message: sayCheck(ENGLISH_CHECK, check), params: { check } };
}

/**
 * A rule in `words`, its hint (the closest allowed value) after "; ".
 *
 * @example
 * sayCheck(ENGLISH_CHECK, { key: 'check.flagSlug', values: {}, hint: 'transgender' })
 * // 'must be one of the flags listed in docs/reference/flags.md; did you mean "transgender"?'
 */
export function sayCheck(words: CheckWords, { key, values, hint }: CheckParams['check']): string {
	const rule = say(words, key, values);
	return hint === undefined ? rule : `${rule}; ${say(words, 'check.didYouMean', { hint })}`;
}

/** The key of a default message without placeholders (a union's or never's fixed message). */
const FIXED = new Map<string, CheckKey>(
	CHECK_KEYS.flatMap((key) => {
		const message: Message = checkEn[key];
		return typeof message === 'string' && !message.includes('{') ? [[message, key]] : [];
	}),
);

/**
 * A schema issue's message in `words`: from its recorded key, or a fixed default text's; any other
 * message as it is.
 *
 * @example
 * sayIssue(GERMAN, { message: 'must not be empty', params: { check: { key: 'check.empty', values: {} } } })
 * // 'darf nicht leer sein'
 */
export function sayIssue(words: CheckWords, issue: { message: string; params?: unknown }): string {
	const recorded = (issue.params as Partial<CheckParams> | undefined)?.check;
	if (recorded && Object.hasOwn(checkEn, recorded.key)) return sayCheck(words, recorded);
	const fixed = FIXED.get(issue.message);
	if (fixed) return say(words, fixed);
	// A fixed rule with the closest value offered after it (an error map's message, no params).
	const [offer = ''] = say(ENGLISH_CHECK, 'check.didYouMean').split('{hint}');
	const at = issue.message.lastIndexOf(`; ${offer}`);
	const rule = at > 0 ? FIXED.get(issue.message.slice(0, at)) : undefined;
	const tail = issue.message.slice(at + 2);
	const hint = rule && readBack(ENGLISH_CHECK, 'check.didYouMean', {}, 'hint', tail);
	return rule && hint !== undefined
		? sayCheck(words, { key: rule, values: {}, hint })
		: issue.message;
}

/**
 * The value of `name` in `text`, a message of `key` said in `words` with every other placeholder
 * given in `values`; undefined when `text` is not such a message. Linear: one comparison at each
 * end, no pattern.
 *
 * @example
 * readBack(ENGLISH_CHECK, 'check.unknownKey', { key: '"nme"' }, 'hint', 'unknown key "nme"; did you mean "name"?') // 'name'
 */
export function readBack(
	words: CheckWords,
	key: CheckKey,
	values: Values,
	name: string,
	text: string,
): string | undefined {
	const [before, after, ...more] = say(words, key, values).split(`{${name}}`);
	if (before === undefined || after === undefined || more.length) return undefined;
	const fits =
		text.length >= before.length + after.length && text.startsWith(before) && text.endsWith(after);
	return fits ? text.slice(before.length, text.length - after.length) : undefined;
}
