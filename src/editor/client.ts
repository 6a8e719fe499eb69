/**
 * The editor page's script: renders the form model (form.ts) as controls,
 * checks it as the member types and hands the file to the forge. Text from
 * the site's JSON is hostile: it only ever reaches the page as `value` or
 * `textContent`, never as HTML or as an address; the forge's address comes
 * from the options (the page's config) alone.
 */
import { nameSchema } from '../schemas/user.ts';
import { STATUS_WORDS } from '../schemas/status.ts';
import { ICON_SLUGS } from '../schemas/icons.ts';
import { FLAG_SLUGS } from '../schemas/flags.ts';
import { freshId } from '../content/validate/fresh-id.ts';
import { userJsonPath } from '../addresses/urls.ts';
import {
	editorPath,
	editorRequest,
	type EditorConfig,
	type EditorRequest,
} from '../views/editor/editor.ts';
import { FORGE_NAMES } from '../config/forge.ts';
import { editorHandOver, handOverNote, pagePathOf } from '../views/editor/issue-form.ts';
import { editorSay } from '../views/i18n/editor-script-text.ts';
import { checkWordsOf } from '../schemas/check-words.ts';
import type { SourceReply, SourceRequest } from './source-worker.ts';
import type { ProfileFileData } from '../authoring/write-profile.ts';
import { fetchJson, record } from './loose.ts';
import { editLinkOf, profileAddress } from './profile-address.ts';
import {
	emptyForm,
	checkForm,
	nameTakenIssue,
	statusKeyTwice,
	targetFile,
	type EditorForm,
	type EditorTarget,
	type EditedFile,
	type FormIssue,
	type FormResult,
} from './form.ts';

type ListKey =
	'names' | 'pronouns' | 'fields' | 'links' | 'avatar_urls' | 'owners' | 'statuses' | 'flags';

const config = JSON.parse(document.getElementById('editor-config')!.textContent!) as EditorConfig;
/** Where this language's pages are (the profile pages, this editor). */
const pageBase = config.pageBase ?? config.base;
/** The script's words, in the site's language, as the page handed them over. */
const say = editorSay(config.words);
const checkWords = checkWordsOf(config.words.locale, config.words.messages);
const request: EditorRequest = editorRequest(
	new URLSearchParams(location.search),
	config.contentPath,
);
const target: EditorTarget = {
	contentPath: config.contentPath,
	// A member's user: an edited user's own profile has none (its owners are its own).
	user: request.mode === 'edit' && request.memberId === null ? null : request.user,
	file: request.mode === 'edit' ? request.file : null,
};
const form = document.getElementById('editor') as HTMLFormElement;
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

let state: EditorForm = emptyForm(freshId());
let result: FormResult | undefined;
/**
 * An existing file's own text with the form's changes made in it (in the worker), when the site
 * publishes the file.
 */
let editInSource: ((form: EditorForm) => Promise<EditedFile | null>) | undefined;

let taken: FormIssue | null = null;
/** Whether the file exists on the forge (an edit), so the forge can only open it. */
let exists = request.mode === 'edit';
/**
 * The controls the member has changed: a problem shows at its control once the member has typed
 * there, so a fresh form is quiet; all show once they ask for the file (or open an existing one).
 */
const touched = new Set<string>();
let revealAll = false;

/** A control's element id for a form path: `names.0.name` → `f-names-0-name`. */
const controlId = (control: string) => `f-${control.replace(/\./g, '-')}`;

function el<K extends keyof HTMLElementTagNameMap>(
	tag: K,
	props: Partial<Record<string, string>> = {},
	text?: string,
): HTMLElementTagNameMap[K] {
	const node = document.createElement(tag);
	for (const [key, value] of Object.entries(props))
		if (value !== undefined) node.setAttribute(key, value);
	if (text !== undefined) node.textContent = text;
	return node;
}

/** A labelled text input bound to one string of the state. */
function textControl(
	control: string,
	label: string,
	value: string,
	set: (value: string) => void,
	help?: string,
): HTMLElement {
	const id = controlId(control);
	const wrap = el('div', { class: 'control' });
	wrap.append(el('label', { for: id }, label));
	const described = [help ? `h-${id}` : '', `e-${id}`].filter(Boolean).join(' ');
	if (help) wrap.append(el('p', { class: 'help', id: `h-${id}` }, help));
	const input = el('input', {
		id,
		autocomplete: 'off',
		'aria-describedby': described,
		'data-control': control,
	});
	input.value = value;
	input.addEventListener('input', () => {
		set(input.value);
		changed();
	});
	wrap.append(input, el('p', { class: 'error', id: `e-${id}` }));
	return wrap;
}

