/**
 * Dutch: "je" and "personen"; "lid", "beheerder" and "vrienden" read as
 * gender-neutral in Dutch, and a member's folder is "hun map".
 */
import type { Translation } from './en.ts';

export const nl = {
	'site.title': 'Voornaamwoordprofielen',
	'site.skipToContent': 'Naar de inhoud',
	'site.languages': 'Talen',

	'count.profiles': { one: '{count} profiel', other: '{count} profielen' },
	'count.names': { one: '{count} naam', other: '{count} namen' },
	'count.people': { one: '{count} persoon', other: '{count} personen' },
	'count.problems': { one: '{count} probleem', other: '{count} problemen' },
	'count.warnings': { one: '{count} waarschuwing', other: '{count} waarschuwingen' },
	'count.files': { one: '{count} bestand', other: '{count} bestanden' },
	'count.members': { one: '{count} lid', other: '{count} leden' },
	'report.summary': '{problems} in {files}.',
	'report.valid': { one: '{profiles} is geldig.', other: '{profiles} zijn geldig.' },
	'report.validMembers': '{profiles} en {members} zijn geldig.',

	'notFound.title': 'Pagina niet gevonden',
	'notFound.text': 'Op dit adres staat geen pagina. De profielen staan op de {link}.',
	'notFound.link': 'startpagina',
	'notFound.add': 'Sta je er nog niet bij? {link} met het formulier: niets te installeren.',
	'notFound.addLink': 'Voeg je profiel toe',

	'paging.previous': 'Vorige',
	'paging.next': 'Volgende',
	'paging.page': 'pagina {number}',

	'home.description': {
		one: 'Namen en voornaamwoorden van {count} persoon.',
		other: 'Namen en voornaamwoorden van {count} personen.',
	},
	'home.intro':
		'Dit is het overzicht van de namen en voornaamwoorden van onze gemeenschap: hoe ieder van ons aangesproken wil worden, en wat je beter vermijdt. Wil je erbij? [Vul je profiel in]({editor}) in de browser: het formulier controleert het terwijl je typt en geeft het ter beoordeling door aan onze repository, zonder iets te installeren. Andere manieren, en hoe je je profiel later wijzigt: [een profiel toevoegen]({addProfile}).',
	'home.introWithoutRepository':
		'Dit is het overzicht van de namen en voornaamwoorden van onze gemeenschap: hoe ieder van ons aangesproken wil worden, en wat je beter vermijdt. Wil je erbij? Voeg een profielbestand toe aan de repository waaruit deze site gebouwd wordt (de CONTRIBUTING.md ervan legt uit hoe), of vraag het aan de mensen die de site beheren.',

	'directory.title': 'Overzicht',
	'directory.description': {
		one: 'Namen en voornaamwoorden van {count} persoon, per letter.',
		other: 'Namen en voornaamwoorden van {count} personen, per letter.',
	},
	'directory.pageDescription': {
		one: '{group}{onPage}, in een overzicht van {count} persoon.',
		other: '{group}{onPage}, in een overzicht van {count} personen.',
	},
	'directory.onPage': ', pagina {page} van {pages}',
	'directory.summaryPage': 'pagina {page} van {pages}',
	'directory.summaryTotal': {
		one: '{count} profiel in totaal',
		other: '{count} profielen in totaal',
	},
	'directory.letterGroup': 'Namen die beginnen met {letter}',
	'directory.otherGroup': 'Namen die beginnen met een cijfer of een teken',
	'directory.letterPage': '{label}, pagina {page}',
	'directory.letterIndex': 'Namen op beginletter',
	'directory.letterTitle': { one: '{title}: {count} naam', other: '{title}: {count} namen' },
	'directory.emptyLetter': '{title}: nog niemand',
	'directory.letterPages': 'Pagina’s van {label}',
	'directory.start': 'Kies een letter, of {link} en volg de pagina’s.',
	'directory.startLink': 'begin bij {label}',

	'profile.summary': '{displayName} gebruikt {favourites}.',
	'profile.summaryEmpty': 'De namen en voornaamwoorden van {displayName}.',
	'profile.avatarAlt': 'Avatar van {displayName}',
	'profile.ownerLink': 'Lid van ',
	'profile.namesLabel': 'Namen: ',
	'profile.pronounsLabel': 'Voornaamwoorden: ',
	'profile.bio': 'Over mij',
	'profile.links': 'Links',
	'profile.names': 'Namen',
	'profile.pronouns': 'Voornaamwoorden',
	'profile.members': 'Leden',
	'profile.shareTitle': '{displayName} ({pronouns})',
	'profile.flags': 'Vlaggen',
	'profile.timezoneLabel': 'Tijdzone: ',
	'profile.timezoneOffset': '{offset} toen deze pagina werd gemaakt',
	'profile.noneListed': 'Niets opgegeven.',
	'profile.json': 'Dit profiel als JSON',
	'profile.edit': 'Dit profiel bewerken',
	'profile.editInBrowser': 'Bewerken in de browser',

	'pronouns.title': 'Voornaamwoorden {set}',
	'pronouns.titlePage': 'Voornaamwoorden {set}, pagina {page}',
	'pronouns.description': 'Hoe je de voornaamwoorden {set} gebruikt, met voorbeelden.',
	'pronouns.laterDescription':
		'Personen die de voornaamwoorden {set} gebruiken, pagina {page} van {pages}.',
	'pronouns.formsLink': 'De vormen van {set} en hoe je ze gebruikt',
	'pronouns.forms': 'Vormen',
	'pronouns.form.subject': 'Onderwerp',
	'pronouns.form.object': 'Voorwerp',
	'pronouns.form.determiner': 'Bezittelijk voornaamwoord',
	'pronouns.form.possessive': 'Zelfstandig bezittelijk',
	'pronouns.form.reflexive': 'Wederkerend',
	'pronouns.examples': 'Voorbeelden',
	'pronouns.examplesIn': 'De voorbeelden zijn in het {language}.',
	'pronouns.variants': 'Zoals het geschreven is',
	'pronouns.noExamples':
		'Deze vormen staan in geen enkele voornaamwoordentabel van de site, dus er zijn geen voorbeeldzinnen: lees ze zoals ze geschreven zijn, of vraag het.',
	'pronouns.redirect': 'Deze voornaamwoorden hebben hun pagina op {link}.',
	'shortLink.title': '@{handle}',
	'shortLink.text': 'Deze korte link leidt naar het profiel op {link}.',
	'pronouns.usedBy': 'Gebruikt door',
	'pronouns.usedByPage': 'Gebruikt door, pagina {page} van {pages}',
	'pronouns.usedByMember': '{handle}, lid van {ownerName}',
	'pronouns.usedByPages': 'Pagina’s van de personen die {set} gebruiken',
	'pronouns.usedByIntro':
		'Personen die deze voornaamwoorden als ‘Favoriet’ of ‘Oké’ hebben aangegeven; {icon} markeert een favoriet; favorieten staan bovenaan.',

	'legend.title': 'Wat de pictogrammen betekenen',
	'legend.link': 'Wat betekenen de pictogrammen?',
	'status.favourite': 'Favoriet',
	'status.okay': 'Oké',
	'status.jokingly': 'Als grapje',
	'status.friends_only': 'Alleen onder vrienden',
	'status.avoid': 'Liever niet',

	'search.title': 'Zoeken',
	'search.description': 'Vind personen op naam, weergavenaam of voornaamwoorden.',
	'search.boxLabel': 'Zoek op naam of voornaamwoorden',
	'search.button': 'Zoeken',
	'search.needsJavaScript':
		'Zoeken werkt alleen met JavaScript. Iedereen staat hieronder op de beginletter van de naam:',
	'search.off':
		'Deze site heeft geen zoekfunctie. Iedereen staat hieronder op de beginletter van de naam:',
	'search.owner': 'lid van {ownerName}',
	'search.unavailable': 'Zoeken lukt nu even niet: de letterlijst hieronder bevat iedereen.',
	'search.none': 'Niemand gevonden voor ‘{query}’.',
	'search.found': { one: '{count} gevonden.', other: '{count} gevonden.' },
	'search.more': {
		one: '{count} gevonden, de eerste {shown} worden getoond: typ meer om te verfijnen.',
		other: '{count} gevonden, de eerste {shown} worden getoond: typ meer om te verfijnen.',
	},

	'editor.title': 'Een profiel bewerken',
	'editor.addTitle': 'Voeg je profiel toe',
	'editMine.label': 'Bewerk je profiel',
	'editMine.help': 'Je profielnaam, of het adres van je pagina (@je-naam).',
	'editMine.open': 'Openen in de editor',
	'editor.description':
		'Schrijf of wijzig een profielbestand in de browser, gecontroleerd zoals de site het controleert, en stel het voor op het Git-platform.',
	'editor.noScript':
		'Deze pagina schrijft je profielbestand voor je en controleert het zoals de site dat doet, maar heeft daarvoor JavaScript nodig, dat uit staat of niet geladen kon worden.',
	'editor.withoutScript': 'Zonder JavaScript bewerk je het bestand op het Git-platform:',
	'editor.openFolder': 'Open {link}.',
	'editor.openFolderLink': 'de profielenmap op {forge}',
	'editor.openRepository':
		'Open de repository van de site op het Git-platform, en daarin de map {contentPath}/users.',
	'editor.openFile':
		'Open je bestand (je profielnaam, eindigend op .md) en kies de bewerkknop van het platform; voor een nieuw profiel voeg je een bestand toe met je naam, bijvoorbeeld robin.md.',
	'editor.propose':
		'Breng je wijziging aan en stel haar voor: het platform opent een pull request, en de controles van de site laten weten of er iets mis is.',
	'editor.contributing': '{link} legt elk onderdeel van een profielbestand uit.',
	'editor.problems': 'Op te lossen problemen',
	'editor.optional': '(optioneel)',
	'editor.profile': 'Profiel',
	'editor.name': 'Profielnaam',
	'editor.nameHelp': 'Het adres van je pagina: 2 tot 40 letters A-Z, cijfers, ‘_’, ‘.’ of ‘-’.',
	'editor.id': 'ID',
	'editor.idHelp': 'Voor je aangemaakt; verandert nooit.',
	'editor.displayName': 'Weergavenaam',
	'editor.displayNameHelp': 'Wordt getoond in plaats van de profielnaam; tot 100 tekens.',
	'editor.bio': 'Over mij',
	'editor.bioHelp':
		'Een paar woorden over jezelf, tot 1000 tekens. Markdown: *nadruk*, [een link](https://example.org).',
	'editor.names': 'Namen',
	'editor.namesHelp': 'De namen waarmee je aangesproken mag worden, elk met wat je ervan vindt.',
	'editor.addName': 'Naam toevoegen',
	'editor.pronouns': 'Voornaamwoorden',
	'editor.pronounsHelp':
		'Vormen gescheiden door ‘/’, bijvoorbeeld hen/hen/hun of die/die/diens (onderwerp/voorwerp/bezittelijk); de weergavetekst is hoe de pagina ze toont (leeg: de eerste twee vormen).',
	'editor.addPronouns': 'Voornaamwoorden toevoegen',
	'editor.fields': 'Velden',
	'editor.fieldsHelp':
		'Je eigen kopjes, zoals ‘Beschrijf mij als’, elk met woorden en wat je ervan vindt.',
	'editor.addField': 'Veld toevoegen',
	'editor.links': 'Links',
	'editor.linksHelp': 'Elk tot 256 tekens; adressen die met https:// beginnen worden links.',
	'editor.addLink': 'Link toevoegen',
	'editor.avatar': 'Avatar',
	'editor.avatarImage': 'Afbeelding in de repository',
	'editor.avatarHelp':
		'Het pad van je afbeelding naast je profielbestand, bijvoorbeeld ./avatar.png (PNG, JPEG, WebP, GIF of AVIF). Zo voeg je er een toe: open op het platform de map waar je bestand in staat ({folder}), kies ‘Add file’ en dan ‘Upload files’, voeg de afbeelding toe en schrijf hier de naam ervan.',
	'editor.avatarUrls': 'Of afbeeldingen elders online',
	'editor.avatarUrlsHelp':
		'Volledige https://-adressen van afbeeldingen die elders staan, de belangrijkste eerst; niet samen met een afbeelding in de repository.',
	'editor.addAvatarUrl': 'Afbeeldingsadres toevoegen',
	'editor.owners': 'Beheerders',
	'editor.ownersHelp':
		'Gebruikersnamen op het platform (bijvoorbeeld robin-gh) wier goedkeuring wijzigingen aan dit profiel nodig hebben; nooit op de site getoond.',
	'editor.addOwner': 'Beheerder toevoegen',
	'editor.ownStatuses': 'Eigen statussen',
	'editor.ownStatusesHelp':
		'Naast de vijf: elk met een korte naam die je items gebruiken, een label, een pictogram en de status waarmee die overal elders gelijkstaat (zoeken, voornaamwoordpagina’s, de API).',
	'editor.addOwnStatus': 'Eigen status toevoegen',
	'editor.flags': 'Vlaggen',
	'editor.flagsHelp': 'Prideflags op je profiel, in de volgorde waarin je ze kiest.',
	'editor.ownFlags': 'Eigen vlagafbeeldingen',
	'editor.ownFlagsHelp':
		'Het formulier kan geen afbeeldingen uploaden: een eigen vlagafbeelding (een afbeelding naast je bestand) blijft zoals ze geschreven is. Voeg er een toe in je bestand op het platform.',
	'editor.more': 'Meer over jou',
	'editor.timezone': 'Tijdzone',
	'editor.timezoneHelp':
		'Getoond met het huidige verschil met UTC; typ om te kiezen, bijvoorbeeld Europe/Amsterdam.',
	'editor.lang': 'Taal van je tekst',
	'editor.langHelp':
		'Een taalcode zoals nl, en of pt-BR, zodat schermlezers je bio en items in die taal voorlezen.',
	'editor.memberTitle': 'Kop van je ledenlijst',
	'editor.memberTitleHelp': 'Staat boven je leden in plaats van „Leden”; tot 50 tekens.',
	'editor.unlisted': 'Dit lid uit de lijsten laten',
	'editor.unlistedHelp':
		'Niet vermeld is niet privé: het lid blijft gepubliceerd op een eigen adres en in de API, voor iedereen die de link heeft.',
	'editor.result': 'Je bestand',
	'editor.resultLabel': 'Het profielbestand',
	'editor.copy': 'Bestand kopiëren',
	'editor.download': 'Bestand downloaden',

	'editorScript.nameFixed':
		'De profielnaam is de naam van het bestand: om hem te wijzigen, wordt het bestand op het platform hernoemd.',
	'editorScript.nameLegend': 'Wat je vindt van naam {n}',
	'editorScript.pronounsLegend': 'Wat je vindt van voornaamwoorden {n}',
	'editorScript.entryLegend': 'Wat je vindt van item {n} van veld {field}',
	'editorScript.short.favourite': 'Favoriet',
	'editorScript.short.okay': 'Oké',
	'editorScript.short.jokingly': 'Grapje',
	'editorScript.short.friends_only': 'Vrienden',
	'editorScript.short.avoid': 'Liever niet',
	'editorScript.moveUp': 'Omhoog',
	'editorScript.moveDown': 'Omlaag',
	'editorScript.remove': 'Verwijderen',
	'editorScript.rowButton': '{button}: {what}',
	'editorScript.rowMenu': '{what} verplaatsen of verwijderen',
	'editorScript.nameLabel': 'Naam {n}',
	'editorScript.nameWhat': 'naam {n}',
	'editorScript.pronounsLabel': 'Voornaamwoorden {n}',
	'editorScript.pronounsDisplayText': 'Weergavetekst van voornaamwoorden {n} (optioneel)',
	'editorScript.pronounsWhat': 'voornaamwoorden {n}',
	'editorScript.pronounsDisplayPlaceholder': 'weergavetekst (optioneel)',
	'editorScript.fieldHeading': 'Kopje van veld {n}',
	'editorScript.fieldHeadingHelp': 'bijvoorbeeld ‘Beschrijf mij als’',
	'editorScript.fieldEntries': 'Items van veld {n}',
	'editorScript.fieldAddEntry': 'Item toevoegen aan veld {n}',
	'editorScript.fieldWhat': 'veld {n}',
	'editorScript.entryLabel': 'Item {n}',
	'editorScript.entryWhat': 'item {n} van veld {field}',
	'editorScript.linkLabel': 'Link {n}',
	'editorScript.linkWhat': 'link {n}',
	'editorScript.avatarUrlLabel': 'Afbeeldingsadres {n}',
	'editorScript.avatarUrlWhat': 'afbeeldingsadres {n}',
	'editorScript.ownerLabel': 'Beheerder {n}',
	'editorScript.ownerWhat': 'beheerder {n}',
	'editorScript.ownStatusKey': 'Korte naam van status {n}',
	'editorScript.ownStatusKeyHelp':
		'Wat je items gebruiken: a-z, 0-9 en _, beginnend met een letter; niet een van de vijf.',
	'editorScript.ownStatusLabel': 'Label van status {n}',
	'editorScript.ownStatusIcon': 'Pictogram van status {n}',
	'editorScript.ownStatusIconDefault': 'het pictogram van de status waarmee hij gelijkstaat',
	'editorScript.icon.heart': 'Hart',
	'editorScript.icon.check': 'Vinkje',
	'editorScript.icon.smile': 'Glimlach',
	'editorScript.icon.people': 'Mensen',
	'editorScript.icon.ban': 'Verbodsteken',
	'editorScript.icon.heart-lock': 'Hart met slot',
	'editorScript.icon.lock': 'Slot',
	'editorScript.icon.star': 'Ster',
	'editorScript.icon.sparkles': 'Sterretjes',
	'editorScript.icon.thumbs-up': 'Duim omhoog',
	'editorScript.icon.thumbs-down': 'Duim omlaag',
	'editorScript.icon.question': 'Vraagteken',
	'editorScript.icon.eye-off': 'Doorgestreept oog',
	'editorScript.icon.clock': 'Klok',
	'editorScript.icon.chat': 'Tekstballon',
	'editorScript.icon.house': 'Huis',
	'editorScript.icon.briefcase': 'Aktetas',
	'editorScript.icon.flower': 'Bloem',
	'editorScript.icon.moon': 'Maan',
	'editorScript.icon.sun': 'Zon',
	'editorScript.icon.music': 'Muzieknoot',
	'editorScript.icon.paw': 'Pootafdruk',
	'editorScript.icon.crown': 'Kroon',
	'editorScript.icon.x': 'Kruis',
	'editorScript.ownStatusCountsAs': 'Status {n} staat gelijk aan',
	'editorScript.ownStatusWhat': 'status {n}',
	'editorScript.ownStatusTwice':
		'Een andere status van je heeft deze korte naam: geef elk een eigen naam.',
	'editorScript.ownFlagWhat': 'vlag {name}',
	'editorScript.ready': 'Je profiel is klaar: niets op te lossen.',
	'editorScript.problems': {
		one: 'Nog {count} probleem op te lossen voordat je profiel klaar is; het staat bij het veld.',
		other:
			'Nog {count} problemen op te lossen voordat je profiel klaar is; elk staat bij zijn veld.',
	},
	'editorScript.resultPath': 'In de repository bewaard als {file}.',
	'editorScript.resultPending':
		'Je profiel verschijnt hier, zoals de repository het bewaart, zodra er niets meer op te lossen is.',
	'editorScript.resultPathPending':
		'Kies een profielnaam: die geeft je pagina, /@jouw-naam/, en je profiel in de repository een naam.',
	// check's messages (check-words.ts): said by the editor's form, `check` and CI.
	'check.required': 'verplicht',
	'check.mustBe': 'moet {expected} zijn, niet {got}: {value}',
	'check.mustBeQuoted':
		'moet {expected} zijn, niet {got} (zet de waarde tussen aanhalingstekens): {value}',
	'check.mustBeLines':
		'moet {expected} zijn, niet {got} (schrijf elk item op een eigen regel die met ‘- ’ begint): {value}',
	'check.typeObject': 'een object (paren van sleutel: waarde)',
	'check.typeObjectFound': 'een object',
	'check.typeList': 'een lijst',
	'check.typeText': 'een tekst',
	'check.typeNumber': 'een getal',
	'check.typeBoolean': 'een booleaanse waarde (true of false)',
	'check.typeNull': 'leeg (null)',
	'check.oneOf': 'moet een van de waarden {values} zijn, niet {value}',
	'check.got': '{rule} (gevonden: {value})',
	'check.nothing': 'niets',
	'check.empty': 'mag niet leeg zijn',
	'check.length': 'moet {min} tot {max} tekens lang zijn, maar is {length} tekens',
	'check.lengthOver':
		'moet {min} tot {max} tekens lang zijn, maar is {length} tekens; maak het korter (de limiet van de site staat in {limit})',
	'check.status':
		'moet een van de waarden favourite, okay, jokingly, friends_only, avoid zijn, een getal van 1 tot 5, of de sleutel van een eigen status van dit profiel (kleine letters, cijfers en ‘_’)',
	'check.didYouMean': 'bedoel je ‘{hint}’?',
	'check.ownKeyIsStatus':
		'‘{key}’ is een van de vijf statussen: een eigen status heeft een eigen sleutel nodig (zoals partner); geef hem een andere naam, of gebruik {key} zelf zonder hem te definiëren',
	'check.ownKeyName':
		'‘name’ is de naam van een veld in fields, dus een veld kan geen lijst voor deze status hebben: geef hem een andere naam (zoals name_own), hier en in de items die hem gebruiken',
	'check.ownKeyForm':
		'de sleutel ‘{key}’ moet met een kleine letter beginnen en mag alleen a-z, 0-9 en ‘_’ bevatten, hoogstens 30 tekens; geef hem een andere naam (zoals {example})',
	'check.nameEntry': 'moet een naam (tekst) zijn of een object met name en status',
	'check.pronounsEntry':
		'moet een set voornaamwoorden zijn (een tekst zoals ‘hen/hun’) of een object met pronouns, display_text en status',
	'check.dupName':
		'de naam {text} staat al in de lijst{onLine} ({first}); noem elke naam één keer: verwijder er een en houd de status die je bedoelt',
	'check.dupLink':
		'de link {text} staat al in de lijst{onLine} ({first}); noem elke link één keer: verwijder er een',
	'check.dupField':
		'het veld {text} staat al in de lijst{onLine} ({first}); noem elk veld één keer: voeg hun items samen in één veld',
	'check.dupPronouns':
		'de voornaamwoorden {text} staan al in de lijst{onLine} ({first}) als {as}, dezelfde set; noem elke set één keer: verwijder er een en houd de status die je bedoelt',
	'check.dupEntry':
		'het item {text} staat al in de lijst{under}{onLine} ({first}); noem elk item één keer per veld, onder de status die je bedoelt: verwijder er een',
	'check.onLine': ' op regel {line}',
	'check.underStatus': ' onder {status}',
	'check.nameTaken':
		'de naam ‘{name}’ is al in gebruik bij {file} (‘{taken}’); namen moeten uniek zijn zonder op hoofdletters te letten, omdat schijven en hosts die geen hoofdletters onderscheiden die namen door elkaar zouden halen: {rename}',
	'check.memberNameTaken':
		'de naam ‘{name}’ is al in gebruik bij {file} (‘{taken}’); binnen één profiel moet elk lid een unieke naam hebben, zonder op hoofdletters te letten, omdat schijven en hosts die geen hoofdletters onderscheiden die namen door elkaar zouden halen: {rename}',
	'check.publishedProfile': 'het gepubliceerde profiel {where}',
	'check.renameFile': 'geef dit bestand een andere naam',
	'check.chooseName': 'kies een andere naam',
	'check.unknownKey': 'onbekende sleutel {key}; bedoel je ‘{hint}’?',
	'check.unknownKeyKnown': 'onbekende sleutel {key}; bekende sleutels zijn {known}',
	'check.tooMany':
		'heeft {count} items, meer dan de {max} die de site toestaat: {fix} (de grens van de site stel je in met {limit})',
	'check.tooManyInField':
		'heeft {count} items in zijn lijsten samen, meer dan de {max} die de site in één veld toestaat: houd de belangrijkste (de grens van de site stel je in met {limit})',
	'check.tooManyStatuses':
		'heeft {count} eigen statussen, meer dan de {max} die de site toestaat: houd de statussen die je items gebruiken (de grens van de site stel je in met {limit})',
	'check.keepMostUsed': 'houd de items die je het meest gebruikt',
	'check.keepMatterMost': 'houd de belangrijkste',
	'check.keepMostSeen': 'houd de items die je het liefst getoond ziet',
	'check.unknownStatus':
		'onbekende status {status}: geen van de vijf ({words}); definieer hem onder statuses: met een label en counts_as',
	'check.unknownStatusHint':
		'onbekende status {status}: geen van de vijf ({words}); bedoel je ‘{hint}’? Of definieer hem onder statuses: met een label en counts_as',
	'check.unknownStatusOwn':
		'onbekende status {status}: geen van de vijf ({words}) en ook geen eigen status van dit profiel ({own}); definieer hem onder statuses: met een label en counts_as',
	'check.unknownStatusOwnHint':
		'onbekende status {status}: geen van de vijf ({words}) en ook geen eigen status van dit profiel ({own}); bedoel je ‘{hint}’? Of definieer hem onder statuses: met een label en counts_as',
	'check.labelBuiltInSame':
		'het label {label} is de naam van de ingebouwde status {word}, dus lezers en schermlezers zouden deze items voor {word} aanzien: gebruik in de items de status {word} zelf en verwijder deze eigen status',
	'check.labelBuiltIn':
		'het label {label} is de naam van de ingebouwde status {word}, dus lezers en schermlezers zouden deze items voor {word} aanzien: geef hem een eigen label dat zegt wat hij betekent (en niet de naam van een van de vijf statussen)',
	'check.idUsed':
		'de ID ‘{id}’ wordt al gebruikt door {file}; elke ID is uniek: geef dit profiel een nieuwe ID, zoals deze verse: id: {fresh}',
	'check.bioKey':
		'een Markdown-profiel heeft geen sleutel ‘bio’: de bio is de tekst na de afsluitende regel ‘---’; zet hem daar',
	'check.nameIsFile':
		'moet gelijk zijn aan de bestandsnaam {stem} (de bestandsnaam is de profielnaam), niet {given}; verwijder de sleutel of hernoem het bestand',
	'check.loneSurrogate':
		'mag geen losse surrogaat bevatten ({point}), de helft van een teken die strikte JSON-parsers weigeren; typ het teken opnieuw',
	'check.control':
		'mag geen stuurtekens bevatten (onzichtbare codes waarop terminals en pagina’s reageren), en {point} is er een; verwijder het',
	'check.controlMultiline':
		'mag geen andere stuurtekens bevatten dan tab en regeleinden (onzichtbare codes waarop terminals en pagina’s reageren), en {point} is er een; verwijder het',
	'check.lineSeparator':
		'moet één regel zijn, en {point} (een regelscheidingsteken) begint een nieuwe; verwijder het of typ een spatie',
	'check.paragraphSeparator':
		'moet één regel zijn, en {point} (een alineascheidingsteken) begint een nieuwe; verwijder het of typ een spatie',
	'check.bidi':
		'mag geen richtingstekens U+202A-202E of U+2066-2069 bevatten, die de tekst erna anders ordenen, en {point} is er een; verwijder het (de markeringen U+200E en U+200F mogen wel)',
	'check.noncharacter':
		'mag geen non-karakters bevatten (codes die voor programma’s gereserveerd zijn en die XML en afbeeldingen weigeren), en {point} is er een; verwijder het',
	'check.blank':
		'moet een zichtbaar teken bevatten, niet alleen spaties of onzichtbare tekens; schrijf de tekst, of laat het item weg',
	'check.xid': 'moet precies 20 tekens uit 0-9 en a-v zijn (een xid)',
	'check.httpUrl': 'moet een absoluut adres met http:// of https:// zijn',
	'check.flagSlug': 'moet een van de vlaggen uit docs/reference/flags.md zijn',
	'check.iconSlug': 'moet een van de pictogrammen uit docs/reference/icons.md zijn',
	'check.langUnknown':
		'is geen taal die Intl kent: schrijf de code van de taal, bijvoorbeeld ‘en’, ‘de’, ‘pt-BR’ of ‘zh-Hant’',
	'check.langUnknownHint':
		'is geen taal die Intl kent: schrijf de code van de taal; bedoel je ‘{hint}’ ({language})?',
	'check.langForm': 'is geen geldige taalcode (BCP 47): schrijf ‘{fix}’',
	'check.langFormAny':
		'is geen geldige taalcode (BCP 47, hoogstens {max} tekens): schrijf de code van de taal, zo nodig met een regio of schrift na een koppelteken, bijvoorbeeld ‘en’, ‘de’, ‘pt-BR’ of ‘zh-Hant’',
	'check.timeZone': 'moet een IANA-tijdzone zijn, zoals Europe/Amsterdam of America/New_York',
	'check.idRequired':
		'verplicht: elk profiel heeft een eigen ID die nooit verandert; voeg er een toe, zoals deze verse: id: {fresh}',
	'check.fieldKey':
		'onbekende sleutel {key}: een veld bevat name en per status één lijst (een van de vijf of een van de eigen statussen van dit profiel)',
	'check.fieldKeyHint':
		'onbekende sleutel {key}: een veld bevat name en per status één lijst (een van de vijf of een van de eigen statussen van dit profiel); bedoel je ‘{hint}’?',
	'check.flagEntry':
		'moet de korte naam van een vlag uit de bibliotheek zijn (zoals transgender) of een object met image, name en description',
	'check.memberTitle':
		'member_title is de kop boven de leden van een profiel: zet het in de index.md of index.json van het profiel, niet in het bestand van een lid',
	'check.unlistedUser':
		'unlisted haalt een lid van de pagina van zijn profiel en uit de lijsten: alleen het bestand van een lid kan het opgeven; haal het hier weg',
	'check.sidTaken':
		'de korte ID ‘{sid}’ is ook die van {file}; elke korte ID leidt naar één profiel: geef dit profiel een eigen, zoals deze verse: sid: {fresh}',
	'check.avatarRelative':
		'moet een pad zijn ten opzichte van het profielbestand, zoals ./avatar.png, niet ‘{avatar}’',
	'check.avatarOutside':
		'moet binnen de map content blijven: ‘{avatar}’ wijst erbuiten; zet de afbeelding naast het profielbestand',
	'check.avatarMissing':
		'geen afbeelding op ‘{avatar}’ (gezocht naar {path}); controleer de bestandsnaam',
	'check.avatarSymlink':
		'‘{avatar}’ is een symbolische koppeling naar een bestand buiten de map content; kopieer de afbeelding in plaats daarvan naast het profielbestand',
	'check.avatarNotOwn':
		'‘{avatar}’ is geen eigen afbeelding van dit profiel (content/users/{image}): een avatar moet in de eigen map van het profiel staan, of naast het bestand ervan met dezelfde naam ({named}); de afbeelding van een ander profiel is aan dat profiel om te wijzigen of te verwijderen: kopieer de afbeelding naar content/users/{fix} en laat avatar daarheen wijzen',
	'check.avatarUnchecked':
		'kon niet worden gecontroleerd ({reason}); controleer of de afbeelding een leesbaar bestand naast het profielbestand is',
	'check.imageUnreadable':
		'‘{avatar}’ is geen leesbare afbeelding ({error}); exporteer hem opnieuw als PNG, JPEG, WebP, GIF of AVIF',
	'check.avatarFormat': '‘{avatar}’ is {format}; een avatar moet {formats} zijn',
	'check.flagFormat': '‘{avatar}’ is {format}; een vlagafbeelding moet {formats} zijn',
	'check.imagePixels':
		'‘{avatar}’ is {width}×{height} pixels, meer dan de grens van {megapixels} megapixel: verklein hem',
	'check.imageSide':
		'‘{avatar}’ is {width}×{height} pixels; elke zijde mag hoogstens {side} px zijn: verklein hem',
	'check.imageAspect':
		'‘{avatar}’ is {width}×{height} pixels; de lange zijde mag hoogstens {ratio} keer zo lang zijn als de korte (hij wordt toch vierkant bijgesneden): snijd hem dichter bij een vierkant bij',
	'check.imageDecode':
		'‘{avatar}’ kon niet worden gedecodeerd ({error}): sla hem opnieuw op als PNG, JPEG of WebP',
	'check.imageNotFile':
		'‘{avatar}’ is {kind}, geen afbeeldingsbestand; een avatar moet een gewoon bestand naast het profielbestand zijn: vervang het door de afbeelding zelf',
	'check.kindLink': 'een symbolische koppeling',
	'check.kindFifo': 'een FIFO (named pipe)',
	'check.kindSocket': 'een socket',
	'check.kindDevice': 'een apparaat',
	'check.kindFolder': 'een map',
	'check.imageTooLarge':
		'‘{avatar}’ is {size}; een avatar mag hoogstens {max} zijn: maak hem kleiner',
	'check.imageChanged':
		'‘{avatar}’ veranderde terwijl hij werd gelezen: voer de controle opnieuw uit',
	'check.imageUnreadableFile':
		'‘{avatar}’ kon niet worden gelezen ({error}); een avatar moet een bestand zijn dat iedereen mag lezen: controleer de rechten, of sla hem opnieuw op',
	'check.folderMisspelt':
		'het profiel van een lid hoort in de map ‘{members}’ (kleine letters, met de ‘s’), niet ‘{folder}’: verplaats dit bestand naar {fix}',
	'check.folderNested':
		'een lid heeft geen eigen leden: alleen de map van een profiel bevat een map {members}/; verplaats dit bestand naar {user}/{members}/, of laat de naam met ‘_’ beginnen als het geen profiel is',
	'check.folderStray':
		'een profielmap bevat één profiel, de index.md of index.json; laat de naam van dit bestand met ‘_’ beginnen als het geen profiel is',
	'check.folderUserForm':
		'dit profiel heeft leden (in {name}/{members}/), dus het moet in mapvorm naast hen staan: verplaats dit bestand naar {fix}',
	'check.folderNoIndex':
		'een profielmap heeft een index.md of index.json nodig; voeg er een toe, of laat de mapnaam met ‘_’ beginnen',
	'check.folderBothIndexes':
		'een profielmap bevat index.md of index.json, niet allebei: voeg ze samen tot één',
	'check.folderIndexCase':
		'een profielmap bevat één indexbestand, maar deze bevat {files} (namen die alleen in hoofdletters verschillen zijn op macOS en Windows één bestand): voeg ze samen tot één index.md of index.json',
	'check.membersOver':
		'te veel leden: deze map bevat er {count}, en een profiel mag er hoogstens {limit} hebben (de grens van de site stel je in met limits.members): verwijder de leden die niet meer gebruikt worden, of voeg er een paar samen',
	'check.yamlInvalid': 'ongeldige YAML: {reason}',
	'check.yamlLineUp':
		'ongeldige YAML: deze regel staat niet gelijk met de regels waar hij bij hoort (YAML leest aan de spaties ervoor bij welk item een regel hoort): laat hem precies onder de sleutel of de ‘- ’ beginnen waar hij bij hoort, met spaties',
	'check.yamlUnclosedEnd':
		'de frontmatter heeft geen afsluitende regel ‘---’, dus de tekst erna wordt als YAML gelezen: zet na de laatste sleutel, vóór de bio, een regel met alleen ‘---’',
	'check.yamlUnclosed':
		'de frontmatter heeft geen afsluitende regel ‘---’, dus deze tekst wordt als YAML gelezen: zet erboven, na de laatste sleutel, een regel met alleen ‘---’',
	'check.yamlTab':
		'ongeldige YAML: tabs mogen niet gebruikt worden om in te springen, want YAML springt alleen in met spaties: vervang de tab op deze regel door spaties (2 per niveau)',
	'check.yamlEmptyList':
		'ongeldige YAML: ‘{key}: {empty}’ is een lege lijst, dus de items eronder horen nergens bij: haal ‘{empty}’ weg om ze te houden (‘{key}:’ alleen), of zet ze in commentaar met ‘#’',
	'check.yamlColon':
		'ongeldige YAML: de waarde van ‘{key}’ bevat ‘: ’, wat YAML leest als het begin van een andere sleutel: zet de waarde tussen dubbele aanhalingstekens: {fix}',
	'check.yamlKept':
		'ongeldige YAML: YAML houdt ‘{char}’ vrij voor later en kan geen waarde lezen die ermee begint: zet de hele waarde tussen dubbele aanhalingstekens: {fix}',
	'check.yamlPercent':
		'ongeldige YAML: aan het begin leest YAML ‘%’ als een aanwijzing voor de lezer, niet als tekst: zet de hele waarde tussen dubbele aanhalingstekens: {fix}',
	'check.yamlTag':
		'ongeldige YAML: aan het begin leest YAML ‘!’ als een typeaanduiding, niet als tekst: zet de hele waarde tussen dubbele aanhalingstekens: {fix}',
	'check.yamlAlias':
		'ongeldige YAML: aan het begin leest YAML ‘*’ als een verwijzing naar een andere waarde, niet als tekst: zet de hele waarde tussen dubbele aanhalingstekens: {fix}',
	'check.yamlAnchor':
		'ongeldige YAML: aan het begin leest YAML ‘&’ als een label voor de waarde, niet als tekst: zet de hele waarde tussen dubbele aanhalingstekens: {fix}',
	'check.yamlQuotedPart':
		'ongeldige YAML: de waarde begint met een deel tussen aanhalingstekens waarna nog tekst volgt, en dat kan YAML niet als één waarde lezen: zet de hele waarde tussen dubbele aanhalingstekens: {fix}',
	'check.noFences':
		'dit bestand heeft geen frontmatter: de sleutels staan niet tussen twee regels ‘---’, dus het hele bestand zou als bio gelezen worden: zet boven deze regel een regel ‘---’ en nog een na de laatste sleutel, vóór de bio',
	'check.notYaml':
		'de frontmatter moet YAML zijn, geen {language}; begin het bestand met een gewone regel ‘---’',
	'check.yamlDashLeft': {
		one: 'ongeldige YAML: de ‘- ’ van dit item staat {count} spatie te ver naar links van de ‘- ’ van het item erboven (regel {line}), dus hij hoort bij geen van beide: zet hem precies daaronder: {fix}',
		other:
			'ongeldige YAML: de ‘- ’ van dit item staat {count} spaties te ver naar links van de ‘- ’ van het item erboven (regel {line}), dus hij hoort bij geen van beide: zet hem precies daaronder: {fix}',
	},
	'check.yamlDashRight': {
		one: 'ongeldige YAML: de ‘- ’ van dit item staat {count} spatie te ver naar rechts van de ‘- ’ van het item erboven (regel {line}), dus hij hoort bij geen van beide: zet hem precies daaronder: {fix}',
		other:
			'ongeldige YAML: de ‘- ’ van dit item staat {count} spaties te ver naar rechts van de ‘- ’ van het item erboven (regel {line}), dus hij hoort bij geen van beide: zet hem precies daaronder: {fix}',
	},
	'check.yamlKeyLeft': {
		one: 'ongeldige YAML: ‘{key}:’ hoort bij het item dat op regel {line} begint (‘{first}:’), maar staat {count} spatie te ver naar links: zet het precies onder ‘{first}:’: {fix}',
		other:
			'ongeldige YAML: ‘{key}:’ hoort bij het item dat op regel {line} begint (‘{first}:’), maar staat {count} spaties te ver naar links: zet het precies onder ‘{first}:’: {fix}',
	},
	'check.yamlKeyRight': {
		one: 'ongeldige YAML: ‘{key}:’ hoort bij het item dat op regel {line} begint (‘{first}:’), maar staat {count} spatie te ver naar rechts: zet het precies onder ‘{first}:’: {fix}',
		other:
			'ongeldige YAML: ‘{key}:’ hoort bij het item dat op regel {line} begint (‘{first}:’), maar staat {count} spaties te ver naar rechts: zet het precies onder ‘{first}:’: {fix}',
	},
	'check.yamlFirstKeyAgain':
		'ongeldige YAML: ‘{key}:’ is al de eerste sleutel van het item dat op regel {line} begint, en een item heeft elke sleutel maar één keer: om een nieuw item te beginnen, zet je er ‘- ’ voor, onder de ‘- ’ op regel {line}: {fix}',
	'check.yamlTextEntry':
		'ongeldige YAML: ‘{key}:’ geeft het item op regel {line} een instelling, maar dat item is alleen tekst: schrijf het item als {entry}, met {fix} op de regel eronder',
	'check.yamlNoDash':
		'ongeldige YAML: deze regel staat in een lijst maar begint niet met ‘- ’, zoals elk item moet: schrijf {fix}',
	'check.yamlTopKey':
		'ongeldige YAML: ‘{key}:’ is een van de eigen sleutels van het profiel, dus hij begint aan het begin van de regel, zonder spaties ervoor: schrijf {fix}',
	'check.yamlBadIndent': 'verkeerde inspringing van een sleutel',
	'check.yamlBadIndentList': 'verkeerde inspringing van een lijstitem',
	'check.yamlDuplicateKey': 'een sleutel staat er twee keer',
	'check.yamlEndExpected':
		'hier werd het einde van de gegevens of een scheidingsregel ‘---’ verwacht',
	'check.yamlMultilineKey': 'een sleutel kan niet over meerdere regels lopen',
	'check.yamlColonMissed': 'na een sleutel ontbreekt de ‘:’',
	'check.yamlSpaceAfterColon': 'na de ‘:’ van een sleutel hoort een spatie',
	'check.yamlQuoteUnclosed': 'een tekst tussen dubbele aanhalingstekens wordt niet gesloten',
	'check.yamlSingleQuoteUnclosed': 'een tekst tussen enkele aanhalingstekens wordt niet gesloten',
	'check.yamlFlowUnclosed': 'een lijst tussen [ ] of { } wordt niet gesloten',
	'check.yamlFlowComma': 'tussen de items van een lijst tussen [ ] of { } ontbreekt een komma',
	'check.yamlEscape': 'onbekende escapereeks in een tekst tussen dubbele aanhalingstekens',
	'check.yamlNonPrintable': 'het bestand bevat niet-afdrukbare tekens',
	'check.yamlOther': 'de YAML-lezer is hier gestopt ({reason})',
	'check.noteDash':
		'deze regel wordt gelezen als deel van de waarde erboven ({value}), omdat zijn ‘- ’ verder naar rechts staat dan de ‘- ’ van dat item: om er een eigen item van te maken, zet je zijn ‘- ’ precies onder die erboven',
	'check.noteComment':
		'YAML leest de tekst na ‘ #’ als commentaar en laat hem weg, dus deze waarde is {value}: hoort {comment} erbij, zet dan de hele waarde tussen dubbele aanhalingstekens: {fix}; is het een notitie, zet die dan op een eigen regel',
	'check.noteAnchor':
		'YAML leest ‘&’ aan het begin van een waarde als label en laat het weg, dus deze waarde is {value}: zet de hele waarde tussen dubbele aanhalingstekens: {fix}',
	'check.noteSpaces':
		'deze waarde eindigt op spaties, die YAML weglaat: haal ze weg, of zet de waarde tussen dubbele aanhalingstekens als ze erbij horen: {fix}',
	'check.noteOlderYesNo':
		'veel YAML-lezers (YAML 1.1, zoals veel editors en tools het lezen) lezen {raw} zonder aanhalingstekens als true of false (een ja-neewaarde), niet als de tekst {text}: zet het tussen dubbele aanhalingstekens, zodat elke lezer de tekst behoudt: {fix}',
	'check.noteOlderNumber':
		'veel YAML-lezers (YAML 1.1, zoals veel editors en tools het lezen) lezen {raw} zonder aanhalingstekens als een getal, niet als de tekst {text}: zet het tussen dubbele aanhalingstekens, zodat elke lezer de tekst behoudt: {fix}',
	'check.noteOlderDate':
		'veel YAML-lezers (YAML 1.1, zoals veel editors en tools het lezen) lezen {raw} zonder aanhalingstekens als een datum, niet als de tekst {text}: zet het tussen dubbele aanhalingstekens, zodat elke lezer de tekst behoudt: {fix}',
	'check.noteNull':
		'YAML leest {raw} zonder aanhalingstekens als ‘geen waarde’, niet als de tekst {text}: zet het tussen dubbele aanhalingstekens: {fix}',
	'check.noteNullKey':
		'YAML leest {raw} zonder aanhalingstekens als ‘geen waarde’, niet als de tekst {text}: zet het tussen dubbele aanhalingstekens: {fix}; of haal de regel weg om het weg te laten',
	'check.noteBoolean':
		'YAML leest {raw} zonder aanhalingstekens als de ja-neewaarde {read}, niet als de tekst {text}: zet het tussen dubbele aanhalingstekens: {fix}',
	'check.noteNumber':
		'YAML leest {raw} zonder aanhalingstekens als het getal {read}, niet als de tekst {text}: zet het tussen dubbele aanhalingstekens: {fix}',
	'check.fenceLate': {
		one: 'de frontmatter moet op de eerste regel van het bestand beginnen, met ‘---’: haal de lege regel boven de ‘---’ op regel {line} weg',
		other:
			'de frontmatter moet op de eerste regel van het bestand beginnen, met ‘---’: haal de {count} lege regels boven de ‘---’ op regel {line} weg',
	},
	'check.noFrontMatter':
		'dit bestand heeft geen frontmatter (de sleutels tussen twee regels ‘---’ bovenaan het bestand): begin het bestand met een regel ‘---’, dan de sleutels, met daarbij een eigen ID (zoals deze nieuwe: id: {fresh}), dan een regel ‘---’ boven de bio',
	'check.nesting':
		'lijsten en objecten zijn meer dan {max} niveaus diep genest; een profiel heeft er hoogstens 4 nodig: haal de extra nesting weg',
	'check.jsonInvalid': 'ongeldige JSON: {reason}',
	'check.jsonEmpty': 'het bestand is leeg',
	'check.jsonDuplicate': 'de sleutel ‘{key}’ komt twee keer voor in één object',
	'check.jsonSymbol': 'onverwacht teken',
	'check.jsonNumber': 'onjuist getal',
	'check.jsonKey': 'sleutel ‘tussen aanhalingstekens’ verwacht (geen komma vóór ‘}’)',
	'check.jsonValue': 'waarde verwacht (staat er een komma te veel?)',
	'check.jsonColon': '‘:’ verwacht na de sleutel',
	'check.jsonComma': '‘,’ verwacht tussen de items',
	'check.jsonCloseBrace': '‘}’ verwacht',
	'check.jsonCloseBracket': '‘]’ verwacht',
	'check.jsonEnd': 'onverwachte tekst na het einde van het document',
	'check.jsonComment': 'commentaar is niet toegestaan in JSON',
	'check.jsonString': 'niet-afgesloten tekenreeks',
	'check.jsonUnicode': 'ongeldige \\u-escape',
	'check.jsonEscape': 'ongeldig escapeteken',
	'check.jsonCharacter': 'ongeldig teken in een tekenreeks (stuurtekens moeten ge-escapet worden)',
	'check.linkInvalid':
		'{link} wordt als gewone tekst getoond, niet als link, omdat het geen geldig http(s)-adres is (een spatie, of ontbreekt ‘//’?): verbeter het om er een link van te maken',
	'check.linkScheme':
		'{link} wordt als gewone tekst getoond, niet als link: alleen http://- en https://-adressen worden links; verbeter het begin als het een webadres is',
	'check.linkNoScheme':
		'{link} wordt als gewone tekst getoond, niet als link, omdat het niet met https:// begint: schrijf {fix} om er een link van te maken',
	'check.idChanged':
		'de ID is veranderd van ‘{old}’ (in {ref}) in ‘{id}’; ID’s veranderen nooit: zet id: {old} terug',
	'check.idMoved':
		'de ID ‘{id}’ had {file} in {ref}, en dat bestand is er nog; een ID verhuist alleen mee met zijn bestand (bij een hernoeming): geef dit profiel een nieuwe ID, zoals deze nieuwe: id: {fresh}',
	'check.idReused':
		'de ID ‘{id}’ hoorde eerder bij {names} (in de geschiedenis van {ref}); ID’s worden nooit hergebruikt, ook niet na verwijdering: geef dit profiel een nieuwe ID, zoals deze nieuwe: id: {fresh}',
	'check.bothAvatars':
		'geef avatar (een eigen afbeelding) of avatar_urls (online adressen), niet allebei: haal een van beide weg',
	'check.fileNameRule':
		'de bestandsnaam geeft de profielnaam {stem}, maar de naam {rule}; hernoem het bestand',
	'check.formBytes':
		'de vorm {form} wordt, genormaliseerd zoals de site hem publiceert, een mapnaam van {bytes} bytes, en een gepubliceerde map- of bestandsnaam mag hoogstens {max} bytes hebben (schijven kunnen 255 aan; sommige tekens nemen meerdere bytes in of worden meerdere tekens): maak hem korter, of schrijf minder tekens die voor meerdere staan',
	'check.unreadExtension':
		'dit bestand wordt niet gelezen, dus het profiel staat niet op de site: profielen worden alleen uit .md- en .json-bestanden gelezen; hernoem het naar {fix}',
	'check.unreadExtensionFences':
		'dit bestand wordt niet gelezen, dus het profiel staat niet op de site: profielen worden alleen uit .md- en .json-bestanden gelezen; hernoem het naar {fix}, en zet de sleutels tussen twee regels ‘---’ (een regel ‘---’ boven ‘id:’, en een na de laatste sleutel, vóór de bio)',
	'check.unreadFolder':
		'profielen worden alleen uit de map ‘users’ gelezen (alles in kleine letters), dus de bestanden in ‘{folder}’ worden niet gelezen: verplaats ze naar users/',
	'check.unreadFolderCase':
		'profielen worden alleen uit de map ‘users’ gelezen (alles in kleine letters), dus de bestanden in ‘{folder}’ worden niet gelezen: verplaats ze naar users/, of hernoem deze map naar ‘users’',
	'check.unreadTop':
		'dit bestand wordt niet gelezen, dus het profiel staat niet op de site: profielen worden alleen uit de map users gelezen: verplaats het naar users/{fix}',
	'check.fileNotRegular':
		'is {kind}, geen gewoon bestand; een profiel moet een gewoon bestand zijn: vervang het door een bestand met de tekst van het profiel',
	'check.fileSymlink':
		'is een symbolische koppeling; een profiel moet een gewoon bestand in de map content zijn (koppelingen worden niet gevolgd): vervang de koppeling door het bestand zelf',
	'check.fileTooLarge':
		'het bestand is {size}; een profielbestand mag hoogstens {max} zijn: maak het korter',
	'check.fileChanged':
		'het bestand veranderde terwijl het werd gelezen: voer de controle opnieuw uit',
	'check.fileUnreadable': 'kon niet worden gelezen: {error}',
	'check.fileBom':
		'het bestand is opgeslagen als {encoding} (het begint met een {encoding}-bytevolgordemarkering); profielen zijn UTF-8: sla het bestand op als UTF-8',
	'check.fileUtf8':
		'ongeldige UTF-8 (byte {byte} / regel {line}); profielen zijn UTF-8-tekst: sla het bestand op als UTF-8',
	'check.lookAlike':
		'de naam ‘{name}’ leest als ‘{other}’ ({file}): letters die op elkaar lijken (I, l en 1; O en 0; rn en m; vv en w; cl en d; hoofd- of kleine letters) sturen lezers naar de verkeerde persoon: kies een naam die niet als die van een ander leest',
	'check.nameIsId':
		'de naam ‘{name}’ is de ID van {file}; een verwijzing wordt eerst als ID opgezocht, dus dit profiel zou nooit op naam te vinden zijn: {rename}',
	'check.apiPathClash':
		'het API-bestand {path} van dit profiel valt op hetzelfde pad als een van {file} (paden worden vergeleken zonder op hoofdletters te letten, zoals veel hosts doen): {rename}',
	'check.nameMemberList':
		'de naam ‘{name}’ is al bezet door {path}, de lijst van de leden van ‘{user}’: {rename}',
	'check.nameMemberNotFound':
		'de naam ‘{name}’ is al bezet door {path}, het antwoord voor een onbekend lid van ‘{user}’: {rename}',
	'check.hostMemberName':
		'de naam ‘{name}’ is er een die hosts binnen een map voor zichzelf houden (Cloudflare Pages beantwoordt {path} met zijn pagina ‘niet gevonden’ of een doorverwijzing), dus dit lid zou niet op naam op te halen zijn: {rename}',
	'check.hostUserName':
		'de naam ‘{name}’ is er een die hosts binnen een map voor zichzelf houden (Cloudflare Pages verwijst {path} door naar {folder} als daar geen bestand staat, zodat elke host het als een onbekend profiel beantwoordt), dus dit profiel zou niet op naam op te halen zijn: {rename}',
	'check.hostHandled': 'de naam ‘{name}’ zou {path} publiceren, en {why}: {rename}',
	'check.hostNotFound':
		'Cloudflare Pages beantwoordt elk onbekend profiel met de dichtstbijzijnde {file}, dus dit profiel zou voor elk onbekend profiel worden verstuurd',
	'check.hostHtml':
		'hosts behandelen .html-bestanden als pagina’s (Cloudflare Pages verwijst x.html door naar x, en index.html naar de map), dus dit profiel zou niet op naam op te halen zijn',
	'check.nameEnding':
		'de naam ‘{name}’ eindigt op ‘{ending}’: {treatment}; een naam mag geen extensie hebben die hosts uitvoeren of weergeven',
	'check.endingPage':
		'browsers tonen zulke bestanden als webpagina (text/html en verwante types), dus tekst in het profiel zou als script op de site draaien',
	'check.endingScript': 'browsers voeren zulke bestanden uit als JavaScript',
	'check.endingMarkup':
		'hosts leveren zulke bestanden als XML of SVG: browsers geven ze weer en voeren er scripts in uit',
	'check.endingSavedPage': 'browsers openen zulke bestanden als opgeslagen webpagina (MHTML)',
	'check.endingServer':
		'webservers voeren zulke bestanden uit als serverscript (Apache AddHandler, IIS, Tomcat), dus tekst in het profiel zou als code op de server draaien',
	'check.endingProgram':
		'Windows of een shell start zulke bestanden als programma wanneer het gedownloade bestand wordt geopend',
	'check.endingFlash': 'plug-ins spelen zulke bestanden af als Flash-film',
	'check.nameJson':
		'de naam ‘{name}’ eindigt op ‘.json’: op {path} publiceert het profiel ‘{stem}’ zijn JSON-kopie; namen mogen niet op ‘.json’ eindigen',
	'check.nameJsonMember':
		'de naam ‘{name}’ eindigt op ‘.json’: op {path} staan de leden van ‘{user}’, en zo eindigen de JSON-bestanden van de API; namen mogen niet op ‘.json’ eindigen',
	'check.nameDevice':
		'de naam ‘{name}’ is de apparaatnaam ‘{device}’, die Windows met elke extensie en in elke schrijfwijze reserveert (CON, PRN, AUX, NUL, COM0-9, LPT0-9), dus de bestanden ervan kunnen op Windows niet worden uitgecheckt of gebouwd',
	'check.nameDeviceStart':
		'de naam ‘{name}’ begint met de apparaatnaam ‘{device}’, die Windows met elke extensie en in elke schrijfwijze reserveert (CON, PRN, AUX, NUL, COM0-9, LPT0-9), dus de bestanden ervan kunnen op Windows niet worden uitgecheckt of gebouwd',
	'check.nameTrailing':
		'de naam ‘{name}’ eindigt op ‘{end}’, wat Windows van bestandsnamen weglaat, dus daar zouden de bestanden ervan botsen met die van ‘{stem}’; namen mogen niet op ‘.’ of een spatie eindigen',
	'check.nameFix': '{problem}: {rename}, bijvoorbeeld ‘{example}’',
	'check.fullBuild': 'volledige build: {reason}',
	'check.fullNoRecord': 'geen eerdere volledige build vastgelegd',
	'check.fullPackageVersion': 'staticnouns is bijgewerkt ({from} → {to})',
	'check.fullPackageCode': 'de code van staticnouns is gewijzigd',
	'check.fullRuntime': 'Astro of Node is bijgewerkt',
	'check.fullSiteCode':
		'de code van de site is gewijzigd (src/, astro.config, package.json, tsconfig.json of het lockbestand)',
	'check.fullWords': 'de teksten van de site zijn gewijzigd (src/content/i18n/)',
	'check.fullOptions': 'de opties van de site zijn gewijzigd (astro.config)',
	'check.fullPublic': 'public/ is gewijzigd',
	'check.fullKeptChanged':
		'de bewaarde build is gewijzigd sinds de laatste volledige build hem vastlegde',
	'check.fullFastFailed': 'de snelle route is mislukt ({error})',
	'check.fullOwnRoute': 'de site heeft een eigen route van het type {type} ({route})',
	'check.fullNoConfig': 'de laatste volledige build heeft geen configuratie bewaard',
	'check.fullNoSite': 'er is geen gepubliceerde site om bij te werken in {target}',
	'check.fullFormat':
		"de snelle route schrijft pagina’s alleen met build.format 'directory' en een slash aan het eind",
	'check.fullAssetChanged':
		'{path} is sinds de laatste volledige build veranderd in de gepubliceerde site',
	'check.fullRedirect': '{path} is een doorverwijzing',
	'check.fastDone': {
		one: 'snelle build: sinds de laatste volledige build zijn alleen profielen veranderd, {count} pagina gerenderd',
		other:
			'snelle build: sinds de laatste volledige build zijn alleen profielen veranderd, {count} pagina’s gerenderd',
	},
	'check.nothingChanged':
		'er is niets veranderd sinds de laatste build: {target} blijft zoals het is',
	'check.moreInFile': {
		one: '… en nog {count} probleem in dit bestand',
		other: '… en nog {count} problemen in dit bestand',
	},
	'check.moreInReport': {
		one: '… en nog {count} probleem (een rapport toont de eerste {max})',
		other: '… en nog {count} problemen (een rapport toont de eerste {max})',
	},
	'editorScript.nameRule':
		'Kies een profielnaam van 2 tot 40 tekens, elk een letter A-Z of a-z, een cijfer, ‘_’, ‘.’ of ‘-’: het is het einde van het adres van je pagina, /@jouw-naam/.',
	'editorScript.nameSpace':
		'Je profielnaam heeft een spatie na ‘{before}’: een profielnaam bevat geen spaties, omdat het het einde van het adres van je pagina is. Schrijf in plaats daarvan ‘{fixed}’.',
	'editorScript.noRepository':
		'Deze site zegt niet waar de repository staat: kopieer of download het bestand en voeg het toe zoals de CONTRIBUTING.md van de repository beschrijft.',
	'editorScript.change': 'Wijzigen op {forge}',
	'editorScript.proposeOn': 'Voorstellen op {forge}',
	'editorScript.filled':
		'{forge} opent in een nieuw tabblad met je bestand al ingevuld: stel het daar voor.',
	'editorScript.handedChange':
		'De nieuwe tekst van {file} staat {where}: selecteer op de pagina van {forge} alle tekst van het bestand, plak eroverheen en stel de wijziging voor.',
	'editorScript.tooLong':
		'Je bestand is te lang om in een adres door te geven, dus de tekst staat {where}: plak hem in de lege editor van {forge} en stel het voor.',
	'editorScript.nameOnly':
		'{forge} vult de naam van het bestand in maar niet de tekst, die {where} staat: plak hem in de editor en stel het voor.',
	'editorScript.onClipboard': 'op je klembord',
	'editorScript.above': 'hierboven (kopieer hem)',
	'editorScript.copied': 'Het bestand staat op je klembord.',
	'editorScript.copyRefused': 'Kopiëren is geweigerd: selecteer de tekst hierboven en kopieer hem.',
	'editorScript.issueFilled':
		'{forge} opent in een nieuw tabblad met je profiel al ingevuld: verstuur het issue daar, dan wordt er een pull request van gemaakt.',
	'editorScript.issueTooLong':
		'Je profiel is te lang voor het adres van het issueformulier, dus opent in plaats daarvan de bestandseditor van {forge}.',
	'editorScript.nextSteps':
		'Daarna leest een controle je bestand en antwoordt binnen een paar minuten op {forge}; vervolgens wordt de wijziging bekeken door {reviewers}, en zodra die is samengevoegd, toont je pagina {address} haar na de volgende build van de site.',
	'editorScript.reviewersOwners': 'de beheerders van het profiel ({owners})',
	'editorScript.reviewersMaintainers': 'het team van de site',
	'propose.proposed': 'Pull request #{pull} stelt nu deze tekst van {file} voor.',
	'propose.passed': 'De controle heeft niets gevonden om te verbeteren.',
	'propose.failed':
		'De controle heeft iets gevonden om te verbeteren; het staat hieronder, met de regel van je bestand. Bewerk de tekst van dit issue en de pull request volgt.',
	'propose.next':
		'Daarna wordt de pull request bekeken door {reviewers}; zodra die is samengevoegd, toont je pagina {address} de wijziging na de volgende build van de site.',
	'propose.refused':
		'Dit issue wordt geen pull request: {reason} Bewerk het issue om dat te verhelpen, of vul het formulier van de site opnieuw in.',
	'propose.reasonForm':
		'het heeft niet de twee delen van het profielformulier, eerst het pad van het bestand en dan de tekst.',
	'propose.reasonSeveral':
		'het noemt meer dan één bestand, en één issue stelt één profielbestand voor.',
	'propose.reasonPath':
		'het pad moet één profielbestand in {folder} zijn, zoals {folder}jouw-naam.md.',
	'propose.reasonSize': 'de tekst is langer dan {limit} tekens.',
	'propose.reasonUnchanged': 'de tekst is dezelfde als die het bestand al heeft.',
	'propose.maintainer':
		'@{login} is geen van de beheerders van dit profiel ({owners}), dus beslist het team van de site.',
	'propose.ownersChange':
		'De beheerders van het profiel veranderen, dus .github/CODEOWNERS moet ook veranderen: het team van de site voegt de regels (npx staticnouns owners) toe aan de pull request.',
	'propose.closed': 'Het issue is gesloten, dus pull request #{pull} is ook gesloten.',
	'propose.pullClosed':
		'Pull request #{pull} is gesloten zonder te worden samengevoegd, dus dit issue is ook gesloten. Om het profiel opnieuw voor te stellen, heropen je het issue of vul je het formulier van de site opnieuw in.',
	'propose.merged':
		'Pull request #{pull} is samengevoegd: je pagina {address} toont de wijziging na de volgende build van de site.',
	'propose.pullBody': 'Voorgesteld door @{login} in issue #{issue}; wijzigt alleen {file}.',
	'propose.statusFailed': 'De controle heeft iets gevonden om te verbeteren: zie het issue.',
	'editorScript.modeEdit': 'Je wijzigt het profiel in {file}, ingevuld met wat de site publiceert.',
	'editorScript.modeNotPublished':
		'De site heeft geen gepubliceerd profiel voor {file}: begin in plaats daarvan een nieuw profiel.',
	'editorScript.modeNewMember':
		'Een nieuw lid van {user}: vul in wat je wilt; het bestand komt in hun map.',
	'editorScript.modeNewProfile':
		'Een nieuw profiel: vul in wat je wilt; alles behalve de profielnaam mag leeg blijven.',
	'editorScript.modeNotFound':
		'Er is nog geen profiel met de naam {name}: vul het formulier in om het toe te voegen.',
	'editorScript.avatarNotice':
		'Je bestand noemt een afbeelding in de repository, en de site publiceert het pad daarvan niet: schrijf het opnieuw (zoals in je bestand, bijvoorbeeld ./avatar.png), anders wordt de afbeelding verwijderd.',
	'editorScript.ownersNotice':
		'De site publiceert nooit de beheerders: als je bestand een lijst ‘owners’ heeft, voeg hier dezelfde namen toe, anders worden ze verwijderd.',
	'editorScript.modeEditSource':
		'Je wijzigt {file} zoals het geschreven is: alleen wat jij wijzigt, verandert.',
	'editorScript.unseenKeys':
		'Het formulier ziet {keys} niet: als je bestand een daarvan heeft, voeg het dan opnieuw toe aan de nieuwe tekst voordat je die voorstelt, anders wordt het verwijderd (de opmerkingen ook).',
} as const satisfies Translation;
