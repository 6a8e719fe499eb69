/**
 * Italian: "tu", "persone" and wording turned around nouns ("persona",
 * "profilo") so no adjective or participle assumes the reader's gender.
 */
import type { Translation } from './en.ts';

export const it = {
	'site.title': 'Profili dei pronomi',
	'site.skipToContent': 'Vai al contenuto',
	'site.languages': 'Lingue',

	'count.profiles': { one: '{count} profilo', other: '{count} profili' },
	'count.names': { one: '{count} nome', other: '{count} nomi' },
	'count.people': { one: '{count} persona', other: '{count} persone' },
	'count.problems': { one: '{count} problema', other: '{count} problemi' },
	'count.warnings': { one: '{count} avviso', other: '{count} avvisi' },
	'count.files': { one: '{count} file', other: '{count} file' },
	'count.members': { one: '{count} membro', other: '{count} membri' },
	'report.summary': '{problems} in {files}.',
	'report.valid': { one: '{profiles} è valido.', other: '{profiles} sono validi.' },
	'report.validMembers': '{profiles} e {members} sono validi.',

	'notFound.title': 'Pagina non trovata',
	'notFound.text':
		'Non c’è nessuna pagina a questo indirizzo. I profili sono elencati nella {link}.',
	'notFound.link': 'pagina iniziale',
	'notFound.add': 'Non ci sei ancora? {link} con il modulo: niente da installare.',
	'notFound.addLink': 'Aggiungi il tuo profilo',

	'paging.previous': 'Precedente',
	'paging.next': 'Successiva',
	'paging.page': 'pagina {number}',

	'home.description': {
		one: 'Nomi e pronomi di {count} persona.',
		other: 'Nomi e pronomi di {count} persone.',
	},
	'home.intro':
		'Questo è l’elenco dei nomi e dei pronomi della nostra comunità: come ogni persona desidera essere chiamata, e cosa evitare. Per aggiungerti, [compila il tuo profilo]({editor}) nel browser: il modulo lo controlla mentre scrivi e lo consegna al nostro repository per la revisione, senza installare nulla. Gli altri modi, e come cambiare il profilo in seguito: [aggiungere un profilo]({addProfile}).',
	'home.introWithoutRepository':
		'Questo è l’elenco dei nomi e dei pronomi della nostra comunità: come ogni persona desidera essere chiamata, e cosa evitare. Per aggiungerti, aggiungi un file di profilo al repository da cui è costruito questo sito (il suo CONTRIBUTING.md spiega come), oppure chiedi a chi lo gestisce.',

	'directory.title': 'Elenco',
	'directory.description': {
		one: 'Nomi e pronomi di {count} persona, per lettera.',
		other: 'Nomi e pronomi di {count} persone, per lettera.',
	},
	'directory.pageDescription': {
		one: '{group}{onPage}, in un elenco di {count} persona.',
		other: '{group}{onPage}, in un elenco di {count} persone.',
	},
	'directory.onPage': ', pagina {page} di {pages}',
	'directory.summaryPage': 'pagina {page} di {pages}',
	'directory.summaryTotal': { one: '{count} profilo in tutto', other: '{count} profili in tutto' },
	'directory.letterGroup': 'Nomi che iniziano con {letter}',
	'directory.otherGroup': 'Nomi che iniziano con una cifra o un simbolo',
	'directory.letterPage': '{label}, pagina {page}',
	'directory.letterIndex': 'Nomi per iniziale',
	'directory.letterTitle': { one: '{title}: {count} nome', other: '{title}: {count} nomi' },
	'directory.emptyLetter': '{title}: ancora nessun profilo',
	'directory.letterPages': 'Pagine di {label}',
	'directory.start': 'Scegli una lettera, oppure {link} e segui le pagine.',
	'directory.startLink': 'inizia da {label}',

	'profile.summary': '{displayName} usa {favourites}.',
	'profile.summaryEmpty': 'I nomi e i pronomi di {displayName}.',
	'profile.avatarAlt': 'Avatar di {displayName}',
	'profile.ownerLink': 'Parte di ',
	'profile.namesLabel': 'Nomi: ',
	'profile.pronounsLabel': 'Pronomi: ',
	'profile.bio': 'Su di me',
	'profile.links': 'Link',
	'profile.names': 'Nomi',
	'profile.pronouns': 'Pronomi',
	'profile.members': 'Membri',
	'profile.shareTitle': '{displayName} ({pronouns})',
	'profile.flags': 'Bandiere',
	'profile.timezoneLabel': 'Fuso orario: ',
	'profile.timezoneOffset': '{offset} al momento della creazione di questa pagina',
	'profile.noneListed': 'Nessuna indicazione.',
	'profile.json': 'Questo profilo in JSON',
	'profile.edit': 'Modifica questo profilo',
	'profile.editInBrowser': 'Modifica nel browser',

	'pronouns.title': 'Pronomi {set}',
	'pronouns.titlePage': 'Pronomi {set}, pagina {page}',
	'pronouns.description': 'Come usare i pronomi {set}, con esempi.',
	'pronouns.laterDescription': 'Persone che usano i pronomi {set}, pagina {page} di {pages}.',
	'pronouns.formsLink': 'Le forme di {set} e come usarle',
	'pronouns.forms': 'Forme',
	'pronouns.form.subject': 'Soggetto',
	'pronouns.form.object': 'Complemento oggetto',
	'pronouns.form.determiner': 'Aggettivo possessivo',
	'pronouns.form.possessive': 'Pronome possessivo',
	'pronouns.form.reflexive': 'Riflessivo',
	'pronouns.examples': 'Esempi',
	'pronouns.examplesIn': 'Gli esempi sono in {language}.',
	'pronouns.variants': 'Come è stato scritto',
	'pronouns.noExamples':
		'Queste forme non sono in nessuna delle tabelle dei pronomi del sito, quindi non ci sono frasi di esempio: leggile come sono scritte, oppure chiedi.',
	'pronouns.redirect': 'Questi pronomi hanno la loro pagina all’indirizzo {link}.',
	'shortLink.title': '@{handle}',
	'shortLink.text': 'Questo link breve porta al profilo all’indirizzo {link}.',
	'pronouns.usedBy': 'Li usano',
	'pronouns.usedByPage': 'Li usano, pagina {page} di {pages}',
	'pronouns.usedByMember': '{handle}, parte di {ownerName}',
	'pronouns.usedByPages': 'Pagine delle persone che usano {set}',
	'pronouns.usedByIntro':
		'Persone che hanno segnato questi pronomi come «Preferito» o «Va bene»; {icon} indica un preferito, elencato per primo.',

	'legend.title': 'Cosa significano le icone',
	'legend.link': 'Cosa significano le icone?',
	'status.favourite': 'Preferito',
	'status.okay': 'Va bene',
	'status.jokingly': 'Per scherzo',
	'status.friends_only': 'Solo tra persone amiche',
	'status.avoid': 'Da evitare',

	'search.title': 'Cerca',
	'search.description': 'Trova persone per nome, nome visualizzato o pronomi.',
	'search.boxLabel': 'Cerca per nome o pronomi',
	'search.button': 'Cerca',
	'search.needsJavaScript':
		'La ricerca ha bisogno di JavaScript. Ogni persona è elencata per l’iniziale del suo nome:',
	'search.off':
		'Questo sito non ha una ricerca. Ogni persona è elencata per l’iniziale del suo nome:',
	'search.owner': 'parte di {ownerName}',
	'search.unavailable':
		'La ricerca al momento non è disponibile: l’indice delle lettere qui sotto elenca tutte le persone.',
	'search.none': 'Nessun risultato per «{query}».',
	'search.found': { one: '{count} risultato.', other: '{count} risultati.' },
	'search.more': {
		one: '{count} risultato, i primi {shown} mostrati: scrivi altro per restringere.',
		other: '{count} risultati, i primi {shown} mostrati: scrivi altro per restringere.',
	},

	'editor.title': 'Modifica un profilo',
	'editor.addTitle': 'Aggiungi il tuo profilo',
	'editMine.label': 'Modifica il tuo profilo',
	'editMine.help': 'Il nome del tuo profilo, o l’indirizzo della tua pagina (@tuo-nome).',
	'editMine.open': 'Apri nell’editor',
	'editor.description':
		'Scrivi o cambia un file di profilo nel browser, controllato come lo controlla il sito, e proponilo sulla piattaforma Git.',
	'editor.noScript':
		'Questa pagina scrive il file del tuo profilo e lo controlla come fa il sito, ma ha bisogno di JavaScript, che è disattivato o non si è caricato.',
	'editor.withoutScript': 'Senza JavaScript, modifica il file sulla piattaforma Git:',
	'editor.openFolder': 'Apri {link}.',
	'editor.openFolderLink': 'la cartella dei profili su {forge}',
	'editor.openRepository':
		'Apri il repository del sito sulla sua piattaforma Git, e la sua cartella {contentPath}/users.',
	'editor.openFile':
		'Apri il tuo file (il nome del tuo profilo, con estensione .md) e scegli il pulsante di modifica della piattaforma; per un nuovo profilo, aggiungi un file con il tuo nome, per esempio robin.md.',
	'editor.propose':
		'Fai la modifica e proponila: la piattaforma apre una pull request, e i controlli del sito dicono se qualcosa non va.',
	'editor.contributing': '{link} spiega ogni parte di un file di profilo.',
	'editor.problems': 'Problemi da correggere',
	'editor.optional': '(facoltativo)',
	'editor.profile': 'Profilo',
	'editor.name': 'Nome del profilo',
	'editor.nameHelp': 'L’indirizzo della tua pagina: da 2 a 40 lettere A-Z, cifre, «_», «.» o «-».',
	'editor.id': 'ID',
	'editor.idHelp': 'Creato per te; non cambia mai.',
	'editor.displayName': 'Nome visualizzato',
	'editor.displayNameHelp': 'Mostrato al posto del nome del profilo; fino a 100 caratteri.',
	'editor.bio': 'Su di me',
	'editor.bioHelp':
		'Qualche parola su di te, fino a 1000 caratteri. Markdown: *enfasi*, [un link](https://example.org).',
	'editor.names': 'Nomi',
	'editor.namesHelp':
		'I nomi con cui ti si può chiamare, e per ciascuno come ti senti al riguardo.',
	'editor.addName': 'Aggiungi un nome',
	'editor.pronouns': 'Pronomi',
	'editor.pronounsHelp':
		'Forme separate da «/», per esempio lei/la/sua/sua/sé; il testo visualizzato è come la pagina li mostra (vuoto: le prime due forme).',
	'editor.addPronouns': 'Aggiungi pronomi',
	'editor.fields': 'Sezioni',
	'editor.fieldsHelp':
		'I tuoi titoli, come «Descrivimi come», ciascuno con delle parole e come ti senti al riguardo.',
	'editor.addField': 'Aggiungi una sezione',
	'editor.links': 'Link',
	'editor.linksHelp':
		'Fino a 256 caratteri ciascuno; gli indirizzi che iniziano con https:// diventano link.',
	'editor.addLink': 'Aggiungi un link',
	'editor.avatar': 'Avatar',
	'editor.avatarImage': 'Immagine nel repository',
	'editor.avatarHelp':
		'Il percorso della tua immagine accanto al file del profilo, per esempio ./avatar.png (PNG, JPEG, WebP, GIF o AVIF). Per aggiungerne una: sulla piattaforma, apri la cartella del tuo file ({folder}), scegli «Add file» e poi «Upload files», aggiungi l’immagine e scrivi qui il suo nome.',
	'editor.avatarUrls': 'Oppure immagini online',
	'editor.avatarUrlsHelp':
		'Indirizzi https:// completi di immagini ospitate altrove, la principale per prima; non insieme a un’immagine nel repository.',
	'editor.addAvatarUrl': 'Aggiungi un indirizzo di immagine',
	'editor.owners': 'Responsabili',
	'editor.ownersHelp':
		'Nomi utente sulla piattaforma (per esempio robin-gh) la cui approvazione serve per cambiare questo profilo; mai mostrati sul sito.',
	'editor.addOwner': 'Aggiungi responsabile',
	'editor.ownStatuses': 'Stati personali',
	'editor.ownStatusesHelp':
		'Oltre ai cinque: ognuno con un nome breve usato dalle tue voci, un’etichetta, un’icona e lo stato a cui equivale ovunque altrove (ricerca, pagine dei pronomi, API).',
	'editor.addOwnStatus': 'Aggiungi uno stato personale',
	'editor.flags': 'Bandiere',
	'editor.flagsHelp':
		'Le bandiere del pride mostrate sul tuo profilo, nell’ordine in cui le scegli.',
	'editor.ownFlags': 'Immagini di bandiera personali',
	'editor.ownFlagsHelp':
		'Il modulo non può caricare immagini: un’immagine di bandiera personale (un’immagine accanto al tuo file) resta com’è scritta. Aggiungila nel tuo file sulla piattaforma.',
	'editor.more': 'Altro su di te',
	'editor.timezone': 'Fuso orario',
	'editor.timezoneHelp':
		'Mostrato con la sua differenza attuale da UTC; scrivi per scegliere, ad es. Europe/Rome.',
	'editor.lang': 'Lingua del tuo testo',
	'editor.langHelp':
		'Un codice di lingua come it, en o pt-BR, perché i lettori di schermo leggano la tua bio e le tue voci in quella lingua.',
	'editor.memberTitle': 'Titolo della lista dei membri',
	'editor.memberTitleHelp':
		'Mostrato sopra i tuoi membri al posto di «Membri»; fino a 50 caratteri.',
	'editor.unlisted': 'Non mostrare negli elenchi',
	'editor.unlistedHelp':
		'Non elencato non vuol dire privato: la pagina resta pubblicata al suo indirizzo e nell’API, per chiunque abbia il link.',
	'editor.result': 'Il tuo file',
	'editor.resultLabel': 'Il file del profilo',
	'editor.copy': 'Copia il file',
	'editor.download': 'Scarica il file',

	'editorScript.nameFixed':
		'Il nome del profilo è il nome del file: per cambiarlo, il file viene rinominato sulla piattaforma.',
	'editorScript.nameLegend': 'Cosa pensi del nome {n}',
	'editorScript.pronounsLegend': 'Cosa pensi dei pronomi {n}',
	'editorScript.entryLegend': 'Cosa pensi della voce {n} della sezione {field}',
	'editorScript.short.favourite': 'Preferito',
	'editorScript.short.okay': 'Va bene',
	'editorScript.short.jokingly': 'Scherzo',
	'editorScript.short.friends_only': 'Amicizie',
	'editorScript.short.avoid': 'Evitare',
	'editorScript.moveUp': 'Sposta su',
	'editorScript.moveDown': 'Sposta giù',
	'editorScript.remove': 'Rimuovi',
	'editorScript.rowButton': '{button}: {what}',
	'editorScript.rowMenu': 'Sposta o rimuovi: {what}',
	'editorScript.nameLabel': 'Nome {n}',
	'editorScript.nameWhat': 'nome {n}',
	'editorScript.pronounsLabel': 'Pronomi {n}',
	'editorScript.pronounsDisplayText': 'Testo visualizzato dei pronomi {n} (facoltativo)',
	'editorScript.pronounsWhat': 'pronomi {n}',
	'editorScript.pronounsDisplayPlaceholder': 'testo visualizzato (facoltativo)',
	'editorScript.fieldHeading': 'Titolo della sezione {n}',
	'editorScript.fieldHeadingHelp': 'per esempio «Descrivimi come»',
	'editorScript.fieldEntries': 'Voci della sezione {n}',
	'editorScript.fieldAddEntry': 'Aggiungi una voce alla sezione {n}',
	'editorScript.fieldWhat': 'sezione {n}',
	'editorScript.entryLabel': 'Voce {n}',
	'editorScript.entryWhat': 'voce {n} della sezione {field}',
	'editorScript.linkLabel': 'Link {n}',
	'editorScript.linkWhat': 'link {n}',
	'editorScript.avatarUrlLabel': 'Indirizzo di immagine {n}',
	'editorScript.avatarUrlWhat': 'indirizzo di immagine {n}',
	'editorScript.ownerLabel': 'Responsabile {n}',
	'editorScript.ownerWhat': 'responsabile {n}',
	'editorScript.ownStatusKey': 'Nome breve dello stato {n}',
	'editorScript.ownStatusKeyHelp':
		'Quello che usano le tue voci: a-z, 0-9 e _, iniziando con una lettera; nessuno dei cinque.',
	'editorScript.ownStatusLabel': 'Etichetta dello stato {n}',
	'editorScript.ownStatusIcon': 'Icona dello stato {n}',
	'editorScript.ownStatusIconDefault': 'l’icona dello stato a cui equivale',
	'editorScript.icon.heart': 'Cuore',
	'editorScript.icon.check': 'Segno di spunta',
	'editorScript.icon.smile': 'Sorriso',
	'editorScript.icon.people': 'Persone',
	'editorScript.icon.ban': 'Divieto',
	'editorScript.icon.heart-lock': 'Cuore con lucchetto',
	'editorScript.icon.lock': 'Lucchetto',
	'editorScript.icon.star': 'Stella',
	'editorScript.icon.sparkles': 'Scintille',
	'editorScript.icon.thumbs-up': 'Pollice in su',
	'editorScript.icon.thumbs-down': 'Pollice in giù',
	'editorScript.icon.question': 'Punto interrogativo',
	'editorScript.icon.eye-off': 'Occhio barrato',
	'editorScript.icon.clock': 'Orologio',
	'editorScript.icon.chat': 'Fumetto',
	'editorScript.icon.house': 'Casa',
	'editorScript.icon.briefcase': 'Valigetta',
	'editorScript.icon.flower': 'Fiore',
	'editorScript.icon.moon': 'Luna',
	'editorScript.icon.sun': 'Sole',
	'editorScript.icon.music': 'Nota musicale',
	'editorScript.icon.paw': 'Impronta di zampa',
	'editorScript.icon.crown': 'Corona',
	'editorScript.icon.x': 'Croce',
	'editorScript.ownStatusCountsAs': 'Lo stato {n} equivale a',
	'editorScript.ownStatusWhat': 'stato {n}',
	'editorScript.ownStatusTwice':
		'Un altro dei tuoi stati ha questo nome breve: danne uno diverso a ciascuno.',
	'editorScript.ownFlagWhat': 'bandiera {name}',
	'editorScript.ready': 'Il tuo profilo è pronto: niente da correggere.',
	'editorScript.problems': {
		one: '{count} problema da correggere prima che il profilo sia pronto; è indicato nel suo campo.',
		other:
			'{count} problemi da correggere prima che il profilo sia pronto; ognuno è indicato nel suo campo.',
	},
	'editorScript.resultPath': 'Conservato nel repository come {file}.',
	'editorScript.resultPending':
		'Il tuo profilo compare qui, come lo conserva il repository, quando non resta niente da correggere.',
	'editorScript.resultPathPending':
		'Scegli un nome di profilo: dà il nome alla tua pagina, /@il-tuo-nome/, e al profilo nel repository.',
	// check's messages (check-words.ts): said by the editor's form, `check` and CI.
	'check.required': 'obbligatorio',
	'check.mustBe': 'deve essere {expected}, non {got}: {value}',
	'check.mustBeQuoted':
		'deve essere {expected}, non {got} (metti il valore tra virgolette): {value}',
	'check.mustBeLines':
		'deve essere {expected}, non {got} (scrivi ogni voce su una riga a sé, che inizia con «- »): {value}',
	'check.typeObject': 'un oggetto (coppie chiave: valore)',
	'check.typeObjectFound': 'un oggetto',
	'check.typeList': 'un elenco',
	'check.typeText': 'un testo',
	'check.typeNumber': 'un numero',
	'check.typeBoolean': 'un booleano (true o false)',
	'check.typeNull': 'vuoto (null)',
	'check.oneOf': 'deve essere uno dei valori {values}, non {value}',
	'check.got': '{rule} (valore trovato: {value})',
	'check.nothing': 'niente',
	'check.empty': 'non deve essere vuoto',
	'check.length': 'deve avere da {min} a {max} caratteri, ma ne ha {length}',
	'check.lengthOver':
		'deve avere da {min} a {max} caratteri, ma ne ha {length}; accorcialo (il limite del sito è fissato da {limit})',
	'check.status':
		'deve essere uno dei valori favourite, okay, jokingly, friends_only, avoid, un numero da 1 a 5 o la chiave di uno degli stati propri di questo profilo (lettere minuscole, cifre e «_»)',
	'check.didYouMean': 'forse intendevi «{hint}»?',
	'check.ownKeyIsStatus':
		'«{key}» è uno dei cinque stati: uno stato proprio ha bisogno di una chiave propria (per esempio partner); rinominalo, oppure usa {key} così com’è senza definirlo',
	'check.ownKeyName':
		'«name» dà il nome a una sezione in fields, quindi una sezione non potrebbe avere un elenco per questo stato: rinominalo (per esempio name_own), qui e nelle voci che lo usano',
	'check.ownKeyForm':
		'la chiave «{key}» deve iniziare con una lettera minuscola e contenere solo a-z, 0-9 e «_», al massimo 30 caratteri; rinominala (per esempio {example})',
	'check.nameEntry': 'deve essere un nome (testo) o un oggetto con name e status',
	'check.pronounsEntry':
		'deve essere un insieme di pronomi (un testo come «lei/la») o un oggetto con pronouns, display_text e status',
	'check.dupName':
		'il nome {text} è già nell’elenco{onLine} ({first}); inserisci ciascuno una sola volta: rimuovine uno, tenendo lo stato che intendi',
	'check.dupLink':
		'il link {text} è già nell’elenco{onLine} ({first}); inserisci ciascuno una sola volta: rimuovine uno',
	'check.dupField':
		'la sezione {text} è già nell’elenco{onLine} ({first}); inserisci ciascuna una sola volta: unisci le loro voci in un’unica sezione',
	'check.dupPronouns':
		'i pronomi {text} sono già nell’elenco{onLine} ({first}) come {as}, lo stesso insieme; inserisci ogni insieme una sola volta: rimuovine uno, tenendo lo stato che intendi',
	'check.dupEntry':
		'la voce {text} è già nell’elenco{under}{onLine} ({first}); inserisci ogni voce una sola volta in una sezione, sotto lo stato che intendi: rimuovine una',
	'check.onLine': ' alla riga {line}',
	'check.underStatus': ' sotto {status}',
	'check.nameTaken':
		'il nome «{name}» è già usato da {file} («{taken}»); i nomi devono essere unici senza distinguere maiuscole e minuscole, perché i dischi e gli host che non le distinguono confonderebbero quei nomi: {rename}',
	'check.memberNameTaken':
		'il nome «{name}» è già usato da {file} («{taken}»); all’interno di uno stesso profilo ogni membro deve avere un nome unico senza distinguere maiuscole e minuscole, perché i dischi e gli host che non le distinguono confonderebbero quei nomi: {rename}',
	'check.publishedProfile': 'il profilo pubblicato {where}',
	'check.renameFile': 'rinomina questo file',
	'check.chooseName': 'scegli un altro nome',
	'check.unknownKey': 'chiave sconosciuta {key}; forse intendevi «{hint}»?',
	'check.unknownKeyKnown': 'chiave sconosciuta {key}; le chiavi note sono {known}',
	'check.tooMany':
		'ha {count} voci, più delle {max} che il sito consente: {fix} (il limite del sito è fissato da {limit})',
	'check.tooManyInField':
		'ha {count} voci nelle sue liste messe insieme, più delle {max} che il sito consente in un campo: tieni le più importanti (il limite del sito è fissato da {limit})',
	'check.tooManyStatuses':
		'ha {count} stati propri, più dei {max} che il sito consente: tieni quelli usati dalle tue voci (il limite del sito è fissato da {limit})',
	'check.keepMostUsed': 'tieni quelle che usi di più',
	'check.keepMatterMost': 'tieni le più importanti',
	'check.keepMostSeen': 'tieni quelle che vuoi di più far vedere',
	'check.unknownStatus':
		'stato sconosciuto {status}: non è nessuno dei cinque ({words}); definiscilo sotto statuses: con un label e un counts_as',
	'check.unknownStatusHint':
		'stato sconosciuto {status}: non è nessuno dei cinque ({words}); forse intendevi «{hint}»? Altrimenti definiscilo sotto statuses: con un label e un counts_as',
	'check.unknownStatusOwn':
		'stato sconosciuto {status}: non è nessuno dei cinque ({words}) né uno di quelli propri di questo profilo ({own}); definiscilo sotto statuses: con un label e un counts_as',
	'check.unknownStatusOwnHint':
		'stato sconosciuto {status}: non è nessuno dei cinque ({words}) né uno di quelli propri di questo profilo ({own}); forse intendevi «{hint}»? Altrimenti definiscilo sotto statuses: con un label e un counts_as',
	'check.labelBuiltInSame':
		'l’etichetta {label} è il nome dello stato predefinito {word}, quindi chi legge e i lettori di schermo prenderebbero queste voci per {word}: usa nelle voci lo stato {word} stesso e togli questo stato proprio',
	'check.labelBuiltIn':
		'l’etichetta {label} è il nome dello stato predefinito {word}, quindi chi legge e i lettori di schermo prenderebbero queste voci per {word}: dagli un’etichetta sua, che dica cosa significa (e non il nome di uno dei cinque stati)',
	'check.idUsed':
		'l’ID «{id}» è già usato da {file}; ogni ID è unico: dai a questo profilo un ID nuovo, per esempio questo appena creato: id: {fresh}',
	'check.bioKey':
		'un profilo in Markdown non ha la chiave «bio»: la bio è il testo dopo la riga «---» di chiusura; spostalo lì',
	'check.nameIsFile':
		'deve essere uguale al nome del file {stem} (il nome del file è il nome del profilo), non {given}; togli la chiave o rinomina il file',
	'check.loneSurrogate':
		'non deve contenere un surrogato isolato ({point}), metà di un carattere che i parser JSON rigorosi rifiutano; riscrivi il carattere',
	'check.control':
		'non deve contenere caratteri di controllo (codici invisibili a cui reagiscono terminali e pagine), e {point} è uno di questi; toglilo',
	'check.controlMultiline':
		'non deve contenere caratteri di controllo diversi da tabulazione e a capo (codici invisibili a cui reagiscono terminali e pagine), e {point} è uno di questi; toglilo',
	'check.lineSeparator':
		'deve stare su una riga, e {point} (un separatore di riga) ne comincia un’altra; toglilo o scrivi uno spazio',
	'check.paragraphSeparator':
		'deve stare su una riga, e {point} (un separatore di paragrafo) ne comincia un’altra; toglilo o scrivi uno spazio',
	'check.bidi':
		'non deve contenere controlli di direzione U+202A-202E o U+2066-2069, che riordinano il testo mostrato dopo, e {point} è uno di questi; toglilo (i segni U+200E e U+200F sono ammessi)',
	'check.noncharacter':
		'non deve contenere non-caratteri (codici riservati ai programmi, che XML e le immagini rifiutano), e {point} è uno di questi; toglilo',
	'check.blank':
		'deve contenere un carattere visibile, non solo spazi o caratteri invisibili; scrivi il testo o togli la voce',
	'check.xid': 'deve essere di esattamente 20 caratteri tra 0-9 e a-v (un xid)',
	'check.httpUrl': 'deve essere un indirizzo assoluto con http:// o https://',
	'check.flagSlug': 'deve essere una delle bandiere elencate in docs/reference/flags.md',
	'check.iconSlug': 'deve essere una delle icone elencate in docs/reference/icons.md',
	'check.langUnknown':
		'non è una lingua che Intl conosce: scrivi il codice della lingua, per esempio «en», «de», «pt-BR» o «zh-Hant»',
	'check.langUnknownHint':
		'non è una lingua che Intl conosce: scrivi il codice della lingua; intendevi «{hint}» ({language})?',
	'check.langForm': 'non è un tag di lingua valido (BCP 47): scrivi «{fix}»',
	'check.langFormAny':
		'non è un tag di lingua valido (BCP 47, al massimo {max} caratteri): scrivi il codice della lingua, con una regione o una scrittura dopo un trattino se serve, per esempio «en», «de», «pt-BR» o «zh-Hant»',
	'check.timeZone': 'deve essere un fuso orario IANA, come Europe/Rome o America/New_York',
	'check.idRequired':
		'obbligatorio: ogni profilo ha un ID suo che non cambia mai; aggiungine uno, per esempio questo appena creato: id: {fresh}',
	'check.fieldKey':
		'chiave sconosciuta {key}: un campo contiene name e una lista per stato (uno dei cinque o uno di quelli propri di questo profilo)',
	'check.fieldKeyHint':
		'chiave sconosciuta {key}: un campo contiene name e una lista per stato (uno dei cinque o uno di quelli propri di questo profilo); forse intendevi «{hint}»?',
	'check.flagEntry':
		'deve essere il nome breve di una bandiera della libreria (per esempio transgender) o un oggetto con image, name e description',
	'check.memberTitle':
		'member_title è il titolo dell’elenco dei membri di un profilo: indicalo nel file index.md o index.json del profilo, non nel file di un membro',
	'check.unlistedUser':
		'unlisted toglie un membro dalla pagina del suo profilo e dagli elenchi: può indicarlo solo il file di un membro; rimuovilo da qui',
	'check.sidTaken':
		'l’ID breve «{sid}» è anche quello di {file}; ogni ID breve porta a un solo profilo: dai a questo profilo il suo, per esempio questo appena creato: sid: {fresh}',
	'check.avatarRelative':
		'deve essere un percorso relativo al file del profilo, per esempio ./avatar.png, non «{avatar}»',
	'check.avatarOutside':
		'deve restare dentro la cartella content: «{avatar}» punta fuori; metti l’immagine accanto al file del profilo',
	'check.avatarMissing':
		'nessuna immagine in «{avatar}» (cercata in {path}); controlla il nome del file',
	'check.avatarSymlink':
		'«{avatar}» è un collegamento simbolico a un file fuori dalla cartella content; copia invece l’immagine accanto al file del profilo',
	'check.avatarNotOwn':
		'«{avatar}» non è un’immagine di questo profilo (content/users/{image}): un avatar deve stare nella cartella del profilo, oppure accanto al suo file e con il suo nome ({named}); l’immagine di un altro profilo può modificarla o cancellarla solo quel profilo: copia l’immagine in content/users/{fix} e fai puntare avatar lì',
	'check.avatarUnchecked':
		'impossibile da controllare ({reason}); verifica che l’immagine sia un file leggibile accanto al file del profilo',
	'check.imageUnreadable':
		'«{avatar}» non è un’immagine leggibile ({error}); esportala di nuovo come PNG, JPEG, WebP, GIF o AVIF',
	'check.avatarFormat':
		'«{avatar}» è in formato {format}; un avatar deve essere in formato {formats}',
	'check.flagFormat':
		'«{avatar}» è in formato {format}; l’immagine di una bandiera deve essere in formato {formats}',
	'check.imagePixels':
		'«{avatar}» misura {width}×{height} pixel, oltre il limite di {megapixels} megapixel: riducila',
	'check.imageSide':
		'«{avatar}» misura {width}×{height} pixel; ogni lato può misurare al massimo {side} px: riducila',
	'check.imageAspect':
		'«{avatar}» misura {width}×{height} pixel; il lato lungo può essere al massimo {ratio} volte quello corto (viene comunque ritagliata a quadrato): ritagliala più vicino a un quadrato',
	'check.imageDecode':
		'non è stato possibile decodificare «{avatar}» ({error}): salvala di nuovo come PNG, JPEG o WebP',
	'check.imageNotFile':
		'«{avatar}» è {kind}, non un file immagine; un avatar deve essere un file normale accanto al file del profilo: sostituiscilo con l’immagine stessa',
	'check.kindLink': 'un collegamento simbolico',
	'check.kindFifo': 'una FIFO (pipe con nome)',
	'check.kindSocket': 'un socket',
	'check.kindDevice': 'un dispositivo',
	'check.kindFolder': 'una cartella',
	'check.imageTooLarge':
		'«{avatar}» pesa {size}; un avatar può pesare al massimo {max}: rendilo più leggero',
	'check.imageChanged': '«{avatar}» è cambiato mentre veniva letto: esegui di nuovo il controllo',
	'check.imageUnreadableFile':
		'non è stato possibile leggere «{avatar}» ({error}); un avatar deve essere un file leggibile da tutti: controlla i permessi o salvalo di nuovo',
	'check.folderMisspelt':
		'il profilo di un membro va nella cartella «{members}» (in minuscolo, con la «s»), non «{folder}»: sposta questo file in {fix}',
	'check.folderNested':
		'un membro non ha membri propri: solo la cartella di un profilo contiene una cartella {members}/; sposta questo file in {user}/{members}/, oppure fai iniziare il suo nome con «_» se non è un profilo',
	'check.folderStray':
		'una cartella di profilo contiene un solo profilo, il suo index.md o index.json; fai iniziare il nome di questo file con «_» se non è un profilo',
	'check.folderUserForm':
		'questo profilo ha dei membri (in {name}/{members}/), quindi deve essere in forma di cartella, accanto a loro: sposta questo file in {fix}',
	'check.folderNoIndex':
		'una cartella di profilo ha bisogno di un index.md o di un index.json; aggiungine uno, oppure fai iniziare il nome della cartella con «_»',
	'check.folderBothIndexes':
		'una cartella di profilo contiene index.md oppure index.json, non entrambi: uniscili in uno',
	'check.folderIndexCase':
		'una cartella di profilo contiene un solo file index, ma questa contiene {files} (nomi che differiscono solo per maiuscole e minuscole sono un unico file su macOS e Windows): uniscili in un solo index.md o index.json',
	'check.membersOver':
		'troppi membri: questa cartella ne contiene {count}, e un profilo può averne al massimo {limit} (il limite del sito è fissato da limits.members): togli quelli non più usati, o unisci alcuni',
	'check.yamlInvalid': 'YAML non valido: {reason}',
	'check.yamlLineUp':
		'YAML non valido: questa riga non è allineata con le righe a cui appartiene (YAML capisce a quale voce appartiene una riga dagli spazi che la precedono): falla iniziare esattamente sotto la chiave o il «- » a cui appartiene, usando spazi',
	'check.yamlUnclosedEnd':
		'l’intestazione non ha la riga «---» di chiusura, quindi il testo che segue viene letto come YAML: aggiungi una riga con solo «---» dopo l’ultima chiave, prima della bio',
	'check.yamlUnclosed':
		'l’intestazione non ha la riga «---» di chiusura, quindi questo testo viene letto come YAML: aggiungi sopra una riga con solo «---», dopo l’ultima chiave',
	'check.yamlTab':
		'YAML non valido: i caratteri di tabulazione non si possono usare per il rientro, perché YAML rientra solo con spazi: sostituisci la tabulazione di questa riga con spazi (2 per livello)',
	'check.yamlEmptyList':
		'YAML non valido: «{key}: {empty}» è un elenco vuoto, quindi le voci sotto non appartengono a niente: togli «{empty}» per tenerle («{key}:» da solo), oppure commentale con «#»',
	'check.yamlColon':
		'YAML non valido: il valore di «{key}» contiene «: », che YAML legge come l’inizio di un’altra chiave: metti il valore tra virgolette doppie: {fix}',
	'check.yamlKept':
		'YAML non valido: YAML riserva «{char}» per usi futuri e non può leggere un valore che inizia così: metti tutto il valore tra virgolette doppie: {fix}',
	'check.yamlPercent':
		'YAML non valido: all’inizio di un valore YAML legge «%» come un’istruzione per chi legge il file, non come testo: metti tutto il valore tra virgolette doppie: {fix}',
	'check.yamlTag':
		'YAML non valido: all’inizio di un valore YAML legge «!» come un’etichetta di tipo, non come testo: metti tutto il valore tra virgolette doppie: {fix}',
	'check.yamlAlias':
		'YAML non valido: all’inizio di un valore YAML legge «*» come un riferimento a un altro valore, non come testo: metti tutto il valore tra virgolette doppie: {fix}',
	'check.yamlAnchor':
		'YAML non valido: all’inizio di un valore YAML legge «&» come un’etichetta del valore, non come testo: metti tutto il valore tra virgolette doppie: {fix}',
	'check.yamlQuotedPart':
		'YAML non valido: il valore inizia con una parte tra virgolette seguita da altro testo, che YAML non può leggere come un unico valore: metti tutto il valore tra virgolette doppie: {fix}',
	'check.noFences':
		'questo file non ha intestazione: le sue chiavi non sono tra due righe «---», quindi tutto il file verrebbe letto come bio: aggiungi una riga «---» sopra questa e un’altra dopo l’ultima chiave, prima della bio',
	'check.notYaml':
		'l’intestazione deve essere in YAML, non in {language}; inizia il file con una semplice riga «---»',
	'check.yamlDashLeft': {
		one: 'YAML non valido: il «- » di questa voce è {count} spazio troppo a sinistra rispetto al «- » della voce sopra (riga {line}), quindi non appartiene a nessuna delle due: mettilo esattamente sotto quello: {fix}',
		other:
			'YAML non valido: il «- » di questa voce è {count} spazi troppo a sinistra rispetto al «- » della voce sopra (riga {line}), quindi non appartiene a nessuna delle due: mettilo esattamente sotto quello: {fix}',
	},
	'check.yamlDashRight': {
		one: 'YAML non valido: il «- » di questa voce è {count} spazio troppo a destra rispetto al «- » della voce sopra (riga {line}), quindi non appartiene a nessuna delle due: mettilo esattamente sotto quello: {fix}',
		other:
			'YAML non valido: il «- » di questa voce è {count} spazi troppo a destra rispetto al «- » della voce sopra (riga {line}), quindi non appartiene a nessuna delle due: mettilo esattamente sotto quello: {fix}',
	},
	'check.yamlKeyLeft': {
		one: 'YAML non valido: «{key}:» appartiene alla voce che inizia alla riga {line} («{first}:») ma è {count} spazio troppo a sinistra: mettilo esattamente sotto «{first}:»: {fix}',
		other:
			'YAML non valido: «{key}:» appartiene alla voce che inizia alla riga {line} («{first}:») ma è {count} spazi troppo a sinistra: mettilo esattamente sotto «{first}:»: {fix}',
	},
	'check.yamlKeyRight': {
		one: 'YAML non valido: «{key}:» appartiene alla voce che inizia alla riga {line} («{first}:») ma è {count} spazio troppo a destra: mettilo esattamente sotto «{first}:»: {fix}',
		other:
			'YAML non valido: «{key}:» appartiene alla voce che inizia alla riga {line} («{first}:») ma è {count} spazi troppo a destra: mettilo esattamente sotto «{first}:»: {fix}',
	},
	'check.yamlFirstKeyAgain':
		'YAML non valido: «{key}:» è già la prima chiave della voce che inizia alla riga {line}, e una voce ha ogni chiave una sola volta: per iniziare una nuova voce, scrivi «- » davanti, sotto il «- » della riga {line}: {fix}',
	'check.yamlTextEntry':
		'YAML non valido: «{key}:» dà un’impostazione alla voce della riga {line}, ma quella voce è solo testo: scrivi la voce come {entry}, con {fix} nella riga sotto',
	'check.yamlNoDash':
		'YAML non valido: questa riga è in un elenco ma non inizia con «- », come deve fare ogni voce: scrivi {fix}',
	'check.yamlTopKey':
		'YAML non valido: «{key}:» è una delle chiavi proprie del profilo, quindi inizia all’inizio della riga, senza spazi davanti: scrivi {fix}',
	'check.yamlBadIndent': 'rientro sbagliato di una chiave',
	'check.yamlBadIndentList': 'rientro sbagliato di una voce di elenco',
	'check.yamlDuplicateKey': 'una chiave compare due volte',
	'check.yamlEndExpected': 'qui ci si aspettava la fine dei dati o una riga «---» di separazione',
	'check.yamlMultilineKey': 'una chiave non può occupare più righe',
	'check.yamlColonMissed': 'manca il «:» dopo una chiave',
	'check.yamlSpaceAfterColon': 'dopo il «:» di una chiave ci vuole uno spazio',
	'check.yamlQuoteUnclosed': 'un testo tra virgolette doppie non viene chiuso',
	'check.yamlSingleQuoteUnclosed': 'un testo tra virgolette singole non viene chiuso',
	'check.yamlFlowUnclosed': 'un elenco tra [ ] o { } non viene chiuso',
	'check.yamlFlowComma': 'manca una virgola tra le voci di un elenco tra [ ] o { }',
	'check.yamlEscape': 'sequenza di escape sconosciuta in un testo tra virgolette doppie',
	'check.yamlNonPrintable': 'il file contiene caratteri non stampabili',
	'check.yamlOther': 'il lettore YAML si è fermato qui ({reason})',
	'check.noteDash':
		'questa riga viene letta come parte del valore sopra ({value}), perché il suo «- » è più a destra del «- » di quella voce: per farne una voce a sé, metti il suo «- » esattamente sotto quello sopra',
	'check.noteComment':
		'YAML legge il testo dopo « #» come un commento e lo scarta, quindi questo valore è {value}: se {comment} ne fa parte, metti tutto il valore tra virgolette doppie: {fix}; se è una nota, spostala su una riga a sé',
	'check.noteAnchor':
		'YAML legge «&» all’inizio di un valore come un’etichetta e la scarta, quindi questo valore è {value}: metti tutto il valore tra virgolette doppie: {fix}',
	'check.noteSpaces':
		'questo valore finisce con degli spazi, che YAML scarta: toglili, oppure, se fanno parte del valore, mettilo tra virgolette doppie: {fix}',
	'check.noteOlderYesNo':
		'molti lettori YAML (YAML 1.1, come lo leggono molti editor e strumenti) leggono {raw} senza virgolette come true o false (un valore sì o no), non come il testo {text}: mettilo tra virgolette doppie, così ogni lettore conserva il testo: {fix}',
	'check.noteOlderNumber':
		'molti lettori YAML (YAML 1.1, come lo leggono molti editor e strumenti) leggono {raw} senza virgolette come un numero, non come il testo {text}: mettilo tra virgolette doppie, così ogni lettore conserva il testo: {fix}',
	'check.noteOlderDate':
		'molti lettori YAML (YAML 1.1, come lo leggono molti editor e strumenti) leggono {raw} senza virgolette come una data, non come il testo {text}: mettilo tra virgolette doppie, così ogni lettore conserva il testo: {fix}',
	'check.noteNull':
		'YAML legge {raw} senza virgolette come «nessun valore», non come il testo {text}: mettilo tra virgolette doppie: {fix}',
	'check.noteNullKey':
		'YAML legge {raw} senza virgolette come «nessun valore», non come il testo {text}: mettilo tra virgolette doppie: {fix}; oppure, per ometterlo, elimina la riga',
	'check.noteBoolean':
		'YAML legge {raw} senza virgolette come il valore sì o no {read}, non come il testo {text}: mettilo tra virgolette doppie: {fix}',
	'check.noteNumber':
		'YAML legge {raw} senza virgolette come il numero {read}, non come il testo {text}: mettilo tra virgolette doppie: {fix}',
	'check.fenceLate': {
		one: 'l’intestazione deve iniziare alla prima riga del file, con «---»: elimina la riga vuota sopra il «---» della riga {line}',
		other:
			'l’intestazione deve iniziare alla prima riga del file, con «---»: elimina le {count} righe vuote sopra il «---» della riga {line}',
	},
	'check.noFrontMatter':
		'questo file non ha l’intestazione (le chiavi tra due righe «---» all’inizio del file): inizia il file con una riga «---», poi le chiavi, tra cui un ID tutto suo (come questo, appena creato: id: {fresh}), poi una riga «---» sopra la bio',
	'check.nesting':
		'elenchi e oggetti sono annidati per più di {max} livelli; a un profilo ne servono al massimo 4: togli l’annidamento in più',
	'check.jsonInvalid': 'JSON non valido: {reason}',
	'check.jsonEmpty': 'il file è vuoto',
	'check.jsonDuplicate': 'la chiave «{key}» compare due volte nello stesso oggetto',
	'check.jsonSymbol': 'carattere inatteso',
	'check.jsonNumber': 'numero malformato',
	'check.jsonKey': 'attesa una chiave «tra virgolette» (nessuna virgola prima di «}»)',
	'check.jsonValue': 'atteso un valore (c’è una virgola di troppo?)',
	'check.jsonColon': 'atteso «:» dopo la chiave',
	'check.jsonComma': 'attesa «,» tra le voci',
	'check.jsonCloseBrace': 'attesa «}»',
	'check.jsonCloseBracket': 'attesa «]»',
	'check.jsonEnd': 'testo inatteso dopo la fine del documento',
	'check.jsonComment': 'i commenti non sono ammessi in JSON',
	'check.jsonString': 'stringa non chiusa',
	'check.jsonUnicode': 'sequenza di escape \\u non valida',
	'check.jsonEscape': 'carattere di escape non valido',
	'check.jsonCharacter':
		'carattere non valido in una stringa (i caratteri di controllo vanno codificati con escape)',
	'check.linkInvalid':
		'{link} appare come testo, non come link, perché non è un indirizzo http(s) valido (uno spazio, o manca «//»?): correggilo perché diventi un link',
	'check.linkScheme':
		'{link} appare come testo, non come link: solo gli indirizzi http:// e https:// diventano link; correggi l’inizio se è un indirizzo web',
	'check.linkNoScheme':
		'{link} appare come testo, non come link, perché non inizia con https://: scrivi {fix} perché diventi un link',
	'check.idChanged':
		'l’ID è cambiato da «{old}» (in {ref}) a «{id}»; gli ID non cambiano mai: rimetti id: {old}',
	'check.idMoved':
		'l’ID «{id}» è quello che aveva {file} in {ref}, e quel file c’è ancora; un ID si sposta solo con il suo file (rinominandolo): dai a questo profilo un nuovo ID, come questo, appena creato: id: {fresh}',
	'check.idReused':
		'l’ID «{id}» apparteneva prima a {names} (nella storia di {ref}); gli ID non si riusano mai, nemmeno dopo un’eliminazione: dai a questo profilo un nuovo ID, come questo, appena creato: id: {fresh}',
	'check.bothAvatars':
		'indica avatar (un’immagine locale) oppure avatar_urls (indirizzi online), non entrambi: togline uno',
	'check.fileNameRule':
		'il nome del file dà il nome di profilo {stem}, che {rule}; rinomina il file',
	'check.formBytes':
		'la forma {form}, normalizzata come la pubblica il sito, diventa un nome di cartella di {bytes} byte, e un nome di cartella o di file pubblicato può avere al massimo {max} byte (i dischi ne reggono 255; alcuni caratteri occupano più byte o diventano più caratteri): accorciala, o scrivi meno caratteri che ne valgono diversi',
	'check.unreadExtension':
		'questo file non viene letto, quindi il suo profilo non è sul sito: i profili si leggono solo da file .md e .json; rinominalo in {fix}',
	'check.unreadExtensionFences':
		'questo file non viene letto, quindi il suo profilo non è sul sito: i profili si leggono solo da file .md e .json; rinominalo in {fix}, e metti le sue chiavi tra due righe «---» (una riga «---» sopra «id:» e una dopo l’ultima chiave, prima della bio)',
	'check.unreadFolder':
		'i profili si leggono solo dalla cartella «users» (tutto minuscolo), quindi i file in «{folder}» non vengono letti: spostali in users/',
	'check.unreadFolderCase':
		'i profili si leggono solo dalla cartella «users» (tutto minuscolo), quindi i file in «{folder}» non vengono letti: spostali in users/, oppure rinomina questa cartella in «users»',
	'check.unreadTop':
		'questo file non viene letto, quindi il suo profilo non è sul sito: i profili si leggono solo dalla cartella users: spostalo in users/{fix}',
	'check.fileNotRegular':
		'è {kind}, non un file normale; un profilo deve essere un file normale: sostituiscilo con un file che contiene il testo del profilo',
	'check.fileSymlink':
		'è un collegamento simbolico; un profilo deve essere un file normale nella cartella content (i collegamenti non vengono seguiti): sostituisci il collegamento con il file stesso',
	'check.fileTooLarge':
		'il file pesa {size}; un file di profilo può pesare al massimo {max}: accorcialo',
	'check.fileChanged': 'il file è cambiato mentre veniva letto: esegui di nuovo il controllo',
	'check.fileUnreadable': 'non è stato possibile leggerlo: {error}',
	'check.fileBom':
		'il file è salvato come {encoding} (inizia con un byte order mark {encoding}); i profili sono in UTF-8: salva il file come UTF-8',
	'check.fileUtf8':
		'UTF-8 non valido (byte {byte} / riga {line}); i profili sono testo UTF-8: salva il file come UTF-8',
	'check.lookAlike':
		'il nome «{name}» si legge come «{other}» ({file}): lettere che si somigliano (I, l e 1; O e 0; rn e m; vv e w; cl e d; maiuscole o minuscole) porterebbero chi legge alla persona sbagliata: scegli un nome che non si legga come quello di qualcun altro',
	'check.nameIsId':
		'il nome «{name}» è l’ID di {file}; un riferimento viene cercato prima come ID, quindi questo profilo non si troverebbe mai per nome: {rename}',
	'check.apiPathClash':
		'il file dell’API {path} di questo profilo finisce sullo stesso percorso di uno di {file} (i percorsi si confrontano senza distinguere maiuscole e minuscole, come fanno molti host): {rename}',
	'check.nameMemberList':
		'il nome «{name}» è già occupato da {path}, l’elenco dei membri di «{user}»: {rename}',
	'check.nameMemberNotFound':
		'il nome «{name}» è già occupato da {path}, la risposta per un membro sconosciuto di «{user}»: {rename}',
	'check.hostMemberName':
		'il nome «{name}» è uno di quelli che gli host riservano a sé dentro una cartella (Cloudflare Pages risponde a {path} con la sua pagina «non trovato» o con un reindirizzamento), quindi questo membro non si potrebbe ottenere per nome: {rename}',
	'check.hostUserName':
		'il nome «{name}» è uno di quelli che gli host riservano a sé dentro una cartella (Cloudflare Pages reindirizza {path} a {folder} quando lì non c’è un file, così ogni host lo tratta come un profilo sconosciuto), quindi questo profilo non si potrebbe ottenere per nome: {rename}',
	'check.hostHandled': 'il nome «{name}» pubblicherebbe {path}, e {why}: {rename}',
	'check.hostNotFound':
		'Cloudflare Pages risponde a ogni profilo sconosciuto con il {file} più vicino, quindi questo profilo verrebbe inviato al posto di ogni profilo sconosciuto',
	'check.hostHtml':
		'gli host trattano i file .html come pagine (Cloudflare Pages reindirizza x.html a x, e index.html alla sua cartella), quindi questo profilo non si potrebbe ottenere per nome',
	'check.nameEnding':
		'il nome «{name}» finisce con «{ending}»: {treatment}; un nome non può avere una desinenza che gli host eseguono o visualizzano',
	'check.endingPage':
		'i browser mostrano questi file come una pagina web (text/html e simili), quindi il testo del profilo verrebbe eseguito come script sul sito',
	'check.endingScript': 'i browser eseguono questi file come JavaScript',
	'check.endingMarkup':
		'gli host servono questi file come XML o SVG: i browser li visualizzano ed eseguono gli script che contengono',
	'check.endingSavedPage': 'i browser aprono questi file come una pagina web salvata (MHTML)',
	'check.endingServer':
		'i server web eseguono questi file come script lato server (Apache AddHandler, IIS, Tomcat), quindi il testo del profilo verrebbe eseguito come codice sul server',
	'check.endingProgram':
		'Windows o una shell avvia questi file come un programma quando il file scaricato viene aperto',
	'check.endingFlash': 'i plugin riproducono questi file come un filmato Flash',
	'check.nameJson':
		'il nome «{name}» finisce con «.json»: in {path} il profilo «{stem}» pubblica la sua copia JSON; i nomi non possono finire con «.json»',
	'check.nameJsonMember':
		'il nome «{name}» finisce con «.json»: in {path} sono elencati i membri di «{user}», e i file JSON dell’API finiscono così; i nomi non possono finire con «.json»',
	'check.nameDevice':
		'il nome «{name}» è il nome di dispositivo «{device}», che Windows riserva con qualsiasi estensione e in maiuscolo o minuscolo (CON, PRN, AUX, NUL, COM0-9, LPT0-9), quindi i suoi file non si possono estrarre dal repository né compilare su Windows',
	'check.nameDeviceStart':
		'il nome «{name}» inizia con il nome di dispositivo «{device}», che Windows riserva con qualsiasi estensione e in maiuscolo o minuscolo (CON, PRN, AUX, NUL, COM0-9, LPT0-9), quindi i suoi file non si possono estrarre dal repository né compilare su Windows',
	'check.nameTrailing':
		'il nome «{name}» finisce con «{end}», che Windows toglie dai nomi dei file, quindi lì i suoi file si scontrerebbero con quelli di «{stem}»; i nomi non possono finire con «.» o con uno spazio',
	'check.nameFix': '{problem}: {rename}, per esempio «{example}»',
	'check.fullBuild': 'build completa: {reason}',
	'check.fullNoRecord': 'nessuna build completa precedente registrata',
	'check.fullPackageVersion': 'staticnouns è stato aggiornato ({from} → {to})',
	'check.fullPackageCode': 'il codice di staticnouns è cambiato',
	'check.fullRuntime': 'Astro o Node è stato aggiornato',
	'check.fullSiteCode':
		'il codice del sito è cambiato (src/, astro.config, package.json, tsconfig.json o il file di lock)',
	'check.fullWords': 'i testi del sito sono cambiati (src/content/i18n/)',
	'check.fullOptions': 'le opzioni del sito sono cambiate (astro.config)',
	'check.fullPublic': 'public/ è cambiata',
	'check.fullKeptChanged':
		'la build conservata è cambiata da quando l’ultima build completa l’ha registrata',
	'check.fullFastFailed': 'la via rapida non è riuscita ({error})',
	'check.fullOwnRoute': 'il sito ha una propria route di tipo {type} ({route})',
	'check.fullNoConfig': 'l’ultima build completa non ha conservato alcuna configurazione',
	'check.fullNoSite': 'non c’è nessun sito pubblicato da aggiornare in {target}',
	'check.fullFormat':
		"la via rapida scrive le pagine solo con build.format 'directory' e la barra finale",
	'check.fullAssetChanged': '{path} è cambiato nel sito pubblicato dall’ultima build completa',
	'check.fullRedirect': '{path} è un reindirizzamento',
	'check.fastDone': {
		one: 'build rapida: dall’ultima build completa sono cambiati solo dei profili, {count} pagina generata',
		other:
			'build rapida: dall’ultima build completa sono cambiati solo dei profili, {count} pagine generate',
	},
	'check.nothingChanged': 'non è cambiato nulla dall’ultima build: {target} resta com’è',
	'check.moreInFile': {
		one: '… e {count} altro problema in questo file',
		other: '… e altri {count} problemi in questo file',
	},
	'check.moreInReport': {
		one: '… e {count} altro problema (un rapporto mostra i primi {max})',
		other: '… e altri {count} problemi (un rapporto mostra i primi {max})',
	},
	'editorScript.nameRule':
		'Scegli un nome di profilo da 2 a 40 caratteri, ciascuno una lettera A-Z o a-z, una cifra, «_», «.» o «-»: è la fine dell’indirizzo della tua pagina, /@il-tuo-nome/.',
	'editorScript.nameSpace':
		'Il tuo nome di profilo ha uno spazio dopo «{before}»: un nome di profilo non contiene spazi, perché è la fine dell’indirizzo della tua pagina. Scrivi invece «{fixed}».',
	'editorScript.noRepository':
		'Questo sito non dice dove si trova il suo repository: copia o scarica il file e aggiungilo come spiega il CONTRIBUTING.md del repository.',
	'editorScript.change': 'Cambialo su {forge}',
	'editorScript.proposeOn': 'Proponilo su {forge}',
	'editorScript.filled':
		'{forge} si apre in una nuova scheda con il tuo file già compilato: proponilo lì.',
	'editorScript.handedChange':
		'Il nuovo testo di {file} è {where}: sulla pagina di {forge}, seleziona tutto il testo del file, incolla sopra e proponi la modifica.',
	'editorScript.tooLong':
		'Il tuo file è troppo lungo per passarlo in un indirizzo, quindi il suo testo è {where}: incollalo nell’editor vuoto di {forge} e proponilo.',
	'editorScript.nameOnly':
		'{forge} compila il nome del file ma non il suo testo, che è {where}: incollalo nell’editor e proponilo.',
	'editorScript.onClipboard': 'negli appunti',
	'editorScript.above': 'qui sopra (copialo)',
	'editorScript.copied': 'Il file è negli appunti.',
	'editorScript.copyRefused': 'La copia è stata rifiutata: seleziona il testo qui sopra e copialo.',
	'editorScript.issueFilled':
		'{forge} si apre in una nuova scheda con il tuo profilo già compilato: invia lì la segnalazione, e ne nasce una pull request.',
	'editorScript.issueTooLong':
		'Il tuo profilo è troppo lungo per l’indirizzo del modulo di segnalazione, quindi si apre invece l’editor di file di {forge}.',
	'editorScript.nextSteps':
		'Poi un controllo legge il tuo file e risponde su {forge} entro pochi minuti; quindi la modifica viene esaminata da {reviewers} e, una volta unita, la tua pagina {address} la mostra dopo la prossima generazione del sito.',
	'editorScript.reviewersOwners': 'chi è responsabile del profilo ({owners})',
	'editorScript.reviewersMaintainers': 'il team del sito',
	'propose.proposed': 'La pull request #{pull} ora propone questo testo di {file}.',
	'propose.passed': 'Il controllo non ha trovato nulla da correggere.',
	'propose.failed':
		'Il controllo ha trovato qualcosa da correggere, indicato qui sotto con la riga del tuo file. Modifica il testo di questa segnalazione e la pull request si aggiorna.',
	'propose.next':
		'Poi la pull request viene esaminata da {reviewers}; una volta unita, la tua pagina {address} mostra la modifica dopo la prossima generazione del sito.',
	'propose.refused':
		'Questa segnalazione non diventa una pull request: {reason} Modifica la segnalazione per correggere, oppure compila di nuovo il modulo del sito.',
	'propose.reasonForm':
		'non ha le due parti del modulo del profilo, prima il percorso del file e poi il suo testo.',
	'propose.reasonSeveral':
		'nomina più di un file, e una segnalazione propone un solo file di profilo.',
	'propose.reasonPath':
		'il percorso deve essere un solo file di profilo in {folder}, per esempio {folder}il-tuo-nome.md.',
	'propose.reasonSize': 'il testo supera i {limit} caratteri.',
	'propose.reasonUnchanged': 'il testo è uguale a quello che il file ha già.',
	'propose.maintainer':
		'@{login} non è tra i responsabili di questo profilo ({owners}), quindi decide il team del sito.',
	'propose.ownersChange':
		'I responsabili del profilo cambiano, quindi deve cambiare anche .github/CODEOWNERS: il team del sito aggiunge le sue righe (npx staticnouns owners) alla pull request.',
	'propose.closed': 'La segnalazione è chiusa, quindi anche la pull request #{pull} è chiusa.',
	'propose.pullClosed':
		'La pull request #{pull} è stata chiusa senza essere unita, quindi anche questa segnalazione è chiusa. Per proporre di nuovo il profilo, riapri la segnalazione o compila di nuovo il modulo del sito.',
	'propose.merged':
		'La pull request #{pull} è stata unita: la tua pagina {address} mostra la modifica dopo la prossima generazione del sito.',
	'propose.pullBody': 'Proposta da @{login} nella segnalazione #{issue}; cambia solo {file}.',
	'propose.statusFailed': 'Il controllo ha trovato qualcosa da correggere: vedi la segnalazione.',
	'editorScript.modeEdit':
		'Stai cambiando il profilo in {file}, compilato con ciò che il sito pubblica.',
	'editorScript.modeNotPublished':
		'Il sito non ha un profilo pubblicato per {file}: iniziane invece uno nuovo.',
	'editorScript.modeNewMember':
		'Un nuovo profilo tra i membri di {user}: compila ciò che vuoi; il file va nella sua cartella.',
	'editorScript.modeNewProfile':
		'Un nuovo profilo: compila ciò che vuoi; tutto tranne il nome del profilo può restare vuoto.',
	'editorScript.modeNotFound':
		'Ancora nessun profilo si chiama {name}: compila il modulo per aggiungerlo.',
	'editorScript.avatarNotice':
		'Il tuo file indica un’immagine nel repository, e il sito non ne pubblica il percorso: scrivilo di nuovo (come nel tuo file, per esempio ./avatar.png), altrimenti l’immagine viene rimossa.',
	'editorScript.ownersNotice':
		'Il sito non pubblica mai le persone responsabili: se il tuo file ha una lista «owners», aggiungi qui gli stessi nomi, altrimenti vengono rimossi.',
	'editorScript.modeEditSource':
		'Stai cambiando {file} così com’è scritto: cambia solo ciò che cambi tu.',
	'editorScript.unseenKeys':
		'Il modulo non vede {keys}: se il tuo file ne ha qualcuno, aggiungilo di nuovo al nuovo testo prima di proporlo, altrimenti viene rimosso (anche i suoi commenti).',
} as const satisfies Translation;