/** A text control with a hint inside its input, for where a wide screen hides the label. */
function withPlaceholder(control: HTMLElement, hint: string): HTMLElement {
	control.querySelector('input')?.setAttribute('placeholder', hint);
	return control;
}

/** A hidden picture of the page's symbols (`#status-okay`), and its `use` to change it by. */
function picture(href: string): [SVGSVGElement, SVGUseElement] {
	const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
	svg.setAttribute('aria-hidden', 'true');
	const use = document.createElementNS('http://www.w3.org/2000/svg', 'use');
	use.setAttribute('href', href);
	svg.append(use);
	return [svg, use];
}

/** The five statuses as radio buttons, each with the pages' icon and word. */
function statusControl(
	control: string,
	legend: string,
	value: string,
	set: (value: string) => void,
): HTMLElement {
	const id = controlId(control);
	const group = el('fieldset', {
		class: 'statuses',
		id,
		'aria-describedby': `e-${id}`,
		'data-control': control,
	});
	group.append(el('legend', {}, legend));
	// The five, then the profile's own statuses: [value, word, colour, symbol, shown word].
	const choices = [
		...STATUS_WORDS.map((word) => [
			word,
			say(`status.${word}`),
			word,
			`status-${word}`,
			say(`editorScript.short.${word}`),
		]),
		...state.statuses
			.filter((own) => own.key !== '' && !STATUS_WORDS.some((word) => word === own.key))
			.map((own) => {
				const word = STATUS_WORDS.find((status) => status === own.counts_as) ?? 'okay';
				const icon = ICON_SLUGS.find((slug) => slug === own.icon);
				const name = own.label || own.key;
				return [own.key, name, word, icon ? `icon-${icon}` : `status-${word}`, name];
			}),
	];
	for (const [key, word, colour, symbol, short] of choices) {
		// The row shows the short word (CSS, not read out); the label says the full one.
		const label = el('label', {
			class: `status-${colour}`,
			'data-short': short === word ? undefined : short,
		});
		const radio = el('input', { type: 'radio', name: id, value: key! });
		radio.checked = value === key;
		radio.addEventListener('change', () => {
			set(key!);
			changed();
		});
		const [svg] = picture(`#${symbol}`);
		// An own status's picture is shown at every width; the five's beside their words on wide ones.
		if (symbol!.startsWith('icon-')) svg.setAttribute('class', 'own');
		svg.setAttribute('focusable', 'false');
		label.append(radio, svg, el('span', {}, word));
		group.append(label);
	}
	const wrap = el('div', { class: 'row-status' });
	wrap.append(group, el('p', { class: 'error', id: `e-${id}` }));
	return wrap;
}

/** One list's rows: what each row holds, made by listRenderer for every list of the form. */
interface ListSpec<T> {
	/** The list's path in the form: `names`, `fields.0.entries`. */
	key: string;
	/** Where its rows go. */
	container: () => HTMLElement;
	rows: () => T[];
	/** What a row is, for its status's legend and its menu: "name 1". */
	what: (index: number, row: T) => string;
	/** The row's text controls (or text), on its first line. */
	texts: (row: T, index: number) => HTMLElement[];
	/** What holds its status (set in place), and its choice's legend (a whole sentence). */
	status?: (row: T, index: number) => readonly [{ status: string }, string];
	/** What follows the row's line: a field's entries. */
	after?: (row: T, index: number) => HTMLElement[];
	/** A row's labels stay shown (own statuses: four controls a row). */
	labelled?: boolean;
	/** Removing alone, and how (own flags: a part of the flags list). */
	remove?: (row: T) => void;
	/** After each render: the add button's state, a nested list's problems. */
	rendered?: () => void;
}

/**
 * A list's render: each entry one row, its text, its status as five words and one menu to move
 * or remove it; focus goes where `focus` says (focusAfter).
 */
function listRenderer<T>(spec: ListSpec<T>): (focus?: string) => void {
	const render = (focus?: string) => {
		const rows = spec.rows();
		spec.container().replaceChildren(
			...rows.map((row, i) => {
				const item = el('li', { 'data-row': `${spec.key}.${i}` });
				const what = spec.what(i, row);
				const line = el('div', { class: spec.labelled ? 'row-text labelled' : 'row-text' });
				line.append(...spec.texts(row, i));
				// The label is said, not shown: the input shows it until the member types.
				if (!spec.labelled)
					for (const label of line.querySelectorAll(':scope > .control:not(.heading) > label')) {
						label.classList.add('sr');
						const input = label.parentElement!.querySelector('input');
						if (input && !input.placeholder) input.placeholder = label.textContent ?? '';
					}
				item.append(line);
				if (spec.status) {
					const [holder, legend] = spec.status(row, i);
					const set = (value: string) => (holder.status = value);
					item.append(statusControl(`${spec.key}.${i}.status`, legend, holder.status, set));
				}
				item.append(rowMenu(rows, i, what, render, spec.key, spec.remove));
				if (spec.after) item.append(...spec.after(row, i));
				return item;
			}),
		);
		spec.rendered?.();
		focusAfter(focus);
	};
	return render;
}

