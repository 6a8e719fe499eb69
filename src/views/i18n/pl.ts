/**
 * Polish: the reader is addressed in the imperative and present tense,
 * which do not mark gender, and never in the past tense ("Znaleziono",
 * not "Znalazłeś"); people are "osoby". Counts take Polish's four plural
 * forms, in the case each sentence needs (genitive after "of").
 */
import type { Translation } from './en.ts';

export const pl = {
	'site.title': 'Profile zaimków',
	'site.skipToContent': 'Przejdź do treści',
	'site.languages': 'Języki',

	'count.profiles': {
		one: '{count} profil',
		few: '{count} profile',
		many: '{count} profili',
		other: '{count} profilu',
	},
	'count.names': {
		one: '{count} imię',
		few: '{count} imiona',
		many: '{count} imion',
		other: '{count} imienia',
	},
	'count.people': {
		one: '{count} osoba',
		few: '{count} osoby',
		many: '{count} osób',
		other: '{count} osoby',
	},
	'count.problems': {
		one: '{count} problem',
		few: '{count} problemy',
		many: '{count} problemów',
		other: '{count} problemu',
	},
	'count.warnings': {
		one: '{count} ostrzeżenie',
		few: '{count} ostrzeżenia',
		many: '{count} ostrzeżeń',
		other: '{count} ostrzeżenia',
	},
	'count.files': {
		one: '{count} plik',
		few: '{count} pliki',
		many: '{count} plików',
		other: '{count} pliku',
	},
	'count.members': {
		one: '{count} osoba z systemu',
		few: '{count} osoby z systemu',
		many: '{count} osób z systemu',
		other: '{count} osoby z systemu',
	},
	'report.summary': '{problems} — {files}.',
	'report.valid': {
		one: 'Poprawne: {profiles}.',
		few: 'Poprawne: {profiles}.',
		many: 'Poprawne: {profiles}.',
		other: 'Poprawne: {profiles}.',
	},
	'report.validMembers': 'Poprawne: {profiles} i {members}.',

	'notFound.title': 'Nie znaleziono strony',
	'notFound.text': 'Pod tym adresem nie ma żadnej strony. Profile są wymienione na {link}.',
	'notFound.link': 'stronie głównej',
	'notFound.add': 'Jeszcze cię tu nie ma? {link} przez formularz: nic do instalowania.',
	'notFound.addLink': 'Dodaj swój profil',

	'paging.previous': 'Poprzednia',
	'paging.next': 'Następna',
	'paging.page': 'strona {number}',

	'home.description': {
		one: 'Imiona i zaimki {count} osoby.',
		few: 'Imiona i zaimki {count} osób.',
		many: 'Imiona i zaimki {count} osób.',
		other: 'Imiona i zaimki {count} osoby.',
	},
	'home.intro':
		'To spis imion i zaimków naszej społeczności: jak każda osoba wśród nas chce, żeby się do niej zwracać, i czego unikać. Aby się dopisać, [wypełnij swój profil]({editor}) w przeglądarce: formularz sprawdza go na bieżąco i przekazuje do naszego repozytorium do przejrzenia, bez instalowania czegokolwiek. Inne sposoby i jak później zmienić profil: [dodawanie profilu]({addProfile}).',
	'home.introWithoutRepository':
		'To spis imion i zaimków naszej społeczności: jak każda osoba wśród nas chce, żeby się do niej zwracać, i czego unikać. Aby się dopisać, dodaj plik profilu do repozytorium, z którego budowana jest ta strona (jego CONTRIBUTING.md wyjaśnia jak), albo zapytaj osoby, które ją prowadzą.',

	'directory.title': 'Spis',
	'directory.description': {
		one: 'Imiona i zaimki {count} osoby, według liter.',
		few: 'Imiona i zaimki {count} osób, według liter.',
		many: 'Imiona i zaimki {count} osób, według liter.',
		other: 'Imiona i zaimki {count} osoby, według liter.',
	},
	'directory.pageDescription': {
		one: '{group}{onPage}, w spisie {count} osoby.',
		few: '{group}{onPage}, w spisie {count} osób.',
		many: '{group}{onPage}, w spisie {count} osób.',
		other: '{group}{onPage}, w spisie {count} osoby.',
	},
	'directory.onPage': ', strona {page} z {pages}',
	'directory.summaryPage': 'strona {page} z {pages}',
	'directory.summaryTotal': {
		one: 'łącznie {count} profil',
		few: 'łącznie {count} profile',
		many: 'łącznie {count} profili',
		other: 'łącznie {count} profilu',
	},
	'directory.letterGroup': 'Imiona na literę {letter}',
	'directory.otherGroup': 'Imiona zaczynające się cyfrą lub symbolem',
	'directory.letterPage': '{label}, strona {page}',
	'directory.letterIndex': 'Imiona według pierwszej litery',
	'directory.letterTitle': {
		one: '{title}: {count} imię',
		few: '{title}: {count} imiona',
		many: '{title}: {count} imion',
		other: '{title}: {count} imienia',
	},
	'directory.emptyLetter': '{title}: jeszcze nikogo',
	'directory.letterPages': 'Strony: {label}',
	'directory.start': 'Wybierz literę albo {link} i przechodź dalej po stronach.',
	'directory.startLink': 'zacznij od {label}',

	'profile.summary': '{displayName} używa zaimków {favourites}.',
	'profile.summaryEmpty': 'Imiona i zaimki: {displayName}.',
	'profile.avatarAlt': 'Awatar: {displayName}',
	'profile.ownerLink': 'Część profilu ',
	'profile.namesLabel': 'Imiona: ',
	'profile.pronounsLabel': 'Zaimki: ',
	'profile.bio': 'O mnie',
	'profile.links': 'Linki',
	'profile.names': 'Imiona',
	'profile.pronouns': 'Zaimki',
	'profile.members': 'Osoby w systemie',
	'profile.shareTitle': '{displayName} ({pronouns})',
	'profile.flags': 'Flagi',
	'profile.timezoneLabel': 'Strefa czasowa: ',
	'profile.timezoneOffset': '{offset} w chwili utworzenia tej strony',
	'profile.noneListed': 'Nic nie podano.',
	'profile.json': 'Ten profil jako JSON',
	'profile.edit': 'Edytuj ten profil',
	'profile.editInBrowser': 'Edytuj w przeglądarce',

	'pronouns.title': 'Zaimki {set}',
	'pronouns.titlePage': 'Zaimki {set}, strona {page}',
	'pronouns.description': 'Jak używać zaimków {set}, z przykładami.',
	'pronouns.laterDescription': 'Osoby używające zaimków {set}, strona {page} z {pages}.',
	'pronouns.formsLink': 'Formy {set} i jak ich używać',
	'pronouns.forms': 'Formy',
	'pronouns.form.subject': 'Mianownik',
	'pronouns.form.object': 'Biernik',
	'pronouns.form.determiner': 'Zaimek dzierżawczy przed rzeczownikiem',
	'pronouns.form.possessive': 'Samodzielny zaimek dzierżawczy',
	'pronouns.form.reflexive': 'Zaimek zwrotny',
	'pronouns.examples': 'Przykłady',
	'pronouns.examplesIn': 'Język przykładów: {language}.',
	'pronouns.variants': 'Tak, jak zapisano',
	'pronouns.noExamples':
		'Tych form nie ma w żadnej z tabel zaimków strony, więc nie ma przykładowych zdań: czytaj je tak, jak są zapisane, albo zapytaj.',
	'pronouns.redirect': 'Te zaimki mają swoją stronę pod adresem {link}.',
	'shortLink.title': '@{handle}',
	'shortLink.text': 'Ten krótki link prowadzi do profilu pod adresem {link}.',
	'pronouns.usedBy': 'Kto ich używa',
	'pronouns.usedByPage': 'Kto ich używa, strona {page} z {pages}',
	'pronouns.usedByMember': '{handle}, część profilu {ownerName}',
	'pronouns.usedByPages': 'Strony osób używających {set}',
	'pronouns.usedByIntro':
		'Osoby, które oznaczyły te zaimki jako ulubione lub w porządku; {icon} oznacza ulubione; te są wymienione najpierw.',

	'legend.title': 'Co znaczą ikony',
	'legend.link': 'Co znaczą ikony?',
	'status.favourite': 'Ulubione',
	'status.okay': 'W porządku',
	'status.jokingly': 'Dla żartu',
	'status.friends_only': 'Tylko wśród bliskich',
	'status.avoid': 'Unikać',

	'search.title': 'Szukaj',
	'search.description': 'Znajdź osoby po imieniu, nazwie wyświetlanej lub zaimkach.',
	'search.boxLabel': 'Szukaj po imieniu lub zaimkach',
	'search.button': 'Szukaj',
	'search.needsJavaScript':
		'Wyszukiwanie wymaga JavaScriptu. Wszystkie osoby są wymienione według pierwszej litery imienia:',
	'search.off':
		'Ta strona nie ma wyszukiwania. Wszystkie osoby są wymienione według pierwszej litery imienia:',
	'search.owner': 'część profilu {ownerName}',
	'search.unavailable':
		'Wyszukiwanie jest teraz niedostępne: spis liter poniżej obejmuje wszystkie osoby.',
	'search.none': 'Nic nie znaleziono dla „{query}”.',
	'search.found': {
		one: 'Znaleziono {count} wynik.',
		few: 'Znaleziono {count} wyniki.',
		many: 'Znaleziono {count} wyników.',
		other: 'Znaleziono {count} wyniku.',
	},
	'search.more': {
		one: 'Znaleziono {count} wynik, pokazano początek listy ({shown}): wpisz więcej, aby zawęzić.',
		few: 'Znaleziono {count} wyniki, pokazano początek listy ({shown}): wpisz więcej, aby zawęzić.',
		many: 'Znaleziono {count} wyników, pokazano początek listy ({shown}): wpisz więcej, aby zawęzić.',
		other:
			'Znaleziono {count} wyniku, pokazano początek listy ({shown}): wpisz więcej, aby zawęzić.',
	},

	'editor.title': 'Edytuj profil',
	'editor.addTitle': 'Dodaj swój profil',
	'editMine.label': 'Edytuj swój profil',
	'editMine.help': 'Nazwa twojego profilu albo adres twojej strony (@twoja-nazwa).',
	'editMine.open': 'Otwórz w edytorze',
	'editor.description':
		'Napisz lub zmień plik profilu w przeglądarce, sprawdzany tak jak sprawdza go strona, i zaproponuj go na platformie Git.',
	'editor.noScript':
		'Ta strona pisze za ciebie plik profilu i sprawdza go tak jak strona, ale potrzebuje JavaScriptu, który jest wyłączony albo się nie wczytał.',
	'editor.withoutScript': 'Bez JavaScriptu edytuj plik na platformie Git:',
	'editor.openFolder': 'Otwórz {link}.',
	'editor.openFolderLink': 'folder profili w serwisie {forge}',
	'editor.openRepository':
		'Otwórz repozytorium strony na jego platformie Git, a w nim folder {contentPath}/users.',
	'editor.openFile':
		'Otwórz swój plik (nazwa profilu z końcówką .md) i wybierz przycisk edycji na platformie; dla nowego profilu dodaj plik nazwany twoim imieniem, np. robin.md.',
	'editor.propose':
		'Wprowadź zmianę i ją zaproponuj: platforma otworzy pull request, a sprawdzenia strony powiedzą, czy coś jest nie tak.',
	'editor.contributing': '{link} wyjaśnia każdą część pliku profilu.',
	'editor.problems': 'Problemy do poprawienia',
	'editor.optional': '(opcjonalnie)',
	'editor.profile': 'Profil',
	'editor.name': 'Nazwa profilu',
	'editor.nameHelp': 'Adres twojej strony: od 2 do 40 znaków: litery A-Z, cyfry, „_”, „.” lub „-”.',
	'editor.id': 'ID',
	'editor.idHelp': 'Tworzone dla ciebie; nigdy się nie zmienia.',
	'editor.displayName': 'Nazwa wyświetlana',
	'editor.displayNameHelp': 'Pokazywana zamiast nazwy profilu; do 100 znaków.',
	'editor.bio': 'O mnie',
	'editor.bioHelp':
		'Kilka słów o tobie, do 1000 znaków. Markdown: *wyróżnienie*, [link](https://example.org).',
	'editor.names': 'Imiona',
	'editor.namesHelp': 'Imiona, którymi można się do ciebie zwracać, każde z tym, co o nim myślisz.',
	'editor.addName': 'Dodaj imię',
	'editor.pronouns': 'Zaimki',
	'editor.pronounsHelp':
		'Formy rozdzielone „/”, np. ono/jego/jemu/je/nim (mianownik, dopełniacz, celownik, biernik, narzędnik); tekst wyświetlany to sposób, w jaki strona je pokazuje (puste: pierwsze dwie formy).',
	'editor.addPronouns': 'Dodaj zaimki',
	'editor.fields': 'Pola',
	'editor.fieldsHelp':
		'Twoje własne nagłówki, np. „Opisuj mnie jako”, każdy ze słowami i tym, co o nich myślisz.',
	'editor.addField': 'Dodaj pole',
	'editor.links': 'Linki',
	'editor.linksHelp': 'Każdy do 256 znaków; adresy zaczynające się od https:// stają się linkami.',
	'editor.addLink': 'Dodaj link',
	'editor.avatar': 'Awatar',
	'editor.avatarImage': 'Obraz w repozytorium',
	'editor.avatarHelp':
		'Ścieżka do twojego obrazu obok pliku profilu, np. ./avatar.png (PNG, JPEG, WebP, GIF lub AVIF). Aby go dodać: na platformie otwórz folder, w którym jest twój plik ({folder}), wybierz „Add file”, potem „Upload files”, dodaj obraz i wpisz tutaj jego nazwę.',
	'editor.avatarUrls': 'Albo obrazy w sieci',
	'editor.avatarUrlsHelp':
		'Pełne adresy https:// obrazów umieszczonych gdzie indziej, główny jako pierwszy; nie razem z obrazem w repozytorium.',
	'editor.addAvatarUrl': 'Dodaj adres obrazu',
	'editor.owners': 'Osoby odpowiedzialne',
	'editor.ownersHelp':
		'Nazwy użytkowników na platformie (np. robin-gh), których zgody wymagają zmiany w tym profilu; nigdy nie pokazywane na stronie.',
	'editor.addOwner': 'Dodaj osobę odpowiedzialną',
	'editor.ownStatuses': 'Własne statusy',
	'editor.ownStatusesHelp':
		'Obok pięciu: każdy ma krótką nazwę, której używają twoje wpisy, etykietę, ikonę i status, za który liczy się wszędzie indziej (wyszukiwanie, strony zaimków, API).',
	'editor.addOwnStatus': 'Dodaj własny status',
	'editor.flags': 'Flagi',
	'editor.flagsHelp': 'Flagi dumy widoczne w twoim profilu, w kolejności, w jakiej je wybierasz.',
	'editor.ownFlags': 'Własne obrazy flag',
	'editor.ownFlagsHelp':
		'Formularz nie może przesyłać obrazów: własny obraz flagi (obraz obok twojego pliku) zostaje tak, jak jest zapisany. Dodaj go w swoim pliku na platformie.',
	'editor.more': 'Więcej o tobie',
	'editor.timezone': 'Strefa czasowa',
	'editor.timezoneHelp':
		'Pokazywana z obecną różnicą względem UTC; zacznij pisać, aby wybrać, np. Europe/Warsaw.',
	'editor.lang': 'Język twojego tekstu',
	'editor.langHelp':
		'Kod języka, np. pl, en lub pt-BR, aby czytniki ekranu czytały twój opis i wpisy w tym języku.',
	'editor.memberTitle': 'Nagłówek listy osób w systemie',
	'editor.memberTitleHelp':
		'Wyświetlany nad osobami w systemie zamiast „Osoby w systemie”; do 50 znaków.',
	'editor.unlisted': 'Nie pokazuj tej osoby na listach',
	'editor.unlistedHelp':
		'Niewidoczna na listach nie znaczy prywatna: osoba nadal jest opublikowana pod własnym adresem i w API, dla każdego, kto ma link.',
	'editor.result': 'Twój plik',
	'editor.resultLabel': 'Plik profilu',
	'editor.copy': 'Skopiuj plik',
	'editor.download': 'Pobierz plik',

	'editorScript.nameFixed':
		'Nazwa profilu to nazwa pliku: aby ją zmienić, plik zostaje przemianowany na platformie.',
	'editorScript.nameLegend': 'Co myślisz o imieniu {n}',
	'editorScript.pronounsLegend': 'Co myślisz o zaimkach {n}',
	'editorScript.entryLegend': 'Co myślisz o wpisie {n} pola {field}',
	'editorScript.short.favourite': 'Ulubione',
	'editorScript.short.okay': 'OK',
	'editorScript.short.jokingly': 'Żart',
	'editorScript.short.friends_only': 'Bliscy',
	'editorScript.short.avoid': 'Unikać',
	'editorScript.moveUp': 'W górę',
	'editorScript.moveDown': 'W dół',
	'editorScript.remove': 'Usuń',
	'editorScript.rowButton': '{button}: {what}',
	'editorScript.rowMenu': 'Przenieś lub usuń: {what}',
	'editorScript.nameLabel': 'Imię {n}',
	'editorScript.nameWhat': 'imię {n}',
	'editorScript.pronounsLabel': 'Zaimki {n}',
	'editorScript.pronounsDisplayText': 'Tekst wyświetlany zaimków {n} (opcjonalnie)',
	'editorScript.pronounsWhat': 'zaimki {n}',
	'editorScript.pronounsDisplayPlaceholder': 'tekst wyświetlany (opcjonalnie)',
	'editorScript.fieldHeading': 'Nagłówek pola {n}',
	'editorScript.fieldHeadingHelp': 'np. „Opisuj mnie jako”',
	'editorScript.fieldEntries': 'Wpisy pola {n}',
	'editorScript.fieldAddEntry': 'Dodaj wpis do pola {n}',
	'editorScript.fieldWhat': 'pole {n}',
	'editorScript.entryLabel': 'Wpis {n}',
	'editorScript.entryWhat': 'wpis {n} pola {field}',
	'editorScript.linkLabel': 'Link {n}',
	'editorScript.linkWhat': 'link {n}',
	'editorScript.avatarUrlLabel': 'Adres obrazu {n}',
	'editorScript.avatarUrlWhat': 'adres obrazu {n}',
	'editorScript.ownerLabel': 'Osoba odpowiedzialna {n}',
	'editorScript.ownerWhat': 'osoba odpowiedzialna {n}',
	'editorScript.ownStatusKey': 'Krótka nazwa statusu {n}',
	'editorScript.ownStatusKeyHelp':
		'Tego używają twoje wpisy: a-z, 0-9 i _, zaczynając od litery; żaden z pięciu.',
	'editorScript.ownStatusLabel': 'Etykieta statusu {n}',
	'editorScript.ownStatusIcon': 'Ikona statusu {n}',
	'editorScript.ownStatusIconDefault': 'ikona statusu, za który się liczy',
	'editorScript.icon.heart': 'Serce',
	'editorScript.icon.check': 'Ptaszek',
	'editorScript.icon.smile': 'Uśmiech',
	'editorScript.icon.people': 'Ludzie',
	'editorScript.icon.ban': 'Zakaz',
	'editorScript.icon.heart-lock': 'Serce z kłódką',
	'editorScript.icon.lock': 'Kłódka',
	'editorScript.icon.star': 'Gwiazda',
	'editorScript.icon.sparkles': 'Iskierki',
	'editorScript.icon.thumbs-up': 'Kciuk w górę',
	'editorScript.icon.thumbs-down': 'Kciuk w dół',
	'editorScript.icon.question': 'Znak zapytania',
	'editorScript.icon.eye-off': 'Przekreślone oko',
	'editorScript.icon.clock': 'Zegar',
	'editorScript.icon.chat': 'Dymek',
	'editorScript.icon.house': 'Dom',
	'editorScript.icon.briefcase': 'Teczka',
	'editorScript.icon.flower': 'Kwiat',
	'editorScript.icon.moon': 'Księżyc',
	'editorScript.icon.sun': 'Słońce',
	'editorScript.icon.music': 'Nuta',
	'editorScript.icon.paw': 'Odcisk łapy',
	'editorScript.icon.crown': 'Korona',
	'editorScript.icon.x': 'Krzyżyk',
	'editorScript.ownStatusCountsAs': 'Status {n} liczy się jako',
	'editorScript.ownStatusWhat': 'status {n}',
	'editorScript.ownStatusTwice': 'Inny z twoich statusów ma tę krótką nazwę: nadaj każdemu własną.',
	'editorScript.ownFlagWhat': 'flaga {name}',
	'editorScript.ready': 'Twój profil jest gotowy: nic do poprawienia.',
	'editorScript.problems': {
		one: '{count} problem do poprawienia, zanim profil będzie gotowy; jest pokazany przy swoim polu.',
		few: '{count} problemy do poprawienia, zanim profil będzie gotowy; każdy jest pokazany przy swoim polu.',
		many: '{count} problemów do poprawienia, zanim profil będzie gotowy; każdy jest pokazany przy swoim polu.',
		other:
			'{count} problemu do poprawienia, zanim profil będzie gotowy; każdy jest pokazany przy swoim polu.',
	},
	'editorScript.resultPath': 'Zapisany w repozytorium jako {file}.',
	'editorScript.resultPending':
		'Twój profil pojawi się tutaj, tak jak zapisze go repozytorium, gdy nie będzie już nic do poprawienia.',
	'editorScript.resultPathPending':
		'Wybierz nazwę profilu: nazywa twoją stronę, /@twoja-nazwa/, i twój profil w repozytorium.',
	// check's messages (check-words.ts): said by the editor's form, `check` and CI.
	'check.required': 'wymagane',
	'check.mustBe': 'oczekiwano: {expected}, a jest: {got} ({value})',
	'check.mustBeQuoted':
		'oczekiwano: {expected}, a jest: {got} ({value}); ujmij wartość w cudzysłów',
	'check.mustBeLines':
		'oczekiwano: {expected}, a jest: {got} ({value}); zapisz każdy wpis w osobnym wierszu zaczynającym się od „- ”',
	'check.typeObject': 'obiekt (pary klucz: wartość)',
	'check.typeObjectFound': 'obiekt',
	'check.typeList': 'lista',
	'check.typeText': 'tekst',
	'check.typeNumber': 'liczba',
	'check.typeBoolean': 'wartość logiczna (true lub false)',
	'check.typeNull': 'pusta wartość (null)',
	'check.oneOf': 'dozwolone wartości: {values}, a jest: {value}',
	'check.got': '{rule} (jest: {value})',
	'check.nothing': 'brak wartości',
	'check.empty': 'pole nie może być puste',
	'check.length': 'długość musi wynosić od {min} do {max} znaków, a wynosi {length}',
	'check.lengthOver':
		'długość musi wynosić od {min} do {max} znaków, a wynosi {length}; skróć tekst (limit strony ustawia {limit})',
	'check.status':
		'dozwolone wartości: favourite, okay, jokingly, friends_only, avoid, liczba od 1 do 5 albo klucz jednego z własnych statusów tego profilu (małe litery, cyfry i „_”)',
	'check.didYouMean': 'czy chodziło o „{hint}”?',
	'check.ownKeyIsStatus':
		'„{key}” to jeden z pięciu statusów: własny status potrzebuje własnego klucza (np. partner); zmień jego nazwę albo użyj samego {key} bez definiowania go',
	'check.ownKeyName':
		'„name” nazywa pole w fields, więc pole nie mogłoby mieć listy dla tego statusu: zmień jego nazwę (np. name_own), tutaj i we wpisach, które go używają',
	'check.ownKeyForm':
		'klucz „{key}” musi zaczynać się od małej litery i zawierać tylko a-z, 0-9 i „_”, najwyżej 30 znaków; zmień jego nazwę (np. {example})',
	'check.nameEntry': 'oczekiwano imienia (tekstu) albo obiektu z kluczami name i status',
	'check.pronounsEntry':
		'oczekiwano zaimków (tekstu, np. „ona/jej”) albo obiektu z kluczami pronouns, display_text i status',
	'check.dupName':
		'imię {text} jest już na liście{onLine} ({first}); podaj każde tylko raz: usuń jedno z nich i zostaw status, o który chodzi',
	'check.dupLink':
		'link {text} jest już na liście{onLine} ({first}); podaj każdy tylko raz: usuń jeden z nich',
	'check.dupField':
		'pole {text} jest już na liście{onLine} ({first}); podaj każde tylko raz: połącz ich wpisy w jedno pole',
	'check.dupPronouns':
		'zaimki {text} są już na liście{onLine} ({first}) jako {as}, ten sam zestaw; podaj każdy zestaw tylko raz: usuń jeden z nich i zostaw status, o który chodzi',
	'check.dupEntry':
		'wpis {text} jest już na liście{under}{onLine} ({first}); podaj każdy wpis tylko raz w polu, pod statusem, o który chodzi: usuń jeden z nich',
	'check.onLine': ' w wierszu {line}',
	'check.underStatus': ' pod statusem {status}',
	'check.nameTaken':
		'nazwa „{name}” jest już zajęta przez {file} („{taken}”); nazwy muszą się różnić bez względu na wielkość liter, bo dyski i serwery, które nie rozróżniają wielkości liter, pomyliłyby te nazwy: {rename}',
	'check.memberNameTaken':
		'nazwa „{name}” jest już zajęta przez {file} („{taken}”); w obrębie jednego profilu nazwy muszą się różnić bez względu na wielkość liter, bo dyski i serwery, które nie rozróżniają wielkości liter, pomyliłyby te nazwy: {rename}',
	'check.publishedProfile': 'opublikowany profil {where}',
	'check.renameFile': 'zmień nazwę tego pliku',
	'check.chooseName': 'wybierz inną nazwę',
	'check.unknownKey': 'nieznany klucz {key}; czy chodziło o „{hint}”?',
	'check.unknownKeyKnown': 'nieznany klucz {key}; znane klucze to {known}',
	'check.tooMany':
		'liczba wpisów: {count}, a strona pozwala najwyżej na {max}: {fix} (limit strony ustawia {limit})',
	'check.tooManyInField':
		'liczba wpisów we wszystkich listach pola razem: {count}, a strona pozwala w jednym polu najwyżej na {max}: zostaw najważniejsze (limit strony ustawia {limit})',
	'check.tooManyStatuses':
		'liczba własnych statusów: {count}, a strona pozwala najwyżej na {max}: zostaw te, których używają twoje wpisy (limit strony ustawia {limit})',
	'check.keepMostUsed': 'zostaw te, których używasz najczęściej',
	'check.keepMatterMost': 'zostaw najważniejsze',
	'check.keepMostSeen': 'zostaw te, które najbardziej chcesz pokazać',
	'check.unknownStatus':
		'nieznany status {status}: to żaden z pięciu ({words}); zdefiniuj go w statuses: z polami label i counts_as',
	'check.unknownStatusHint':
		'nieznany status {status}: to żaden z pięciu ({words}); czy chodziło o „{hint}”? Jeśli nie, zdefiniuj go w statuses: z polami label i counts_as',
	'check.unknownStatusOwn':
		'nieznany status {status}: to ani żaden z pięciu ({words}), ani żaden z własnych statusów tego profilu ({own}); zdefiniuj go w statuses: z polami label i counts_as',
	'check.unknownStatusOwnHint':
		'nieznany status {status}: to ani żaden z pięciu ({words}), ani żaden z własnych statusów tego profilu ({own}); czy chodziło o „{hint}”? Jeśli nie, zdefiniuj go w statuses: z polami label i counts_as',
	'check.labelBuiltInSame':
		'etykieta {label} to nazwa wbudowanego statusu {word}, więc osoby czytające i czytniki ekranu wzięłyby te wpisy za {word}: użyj we wpisach samego statusu {word} i usuń ten własny status',
	'check.labelBuiltIn':
		'etykieta {label} to nazwa wbudowanego statusu {word}, więc osoby czytające i czytniki ekranu wzięłyby te wpisy za {word}: nadaj mu własną etykietę, która mówi, co znaczy (i nie jest nazwą żadnego z pięciu statusów)',
	'check.idUsed':
		'identyfikator „{id}” ma już {file}; identyfikatory są niepowtarzalne: nadaj temu profilowi nowy, na przykład ten świeżo utworzony: id: {fresh}',
	'check.bioKey':
		'profil w Markdownie nie ma klucza „bio”: bio to tekst po zamykającym wierszu „---”; przenieś go tam',
	'check.nameIsFile':
		'musi być równe nazwie pliku {stem} (nazwa pliku jest nazwą profilu), a jest {given}; usuń klucz albo zmień nazwę pliku',
	'check.loneSurrogate':
		'nie może zawierać samotnego surogatu ({point}), połowy znaku, którą odrzucają ścisłe parsery JSON; wpisz ten znak jeszcze raz',
	'check.control':
		'nie może zawierać znaków sterujących (niewidocznych kodów, na które reagują terminale i strony), a {point} jest jednym z nich; usuń go',
	'check.controlMultiline':
		'nie może zawierać znaków sterujących innych niż tabulator i końce wierszy (niewidocznych kodów, na które reagują terminale i strony), a {point} jest jednym z nich; usuń go',
	'check.lineSeparator':
		'musi być jednym wierszem, a {point} (separator wierszy) zaczyna kolejny; usuń go albo wpisz spację',
	'check.paragraphSeparator':
		'musi być jednym wierszem, a {point} (separator akapitów) zaczyna kolejny; usuń go albo wpisz spację',
	'check.bidi':
		'nie może zawierać znaków sterujących kierunkiem U+202A-202E ani U+2066-2069, które zmieniają kolejność tekstu po nich, a {point} jest jednym z nich; usuń go (znaczniki U+200E i U+200F są dozwolone)',
	'check.noncharacter':
		'nie może zawierać nieznaków (kodów zarezerwowanych dla programów, które odrzucają XML i obrazy), a {point} jest jednym z nich; usuń go',
	'check.blank':
		'musi zawierać widoczny znak, nie tylko spacje czy niewidoczne znaki; wpisz tekst albo pomiń ten wpis',
	'check.xid': 'musi mieć dokładnie 20 znaków z zakresu 0-9 i a-v (xid)',
	'check.httpUrl': 'musi być adresem bezwzględnym z http:// lub https://',
	'check.flagSlug': 'musi być jedną z flag wymienionych w docs/reference/flags.md',
	'check.iconSlug': 'musi być jedną z ikon wymienionych w docs/reference/icons.md',
	'check.langUnknown':
		'nie jest językiem znanym Intl: wpisz kod języka, na przykład „en”, „de”, „pt-BR” albo „zh-Hant”',
	'check.langUnknownHint':
		'nie jest językiem znanym Intl: wpisz kod języka; czy chodziło o „{hint}” ({language})?',
	'check.langForm': 'nie jest poprawnym znacznikiem języka (BCP 47): wpisz „{fix}”',
	'check.langFormAny':
		'nie jest poprawnym znacznikiem języka (BCP 47, najwyżej {max} znaków): wpisz kod języka, w razie potrzeby z regionem lub pismem po łączniku, na przykład „en”, „de”, „pt-BR” albo „zh-Hant”',
	'check.timeZone': 'musi być strefą czasową IANA, na przykład Europe/Warsaw albo America/New_York',
	'check.idRequired':
		'wymagane: każdy profil ma własny identyfikator, który nigdy się nie zmienia; dodaj go, na przykład ten świeżo utworzony: id: {fresh}',
	'check.fieldKey':
		'nieznany klucz {key}: pole zawiera name i po jednej liście na każdy status (jeden z pięciu albo jeden z własnych statusów tego profilu)',
	'check.fieldKeyHint':
		'nieznany klucz {key}: pole zawiera name i po jednej liście na każdy status (jeden z pięciu albo jeden z własnych statusów tego profilu); czy chodziło o „{hint}”?',
	'check.flagEntry':
		'musi być krótką nazwą flagi z biblioteki (na przykład transgender) albo obiektem z image, name i description',
	'check.memberTitle':
		'member_title to nagłówek listy osób w systemie profilu: podaj go w pliku index.md lub index.json profilu, a nie w pliku osoby z systemu',
	'check.unlistedUser':
		'unlisted ukrywa osobę z systemu na stronie profilu i na listach: może go podać tylko plik osoby z systemu; usuń go stąd',
	'check.sidTaken':
		'krótki identyfikator „{sid}” ma też {file}; każdy krótki identyfikator prowadzi do jednego profilu: nadaj temu profilowi własny, na przykład ten świeżo utworzony: sid: {fresh}',
	'check.avatarRelative':
		'musi być ścieżką względną wobec pliku profilu, na przykład ./avatar.png, a nie „{avatar}”',
	'check.avatarOutside':
		'musi pozostać w folderze content: „{avatar}” wskazuje poza niego; umieść obraz obok pliku profilu',
	'check.avatarMissing': 'brak obrazu pod „{avatar}” (szukano {path}); sprawdź nazwę pliku',
	'check.avatarSymlink':
		'„{avatar}” to dowiązanie symboliczne do pliku spoza folderu content; zamiast tego skopiuj obraz obok pliku profilu',
	'check.avatarNotOwn':
		'„{avatar}” nie jest własnym obrazem tego profilu (content/users/{image}): awatar musi być w folderze profilu albo obok jego pliku i mieć jego nazwę ({named}); obraz innego profilu może zmienić lub usunąć tylko tamten profil: skopiuj obraz do content/users/{fix} i wskaż go w avatar',
	'check.avatarUnchecked':
		'nie udało się sprawdzić ({reason}); upewnij się, że obraz jest czytelnym plikiem obok pliku profilu',
	'check.imageUnreadable':
		'„{avatar}” nie jest czytelnym obrazem ({error}); wyeksportuj go ponownie jako PNG, JPEG, WebP, GIF lub AVIF',
	'check.avatarFormat': '„{avatar}” ma format {format}; awatar musi mieć format {formats}',
	'check.flagFormat': '„{avatar}” ma format {format}; obraz flagi musi mieć format {formats}',
	'check.imagePixels':
		'„{avatar}” ma {width}×{height} pikseli, ponad limit {megapixels} megapikseli: zmniejsz go',
	'check.imageSide':
		'„{avatar}” ma {width}×{height} pikseli; każdy bok może mieć najwyżej {side} px: zmniejsz go',
	'check.imageAspect':
		'„{avatar}” ma {width}×{height} pikseli; dłuższy bok może być najwyżej {ratio} razy dłuższy od krótszego (i tak zostanie przycięty do kwadratu): przytnij go bliżej kwadratu',
	'check.imageDecode':
		'nie udało się zdekodować „{avatar}” ({error}): zapisz go ponownie jako PNG, JPEG lub WebP',
	'check.imageNotFile':
		'„{avatar}” to {kind}, a nie plik obrazu; awatar musi być zwykłym plikiem obok pliku profilu: zastąp go samym obrazem',
	'check.kindLink': 'dowiązanie symboliczne',
	'check.kindFifo': 'FIFO (potok nazwany)',
	'check.kindSocket': 'gniazdo',
	'check.kindDevice': 'urządzenie',
	'check.kindFolder': 'folder',
	'check.imageTooLarge': '„{avatar}” ma {size}; awatar może mieć najwyżej {max}: zmniejsz plik',
	'check.imageChanged': '„{avatar}” zmienił się w trakcie odczytu: uruchom sprawdzanie jeszcze raz',
	'check.imageUnreadableFile':
		'nie udało się odczytać „{avatar}” ({error}); awatar musi być plikiem, który każdy może odczytać: sprawdź uprawnienia albo zapisz go ponownie',
	'check.folderMisspelt':
		'profil osoby z systemu należy do folderu „{members}” (małymi literami, z „s”), nie „{folder}”: przenieś ten plik do {fix}',
	'check.folderNested':
		'osoba z systemu nie ma własnego systemu: folder {members}/ ma tylko folder profilu; przenieś ten plik do {user}/{members}/ albo zacznij jego nazwę od „_”, jeśli to nie jest profil',
	'check.folderStray':
		'folder profilu zawiera jeden profil, jego index.md lub index.json; zacznij nazwę tego pliku od „_”, jeśli to nie jest profil',
	'check.folderUserForm':
		'ten profil ma osoby z systemu (w {name}/{members}/), więc musi mieć postać folderu, obok nich: przenieś ten plik do {fix}',
	'check.folderNoIndex':
		'folder profilu potrzebuje pliku index.md lub index.json; dodaj go albo zacznij nazwę folderu od „_”',
	'check.folderBothIndexes':
		'folder profilu zawiera index.md albo index.json, nie oba: połącz je w jeden',
	'check.folderIndexCase':
		'folder profilu zawiera jeden plik index, a ten zawiera {files} (nazwy różniące się tylko wielkością liter to w macOS i Windows jeden plik): połącz je w jeden index.md lub index.json',
	'check.membersOver':
		'za dużo osób z systemu: ten folder zawiera ich {count}, a profil może mieć najwyżej {limit} (limit witryny ustawia limits.members): usuń tych, których już się nie używa, albo połącz niektóre',
	'check.yamlInvalid': 'nieprawidłowy YAML: {reason}',
	'check.yamlLineUp':
		'nieprawidłowy YAML: ten wiersz nie jest wyrównany z wierszami, do których należy (YAML rozpoznaje po spacjach na początku, do którego wpisu należy wiersz): zacznij go dokładnie pod kluczem lub „- ”, do którego należy, używając spacji',
	'check.yamlUnclosedEnd':
		'nagłówek nie ma zamykającego wiersza „---”, więc tekst po nim jest czytany jako YAML: dodaj wiersz zawierający tylko „---” po ostatnim kluczu, przed bio',
	'check.yamlUnclosed':
		'nagłówek nie ma zamykającego wiersza „---”, więc ten tekst jest czytany jako YAML: dodaj nad nim, po ostatnim kluczu, wiersz zawierający tylko „---”',
	'check.yamlTab':
		'nieprawidłowy YAML: do wcięć nie wolno używać tabulatorów, bo YAML robi wcięcia tylko spacjami: zamień tabulator w tym wierszu na spacje (2 na poziom)',
	'check.yamlEmptyList':
		'nieprawidłowy YAML: „{key}: {empty}” to pusta lista, więc wpisy pod nią do niczego nie należą: usuń „{empty}”, aby je zachować (samo „{key}:”), albo zakomentuj je znakiem „#”',
	'check.yamlColon':
		'nieprawidłowy YAML: wartość „{key}” zawiera „: ”, co YAML czyta jako początek kolejnego klucza: ujmij wartość w cudzysłów podwójny: {fix}',
	'check.yamlKept':
		'nieprawidłowy YAML: YAML rezerwuje „{char}” na przyszłość i nie odczyta wartości, która się od niego zaczyna: ujmij całą wartość w cudzysłów podwójny: {fix}',
	'check.yamlPercent':
		'nieprawidłowy YAML: na początku wartości YAML czyta „%” jako polecenie dla czytnika, a nie tekst: ujmij całą wartość w cudzysłów podwójny: {fix}',
	'check.yamlTag':
		'nieprawidłowy YAML: na początku wartości YAML czyta „!” jako znacznik typu, a nie tekst: ujmij całą wartość w cudzysłów podwójny: {fix}',
	'check.yamlAlias':
		'nieprawidłowy YAML: na początku wartości YAML czyta „*” jako odwołanie do innej wartości, a nie tekst: ujmij całą wartość w cudzysłów podwójny: {fix}',
	'check.yamlAnchor':
		'nieprawidłowy YAML: na początku wartości YAML czyta „&” jako etykietę wartości, a nie tekst: ujmij całą wartość w cudzysłów podwójny: {fix}',
	'check.yamlQuotedPart':
		'nieprawidłowy YAML: wartość zaczyna się od części w cudzysłowie, po której jest dalszy tekst, a tego YAML nie odczyta jako jednej wartości: ujmij całą wartość w cudzysłów podwójny: {fix}',
	'check.noFences':
		'ten plik nie ma nagłówka: jego klucze nie stoją między dwoma wierszami „---”, więc cały plik zostałby odczytany jako bio: dodaj wiersz „---” nad tym wierszem i drugi po ostatnim kluczu, przed bio',
	'check.notYaml':
		'nagłówek musi być w YAML, a nie w {language}; zacznij plik od zwykłego wiersza „---”',
	'check.yamlDashLeft': {
		one: 'nieprawidłowy YAML: „- ” tego wpisu jest o {count} spację za bardzo w lewo względem „- ” wpisu powyżej (wiersz {line}), więc nie należy do żadnego z nich: ustaw go dokładnie pod tamtym: {fix}',
		few: 'nieprawidłowy YAML: „- ” tego wpisu jest o {count} spacje za bardzo w lewo względem „- ” wpisu powyżej (wiersz {line}), więc nie należy do żadnego z nich: ustaw go dokładnie pod tamtym: {fix}',
		many: 'nieprawidłowy YAML: „- ” tego wpisu jest o {count} spacji za bardzo w lewo względem „- ” wpisu powyżej (wiersz {line}), więc nie należy do żadnego z nich: ustaw go dokładnie pod tamtym: {fix}',
		other:
			'nieprawidłowy YAML: „- ” tego wpisu jest o {count} spacji za bardzo w lewo względem „- ” wpisu powyżej (wiersz {line}), więc nie należy do żadnego z nich: ustaw go dokładnie pod tamtym: {fix}',
	},
	'check.yamlDashRight': {
		one: 'nieprawidłowy YAML: „- ” tego wpisu jest o {count} spację za bardzo w prawo względem „- ” wpisu powyżej (wiersz {line}), więc nie należy do żadnego z nich: ustaw go dokładnie pod tamtym: {fix}',
		few: 'nieprawidłowy YAML: „- ” tego wpisu jest o {count} spacje za bardzo w prawo względem „- ” wpisu powyżej (wiersz {line}), więc nie należy do żadnego z nich: ustaw go dokładnie pod tamtym: {fix}',
		many: 'nieprawidłowy YAML: „- ” tego wpisu jest o {count} spacji za bardzo w prawo względem „- ” wpisu powyżej (wiersz {line}), więc nie należy do żadnego z nich: ustaw go dokładnie pod tamtym: {fix}',
		other:
			'nieprawidłowy YAML: „- ” tego wpisu jest o {count} spacji za bardzo w prawo względem „- ” wpisu powyżej (wiersz {line}), więc nie należy do żadnego z nich: ustaw go dokładnie pod tamtym: {fix}',
	},
	'check.yamlKeyLeft': {
		one: 'nieprawidłowy YAML: „{key}:” należy do wpisu, który zaczyna się w wierszu {line} („{first}:”), ale jest o {count} spację za bardzo w lewo: ustaw go dokładnie pod „{first}:”: {fix}',
		few: 'nieprawidłowy YAML: „{key}:” należy do wpisu, który zaczyna się w wierszu {line} („{first}:”), ale jest o {count} spacje za bardzo w lewo: ustaw go dokładnie pod „{first}:”: {fix}',
		many: 'nieprawidłowy YAML: „{key}:” należy do wpisu, który zaczyna się w wierszu {line} („{first}:”), ale jest o {count} spacji za bardzo w lewo: ustaw go dokładnie pod „{first}:”: {fix}',
		other:
			'nieprawidłowy YAML: „{key}:” należy do wpisu, który zaczyna się w wierszu {line} („{first}:”), ale jest o {count} spacji za bardzo w lewo: ustaw go dokładnie pod „{first}:”: {fix}',
	},
	'check.yamlKeyRight': {
		one: 'nieprawidłowy YAML: „{key}:” należy do wpisu, który zaczyna się w wierszu {line} („{first}:”), ale jest o {count} spację za bardzo w prawo: ustaw go dokładnie pod „{first}:”: {fix}',
		few: 'nieprawidłowy YAML: „{key}:” należy do wpisu, który zaczyna się w wierszu {line} („{first}:”), ale jest o {count} spacje za bardzo w prawo: ustaw go dokładnie pod „{first}:”: {fix}',
		many: 'nieprawidłowy YAML: „{key}:” należy do wpisu, który zaczyna się w wierszu {line} („{first}:”), ale jest o {count} spacji za bardzo w prawo: ustaw go dokładnie pod „{first}:”: {fix}',
		other:
			'nieprawidłowy YAML: „{key}:” należy do wpisu, który zaczyna się w wierszu {line} („{first}:”), ale jest o {count} spacji za bardzo w prawo: ustaw go dokładnie pod „{first}:”: {fix}',
	},
	'check.yamlFirstKeyAgain':
		'nieprawidłowy YAML: „{key}:” jest już pierwszym kluczem wpisu, który zaczyna się w wierszu {line}, a wpis ma każdy klucz tylko raz: aby zacząć nowy wpis, napisz przed nim „- ”, pod „- ” z wiersza {line}: {fix}',
	'check.yamlTextEntry':
		'nieprawidłowy YAML: „{key}:” nadaje ustawienie wpisowi z wiersza {line}, ale ten wpis jest samym tekstem: zapisz wpis jako {entry}, a w wierszu pod nim {fix}',
	'check.yamlNoDash':
		'nieprawidłowy YAML: ten wiersz jest na liście, ale nie zaczyna się od „- ”, jak każdy wpis: napisz {fix}',
	'check.yamlTopKey':
		'nieprawidłowy YAML: „{key}:” to jeden z kluczy samego profilu, więc zaczyna się na początku wiersza, bez spacji przed nim: napisz {fix}',
	'check.yamlBadIndent': 'złe wcięcie klucza',
	'check.yamlBadIndentList': 'złe wcięcie wpisu listy',
	'check.yamlDuplicateKey': 'klucz występuje dwa razy',
	'check.yamlEndExpected':
		'w tym miejscu oczekiwano końca danych albo wiersza rozdzielającego „---”',
	'check.yamlMultilineKey': 'klucz nie może zajmować kilku wierszy',
	'check.yamlColonMissed': 'po kluczu brakuje „:”',
	'check.yamlSpaceAfterColon': 'po „:” klucza musi być spacja',
	'check.yamlQuoteUnclosed': 'tekst w cudzysłowie podwójnym nie jest zamknięty',
	'check.yamlSingleQuoteUnclosed': 'tekst w cudzysłowie pojedynczym nie jest zamknięty',
	'check.yamlFlowUnclosed': 'lista w [ ] lub { } nie jest zamknięta',
	'check.yamlFlowComma': 'między wpisami listy w [ ] lub { } brakuje przecinka',
	'check.yamlEscape': 'nieznana sekwencja ucieczki w tekście w cudzysłowie podwójnym',
	'check.yamlNonPrintable': 'plik zawiera znaki niedrukowalne',
	'check.yamlOther': 'czytnik YAML zatrzymał się tutaj ({reason})',
	'check.noteDash':
		'ten wiersz jest czytany jako część wartości powyżej ({value}), bo jego „- ” stoi dalej w prawo niż „- ” tamtego wpisu: aby był osobnym wpisem, ustaw jego „- ” dokładnie pod tym powyżej',
	'check.noteComment':
		'YAML czyta tekst po „ #” jako komentarz i go pomija, więc ta wartość to {value}: jeśli {comment} jest jej częścią, ujmij całą wartość w cudzysłów podwójny: {fix}; jeśli to notatka, przenieś ją do osobnego wiersza',
	'check.noteAnchor':
		'YAML czyta „&” na początku wartości jako etykietę i ją pomija, więc ta wartość to {value}: ujmij całą wartość w cudzysłów podwójny: {fix}',
	'check.noteSpaces':
		'ta wartość kończy się spacjami, które YAML pomija: usuń je albo, jeśli są częścią wartości, ujmij ją w cudzysłów podwójny: {fix}',
	'check.noteOlderYesNo':
		'wiele czytników YAML (YAML 1.1, tak jak czyta go wiele edytorów i narzędzi) czyta {raw} bez cudzysłowu jako true lub false (wartość tak/nie), a nie jako tekst {text}: ujmij to w cudzysłów podwójny, żeby każdy czytnik zachował tekst: {fix}',
	'check.noteOlderNumber':
		'wiele czytników YAML (YAML 1.1, tak jak czyta go wiele edytorów i narzędzi) czyta {raw} bez cudzysłowu jako liczbę, a nie jako tekst {text}: ujmij to w cudzysłów podwójny, żeby każdy czytnik zachował tekst: {fix}',
	'check.noteOlderDate':
		'wiele czytników YAML (YAML 1.1, tak jak czyta go wiele edytorów i narzędzi) czyta {raw} bez cudzysłowu jako datę, a nie jako tekst {text}: ujmij to w cudzysłów podwójny, żeby każdy czytnik zachował tekst: {fix}',
	'check.noteNull':
		'YAML czyta {raw} bez cudzysłowu jako „brak wartości”, a nie jako tekst {text}: ujmij to w cudzysłów podwójny: {fix}',
	'check.noteNullKey':
		'YAML czyta {raw} bez cudzysłowu jako „brak wartości”, a nie jako tekst {text}: ujmij to w cudzysłów podwójny: {fix}; albo, aby go pominąć, usuń wiersz',
	'check.noteBoolean':
		'YAML czyta {raw} bez cudzysłowu jako wartość tak/nie {read}, a nie jako tekst {text}: ujmij to w cudzysłów podwójny: {fix}',
	'check.noteNumber':
		'YAML czyta {raw} bez cudzysłowu jako liczbę {read}, a nie jako tekst {text}: ujmij to w cudzysłów podwójny: {fix}',
	'check.fenceLate': {
		one: 'nagłówek musi zaczynać się w pierwszym wierszu pliku, od „---”: usuń pusty wiersz nad „---” w wierszu {line}',
		few: 'nagłówek musi zaczynać się w pierwszym wierszu pliku, od „---”: usuń {count} puste wiersze nad „---” w wierszu {line}',
		many: 'nagłówek musi zaczynać się w pierwszym wierszu pliku, od „---”: usuń {count} pustych wierszy nad „---” w wierszu {line}',
		other:
			'nagłówek musi zaczynać się w pierwszym wierszu pliku, od „---”: usuń {count} pustego wiersza nad „---” w wierszu {line}',
	},
	'check.noFrontMatter':
		'ten plik nie ma nagłówka (kluczy między dwoma wierszami „---” na początku pliku): zacznij plik od wiersza „---”, potem klucze, wśród nich własne ID (na przykład to, świeżo utworzone: id: {fresh}), a potem wiersz „---” nad bio',
	'check.nesting':
		'listy i obiekty są zagnieżdżone na ponad {max} poziomach; profil potrzebuje najwyżej 4: usuń nadmiarowe zagnieżdżenie',
	'check.jsonInvalid': 'nieprawidłowy JSON: {reason}',
	'check.jsonEmpty': 'plik jest pusty',
	'check.jsonDuplicate': 'klucz „{key}” występuje dwa razy w jednym obiekcie',
	'check.jsonSymbol': 'nieoczekiwany znak',
	'check.jsonNumber': 'błędna liczba',
	'check.jsonKey': 'oczekiwano klucza „w cudzysłowie” (bez przecinka przed „}”)',
	'check.jsonValue': 'oczekiwano wartości (czy jest tu zbędny przecinek?)',
	'check.jsonColon': 'oczekiwano „:” po kluczu',
	'check.jsonComma': 'oczekiwano „,” między wpisami',
	'check.jsonCloseBrace': 'oczekiwano „}”',
	'check.jsonCloseBracket': 'oczekiwano „]”',
	'check.jsonEnd': 'nieoczekiwany tekst po końcu dokumentu',
	'check.jsonComment': 'komentarze nie są dozwolone w JSON',
	'check.jsonString': 'niezamknięty ciąg znaków',
	'check.jsonUnicode': 'nieprawidłowa sekwencja \\u',
	'check.jsonEscape': 'nieprawidłowy znak ucieczki',
	'check.jsonCharacter':
		'nieprawidłowy znak w ciągu (znaki sterujące trzeba zapisać sekwencją ucieczki)',
	'check.linkInvalid':
		'{link} wyświetla się jako zwykły tekst, nie jako link, bo nie jest poprawnym adresem http(s) (spacja albo brakujące „//”?): popraw go, żeby był linkiem',
	'check.linkScheme':
		'{link} wyświetla się jako zwykły tekst, nie jako link: linkami stają się tylko adresy http:// i https://; popraw początek, jeśli to adres strony',
	'check.linkNoScheme':
		'{link} wyświetla się jako zwykły tekst, nie jako link, bo nie zaczyna się od https://: napisz {fix}, żeby był linkiem',
	'check.idChanged':
		'ID zmieniło się z „{old}” (w {ref}) na „{id}”; ID nigdy się nie zmienia: przywróć id: {old}',
	'check.idMoved':
		'ID „{id}” miał {file} w {ref}, a ten plik nadal istnieje; ID przechodzi tylko razem ze swoim plikiem (przy zmianie nazwy): nadaj temu profilowi nowe ID, na przykład to, świeżo utworzone: id: {fresh}',
	'check.idReused':
		'ID „{id}” należało wcześniej do {names} (w historii {ref}); ID nigdy nie są używane ponownie, nawet po usunięciu: nadaj temu profilowi nowe ID, na przykład to, świeżo utworzone: id: {fresh}',
	'check.bothAvatars':
		'podaj albo avatar (obraz lokalny), albo avatar_urls (adresy w sieci), nie oba: usuń jedno z nich',
	'check.fileNameRule': 'nazwa pliku daje nazwę profilu {stem}, która {rule}; zmień nazwę pliku',
	'check.formBytes':
		'forma {form} po normalizacji, takiej jak przy publikacji strony, staje się nazwą folderu o długości {bytes} bajtów, a opublikowana nazwa folderu lub pliku może mieć najwyżej {max} bajtów (dyski mieszczą 255; niektóre znaki zajmują kilka bajtów albo stają się kilkoma znakami): skróć ją albo użyj mniej znaków, które zastępują kilka',
	'check.unreadExtension':
		'ten plik nie jest czytany, więc jego profilu nie ma na stronie: profile są czytane tylko z plików .md i .json; zmień jego nazwę na {fix}',
	'check.unreadExtensionFences':
		'ten plik nie jest czytany, więc jego profilu nie ma na stronie: profile są czytane tylko z plików .md i .json; zmień jego nazwę na {fix} i umieść jego klucze między dwoma wierszami „---” (wiersz „---” nad „id:” i drugi po ostatnim kluczu, przed bio)',
	'check.unreadFolder':
		'profile są czytane tylko z folderu „users” (małymi literami), więc pliki w „{folder}” nie są czytane: przenieś je do users/',
	'check.unreadFolderCase':
		'profile są czytane tylko z folderu „users” (małymi literami), więc pliki w „{folder}” nie są czytane: przenieś je do users/ albo zmień nazwę tego folderu na „users”',
	'check.unreadTop':
		'ten plik nie jest czytany, więc jego profilu nie ma na stronie: profile są czytane tylko z folderu users: przenieś go do users/{fix}',
	'check.fileNotRegular':
		'to {kind}, a nie zwykły plik; profil musi być zwykłym plikiem: zastąp go plikiem z tekstem profilu',
	'check.fileSymlink':
		'to dowiązanie symboliczne; profil musi być zwykłym plikiem w folderze content (dowiązania nie są śledzone): zastąp dowiązanie samym plikiem',
	'check.fileTooLarge': 'plik ma {size}; plik profilu może mieć najwyżej {max}: skróć go',
	'check.fileChanged': 'plik zmienił się podczas czytania: uruchom sprawdzanie jeszcze raz',
	'check.fileUnreadable': 'nie udało się odczytać: {error}',
	'check.fileBom':
		'plik jest zapisany jako {encoding} (zaczyna się od znacznika kolejności bajtów {encoding}); profile są w UTF-8: zapisz plik jako UTF-8',
	'check.fileUtf8':
		'nieprawidłowe UTF-8 (bajt {byte} / wiersz {line}); profile to tekst UTF-8: zapisz plik jako UTF-8',
	'check.lookAlike':
		'nazwę „{name}” łatwo odczytać jako „{other}” ({file}): podobne znaki (I, l i 1; O i 0; rn i m; vv i w; cl i d; wielkie i małe litery) kierowałyby czytających do niewłaściwej osoby: wybierz nazwę, której nie da się odczytać jak cudzej',
	'check.nameIsId':
		'nazwa „{name}” to identyfikator profilu {file}; odwołanie jest najpierw szukane jako identyfikator, więc tego profilu nigdy nie dałoby się znaleźć po nazwie: {rename}',
	'check.apiPathClash':
		'plik API {path} tego profilu trafia pod tę samą ścieżkę co jeden z plików profilu {file} (ścieżki porównuje się bez względu na wielkość liter, jak robi to wiele serwerów): {rename}',
	'check.nameMemberList':
		'nazwę „{name}” zajmuje już {path}, lista osób z systemu „{user}”: {rename}',
	'check.nameMemberNotFound':
		'nazwę „{name}” zajmuje już {path}, odpowiedź na nieznaną osobę z systemu „{user}”: {rename}',
	'check.hostMemberName':
		'nazwę „{name}” serwery zastrzegają dla siebie wewnątrz folderu (Cloudflare Pages odpowiada na {path} swoją stroną „nie znaleziono” albo przekierowaniem), więc tej osoby z systemu nie dałoby się pobrać po nazwie: {rename}',
	'check.hostUserName':
		'nazwę „{name}” serwery zastrzegają dla siebie wewnątrz folderu (Cloudflare Pages przekierowuje {path} na {folder}, gdy nie ma tam pliku, więc każdy serwer odpowiada na nią jak na nieznany profil), więc tego profilu nie dałoby się pobrać po nazwie: {rename}',
	'check.hostHandled': 'nazwa „{name}” opublikowałaby {path}, a {why}: {rename}',
	'check.hostNotFound':
		'Cloudflare Pages odpowiada na każdy nieznany profil najbliższym plikiem {file}, więc ten profil byłby wysyłany zamiast każdego nieznanego profilu',
	'check.hostHtml':
		'serwery traktują pliki .html jak strony (Cloudflare Pages przekierowuje x.html na x, a index.html na jego folder), więc tego profilu nie dałoby się pobrać po nazwie',
	'check.nameEnding':
		'nazwa „{name}” kończy się na „{ending}”: {treatment}; nazwa nie może mieć końcówki, którą serwery uruchamiają lub wyświetlają',
	'check.endingPage':
		'przeglądarki wyświetlają takie pliki jako stronę internetową (text/html i pokrewne), więc tekst z profilu działałby na stronie jako skrypt',
	'check.endingScript': 'przeglądarki uruchamiają takie pliki jako JavaScript',
	'check.endingMarkup':
		'serwery podają takie pliki jako XML lub SVG: przeglądarki je wyświetlają i uruchamiają zawarte w nich skrypty',
	'check.endingSavedPage':
		'przeglądarki otwierają takie pliki jako zapisaną stronę internetową (MHTML)',
	'check.endingServer':
		'serwery WWW uruchamiają takie pliki jako skrypt po stronie serwera (Apache AddHandler, IIS, Tomcat), więc tekst z profilu działałby na serwerze jako kod',
	'check.endingProgram':
		'Windows albo powłoka uruchamia takie pliki jako program po otwarciu pobranego pliku',
	'check.endingFlash': 'wtyczki odtwarzają takie pliki jako animację Flash',
	'check.nameJson':
		'nazwa „{name}” kończy się na „.json”: pod {path} profil „{stem}” publikuje swoją kopię JSON; nazwy nie mogą kończyć się na „.json”',
	'check.nameJsonMember':
		'nazwa „{name}” kończy się na „.json”: pod {path} jest lista osób z systemu „{user}”, a pliki JSON w API tak właśnie się kończą; nazwy nie mogą kończyć się na „.json”',
	'check.nameDevice':
		'nazwa „{name}” to nazwa urządzenia „{device}”, którą Windows zastrzega z każdym rozszerzeniem i bez względu na wielkość liter (CON, PRN, AUX, NUL, COM0-9, LPT0-9), więc jej plików nie da się w Windows pobrać z repozytorium ani zbudować',
	'check.nameDeviceStart':
		'nazwa „{name}” zaczyna się od nazwy urządzenia „{device}”, którą Windows zastrzega z każdym rozszerzeniem i bez względu na wielkość liter (CON, PRN, AUX, NUL, COM0-9, LPT0-9), więc jej plików nie da się w Windows pobrać z repozytorium ani zbudować',
	'check.nameTrailing':
		'nazwa „{name}” kończy się na „{end}”, co Windows usuwa z nazw plików, więc jej pliki zderzyłyby się tam z plikami „{stem}”; nazwy nie mogą kończyć się kropką ani spacją',
	'check.nameFix': '{problem}: {rename}, na przykład „{example}”',
	'check.fullBuild': 'pełna kompilacja: {reason}',
	'check.fullNoRecord': 'brak zapisu wcześniejszej pełnej kompilacji',
	'check.fullPackageVersion': 'staticnouns zaktualizowano ({from} → {to})',
	'check.fullPackageCode': 'kod staticnouns się zmienił',
	'check.fullRuntime': 'zaktualizowano Astro lub Node',
	'check.fullSiteCode':
		'kod witryny się zmienił (src/, astro.config, package.json, tsconfig.json lub plik blokady)',
	'check.fullWords': 'teksty witryny się zmieniły (src/content/i18n/)',
	'check.fullOptions': 'opcje witryny się zmieniły (astro.config)',
	'check.fullPublic': 'public/ się zmienił',
	'check.fullKeptChanged':
		'zachowana kompilacja zmieniła się, odkąd zapisała ją ostatnia pełna kompilacja',
	'check.fullFastFailed': 'szybka ścieżka się nie powiodła ({error})',
	'check.fullOwnRoute': 'strona ma własną trasę typu {type} ({route})',
	'check.fullNoConfig': 'ostatnia pełna kompilacja nie zachowała konfiguracji',
	'check.fullNoSite': 'w {target} nie ma opublikowanej strony do zaktualizowania',
	'check.fullFormat':
		"szybka ścieżka zapisuje strony tylko przy build.format 'directory' z ukośnikiem na końcu",
	'check.fullAssetChanged':
		'{path} zmienił się na opublikowanej stronie od ostatniej pełnej kompilacji',
	'check.fullRedirect': '{path} jest przekierowaniem',
	'check.fastDone': {
		one: 'szybka kompilacja: od ostatniej pełnej kompilacji zmieniły się tylko profile, wygenerowano {count} stronę',
		few: 'szybka kompilacja: od ostatniej pełnej kompilacji zmieniły się tylko profile, wygenerowano {count} strony',
		many: 'szybka kompilacja: od ostatniej pełnej kompilacji zmieniły się tylko profile, wygenerowano {count} stron',
		other:
			'szybka kompilacja: od ostatniej pełnej kompilacji zmieniły się tylko profile, wygenerowano {count} strony',
	},
	'check.nothingChanged':
		'nic się nie zmieniło od ostatniej kompilacji: {target} zostaje bez zmian',
	'check.moreInFile': {
		one: '… i jeszcze {count} problem w tym pliku',
		few: '… i jeszcze {count} problemy w tym pliku',
		many: '… i jeszcze {count} problemów w tym pliku',
		other: '… i jeszcze {count} problemu w tym pliku',
	},
	'check.moreInReport': {
		one: '… i jeszcze {count} problem (raport pokazuje pierwsze {max})',
		few: '… i jeszcze {count} problemy (raport pokazuje pierwsze {max})',
		many: '… i jeszcze {count} problemów (raport pokazuje pierwsze {max})',
		other: '… i jeszcze {count} problemu (raport pokazuje pierwsze {max})',
	},
	'editorScript.nameRule':
		'Wybierz nazwę profilu od 2 do 40 znaków, z których każdy to litera A-Z lub a-z, cyfra, „_”, „.” lub „-”: to koniec adresu twojej strony, /@twoja-nazwa/.',
	'editorScript.nameSpace':
		'Nazwa twojego profilu ma spację po „{before}”: nazwa profilu nie zawiera spacji, bo jest końcem adresu twojej strony. Napisz zamiast tego „{fixed}”.',
	'editorScript.noRepository':
		'Ta strona nie podaje, gdzie jest jej repozytorium: skopiuj lub pobierz plik i dodaj go tak, jak opisuje CONTRIBUTING.md repozytorium.',
	// {forge} (GitHub, GitLab, Forgejo) stays in the nominative after a declined noun: "w serwisie
	// GitHub", as Polish writes foreign brand names, never "na GitHub" (that would be "onto").
	'editorScript.change': 'Zmień w serwisie {forge}',
	'editorScript.proposeOn': 'Zaproponuj w serwisie {forge}',
	'editorScript.filled':
		'{forge} otworzy się w nowej karcie z wypełnionym plikiem: zaproponuj go tam.',
	'editorScript.handedChange':
		'Nowy tekst {file} jest {where}: na stronie serwisu {forge} zaznacz cały tekst pliku, wklej w jego miejsce i zaproponuj zmianę.',
	'editorScript.tooLong':
		'Twój plik jest za długi, by przekazać go w adresie, więc jego tekst jest {where}: wklej go do pustego edytora serwisu {forge} i zaproponuj.',
	'editorScript.nameOnly':
		'{forge} wypełni nazwę pliku, ale nie jego tekst, który jest {where}: wklej go do edytora i zaproponuj.',
	'editorScript.onClipboard': 'w schowku',
	'editorScript.above': 'powyżej (skopiuj go)',
	'editorScript.copied': 'Plik jest w schowku.',
	'editorScript.copyRefused': 'Kopiowanie zostało zablokowane: zaznacz tekst powyżej i skopiuj go.',
	'editorScript.issueFilled':
		'{forge} otworzy się w nowej karcie z wypełnionym profilem: wyślij tam zgłoszenie, a powstanie z niego pull request.',
	'editorScript.issueTooLong':
		'Twój profil jest za długi na adres formularza zgłoszenia, więc zamiast niego otworzy się edytor plików serwisu {forge}.',
	'editorScript.nextSteps':
		'Następnie sprawdzenie przeczyta twój plik i w ciągu kilku minut odpowie w serwisie {forge}; potem zmianę przejrzy {reviewers}, a gdy zostanie scalona, twoja strona {address} pokaże ją po następnym zbudowaniu strony.',
	'editorScript.reviewersOwners': 'osoba odpowiedzialna za profil ({owners})',
	'editorScript.reviewersMaintainers': 'zespół strony',
	'propose.proposed': 'Pull request #{pull} proponuje teraz ten tekst pliku {file}.',
	'propose.passed': 'Sprawdzenie nie znalazło nic do poprawienia.',
	'propose.failed':
		'Sprawdzenie znalazło coś do poprawienia; jest to wymienione poniżej, z wierszem twojego pliku. Edytuj tekst tego zgłoszenia, a pull request się zaktualizuje.',
	'propose.next':
		'Następnie pull request przejrzy {reviewers}; gdy zostanie scalony, twoja strona {address} pokaże zmianę po następnym zbudowaniu strony.',
	'propose.refused':
		'To zgłoszenie nie stanie się pull requestem: {reason} Edytuj zgłoszenie, żeby to poprawić, albo wypełnij formularz strony jeszcze raz.',
	'propose.reasonForm':
		'nie ma dwóch części formularza profilu: najpierw ścieżki pliku, potem jego tekstu.',
	'propose.reasonSeveral':
		'wymienia więcej niż jeden plik, a jedno zgłoszenie proponuje jeden plik profilu.',
	'propose.reasonPath':
		'ścieżka musi wskazywać jeden plik profilu w {folder}, na przykład {folder}twoja-nazwa.md.',
	'propose.reasonSize': 'tekst ma więcej niż {limit} znaków.',
	'propose.reasonUnchanged': 'tekst jest taki sam jak ten, który plik już ma.',
	'propose.maintainer':
		'@{login} nie należy do osób odpowiedzialnych za ten profil ({owners}), więc decyzję podejmie zespół strony.',
	'propose.ownersChange':
		'Zmieniają się osoby odpowiedzialne za profil, więc musi się zmienić także .github/CODEOWNERS: zespół strony dodaje jego wiersze (npx staticnouns owners) do pull requestu.',
	'propose.closed': 'Zgłoszenie jest zamknięte, więc pull request #{pull} też został zamknięty.',
	'propose.pullClosed':
		'Pull request #{pull} został zamknięty bez scalenia, więc to zgłoszenie też zostało zamknięte. Aby ponownie zaproponować profil, otwórz zgłoszenie ponownie albo wypełnij formularz strony jeszcze raz.',
	'propose.merged':
		'Pull request #{pull} został scalony: twoja strona {address} pokaże zmianę po następnym zbudowaniu strony.',
	'propose.pullBody': 'Zaproponowane przez @{login} w zgłoszeniu #{issue}; zmienia tylko {file}.',
	'propose.statusFailed': 'Sprawdzenie znalazło coś do poprawienia: zobacz zgłoszenie.',
	'editorScript.modeEdit': 'Zmieniasz profil z pliku {file}, wypełniony tym, co publikuje strona.',
	'editorScript.modeNotPublished': 'Strona nie ma opublikowanego profilu dla {file}: zacznij nowy.',
	'editorScript.modeNewMember':
		'Nowa osoba w profilu {user}: wypełnij, co chcesz; plik trafi do folderu {user}.',
	'editorScript.modeNewProfile':
		'Nowy profil: wypełnij, co chcesz; wszystko poza nazwą profilu może zostać puste.',
	'editorScript.modeNotFound':
		'Nie ma jeszcze profilu o nazwie {name}: wypełnij formularz, aby go dodać.',
	'editorScript.avatarNotice':
		'Twój plik wskazuje obraz w repozytorium, a strona nie publikuje jego ścieżki: wpisz ją ponownie (tak jak w pliku, np. ./avatar.png), inaczej obraz zostanie usunięty.',
	'editorScript.ownersNotice':
		'Strona nigdy nie publikuje osób odpowiedzialnych: jeśli twój plik ma listę „owners”, dodaj tu te same nazwy, inaczej zostaną usunięte.',
	'editorScript.modeEditSource':
		'Zmieniasz plik {file} taki, jaki jest zapisany: zmienia się tylko to, co zmienisz.',
	'editorScript.unseenKeys':
		'Formularz nie widzi {keys}: jeśli twój plik ma któryś z nich, dodaj go ponownie do nowego tekstu, zanim go zaproponujesz, inaczej zostanie usunięty (komentarze także).',
} as const satisfies Translation;
