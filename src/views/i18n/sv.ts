/**
 * Swedish: "du", "personer" and "de som"; no sentence needs a pronoun for
 * someone whose pronouns it does not know.
 */
import type { Translation } from './en.ts';

export const sv = {
	'site.title': 'Pronomenprofiler',
	'site.skipToContent': 'Hoppa till innehållet',
	'site.languages': 'Språk',

	'count.profiles': { one: '{count} profil', other: '{count} profiler' },
	'count.names': { one: '{count} namn', other: '{count} namn' },
	'count.people': { one: '{count} person', other: '{count} personer' },
	'count.problems': { one: '{count} problem', other: '{count} problem' },
	'count.warnings': { one: '{count} varning', other: '{count} varningar' },
	'count.files': { one: '{count} fil', other: '{count} filer' },
	'count.members': { one: '{count} medlem', other: '{count} medlemmar' },
	'report.summary': '{problems} i {files}.',
	'report.valid': { one: '{profiles} är giltig.', other: '{profiles} är giltiga.' },
	'report.validMembers': '{profiles} och {members} är giltiga.',

	'notFound.title': 'Sidan hittades inte',
	'notFound.text': 'Det finns ingen sida på den här adressen. Profilerna finns på {link}.',
	'notFound.link': 'startsidan',
	'notFound.add': 'Inte med än? {link} med formuläret: inget att installera.',
	'notFound.addLink': 'Lägg till din profil',

	'paging.previous': 'Föregående',
	'paging.next': 'Nästa',
	'paging.page': 'sida {number}',

	'home.description': {
		one: 'Namn och pronomen för {count} person.',
		other: 'Namn och pronomen för {count} personer.',
	},
	'home.intro':
		'Det här är vår gemenskaps katalog över namn och pronomen: hur var och en av oss vill bli tilltalad, och vad man ska undvika. Vill du vara med? [Fyll i din profil]({editor}) i webbläsaren: formuläret kontrollerar den medan du skriver och lämnar den till vårt repository för granskning, inget att installera. Andra sätt, och hur du ändrar din profil senare: [lägga till en profil]({addProfile}).',
	'home.introWithoutRepository':
		'Det här är vår gemenskaps katalog över namn och pronomen: hur var och en av oss vill bli tilltalad, och vad man ska undvika. Vill du vara med? Lägg till en profilfil i det repository som webbplatsen byggs från (dess CONTRIBUTING.md förklarar hur), eller fråga dem som driver den.',

	'directory.title': 'Katalog',
	'directory.description': {
		one: 'Namn och pronomen för {count} person, efter bokstav.',
		other: 'Namn och pronomen för {count} personer, efter bokstav.',
	},
	'directory.pageDescription': {
		one: '{group}{onPage}, i en katalog med {count} person.',
		other: '{group}{onPage}, i en katalog med {count} personer.',
	},
	'directory.onPage': ', sida {page} av {pages}',
	'directory.summaryPage': 'sida {page} av {pages}',
	'directory.summaryTotal': { one: '{count} profil totalt', other: '{count} profiler totalt' },
	'directory.letterGroup': 'Namn som börjar på {letter}',
	'directory.otherGroup': 'Namn som börjar med en siffra eller ett tecken',
	'directory.letterPage': '{label}, sida {page}',
	'directory.letterIndex': 'Namn efter första bokstav',
	'directory.letterTitle': { one: '{title}: {count} namn', other: '{title}: {count} namn' },
	'directory.emptyLetter': '{title}: ingen än',
	'directory.letterPages': 'Sidor för {label}',
	'directory.start': 'Välj en bokstav, eller {link} och bläddra vidare.',
	'directory.startLink': 'börja på {label}',

	'profile.summary': '{displayName} använder {favourites}.',
	'profile.summaryEmpty': 'Namn och pronomen för {displayName}.',
	'profile.avatarAlt': 'Avatar för {displayName}',
	'profile.ownerLink': 'Medlem i ',
	'profile.namesLabel': 'Namn: ',
	'profile.pronounsLabel': 'Pronomen: ',
	'profile.bio': 'Om mig',
	'profile.links': 'Länkar',
	'profile.names': 'Namn',
	'profile.pronouns': 'Pronomen',
	'profile.members': 'Medlemmar',
	'profile.shareTitle': '{displayName} ({pronouns})',
	'profile.flags': 'Flaggor',
	'profile.timezoneLabel': 'Tidszon: ',
	'profile.timezoneOffset': '{offset} när den här sidan skapades',
	'profile.noneListed': 'Inget angivet.',
	'profile.json': 'Den här profilen som JSON',
	'profile.edit': 'Redigera den här profilen',
	'profile.editInBrowser': 'Redigera i webbläsaren',

	'pronouns.title': 'Pronomen {set}',
	'pronouns.titlePage': 'Pronomen {set}, sida {page}',
	'pronouns.description': 'Hur man använder pronomen {set}, med exempel.',
	'pronouns.laterDescription': 'Personer som använder pronomen {set}, sida {page} av {pages}.',
	'pronouns.formsLink': 'Formerna av {set} och hur de används',
	'pronouns.forms': 'Former',
	'pronouns.form.subject': 'Subjektsform',
	'pronouns.form.object': 'Objektsform',
	'pronouns.form.determiner': 'Possessiv före substantiv',
	'pronouns.form.possessive': 'Självständig possessiv',
	'pronouns.form.reflexive': 'Reflexiv',
	'pronouns.examples': 'Exempel',
	'pronouns.examplesIn': 'Exemplen är på {language}.',
	'pronouns.variants': 'Så som det skrevs',
	'pronouns.noExamples':
		'Formerna finns inte i någon av webbplatsens pronomentabeller, så det finns inga exempelmeningar: läs dem som de är skrivna, eller fråga.',
	'pronouns.redirect': 'De här pronomenen har sin sida på {link}.',
	'shortLink.title': '@{handle}',
	'shortLink.text': 'Den här korta länken leder till profilen på {link}.',
	'pronouns.usedBy': 'Används av',
	'pronouns.usedByPage': 'Används av, sida {page} av {pages}',
	'pronouns.usedByMember': '{handle}, medlem i {ownerName}',
	'pronouns.usedByPages': 'Sidor med personer som använder {set}',
	'pronouns.usedByIntro':
		'Personer som har markerat de här pronomenen som favorit eller okej; {icon} markerar en favorit; favoriterna står först.',

	'legend.title': 'Vad symbolerna betyder',
	'legend.link': 'Vad betyder symbolerna?',
	'status.favourite': 'Favorit',
	'status.okay': 'Okej',
	'status.jokingly': 'På skämt',
	'status.friends_only': 'Bara bland vänner',
	'status.avoid': 'Undvik',

	'search.title': 'Sök',
	'search.description': 'Hitta personer efter namn, visningsnamn eller pronomen.',
	'search.boxLabel': 'Sök efter namn eller pronomen',
	'search.button': 'Sök',
	'search.needsJavaScript':
		'Sökningen kräver JavaScript. Alla finns listade efter första bokstaven i namnet:',
	'search.off':
		'Den här webbplatsen har ingen sökning. Alla finns listade efter första bokstaven i namnet:',
	'search.owner': 'medlem i {ownerName}',
	'search.unavailable': 'Sökningen fungerar inte just nu: bokstavslistan nedan tar med alla.',
	'search.none': 'Ingen hittades för ”{query}”.',
	'search.found': { one: '{count} träff.', other: '{count} träffar.' },
	'search.more': {
		one: '{count} träff, de första {shown} visas: skriv mer för att begränsa.',
		other: '{count} träffar, de första {shown} visas: skriv mer för att begränsa.',
	},

	'editor.title': 'Redigera en profil',
	'editor.addTitle': 'Lägg till din profil',
	'editMine.label': 'Redigera din profil',
	'editMine.help': 'Ditt profilnamn, eller adressen till din sida (@ditt-namn).',
	'editMine.open': 'Öppna i redigeraren',
	'editor.description':
		'Skriv eller ändra en profilfil i webbläsaren, kontrollerad som webbplatsen kontrollerar den, och föreslå den på Git-plattformen.',
	'editor.noScript':
		'Den här sidan skriver din profilfil åt dig och kontrollerar den som webbplatsen gör, men den behöver JavaScript, som är avstängt eller inte kunde laddas.',
	'editor.withoutScript': 'Utan JavaScript redigerar du filen på Git-plattformen:',
	'editor.openFolder': 'Öppna {link}.',
	'editor.openFolderLink': 'profilmappen på {forge}',
	'editor.openRepository':
		'Öppna webbplatsens repository på dess Git-plattform, och där mappen {contentPath}/users.',
	'editor.openFile':
		'Öppna din fil (ditt profilnamn, med ändelsen .md) och välj plattformens redigeringsknapp; för en ny profil lägger du till en fil med ditt namn, t.ex. robin.md.',
	'editor.propose':
		'Gör din ändring och föreslå den: plattformen öppnar en pull request, och webbplatsens kontroller säger om något är fel.',
	'editor.contributing': '{link} förklarar varje del av en profilfil.',
	'editor.problems': 'Problem att åtgärda',
	'editor.optional': '(valfritt)',
	'editor.profile': 'Profil',
	'editor.name': 'Profilnamn',
	'editor.nameHelp':
		'Adressen till din sida: 2 till 40 tecken av bokstäverna A-Z, siffror, ”_”, ”.” eller ”-”.',
	'editor.id': 'ID',
	'editor.idHelp': 'Skapas åt dig; ändras aldrig.',
	'editor.displayName': 'Visningsnamn',
	'editor.displayNameHelp': 'Visas i stället för profilnamnet; högst 100 tecken.',
	'editor.bio': 'Om mig',
	'editor.bioHelp':
		'Några ord om dig, högst 1000 tecken. Markdown: *betoning*, [en länk](https://example.org).',
	'editor.names': 'Namn',
	'editor.namesHelp': 'Namnen man får kalla dig, vart och ett med vad du tycker om det.',
	'editor.addName': 'Lägg till ett namn',
	'editor.pronouns': 'Pronomen',
	'editor.pronounsHelp':
		'Former åtskilda med ”/”, t.ex. hen/hen/hens (subjekt/objekt/possessiv); visningstexten är hur sidan visar dem (tom: de två första formerna).',
	'editor.addPronouns': 'Lägg till pronomen',
	'editor.fields': 'Fält',
	'editor.fieldsHelp':
		'Egna rubriker, som ”Beskriv mig som”, var och en med ord och vad du tycker om dem.',
	'editor.addField': 'Lägg till ett fält',
	'editor.links': 'Länkar',
	'editor.linksHelp': 'Högst 256 tecken vardera; adresser som börjar med https:// blir länkar.',
	'editor.addLink': 'Lägg till en länk',
	'editor.avatar': 'Avatar',
	'editor.avatarImage': 'Bild i repositoryt',
	'editor.avatarHelp':
		'Sökvägen till din bild bredvid din profilfil, t.ex. ./avatar.png (PNG, JPEG, WebP, GIF eller AVIF). Så lägger du till en: öppna mappen där din fil ligger på plattformen ({folder}), välj ”Add file” och sedan ”Upload files”, lägg till bilden och skriv dess namn här.',
	'editor.avatarUrls': 'Eller bilder på nätet',
	'editor.avatarUrlsHelp':
		'Fullständiga https://-adresser till bilder som ligger någon annanstans, huvudbilden först; inte tillsammans med en bild i repositoryt.',
	'editor.addAvatarUrl': 'Lägg till en bildadress',
	'editor.owners': 'Ansvariga',
	'editor.ownersHelp':
		'Användarnamn på plattformen (t.ex. robin-gh) vars godkännande ändringar i den här profilen behöver; visas aldrig på webbplatsen.',
	'editor.addOwner': 'Lägg till en ansvarig',
	'editor.ownStatuses': 'Egna statusar',
	'editor.ownStatusesHelp':
		'Utöver de fem: var och en med ett kort namn som dina poster använder, en etikett, en ikon och den status den räknas som överallt annars (sökning, pronomensidor, API:t).',
	'editor.addOwnStatus': 'Lägg till en egen status',
	'editor.flags': 'Flaggor',
	'editor.flagsHelp': 'Prideflaggor som visas på din profil, i den ordning du väljer dem.',
	'editor.ownFlags': 'Egna flaggbilder',
	'editor.ownFlagsHelp':
		'Formuläret kan inte ladda upp bilder: en egen flaggbild (en bild bredvid din fil) behålls som den är skriven. Lägg till en i din fil på plattformen.',
	'editor.more': 'Mer om dig',
	'editor.timezone': 'Tidszon',
	'editor.timezoneHelp':
		'Visas med sin nuvarande skillnad mot UTC; skriv för att välja, t.ex. Europe/Stockholm.',
	'editor.lang': 'Din texts språk',
	'editor.langHelp':
		'En språkkod som sv, en eller pt-BR, så att skärmläsare läser din presentation och dina poster på det språket.',
	'editor.memberTitle': 'Rubrik för din medlemslista',
	'editor.memberTitleHelp':
		'Visas ovanför dina medlemmar i stället för ”Medlemmar”; högst 50 tecken.',
	'editor.unlisted': 'Visa inte den här medlemmen i listorna',
	'editor.unlistedHelp':
		'Olistad är inte privat: medlemmen är fortfarande publicerad på sin egen adress och i API:t, för alla som har länken.',
	'editor.result': 'Din fil',
	'editor.resultLabel': 'Profilfilen',
	'editor.copy': 'Kopiera filen',
	'editor.download': 'Ladda ned filen',

	'editorScript.nameFixed':
		'Profilnamnet är filens namn: för att ändra det byts filens namn på plattformen.',
	'editorScript.nameLegend': 'Vad du tycker om namn {n}',
	'editorScript.pronounsLegend': 'Vad du tycker om pronomen {n}',
	'editorScript.entryLegend': 'Vad du tycker om post {n} i fält {field}',
	'editorScript.short.favourite': 'Favorit',
	'editorScript.short.okay': 'Okej',
	'editorScript.short.jokingly': 'Skämt',
	'editorScript.short.friends_only': 'Vänner',
	'editorScript.short.avoid': 'Undvik',
	'editorScript.moveUp': 'Flytta upp',
	'editorScript.moveDown': 'Flytta ned',
	'editorScript.remove': 'Ta bort',
	'editorScript.rowButton': '{button}: {what}',
	'editorScript.rowMenu': 'Flytta eller ta bort {what}',
	'editorScript.nameLabel': 'Namn {n}',
	'editorScript.nameWhat': 'namn {n}',
	'editorScript.pronounsLabel': 'Pronomen {n}',
	'editorScript.pronounsDisplayText': 'Visningstext för pronomen {n} (valfritt)',
	'editorScript.pronounsWhat': 'pronomen {n}',
	'editorScript.pronounsDisplayPlaceholder': 'visningstext (valfritt)',
	'editorScript.fieldHeading': 'Rubrik för fält {n}',
	'editorScript.fieldHeadingHelp': 't.ex. ”Beskriv mig som”',
	'editorScript.fieldEntries': 'Poster i fält {n}',
	'editorScript.fieldAddEntry': 'Lägg till en post i fält {n}',
	'editorScript.fieldWhat': 'fält {n}',
	'editorScript.entryLabel': 'Post {n}',
	'editorScript.entryWhat': 'post {n} i fält {field}',
	'editorScript.linkLabel': 'Länk {n}',
	'editorScript.linkWhat': 'länk {n}',
	'editorScript.avatarUrlLabel': 'Bildadress {n}',
	'editorScript.avatarUrlWhat': 'bildadress {n}',
	'editorScript.ownerLabel': 'Ansvarig {n}',
	'editorScript.ownerWhat': 'ansvarig {n}',
	'editorScript.ownStatusKey': 'Kort namn för status {n}',
	'editorScript.ownStatusKeyHelp':
		'Det dina poster använder: a-z, 0-9 och _, som börjar med en bokstav; inte någon av de fem.',
	'editorScript.ownStatusLabel': 'Etikett för status {n}',
	'editorScript.ownStatusIcon': 'Ikon för status {n}',
	'editorScript.ownStatusIconDefault': 'ikonen för den status den räknas som',
	'editorScript.icon.heart': 'Hjärta',
	'editorScript.icon.check': 'Bock',
	'editorScript.icon.smile': 'Leende',
	'editorScript.icon.people': 'Människor',
	'editorScript.icon.ban': 'Förbudsmärke',
	'editorScript.icon.heart-lock': 'Hjärta med lås',
	'editorScript.icon.lock': 'Hänglås',
	'editorScript.icon.star': 'Stjärna',
	'editorScript.icon.sparkles': 'Gnistor',
	'editorScript.icon.thumbs-up': 'Tummen upp',
	'editorScript.icon.thumbs-down': 'Tummen ned',
	'editorScript.icon.question': 'Frågetecken',
	'editorScript.icon.eye-off': 'Överstruket öga',
	'editorScript.icon.clock': 'Klocka',
	'editorScript.icon.chat': 'Pratbubbla',
	'editorScript.icon.house': 'Hus',
	'editorScript.icon.briefcase': 'Portfölj',
	'editorScript.icon.flower': 'Blomma',
	'editorScript.icon.moon': 'Måne',
	'editorScript.icon.sun': 'Sol',
	'editorScript.icon.music': 'Musiknot',
	'editorScript.icon.paw': 'Tassavtryck',
	'editorScript.icon.crown': 'Krona',
	'editorScript.icon.x': 'Kryss',
	'editorScript.ownStatusCountsAs': 'Status {n} räknas som',
	'editorScript.ownStatusWhat': 'status {n}',
	'editorScript.ownStatusTwice':
		'En annan av dina statusar har det här korta namnet: ge var och en ett eget.',
	'editorScript.ownFlagWhat': 'flagga {name}',
	'editorScript.ready': 'Din profil är klar: inget att åtgärda.',
	'editorScript.problems': {
		one: '{count} problem att åtgärda innan din profil är klar; det visas vid sitt fält.',
		other:
			'{count} problem att åtgärda innan din profil är klar; vart och ett visas vid sitt fält.',
	},
	'editorScript.resultPath': 'Sparas i repositoryt som {file}.',
	'editorScript.resultPending':
		'Din profil visas här, så som repositoryt sparar den, när inget återstår att åtgärda.',
	'editorScript.resultPathPending':
		'Välj ett profilnamn: det namnger din sida, /@ditt-namn/, och din profil i repositoryt.',
	// check's messages (check-words.ts): said by the editor's form, `check` and CI.
	'check.required': 'krävs',
	'check.mustBe': 'måste vara {expected}, inte {got}: {value}',
	'check.mustBeQuoted': 'måste vara {expected}, inte {got} (sätt värdet inom citattecken): {value}',
	'check.mustBeLines':
		'måste vara {expected}, inte {got} (skriv varje post på en egen rad som börjar med ”- ”): {value}',
	'check.typeObject': 'ett objekt (par av nyckel: värde)',
	'check.typeObjectFound': 'ett objekt',
	'check.typeList': 'en lista',
	'check.typeText': 'en text',
	'check.typeNumber': 'ett tal',
	'check.typeBoolean': 'ett sanningsvärde (true eller false)',
	'check.typeNull': 'tomt (null)',
	'check.oneOf': 'måste vara ett av värdena {values}, inte {value}',
	'check.got': '{rule} (värde: {value})',
	'check.nothing': 'inget',
	'check.empty': 'får inte vara tomt',
	'check.length': 'måste ha {min} till {max} tecken, men har {length}',
	'check.lengthOver':
		'måste ha {min} till {max} tecken, men har {length}; korta texten (webbplatsens gräns sätts av {limit})',
	'check.status':
		'måste vara ett av värdena favourite, okay, jokingly, friends_only, avoid, ett tal från 1 till 5 eller nyckeln till en av profilens egna statusar (små bokstäver, siffror och ”_”)',
	'check.didYouMean': 'menade du ”{hint}”?',
	'check.ownKeyIsStatus':
		'”{key}” är en av de fem statusarna: en egen status behöver en egen nyckel (till exempel partner); byt namn på den, eller använd {key} direkt utan att definiera den',
	'check.ownKeyName':
		'”name” namnger ett fält i fields, så ett fält skulle inte kunna ha någon lista för den här statusen: byt namn på den (till exempel name_own), här och i posterna som använder den',
	'check.ownKeyForm':
		'nyckeln ”{key}” måste börja med en liten bokstav och bara innehålla a-z, 0-9 och ”_”, högst 30 tecken; byt namn på den (till exempel {example})',
	'check.nameEntry': 'måste vara ett namn (text) eller ett objekt med name och status',
	'check.pronounsEntry':
		'måste vara pronomen (en text som ”hen/hen”) eller ett objekt med pronouns, display_text och status',
	'check.dupName':
		'namnet {text} finns redan i listan{onLine} ({first}); ange varje namn en gång: ta bort ett av dem och behåll den status du menar',
	'check.dupLink':
		'länken {text} finns redan i listan{onLine} ({first}); ange varje länk en gång: ta bort en av dem',
	'check.dupField':
		'fältet {text} finns redan i listan{onLine} ({first}); ange varje fält en gång: slå ihop deras poster i ett fält',
	'check.dupPronouns':
		'pronomenen {text} finns redan i listan{onLine} ({first}) som {as}, samma uppsättning; ange varje uppsättning en gång: ta bort en av dem och behåll den status du menar',
	'check.dupEntry':
		'posten {text} finns redan i listan{under}{onLine} ({first}); ange varje post en gång i ett fält, under den status du menar: ta bort en av dem',
	'check.onLine': ' på rad {line}',
	'check.underStatus': ' under statusen {status}',
	'check.nameTaken':
		'namnet ”{name}” används redan av {file} (”{taken}”); namn måste vara unika utan hänsyn till stora och små bokstäver, eftersom diskar och värdar som inte skiljer på dem skulle blanda ihop namnen: {rename}',
	'check.memberNameTaken':
		'namnet ”{name}” används redan av {file} (”{taken}”); inom en profil måste varje medlem ha ett unikt namn utan hänsyn till stora och små bokstäver, eftersom diskar och värdar som inte skiljer på dem skulle blanda ihop namnen: {rename}',
	'check.publishedProfile': 'den publicerade profilen {where}',
	'check.renameFile': 'byt namn på filen',
	'check.chooseName': 'välj ett annat namn',
	'check.unknownKey': 'okänd nyckel {key}; menade du ”{hint}”?',
	'check.unknownKeyKnown': 'okänd nyckel {key}; kända nycklar är {known}',
	'check.tooMany':
		'har {count} poster, fler än de {max} som webbplatsen tillåter: {fix} (webbplatsens gräns sätts av {limit})',
	'check.tooManyInField':
		'har {count} poster i sina listor tillsammans, fler än de {max} som webbplatsen tillåter i ett fält: behåll de viktigaste (webbplatsens gräns sätts av {limit})',
	'check.tooManyStatuses':
		'har {count} egna statusar, fler än de {max} som webbplatsen tillåter: behåll dem som dina poster använder (webbplatsens gräns sätts av {limit})',
	'check.keepMostUsed': 'behåll dem du använder mest',
	'check.keepMatterMost': 'behåll de viktigaste',
	'check.keepMostSeen': 'behåll dem du helst vill att andra ser',
	'check.unknownStatus':
		'okänd status {status}: ingen av de fem ({words}); definiera den under statuses: med label och counts_as',
	'check.unknownStatusHint':
		'okänd status {status}: ingen av de fem ({words}); menade du ”{hint}”? Annars definiera den under statuses: med label och counts_as',
	'check.unknownStatusOwn':
		'okänd status {status}: varken en av de fem ({words}) eller en av profilens egna ({own}); definiera den under statuses: med label och counts_as',
	'check.unknownStatusOwnHint':
		'okänd status {status}: varken en av de fem ({words}) eller en av profilens egna ({own}); menade du ”{hint}”? Annars definiera den under statuses: med label och counts_as',
	'check.labelBuiltInSame':
		'etiketten {label} är namnet på den inbyggda statusen {word}, så läsare och skärmläsare skulle ta posterna för {word}: använd statusen {word} själv i posterna och ta bort den här egna statusen',
	'check.labelBuiltIn':
		'etiketten {label} är namnet på den inbyggda statusen {word}, så läsare och skärmläsare skulle ta posterna för {word}: ge den en egen etikett som säger vad den betyder (och inte namnet på någon av de fem statusarna)',
	'check.idUsed':
		'id:t ”{id}” används redan av {file}; varje id är unikt: ge profilen ett nytt id, till exempel det här nyskapade: id: {fresh}',
	'check.bioKey':
		'en Markdown-profil har ingen nyckel ”bio”: texten efter den avslutande raden ”---” är bion; flytta den dit',
	'check.nameIsFile':
		'måste vara lika med filnamnet {stem} (filnamnet är profilnamnet), inte {given}; ta bort nyckeln eller byt namn på filen',
	'check.loneSurrogate':
		'får inte innehålla ett ensamt surrogat ({point}), halva tecken som strikta JSON-tolkar avvisar; skriv tecknet igen',
	'check.control':
		'får inte innehålla styrtecken (osynliga koder som terminaler och sidor reagerar på), och {point} är ett sådant; ta bort det',
	'check.controlMultiline':
		'får inte innehålla andra styrtecken än tabb och radbrytningar (osynliga koder som terminaler och sidor reagerar på), och {point} är ett sådant; ta bort det',
	'check.lineSeparator':
		'måste vara en rad, och {point} (en radavgränsare) börjar en ny; ta bort den eller skriv ett mellanslag',
	'check.paragraphSeparator':
		'måste vara en rad, och {point} (en styckeavgränsare) börjar en ny; ta bort den eller skriv ett mellanslag',
	'check.bidi':
		'får inte innehålla riktningstecken U+202A-202E eller U+2066-2069, som ändrar ordningen i texten efter dem, och {point} är ett sådant; ta bort det (markeringarna U+200E och U+200F är tillåtna)',
	'check.noncharacter':
		'får inte innehålla icke-tecken (koder reserverade för program, som XML och bilder avvisar), och {point} är ett sådant; ta bort det',
	'check.blank':
		'måste innehålla ett synligt tecken, inte bara mellanslag eller osynliga tecken; skriv texten eller utelämna posten',
	'check.xid': 'måste vara exakt 20 tecken av 0-9 och a-v (ett xid)',
	'check.httpUrl': 'måste vara en absolut adress med http:// eller https://',
	'check.flagSlug': 'måste vara en av flaggorna i docs/reference/flags.md',
	'check.iconSlug': 'måste vara en av ikonerna i docs/reference/icons.md',
	'check.langUnknown':
		'är inget språk som Intl känner till: skriv språkets kod, till exempel ”en”, ”de”, ”pt-BR” eller ”zh-Hant”',
	'check.langUnknownHint':
		'är inget språk som Intl känner till: skriv språkets kod; menade du ”{hint}” ({language})?',
	'check.langForm': 'är ingen giltig språktagg (BCP 47): skriv ”{fix}”',
	'check.langFormAny':
		'är ingen giltig språktagg (BCP 47, högst {max} tecken): skriv språkets kod, vid behov med region eller skrift efter ett bindestreck, till exempel ”en”, ”de”, ”pt-BR” eller ”zh-Hant”',
	'check.timeZone':
		'måste vara en IANA-tidszon, till exempel Europe/Stockholm eller America/New_York',
	'check.idRequired':
		'krävs: varje profil har ett eget id som aldrig ändras; lägg till ett, till exempel det här nyskapade: id: {fresh}',
	'check.fieldKey':
		'okänd nyckel {key}: ett fält har name och en lista per status (någon av de fem eller någon av profilens egna)',
	'check.fieldKeyHint':
		'okänd nyckel {key}: ett fält har name och en lista per status (någon av de fem eller någon av profilens egna); menade du ”{hint}”?',
	'check.flagEntry':
		'måste vara kortnamnet på en flagga i biblioteket (till exempel transgender) eller ett objekt med image, name och description',
	'check.memberTitle':
		'member_title är rubriken över en profils medlemmar: ange den i profilens index.md eller index.json, inte i en medlems fil',
	'check.unlistedUser':
		'unlisted tar bort en medlem från profilens sida och från listorna: bara en medlems fil kan ange den; ta bort den här',
	'check.sidTaken':
		'kort-id:t ”{sid}” är också {file}s; varje kort-id leder till en enda profil: ge den här profilen ett eget, till exempel det här nyskapade: sid: {fresh}',
	'check.avatarRelative':
		'måste vara en sökväg relativt profilfilen, till exempel ./avatar.png, inte ”{avatar}”',
	'check.avatarOutside':
		'måste ligga i mappen content: ”{avatar}” pekar utanför den; lägg bilden bredvid profilfilen',
	'check.avatarMissing': 'ingen bild på ”{avatar}” (letade efter {path}); kontrollera filnamnet',
	'check.avatarSymlink':
		'”{avatar}” är en symbolisk länk till en fil utanför mappen content; kopiera i stället bilden bredvid profilfilen',
	'check.avatarNotOwn':
		'”{avatar}” är inte profilens egen bild (content/users/{image}): en avatar måste ligga i profilens egen mapp, eller bredvid dess fil och heta som den ({named}); en annan profils bild är den profilens att ändra eller ta bort: kopiera bilden till content/users/{fix} och låt avatar peka dit',
	'check.avatarUnchecked':
		'kunde inte kontrolleras ({reason}); se till att bilden är en läsbar fil bredvid profilfilen',
	'check.imageUnreadable':
		'”{avatar}” är ingen läsbar bild ({error}); exportera den igen som PNG, JPEG, WebP, GIF eller AVIF',
	'check.avatarFormat': '”{avatar}” är {format}; en avatar måste vara {formats}',
	'check.flagFormat': '”{avatar}” är {format}; en flaggbild måste vara {formats}',
	'check.imagePixels':
		'”{avatar}” är {width}×{height} pixlar, över gränsen på {megapixels} megapixlar: skala ner den',
	'check.imageSide':
		'”{avatar}” är {width}×{height} pixlar; varje sida får vara högst {side} px: skala ner den',
	'check.imageAspect':
		'”{avatar}” är {width}×{height} pixlar; den långa sidan får vara högst {ratio} gånger den korta (den beskärs ändå till en kvadrat): beskär den närmare en kvadrat',
	'check.imageDecode':
		'”{avatar}” kunde inte avkodas ({error}): spara den igen som PNG, JPEG eller WebP',
	'check.imageNotFile':
		'”{avatar}” är {kind}, inte en bildfil; en avatar måste vara en vanlig fil bredvid profilfilen: ersätt den med själva bilden',
	'check.kindLink': 'en symbolisk länk',
	'check.kindFifo': 'en FIFO (namngiven pipe)',
	'check.kindSocket': 'en socket',
	'check.kindDevice': 'en enhet',
	'check.kindFolder': 'en mapp',
	'check.imageTooLarge': '”{avatar}” är {size}; en avatar får vara högst {max}: gör den mindre',
	'check.imageChanged': '”{avatar}” ändrades medan den lästes: kör kontrollen igen',
	'check.imageUnreadableFile':
		'”{avatar}” kunde inte läsas ({error}); en avatar måste vara en fil som alla får läsa: kontrollera behörigheterna, eller spara den igen',
	'check.folderMisspelt':
		'en medlems profil hör hemma i mappen ”{members}” (med små bokstäver, med ”s”), inte ”{folder}”: flytta filen till {fix}',
	'check.folderNested':
		'en medlem har inga egna medlemmar: bara en profils mapp har en mapp {members}/; flytta filen till {user}/{members}/, eller låt namnet börja med ”_” om den inte är en profil',
	'check.folderStray':
		'en profilmapp rymmer en profil, dess index.md eller index.json; låt den här filens namn börja med ”_” om den inte är en profil',
	'check.folderUserForm':
		'den här profilen har medlemmar (i {name}/{members}/), så den måste ha mappform, bredvid dem: flytta filen till {fix}',
	'check.folderNoIndex':
		'en profilmapp behöver en index.md eller index.json; lägg till en, eller låt mappens namn börja med ”_”',
	'check.folderBothIndexes':
		'en profilmapp rymmer antingen index.md eller index.json, inte båda: slå ihop dem till en',
	'check.folderIndexCase':
		'en profilmapp rymmer en indexfil, men den här rymmer {files} (namn som bara skiljer sig i versaler och gemener är en och samma fil på macOS och Windows): slå ihop dem till en index.md eller index.json',
	'check.membersOver':
		'för många medlemmar: mappen rymmer {count}, och en profil får ha högst {limit} (webbplatsens gräns sätts med limits.members): ta bort dem som inte används längre, eller slå ihop några',
	'check.yamlInvalid': 'ogiltig YAML: {reason}',
	'check.yamlLineUp':
		'ogiltig YAML: den här raden står inte i linje med raderna den hör till (YAML läser av mellanslagen före en rad vilken post den hör till): börja den exakt under nyckeln eller ”- ” som den hör till, med mellanslag',
	'check.yamlUnclosedEnd':
		'frontmattern saknar en avslutande rad ”---”, så texten efter den läses som YAML: lägg till en rad med bara ”---” efter den sista nyckeln, före bion',
	'check.yamlUnclosed':
		'frontmattern saknar en avslutande rad ”---”, så den här texten läses som YAML: lägg till en rad med bara ”---” ovanför den, efter den sista nyckeln',
	'check.yamlTab':
		'ogiltig YAML: tabbar får inte användas för indrag, eftersom YAML bara drar in med mellanslag: byt ut tabben på den här raden mot mellanslag (2 per nivå)',
	'check.yamlEmptyList':
		'ogiltig YAML: ”{key}: {empty}” är en tom lista, så posterna under den hör inte till något: ta bort ”{empty}” för att behålla dem (”{key}:” ensamt), eller kommentera bort dem med ”#”',
	'check.yamlColon':
		'ogiltig YAML: värdet för ”{key}” innehåller ”: ”, som YAML läser som början på en annan nyckel: sätt värdet inom dubbla citattecken: {fix}',
	'check.yamlKept':
		'ogiltig YAML: YAML reserverar ”{char}” för framtida bruk och kan inte läsa ett värde som börjar med det: sätt hela värdet inom dubbla citattecken: {fix}',
	'check.yamlPercent':
		'ogiltig YAML: i början av ett värde läser YAML ”%” som en instruktion till läsaren, inte som text: sätt hela värdet inom dubbla citattecken: {fix}',
	'check.yamlTag':
		'ogiltig YAML: i början av ett värde läser YAML ”!” som en typmärkning, inte som text: sätt hela värdet inom dubbla citattecken: {fix}',
	'check.yamlAlias':
		'ogiltig YAML: i början av ett värde läser YAML ”*” som en hänvisning till ett annat värde, inte som text: sätt hela värdet inom dubbla citattecken: {fix}',
	'check.yamlAnchor':
		'ogiltig YAML: i början av ett värde läser YAML ”&” som en etikett för värdet, inte som text: sätt hela värdet inom dubbla citattecken: {fix}',
	'check.yamlQuotedPart':
		'ogiltig YAML: värdet börjar med en del inom citattecken följd av mer text, vilket YAML inte kan läsa som ett värde: sätt hela värdet inom dubbla citattecken: {fix}',
	'check.noFences':
		'den här filen saknar frontmatter: nycklarna står inte mellan två rader ”---”, så hela filen skulle läsas som bion: lägg till en rad ”---” ovanför den här och en till efter den sista nyckeln, före bion',
	'check.notYaml':
		'frontmattern måste vara YAML, inte {language}; börja filen med en vanlig rad ”---”',
	'check.yamlDashLeft': {
		one: 'ogiltig YAML: den här postens ”- ” står {count} mellanslag för långt till vänster om ”- ” i posten ovanför (rad {line}), så den hör inte till någon av dem: sätt den exakt under den: {fix}',
		other:
			'ogiltig YAML: den här postens ”- ” står {count} mellanslag för långt till vänster om ”- ” i posten ovanför (rad {line}), så den hör inte till någon av dem: sätt den exakt under den: {fix}',
	},
	'check.yamlDashRight': {
		one: 'ogiltig YAML: den här postens ”- ” står {count} mellanslag för långt till höger om ”- ” i posten ovanför (rad {line}), så den hör inte till någon av dem: sätt den exakt under den: {fix}',
		other:
			'ogiltig YAML: den här postens ”- ” står {count} mellanslag för långt till höger om ”- ” i posten ovanför (rad {line}), så den hör inte till någon av dem: sätt den exakt under den: {fix}',
	},
	'check.yamlKeyLeft': {
		one: 'ogiltig YAML: ”{key}:” hör till posten som börjar på rad {line} (”{first}:”) men står {count} mellanslag för långt till vänster: sätt den exakt under ”{first}:”: {fix}',
		other:
			'ogiltig YAML: ”{key}:” hör till posten som börjar på rad {line} (”{first}:”) men står {count} mellanslag för långt till vänster: sätt den exakt under ”{first}:”: {fix}',
	},
	'check.yamlKeyRight': {
		one: 'ogiltig YAML: ”{key}:” hör till posten som börjar på rad {line} (”{first}:”) men står {count} mellanslag för långt till höger: sätt den exakt under ”{first}:”: {fix}',
		other:
			'ogiltig YAML: ”{key}:” hör till posten som börjar på rad {line} (”{first}:”) men står {count} mellanslag för långt till höger: sätt den exakt under ”{first}:”: {fix}',
	},
	'check.yamlFirstKeyAgain':
		'ogiltig YAML: ”{key}:” är redan den första nyckeln i posten som börjar på rad {line}, och en post har varje nyckel bara en gång: för att börja en ny post, skriv ”- ” före den, under ”- ” på rad {line}: {fix}',
	'check.yamlTextEntry':
		'ogiltig YAML: ”{key}:” ger posten på rad {line} en inställning, men den posten är bara text: skriv posten som {entry} med {fix} på raden under',
	'check.yamlNoDash':
		'ogiltig YAML: den här raden står i en lista men börjar inte med ”- ”, som varje post måste: skriv {fix}',
	'check.yamlTopKey':
		'ogiltig YAML: ”{key}:” är en av profilens egna nycklar, så den börjar först på raden, utan mellanslag före: skriv {fix}',
	'check.yamlBadIndent': 'felaktigt indrag för en nyckel',
	'check.yamlBadIndentList': 'felaktigt indrag för en listpost',
	'check.yamlDuplicateKey': 'en nyckel förekommer två gånger',
	'check.yamlEndExpected': 'här väntades slutet på datan eller en skiljerad ”---”',
	'check.yamlMultilineKey': 'en nyckel kan inte sträcka sig över flera rader',
	'check.yamlColonMissed': 'efter en nyckel saknas ”:”',
	'check.yamlSpaceAfterColon': 'efter ”:” i en nyckel måste det stå ett mellanslag',
	'check.yamlQuoteUnclosed': 'en text inom dubbla citattecken avslutas inte',
	'check.yamlSingleQuoteUnclosed': 'en text inom enkla citattecken avslutas inte',
	'check.yamlFlowUnclosed': 'en lista inom [ ] eller { } avslutas inte',
	'check.yamlFlowComma': 'det saknas ett kommatecken mellan posterna i en lista inom [ ] eller { }',
	'check.yamlEscape': 'okänd escape-sekvens i en text inom dubbla citattecken',
	'check.yamlNonPrintable': 'filen innehåller tecken som inte kan skrivas ut',
	'check.yamlOther': 'YAML-läsaren stannade här ({reason})',
	'check.noteDash':
		'den här raden läses som en del av värdet ovanför ({value}), eftersom dess ”- ” står längre till höger än ”- ” i den posten: för att göra den till en egen post, sätt dess ”- ” exakt under den ovanför',
	'check.noteComment':
		'YAML läser texten efter ” #” som en kommentar och tar bort den, så det här värdet är {value}: om {comment} hör till det, sätt hela värdet inom dubbla citattecken: {fix}; om det är en anteckning, flytta den till en egen rad',
	'check.noteAnchor':
		'YAML läser ”&” i början av ett värde som en etikett och tar bort den, så det här värdet är {value}: sätt hela värdet inom dubbla citattecken: {fix}',
	'check.noteSpaces':
		'det här värdet slutar med mellanslag, som YAML tar bort: ta bort dem, eller sätt värdet inom dubbla citattecken om de hör till det: {fix}',
	'check.noteOlderYesNo':
		'många YAML-läsare (YAML 1.1, som många redigerare och verktyg läser det) läser {raw} utan citattecken som true eller false (ett ja/nej-värde), inte som texten {text}: sätt det inom dubbla citattecken, så att varje läsare behåller texten: {fix}',
	'check.noteOlderNumber':
		'många YAML-läsare (YAML 1.1, som många redigerare och verktyg läser det) läser {raw} utan citattecken som ett tal, inte som texten {text}: sätt det inom dubbla citattecken, så att varje läsare behåller texten: {fix}',
	'check.noteOlderDate':
		'många YAML-läsare (YAML 1.1, som många redigerare och verktyg läser det) läser {raw} utan citattecken som ett datum, inte som texten {text}: sätt det inom dubbla citattecken, så att varje läsare behåller texten: {fix}',
	'check.noteNull':
		'YAML läser {raw} utan citattecken som ”inget värde”, inte som texten {text}: sätt det inom dubbla citattecken: {fix}',
	'check.noteNullKey':
		'YAML läser {raw} utan citattecken som ”inget värde”, inte som texten {text}: sätt det inom dubbla citattecken: {fix}; eller ta bort raden för att utelämna det',
	'check.noteBoolean':
		'YAML läser {raw} utan citattecken som ja/nej-värdet {read}, inte som texten {text}: sätt det inom dubbla citattecken: {fix}',
	'check.noteNumber':
		'YAML läser {raw} utan citattecken som talet {read}, inte som texten {text}: sätt det inom dubbla citattecken: {fix}',
	'check.fenceLate': {
		one: 'frontmattern måste börja på filens första rad, med ”---”: ta bort den tomma raden ovanför ”---” på rad {line}',
		other:
			'frontmattern måste börja på filens första rad, med ”---”: ta bort de {count} tomma raderna ovanför ”---” på rad {line}',
	},
	'check.noFrontMatter':
		'den här filen har ingen frontmatter (nycklarna mellan två rader ”---” överst i filen): börja filen med en rad ”---”, sedan nycklarna, bland dem ett eget ID (till exempel det här nya: id: {fresh}), sedan en rad ”---” ovanför bion',
	'check.nesting':
		'listor och objekt är nästlade i mer än {max} nivåer; en profil behöver högst 4: ta bort den extra nästlingen',
	'check.jsonInvalid': 'ogiltig JSON: {reason}',
	'check.jsonEmpty': 'filen är tom',
	'check.jsonDuplicate': 'nyckeln ”{key}” förekommer två gånger i ett och samma objekt',
	'check.jsonSymbol': 'oväntat tecken',
	'check.jsonNumber': 'felaktigt tal',
	'check.jsonKey': 'en nyckel ”inom citattecken” väntades (inget kommatecken före ”}”)',
	'check.jsonValue': 'ett värde väntades (finns det ett kommatecken för mycket?)',
	'check.jsonColon': '”:” väntades efter nyckeln',
	'check.jsonComma': '”,” väntades mellan posterna',
	'check.jsonCloseBrace': '”}” väntades',
	'check.jsonCloseBracket': '”]” väntades',
	'check.jsonEnd': 'oväntad text efter dokumentets slut',
	'check.jsonComment': 'kommentarer är inte tillåtna i JSON',
	'check.jsonString': 'oavslutad sträng',
	'check.jsonUnicode': 'ogiltig \\u-sekvens',
	'check.jsonEscape': 'ogiltigt escape-tecken',
	'check.jsonCharacter':
		'ogiltigt tecken i en sträng (styrtecken måste skrivas som escape-sekvenser)',
	'check.linkInvalid':
		'{link} visas som vanlig text, inte som en länk, eftersom det inte är en giltig http(s)-adress (ett mellanslag, eller saknas ”//”?): rätta den för att göra den till en länk',
	'check.linkScheme':
		'{link} visas som vanlig text, inte som en länk: bara http://- och https://-adresser blir länkar; rätta början om det är en webbadress',
	'check.linkNoScheme':
		'{link} visas som vanlig text, inte som en länk, eftersom den inte börjar med https://: skriv {fix} för att göra den till en länk',
	'check.idChanged':
		'ID:t har ändrats från ”{old}” (i {ref}) till ”{id}”; ID:n ändras aldrig: sätt tillbaka id: {old}',
	'check.idMoved':
		'ID:t ”{id}” hade {file} i {ref}, och den filen finns kvar; ett ID flyttar bara med sin fil (vid ett namnbyte): ge den här profilen ett nytt ID, till exempel det här nya: id: {fresh}',
	'check.idReused':
		'ID:t ”{id}” tillhörde tidigare {names} (i historiken för {ref}); ID:n återanvänds aldrig, inte ens efter en borttagning: ge den här profilen ett nytt ID, till exempel det här nya: id: {fresh}',
	'check.bothAvatars':
		'ange antingen avatar (en egen bild) eller avatar_urls (adresser på nätet), inte båda: ta bort en av dem',
	'check.fileNameRule': 'filnamnet ger profilnamnet {stem}, som {rule}; byt namn på filen',
	'check.formBytes':
		'formen {form} blir, normaliserad så som webbplatsen publicerar den, ett mappnamn på {bytes} byte, och ett publicerat mapp- eller filnamn får vara högst {max} byte (diskar klarar 255; vissa tecken tar flera byte eller blir flera tecken): korta den, eller skriv färre tecken som står för flera',
	'check.unreadExtension':
		'den här filen läses inte, så dess profil finns inte på webbplatsen: profiler läses bara från .md- och .json-filer; byt namn på den till {fix}',
	'check.unreadExtensionFences':
		'den här filen läses inte, så dess profil finns inte på webbplatsen: profiler läses bara från .md- och .json-filer; byt namn på den till {fix}, och sätt dess nycklar mellan två rader ”---” (en rad ”---” ovanför ”id:” och en efter den sista nyckeln, före bion)',
	'check.unreadFolder':
		'profiler läses bara från mappen ”users” (med små bokstäver), så filerna i ”{folder}” läses inte: flytta dem till users/',
	'check.unreadFolderCase':
		'profiler läses bara från mappen ”users” (med små bokstäver), så filerna i ”{folder}” läses inte: flytta dem till users/, eller byt namn på den här mappen till ”users”',
	'check.unreadTop':
		'den här filen läses inte, så dess profil finns inte på webbplatsen: profiler läses bara från mappen users: flytta den till users/{fix}',
	'check.fileNotRegular':
		'är {kind}, inte en vanlig fil; en profil måste vara en vanlig fil: ersätt den med en fil som innehåller profilens text',
	'check.fileSymlink':
		'är en symbolisk länk; en profil måste vara en vanlig fil i mappen content (länkar följs inte): ersätt länken med själva filen',
	'check.fileTooLarge': 'filen är {size}; en profilfil får vara högst {max}: korta den',
	'check.fileChanged': 'filen ändrades medan den lästes: kör kontrollen igen',
	'check.fileUnreadable': 'kunde inte läsas: {error}',
	'check.fileBom':
		'filen är sparad som {encoding} (den börjar med en byteordningsmarkering för {encoding}); profiler är UTF-8: spara filen som UTF-8',
	'check.fileUtf8':
		'ogiltig UTF-8 (byte {byte} / rad {line}); profiler är UTF-8-text: spara filen som UTF-8',
	'check.lookAlike':
		'namnet ”{name}” läses som ”{other}” ({file}): bokstäver som liknar varandra (I, l och 1; O och 0; rn och m; vv och w; cl och d; stora som små) skulle skicka läsare till fel person: välj ett namn som inte läses som någon annans',
	'check.nameIsId':
		'namnet ”{name}” är id:t för {file}; en hänvisning slås först upp som id, så den här profilen skulle aldrig gå att hitta via namnet: {rename}',
	'check.apiPathClash':
		'profilens API-fil {path} hamnar på samma sökväg som en av filerna för {file} (sökvägar jämförs utan hänsyn till stora och små bokstäver, som många värdar gör): {rename}',
	'check.nameMemberList':
		'namnet ”{name}” är redan upptaget av {path}, listan över medlemmarna i ”{user}”: {rename}',
	'check.nameMemberNotFound':
		'namnet ”{name}” är redan upptaget av {path}, svaret för en okänd medlem i ”{user}”: {rename}',
	'check.hostMemberName':
		'namnet ”{name}” är ett av dem som värdar tar för egen räkning i en mapp (Cloudflare Pages svarar på {path} med sin sida för ”hittades inte” eller en omdirigering), så den här medlemmen skulle inte gå att hämta via namnet: {rename}',
	'check.hostUserName':
		'namnet ”{name}” är ett av dem som värdar tar för egen räkning i en mapp (Cloudflare Pages omdirigerar {path} till {folder} när ingen fil finns där, så varje värd svarar på det som på en okänd profil), så den här profilen skulle inte gå att hämta via namnet: {rename}',
	'check.hostHandled': 'namnet ”{name}” skulle publicera {path}, och {why}: {rename}',
	'check.hostNotFound':
		'Cloudflare Pages svarar på varje okänd profil med närmaste {file}, så den här profilen skulle skickas för varje okänd profil',
	'check.hostHtml':
		'värdar behandlar .html-filer som sidor (Cloudflare Pages omdirigerar x.html till x och index.html till dess mapp), så den här profilen skulle inte gå att hämta via namnet',
	'check.nameEnding':
		'namnet ”{name}” slutar på ”{ending}”: {treatment}; ett namn får inte ha en filändelse som värdar kör eller visar',
	'check.endingPage':
		'webbläsare visar sådana filer som en webbsida (text/html och liknande), så text i profilen skulle köras som skript på webbplatsen',
	'check.endingScript': 'webbläsare kör sådana filer som JavaScript',
	'check.endingMarkup':
		'värdar levererar sådana filer som XML eller SVG: webbläsare visar dem och kör skript i dem',
	'check.endingSavedPage': 'webbläsare öppnar sådana filer som en sparad webbsida (MHTML)',
	'check.endingServer':
		'webbservrar kör sådana filer som skript på serversidan (Apache AddHandler, IIS, Tomcat), så text i profilen skulle köras som kod på servern',
	'check.endingProgram':
		'Windows eller ett skal kör sådana filer som program när den nedladdade filen öppnas',
	'check.endingFlash': 'insticksprogram spelar upp sådana filer som Flash-film',
	'check.nameJson':
		'namnet ”{name}” slutar på ”.json”: på {path} publicerar profilen ”{stem}” sin JSON-kopia; namn får inte sluta på ”.json”',
	'check.nameJsonMember':
		'namnet ”{name}” slutar på ”.json”: på {path} listas medlemmarna i ”{user}”, och API:ts JSON-filer slutar så; namn får inte sluta på ”.json”',
	'check.nameDevice':
		'namnet ”{name}” är enhetsnamnet ”{device}”, som Windows reserverar med alla filändelser och oavsett skiftläge (CON, PRN, AUX, NUL, COM0-9, LPT0-9), så dess filer går inte att checka ut eller bygga på Windows',
	'check.nameDeviceStart':
		'namnet ”{name}” börjar med enhetsnamnet ”{device}”, som Windows reserverar med alla filändelser och oavsett skiftläge (CON, PRN, AUX, NUL, COM0-9, LPT0-9), så dess filer går inte att checka ut eller bygga på Windows',
	'check.nameTrailing':
		'namnet ”{name}” slutar på ”{end}”, som Windows tar bort ur filnamn, så där skulle dess filer krocka med filerna för ”{stem}”; namn får inte sluta på ”.” eller mellanslag',
	'check.nameFix': '{problem}: {rename}, till exempel ”{example}”',
	'check.fullBuild': 'fullständigt bygge: {reason}',
	'check.fullNoRecord': 'inget tidigare fullständigt bygge har registrerats',
	'check.fullPackageVersion': 'staticnouns har uppdaterats ({from} → {to})',
	'check.fullPackageCode': 'koden i staticnouns har ändrats',
	'check.fullRuntime': 'Astro eller Node har uppdaterats',
	'check.fullSiteCode':
		'webbplatsens kod har ändrats (src/, astro.config, package.json, tsconfig.json eller låsfilen)',
	'check.fullWords': 'webbplatsens ord har ändrats (src/content/i18n/)',
	'check.fullOptions': 'webbplatsens alternativ har ändrats (astro.config)',
	'check.fullPublic': 'public/ har ändrats',
	'check.fullKeptChanged':
		'det sparade bygget har ändrats sedan det senaste fullständiga bygget registrerade det',
	'check.fullFastFailed': 'den snabba vägen misslyckades ({error})',
	'check.fullOwnRoute': 'webbplatsen har en egen route av typen {type} ({route})',
	'check.fullNoConfig': 'det senaste fullständiga bygget sparade ingen konfiguration',
	'check.fullNoSite': 'det finns ingen publicerad webbplats att uppdatera i {target}',
	'check.fullFormat':
		"den snabba vägen skriver bara sidor med build.format 'directory' och snedstreck på slutet",
	'check.fullAssetChanged':
		'{path} har ändrats på den publicerade webbplatsen sedan det senaste fullständiga bygget',
	'check.fullRedirect': '{path} är en omdirigering',
	'check.fastDone': {
		one: 'snabbt bygge: bara profiler har ändrats sedan det senaste fullständiga bygget, {count} sida renderad',
		other:
			'snabbt bygge: bara profiler har ändrats sedan det senaste fullständiga bygget, {count} sidor renderade',
	},
	'check.nothingChanged': 'inget har ändrats sedan det senaste bygget: {target} lämnas som det är',
	'check.moreInFile': {
		one: '… och {count} problem till i den här filen',
		other: '… och {count} problem till i den här filen',
	},
	'check.moreInReport': {
		one: '… och {count} problem till (en rapport visar de första {max})',
		other: '… och {count} problem till (en rapport visar de första {max})',
	},
	'editorScript.nameRule':
		'Välj ett profilnamn på 2 till 40 tecken, vart och ett en bokstav A-Z eller a-z, en siffra, ”_”, ”.” eller ”-”: det är slutet på adressen till din sida, /@ditt-namn/.',
	'editorScript.nameSpace':
		'Ditt profilnamn har ett mellanslag efter ”{before}”: ett profilnamn har inga mellanslag, eftersom det är slutet på adressen till din sida. Skriv ”{fixed}” i stället.',
	'editorScript.noRepository':
		'Webbplatsen anger inte var dess repository finns: kopiera eller ladda ned filen och lägg till den som repositoryts CONTRIBUTING.md beskriver.',
	'editorScript.change': 'Ändra den på {forge}',
	'editorScript.proposeOn': 'Föreslå den på {forge}',
	'editorScript.filled': '{forge} öppnas i en ny flik med din fil ifylld: föreslå den där.',
	'editorScript.handedChange':
		'Den nya texten i {file} finns {where}: markera all text i filen på sidan hos {forge}, klistra in över den och föreslå ändringen.',
	'editorScript.tooLong':
		'Din fil är för lång för att lämnas över i en adress, så dess text finns {where}: klistra in den i den tomma redigeraren hos {forge} och föreslå den.',
	'editorScript.nameOnly':
		'{forge} fyller i filens namn men inte dess text, som finns {where}: klistra in den i redigeraren och föreslå den.',
	'editorScript.onClipboard': 'i ditt urklipp',
	'editorScript.above': 'ovan (kopiera den)',
	'editorScript.copied': 'Filen finns i ditt urklipp.',
	'editorScript.copyRefused': 'Kopieringen nekades: markera texten ovan och kopiera den.',
	'editorScript.issueFilled':
		'{forge} öppnas i en ny flik med din profil ifylld: skicka ärendet där, så blir det en pull request.',
	'editorScript.issueTooLong':
		'Din profil är för lång för ärendeformulärets adress, så öppnas filredigeraren hos {forge} i stället.',
	'editorScript.nextSteps':
		'Sedan läser en kontroll din fil och svarar på {forge} inom några minuter; därefter granskas ändringen av {reviewers}, och när den har slagits ihop visar din sida {address} den efter webbplatsens nästa bygge.',
	'editorScript.reviewersOwners': 'profilens ansvariga ({owners})',
	'editorScript.reviewersMaintainers': 'webbplatsens team',
	'propose.proposed': 'Pull request #{pull} föreslår nu den här texten i {file}.',
	'propose.passed': 'Kontrollen hittade inget att rätta.',
	'propose.failed':
		'Kontrollen hittade något att rätta, listat nedan med raden i din fil. Redigera texten i det här ärendet så följer pull requesten med.',
	'propose.next':
		'Sedan granskas pull requesten av {reviewers}; när den har slagits ihop visar din sida {address} ändringen efter webbplatsens nästa bygge.',
	'propose.refused':
		'Det här ärendet blir ingen pull request: {reason} Redigera ärendet för att rätta det, eller fyll i webbplatsens formulär igen.',
	'propose.reasonForm':
		'det har inte profilformulärets två delar, först filens sökväg och sedan dess text.',
	'propose.reasonSeveral': 'det nämner mer än en fil, och ett ärende föreslår en enda profilfil.',
	'propose.reasonPath':
		'sökvägen måste vara en enda profilfil i {folder}, till exempel {folder}ditt-namn.md.',
	'propose.reasonSize': 'texten är längre än {limit} tecken.',
	'propose.reasonUnchanged': 'texten är densamma som filen redan har.',
	'propose.maintainer':
		'@{login} är inte en av den här profilens ansvariga ({owners}), så webbplatsens team avgör.',
	'propose.ownersChange':
		'Profilens ansvariga ändras, så .github/CODEOWNERS måste också ändras: webbplatsens team lägger till raderna (npx staticnouns owners) i pull requesten.',
	'propose.closed': 'Ärendet är stängt, så pull request #{pull} är också stängd.',
	'propose.pullClosed':
		'Pull request #{pull} stängdes utan att slås ihop, så det här ärendet är också stängt. För att föreslå profilen igen, öppna ärendet på nytt eller fyll i webbplatsens formulär igen.',
	'propose.merged':
		'Pull request #{pull} har slagits ihop: din sida {address} visar ändringen efter webbplatsens nästa bygge.',
	'propose.pullBody': 'Föreslagen av @{login} i ärende #{issue}; ändrar bara {file}.',
	'propose.statusFailed': 'Kontrollen hittade något att rätta: se ärendet.',
	'editorScript.modeEdit':
		'Du ändrar profilen i {file}, ifylld med det som webbplatsen publicerar.',
	'editorScript.modeNotPublished':
		'Webbplatsen har ingen publicerad profil för {file}: börja på en ny i stället.',
	'editorScript.modeNewMember':
		'En ny medlem i {user}: fyll i det du vill; filen hamnar i mappen för {user}.',
	'editorScript.modeNewProfile':
		'En ny profil: fyll i det du vill; allt utom profilnamnet får vara tomt.',
	'editorScript.modeNotFound':
		'Det finns ännu ingen profil som heter {name}: fyll i formuläret för att lägga till den.',
	'editorScript.avatarNotice':
		'Din fil anger en bild i repositoryt, och webbplatsen publicerar inte dess sökväg: skriv den igen (som i din fil, t.ex. ./avatar.png), annars tas bilden bort.',
	'editorScript.ownersNotice':
		'Webbplatsen publicerar aldrig de ansvariga: om din fil har en lista ”owners”, lägg till samma namn här, annars tas de bort.',
	'editorScript.modeEditSource':
		'Du ändrar {file} så som den är skriven: bara det du ändrar ändras.',
	'editorScript.unseenKeys':
		'Formuläret ser inte {keys}: om din fil har något av dem, lägg till det i den nya texten igen innan du föreslår den, annars tas det bort (även filens kommentarer).',
} as const satisfies Translation;