/**
 * One row's menu (a disclosure): move up, move down and remove, each named with what it is for
 * ("Move up: name 1"); with `remove` given, removing alone.
 */
function rowMenu<T>(
	rows: T[],
	index: number,
	what: string,
	rerender: (focus?: string) => void,
	key: string,
	remove?: (row: T) => void,
): HTMLElement {
	const menu = el('details', { class: 'row-menu' });
	const summary = el('summary', {
		'data-focus': `${key}.${index}.menu`,
		title: say('editorScript.rowMenu', { what }),
	});
	summary.append(
		el('span', { 'aria-hidden': 'true' }, '⋯'),
		el('span', { class: 'sr' }, say('editorScript.rowMenu', { what })),
	);
	const items = el('div');
	const button = (
		which: 'up' | 'down' | 'remove',
		text: string,
		action: () => string | undefined,
		disabled = false,
	) => {
		const node = el(
			'button',
			{
				type: 'button',
				'aria-label': say('editorScript.rowButton', { button: text, what }),
				'data-focus': `${key}.${index}.${which}`,
			},
			text,
		);
		node.disabled = disabled;
		node.addEventListener('click', () => {
			const focus = action();
			changed();
			rerender(focus);
		});
		items.append(node);
	};
	const moves = [
		['up', say('editorScript.moveUp'), index - 1] as const,
		['down', say('editorScript.moveDown'), index + 1] as const,
	];
	// The row changes places with its neighbour, whose place keeps the focus.
	for (const [which, text, to] of remove ? [] : moves)
		button(
			which,
			text,
			() => (([rows[to], rows[index]] = [rows[index]!, rows[to]!]), `${key}.${to}.${which}`),
			to < 0 || to === rows.length,
		);
	button('remove', say('editorScript.remove'), () => {
		if (remove) remove(rows[index]!);
		else rows.splice(index, 1);
		const left = remove ? rows.length - 1 : rows.length;
		return left ? `${key}.${Math.min(index, left - 1)}.first` : `${key}.add`;
	});
	menu.append(summary, items);
	closable(menu, summary);
	return menu;
}

/** A menu closes when focus leaves it (a click elsewhere, Tab past it), and on Escape. */
function closable(menu: HTMLDetailsElement, summary: HTMLElement) {
	menu.addEventListener('focusout', (event) => {
		if (!menu.contains(event.relatedTarget as Node | null)) menu.open = false;
	});
	// Escape leaves focus on the menu's button.
	menu.addEventListener('keydown', (event) => {
		if (event.key !== 'Escape' || !menu.open) return;
		event.preventDefault();
		menu.open = false;
		summary.focus();
	});
}

/**
 * Focus after a list changed: the moved row's button (its menu open), the next row's first
 * control, or the list's add button.
 */
function focusAfter(focus: string | undefined) {
	if (!focus) return;
	if (focus.endsWith('.add')) {
		const list = focus.slice(0, -'.add'.length);
		(
			form.querySelector<HTMLElement>(`[data-add-focus="${list}"]`) ??
			document.getElementById(controlId(list))?.querySelector<HTMLElement>('input, button')
		)?.focus();
		return;
	}
	const parts = focus.split('.');
	const which = parts.pop();
	const row = parts.join('.');
	const node =
		which === 'first'
			? (form.querySelector<HTMLElement>(`[data-row="${row}"] input`) ??
				form.querySelector<HTMLElement>(`[data-row="${row}"] summary`))
			: (form.querySelector<HTMLElement>(`[data-focus="${row}.${which}"]:not(:disabled)`) ??
				form.querySelector<HTMLElement>(`[data-focus="${row}.remove"]`));
	const menu = node?.closest<HTMLDetailsElement>('.row-menu');
	if (menu && node !== menu.firstElementChild) menu.open = true;
	node?.focus();
}

/** A text control that shows a row's text and sets it in place. */
const rowText = <K extends string>(
	control: string,
	label: string,
	row: Record<K, string>,
	key: K,
) => textControl(control, label, row[key], (value) => (row[key] = value));

const ordinal = (index: number) => index + 1;

const renderNames = listRenderer({
	key: 'names',
	container: () => $('names-rows'),
	rows: () => state.names,
	what: (i) => say('editorScript.nameWhat', { n: ordinal(i) }),
	texts: (row, i) => [
		rowText(`names.${i}.name`, say('editorScript.nameLabel', { n: ordinal(i) }), row, 'name'),
	],
	status: (row, i) => [row, say('editorScript.nameLegend', { n: ordinal(i) })],
});

const renderPronouns = listRenderer({
	key: 'pronouns',
	container: () => $('pronouns-rows'),
	rows: () => state.pronouns,
	what: (i) => say('editorScript.pronounsWhat', { n: ordinal(i) }),
	texts: (row, i) => [
		rowText(
			`pronouns.${i}.pronouns`,
			say('editorScript.pronounsLabel', { n: ordinal(i) }),
			row,
			'pronouns',
		),
		withPlaceholder(
			rowText(
				`pronouns.${i}.display_text`,
				say('editorScript.pronounsDisplayText', { n: ordinal(i) }),
				row,
				'display_text',
			),
			say('editorScript.pronounsDisplayPlaceholder'),
		),
	],
	status: (row, i) => [row, say('editorScript.pronounsLegend', { n: ordinal(i) })],
});

/** A field's entries: a list of its own, inside the field's row. */
function fieldEntries(field: EditorForm['fields'][number], i: number): HTMLElement {
	const entriesId = controlId(`fields.${i}.entries`);
	const entries = el('fieldset', {
		class: 'entries nested',
		id: entriesId,
		'aria-describedby': `e-${entriesId}`,
	});
	entries.append(
		el('legend', { class: 'sr' }, say('editorScript.fieldEntries', { n: ordinal(i) })),
	);
	const rows = el('ol', { class: 'rows' });
	const renderEntries = listRenderer({
		key: `fields.${i}.entries`,
		container: () => rows,
		rows: () => field.entries,
		what: (k) => say('editorScript.entryWhat', { n: ordinal(k), field: ordinal(i) }),
		texts: (entry, k) => [
			rowText(
				`fields.${i}.entries.${k}.text`,
				say('editorScript.entryLabel', { n: ordinal(k) }),
				entry,
				'text',
			),
		],
		status: (entry, k) => [
			entry,
			say('editorScript.entryLegend', { n: ordinal(k), field: ordinal(i) }),
		],
		rendered: showIssues,
	});
	renderEntries();
	const add = el(
		'button',
		{ type: 'button', class: 'add', 'data-add-focus': `fields.${i}.entries` },
		say('editorScript.fieldAddEntry', { n: ordinal(i) }),
	);
	add.addEventListener('click', () => {
		field.entries.push({ text: '', status: 'okay' });
		changed();
		renderEntries(`fields.${i}.entries.${field.entries.length - 1}.first`);
	});
	entries.append(rows, el('p', { class: 'error', id: `e-${entriesId}` }), add);
	return entries;
}

const renderFields = listRenderer({
	key: 'fields',
	container: () => $('fields-rows'),
	rows: () => state.fields,
	what: (i) => say('editorScript.fieldWhat', { n: ordinal(i) }),
	texts: (field, i) => {
		const heading = textControl(
			`fields.${i}.name`,
			say('editorScript.fieldHeading', { n: ordinal(i) }),
			field.name,
			(value) => (field.name = value),
			say('editorScript.fieldHeadingHelp'),
		);
		heading.classList.add('heading');
		heading.querySelector('.help')?.classList.add('sr');
		return [heading];
	},
	after: (field, i) => [fieldEntries(field, i)],
});

/** A list of plain texts (links, picture addresses, owners), with its rows' labels. */
const textList = (key: 'links' | 'avatar_urls' | 'owners', row: 'link' | 'avatarUrl' | 'owner') =>
	listRenderer({
		key,
		container: () => $(`${key}-rows`),
		rows: () => state[key],
		what: (i) => say(`editorScript.${row}What`, { n: ordinal(i) }),
		texts: (value, i) => [
			textControl(
				`${key}.${i}`,
				say(`editorScript.${row}Label`, { n: ordinal(i) }),
				value,
				(text) => (state[key][i] = text),
			),
		],
	});

/** A labelled select of [value, text] options, bound to one string of the state. */
function selectControl(
	control: string,
	label: string,
	options: readonly (readonly [string, string])[],
	value: string,
	set: (value: string) => void,
): HTMLElement {
	const id = controlId(control);
	const wrap = el('div', { class: 'control' });
	const select = el('select', { id, 'aria-describedby': `e-${id}`, 'data-control': control });
	for (const [option, text] of options) select.append(el('option', { value: option }, text));
	// A value the list lacks (a file's typo) stays chosen, for the check to name.
	if (!options.some(([option]) => option === value)) select.append(el('option', { value }, value));
	select.value = value;
	select.addEventListener('change', () => {
		set(select.value);
		changed();
	});
	wrap.append(el('label', { for: id }, label), select, el('p', { class: 'error', id: `e-${id}` }));
	return wrap;
}

/** The statuses' choices follow the own statuses as they change. */
function renderStatusChoices() {
	renderNames();
	renderPronouns();
	renderFields();
}

/** An own status's four controls: its key, label, icon (with its picture) and what it counts as. */
function ownStatusControls(row: EditorForm['statuses'][number], i: number): HTMLElement[] {
	const n = ordinal(i);
	const [preview, use] = picture('');
	const repaint = () => {
		const word = STATUS_WORDS.find((status) => status === row.counts_as) ?? 'okay';
		const icon = ICON_SLUGS.find((slug) => slug === row.icon);
		use.setAttribute('href', icon ? `#icon-${icon}` : `#status-${word}`);
		preview.setAttribute('class', `icon-preview status-${word}`);
	};
	repaint();
	const icon = selectControl(
		`statuses.${i}.icon`,
		say('editorScript.ownStatusIcon', { n }),
		[
			['', say('editorScript.ownStatusIconDefault')],
			...ICON_SLUGS.map((slug) => [slug, say(`editorScript.icon.${slug}`)] as const),
		],
		row.icon,
		(value) => ((row.icon = value), repaint(), renderStatusChoices()),
	);
	icon.querySelector('select')!.before(preview);
	return [
		textControl(
			`statuses.${i}.key`,
			say('editorScript.ownStatusKey', { n }),
			row.key,
			(value) => {
				// Entries under the old key follow it.
				for (const entry of [
					...state.names,
					...state.pronouns,
					...state.fields.flatMap((field) => field.entries),
				])
					if (entry.status === row.key && row.key !== '') entry.status = value;
				row.key = value;
				renderStatusChoices();
			},
			say('editorScript.ownStatusKeyHelp'),
		),
		textControl(
			`statuses.${i}.label`,
			say('editorScript.ownStatusLabel', { n }),
			row.label,
			(value) => {
				row.label = value;
				renderStatusChoices();
			},
		),
		icon,
		selectControl(
			`statuses.${i}.counts_as`,
			say('editorScript.ownStatusCountsAs', { n }),
			STATUS_WORDS.map((word) => [word, say(`status.${word}`)] as const),
			row.counts_as,
			(value) => ((row.counts_as = value), repaint(), renderStatusChoices()),
		),
	];
}

const renderStatuses = listRenderer({
	key: 'statuses',
	container: () => $('statuses-rows'),
	rows: () => state.statuses,
	what: (i) => say('editorScript.ownStatusWhat', { n: ordinal(i) }),
	texts: ownStatusControls,
	labelled: true,
	rendered: () => {
		$<HTMLButtonElement>('f-statuses').querySelector<HTMLButtonElement>('.add')!.disabled =
			state.statuses.length >= config.limits.statuses;
		renderStatusChoices();
	},
});

/** A flag image of the profile's own, or a slug the library lacks: kept in the list, or removed. */
type OwnFlag = EditorForm['flags'][number];
const flagName = (flag: OwnFlag) =>
	typeof flag === 'string' ? flag : `${flag.name} (${flag.image})`;

/**
 * The flags: the library's as checkboxes (in the page), in the order picked; a flag image of the
 * profile's own (or a slug the library lacks) as a row to keep or remove.
 */
const renderFlags = listRenderer<OwnFlag>({
	key: 'flags',
	container: () => $('flags-rows'),
	// The library's checkboxes follow the list as it is rendered.
	rows: () => {
		for (const box of form.querySelectorAll<HTMLInputElement>('input[name="flags"]'))
			box.checked = state.flags.includes(box.value);
		const other = state.flags.filter(
			(flag) => typeof flag !== 'string' || !FLAG_SLUGS.some((slug) => slug === flag),
		);
		$('f-own-flags').hidden = other.length === 0;
		return other;
	},
	what: (_i, flag) => say('editorScript.ownFlagWhat', { name: flagName(flag) }),
	texts: (flag) => [el('span', {}, flagName(flag))],
	remove: (flag) => state.flags.splice(state.flags.indexOf(flag), 1),
	labelled: true,
});

const renderLists: Record<ListKey, (focus?: string) => void> = {
	statuses: renderStatuses,
	flags: renderFlags,
	names: renderNames,
	pronouns: renderPronouns,
	fields: renderFields,
	links: textList('links', 'link'),
	avatar_urls: textList('avatar_urls', 'avatarUrl'),
	owners: textList('owners', 'owner'),
};

const newRow: Record<ListKey, () => void> = {
	statuses: () => state.statuses.push({ key: '', label: '', icon: '', counts_as: 'okay' }),
	flags: () => undefined,
	names: () => state.names.push({ name: '', status: 'okay' }),
	pronouns: () => state.pronouns.push({ pronouns: '', display_text: '', status: 'okay' }),
	fields: () => state.fields.push({ name: '', entries: [{ text: '', status: 'okay' }] }),
	links: () => state.links.push(''),
	avatar_urls: () => state.avatar_urls.push(''),
	owners: () => state.owners.push(''),
};

function renderAll() {
	for (const key of TEXT_KEYS) ($(controlId(key)) as HTMLInputElement).value = state[key];
	$<HTMLInputElement>('f-unlisted').checked = state.unlisted;
	// A profile that has any of the keys beyond the v1 profile shows them at once.
	if (
		state.statuses.length ||
		state.flags.length ||
		state.unlisted ||
		[state.timezone, state.member_title, state.lang].some((value) => value !== '')
	)
		$<HTMLDetailsElement>('rich-keys').open = true;
	for (const render of Object.values(renderLists)) render();
	changed(true);
}

let timer: ReturnType<typeof setTimeout> | undefined;
let announceTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Checks the form now (and the summary a moment later, so a screen reader is not told of every
 * keystroke).
 */
function changed(now = false) {
	clearTimeout(timer);
	const run = async () => {
		// Structured-cloned on the way to the worker, which answers in order: the last answer is
		// for the form as it is now.
		const edited = editInSource ? await editInSource(state) : undefined;
		const checked = checkForm(
			state,
			target,
			config.limits,
			say('editorScript.nameRule'),
			edited,
			(before, fixed) => say('editorScript.nameSpace', { before, fixed }),
			checkWords,
		);
		const twice = statusKeyTwice(state, say('editorScript.ownStatusTwice'));
		// A checked profile is written in the worker, with the one writer.
		result = !checked.ok
			? { ...checked, issues: [...twice, ...checked.issues] }
			: twice.length
				? { ok: false, file: checked.file, issues: twice }
				: {
						ok: true,
						file: checked.file,
						text: checked.text ?? (await writeText(checked.profile, checked.json)),
						issues: [],
					};
		showIssues();
		showResult();
		clearTimeout(announceTimer);
		announceTimer = setTimeout(announce, now ? 0 : 700);
	};
	if (now) void run();
	else timer = setTimeout(() => void run(), 120);
}

function issues(): FormIssue[] {
	const own = result && !result.ok ? result.issues : [];
	const all = taken ? [taken, ...own] : own;
	return revealAll ? all : all.filter((issue) => touched.has(issue.control));
}

/** Marks the control an event came from as changed by the member. */
function touch(event: Event) {
	const control = (event.target as Element | null)
		?.closest('[data-control]')
		?.getAttribute('data-control');
	if (control) touched.add(control);
}

function showIssues() {
	for (const node of form.querySelectorAll<HTMLElement>('.error')) node.textContent = '';
	for (const node of form.querySelectorAll<HTMLElement>('[aria-invalid]'))
		node.removeAttribute('aria-invalid');
	const list = $('editor-problems');
	list.replaceChildren();
	for (const issue of issues()) {
		const id = controlId(issue.control || 'summary');
		const control = issue.control ? document.getElementById(id) : null;
		const error = document.getElementById(`e-${id}`);
		if (error)
			error.textContent = error.textContent
				? `${error.textContent} ${issue.message}`
				: issue.message;
		if (control) {
			// A problem is never hidden in a closed part of the form.
			const closed = control.closest('details');
			if (closed) closed.open = true;
			control.setAttribute('aria-invalid', 'true');
			for (const radio of control.querySelectorAll('input'))
				radio.setAttribute('aria-invalid', 'true');
		}
		const item = el('li');
		const where = issue.path ? `${issue.path}: ` : '';
		if (control) {
			const link = el('a', { href: `#${id}` }, `${where}${issue.message}`);
			link.addEventListener('click', (event) => {
				event.preventDefault();
				(control.matches('fieldset')
					? control.querySelector<HTMLElement>('input, button')
					: control
				)?.focus();
			});
			item.append(link);
		} else item.textContent = `${where}${issue.message}`;
		list.append(item);
	}
}

function announce() {
	const count = issues().length;
	// Nothing to say of a form the member has not filled in yet.
	$('editor-summary').textContent =
		count || (result?.ok && !taken)
			? say(count ? 'editorScript.problems' : 'editorScript.ready', { count })
			: '';
}

function showResult() {
	const file = targetFile(state, target);
	$('result-path').textContent = nameSchema.safeParse(state.name).success
		? say('editorScript.resultPath', { file })
		: say('editorScript.resultPathPending');
	const ok = result?.ok && !taken;
	$('result-text').textContent = result?.ok ? result.text : say('editorScript.resultPending');
	for (const id of ['handover', 'copy', 'download'])
		$<HTMLButtonElement>(id).setAttribute('aria-disabled', String(!ok));
}

/** The text, once the form has nothing to fix; else the problems are pointed at. */
function readyText(): string | null {
	if (result?.ok && !taken) return result.text;
	revealAll = true;
	showIssues();
	announce();
	$('editor-problems').querySelector<HTMLElement>('a')?.focus();
	return null;
}

async function copy(text: string): Promise<boolean> {
	try {
		await navigator.clipboard.writeText(text);
		return true;
	} catch {
		return false;
	}
}

function setupActions() {
	const repository = config.repository;
	const handoverButton = $<HTMLButtonElement>('handover');
	const note = $('handover-note');
	if (!repository) {
		handoverButton.hidden = true;
		note.textContent = say('editorScript.noRepository');
	} else {
		const forge = FORGE_NAMES[repository.forge];
		handoverButton.textContent = say(exists ? 'editorScript.change' : 'editorScript.proposeOn', {
			forge,
		});
		handoverButton.addEventListener('click', async () => {
			const text = readyText();
			if (text === null || !result?.ok) return;
			const plan = editorHandOver(repository, { file: result.file, text, exists });
			const copied = plan.clipboard ? await copy(text) : false;
			window.open(plan.url, '_blank', 'noopener');
			note.textContent = handOverNote(config.words, plan, {
				repository,
				file: result.file,
				exists,
				copied,
				owners: exists ? state.owners.filter(Boolean) : [],
				address: new URL(pagePathOf(result.file, config.contentPath, pageBase), location.href).href,
			});
		});
	}
	$('copy').addEventListener('click', async () => {
		const text = readyText();
		if (text !== null)
			note.textContent = say(
				(await copy(text)) ? 'editorScript.copied' : 'editorScript.copyRefused',
			);
	});
	$('download').addEventListener('click', () => {
		const text = readyText();
		if (text === null || !result) return;
		const link = el('a', { download: result.file.slice(result.file.lastIndexOf('/') + 1) });
		link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
		link.click();
		setTimeout(() => URL.revokeObjectURL(link.href), 1000);
	});
}

/** The form's one-line texts in the page. */
const TEXT_KEYS = [
	'name',
	'id',
	'display_name',
	'bio',
	'avatar',
	'timezone',
	'lang',
	'member_title',
] as const;

function bindStatic() {
	for (const key of TEXT_KEYS.filter((key) => key !== 'id')) {
		const input = $<HTMLInputElement>(controlId(key));
		input.addEventListener('input', () => {
			state[key] = input.value;
			if (key === 'name') checkTaken();
			if (key === 'avatar' || key === 'name') showFolder();
			changed();
		});
	}
	for (const button of form.querySelectorAll<HTMLButtonElement>('[data-add]')) {
		const key = button.dataset['add'] as ListKey;
		button.setAttribute('data-add-focus', key);
		button.addEventListener('click', () => {
			newRow[key]();
			changed();
			renderLists[key](`${key}.${state[key].length - 1}.first`);
		});
	}
	const unlisted = $<HTMLInputElement>('f-unlisted');
	unlisted.addEventListener('change', () => {
		state.unlisted = unlisted.checked;
		changed();
	});
	for (const box of form.querySelectorAll<HTMLInputElement>('input[name="flags"]'))
		box.addEventListener('change', () => {
			const at = state.flags.indexOf(box.value);
			if (box.checked && at === -1) state.flags.push(box.value);
			if (!box.checked && at !== -1) state.flags.splice(at, 1);
			changed();
		});
	// Every zone the browser knows, to pick from (the check asks the same list).
	const zones = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
	$('timezones').replaceChildren(
		...(zones?.('timeZone') ?? []).map((zone) => el('option', { value: zone })),
	);
	form.addEventListener('submit', (event) => event.preventDefault());
	// Capture: the control is marked before its own listener checks the form.
	form.addEventListener('input', touch, true);
	form.addEventListener('change', touch, true);
}

function showFolder() {
	const file = targetFile(state, target);
	$('avatar-folder').textContent = file.slice(0, file.lastIndexOf('/') + 1);
}

let takenTimer: ReturnType<typeof setTimeout> | undefined;

/** For a new user: whether the site already publishes the name (its own JSON, same origin). */
function checkTaken() {
	clearTimeout(takenTimer);
	taken = null;
	if (exists || target.user || !nameSchema.safeParse(state.name).success) return;
	const name = state.name;
	takenTimer = setTimeout(async () => {
		for (const candidate of new Set([name, name.toLowerCase()])) {
			const { name: found, id } = record(await fetchJson(userJsonPath(candidate, config.base)));
			if (typeof found === 'string' && typeof id === 'string' && state.name === name) {
				taken = nameTakenIssue(
					state,
					{ name: found, id },
					`${pageBase}@${found}/`,
					false,
					checkWords,
				);
				if (taken) break;
			}
		}
		showIssues();
		showResult();
		announce();
	}, 300);
}

/** The editor's worker (source-worker.ts: it alone carries the YAML code), once first asked. */
let started: Worker | undefined;
const waiting: ((reply: SourceReply) => void)[] = [];

/** The worker's answer to `asked`, of the same kind: it answers in the order it is asked. */
function ask<K extends SourceRequest['kind']>(
	asked: Extract<SourceRequest, { kind: K }>,
): Promise<Extract<SourceReply, { kind: K }>> {
	if (!started) {
		// A classic worker: Vite bundles it whole, as one script.
		started = new Worker(new URL('./source-worker.ts', import.meta.url));
		started.addEventListener('message', (event: MessageEvent<SourceReply>) =>
			waiting.shift()?.(event.data),
		);
	}
	return new Promise((resolve) => {
		waiting.push(resolve as (reply: SourceReply) => void);
		started!.postMessage(asked);
	});
}

/** The file that holds a checked profile, written in the worker by profileToContent. */
async function writeText(profile: ProfileFileData, json: boolean): Promise<string> {
	return (await ask({ kind: 'write', profile, json })).text;
}

/**
 * An existing profile, opened in the editor's worker; when the site publishes its file, the form's
 * changes are made there too.
 */
async function openExisting(request: Extract<EditorRequest, { mode: 'edit' }>) {
	const { existing } = await ask({ kind: 'open', request, config });
	if (existing?.source) editInSource = async (form) => (await ask({ kind: 'edit', form })).result;
	return existing;
}

/**
 * The profile "Edit your profile" asked for (`?profile=`): its page's edit link opens it; a
 * member its user lacks is a new member; a name no profile has is a new profile of that name.
 * Returns whether the page is going elsewhere. A `name` prefills a new profile's name.
 */
async function openAsked(mode: HTMLElement): Promise<boolean> {
	const params = new URLSearchParams(location.search);
	const prefill = params.get('name');
	if (prefill !== null && nameSchema.safeParse(prefill).success) state.name = prefill;
	const typed = params.get('profile');
	if (typed === null || request.user !== null) return false;
	const asked = profileAddress(typed);
	if (!asked) {
		// Not a name: kept in the name's input, where the name's rule says what to change.
		state.name = typed.trim().slice(0, 100);
		touched.add('name');
		mode.textContent = say('editorScript.modeNotFound', { name: state.name });
		return false;
	}
	const link = await editLinkOf(asked, pageBase);
	if (link) {
		location.replace(link);
		return true;
	}
	if (asked.member && (await editLinkOf({ user: asked.user, member: null }, pageBase))) {
		const member = new URLSearchParams({ user: asked.user, member: freshId(), name: asked.member });
		location.replace(`${editorPath(pageBase)}?${member}`);
		return true;
	}
	state.name = asked.user;
	mode.textContent = say('editorScript.modeNotFound', { name: asked.user });
	return false;
}

async function start() {
	bindStatic();
	const mode = $('editor-mode');
	if (request.mode === 'edit') {
		const existing = await openExisting(request);
		if (existing) {
			state = existing.form;
			mode.textContent = existing.mode;
			for (const [id, text] of existing.notices) {
				$(id).hidden = false;
				$(id).textContent = text;
			}
			// Its name is its file's, and whatever its file still needs is said at once.
			revealAll = true;
			$<HTMLInputElement>(controlId('name')).readOnly = true;
			$('h-name').textContent = say('editorScript.nameFixed');
		} else {
			mode.textContent = say('editorScript.modeNotPublished', { file: request.file });
			target.file = null;
			exists = false;
		}
	} else {
		mode.textContent = target.user
			? say('editorScript.modeNewMember', { user: target.user })
			: say('editorScript.modeNewProfile');
		if (await openAsked(mode)) return;
	}
	// A new profile's page says so.
	if (!exists) $('editor-heading').textContent = $('editor-heading').dataset['add'] ?? '';
	if (target.user) $('f-owners').hidden = true;
	// member_title heads a user's members; unlisted leaves a member off the lists.
	$('member-title-control').hidden = target.user !== null;
	$('unlisted-control').hidden = target.user === null;
	setupActions();
	showFolder();
	renderAll();
	$('editor-static').hidden = true;
	form.hidden = false;
}

void start();
