/**
 * German: the site addresses its readers with "du", as community sites do,
 * and speaks of "Personen" rather than a generic masculine.
 */
import type { Translation } from './en.ts';

export const de = {
	'site.title': 'Pronomen-Profile',
	'site.skipToContent': 'Zum Inhalt springen',
	'site.languages': 'Sprachen',

	'count.profiles': { one: '{count} Profil', other: '{count} Profile' },
	'count.names': { one: '{count} Name', other: '{count} Namen' },
	'count.people': { one: '{count} Person', other: '{count} Personen' },
	'count.problems': { one: '{count} Problem', other: '{count} Probleme' },
	'count.warnings': { one: '{count} Warnung', other: '{count} Warnungen' },
	'count.files': { one: '{count} Datei', other: '{count} Dateien' },
	'count.members': { one: '{count} Mitglied', other: '{count} Mitglieder' },
	'report.summary': '{problems} in {files}.',
	'report.valid': { one: '{profiles} ist gültig.', other: '{profiles} sind gültig.' },
	'report.validMembers': '{profiles} und {members} sind gültig.',

	'notFound.title': 'Seite nicht gefunden',
	'notFound.text':
		'Unter dieser Adresse gibt es keine Seite. Alle Profile findest du auf der {link}.',
	'notFound.link': 'Startseite',
	'notFound.add': 'Noch nicht dabei? {link}, mit dem Formular, ohne etwas zu installieren.',
	'notFound.addLink': 'Trag dein Profil ein',

	'paging.previous': 'Zurück',
	'paging.next': 'Weiter',
	'paging.page': 'Seite {number}',

	'home.description': {
		one: 'Namen und Pronomen von {count} Person.',
		other: 'Namen und Pronomen von {count} Personen.',
	},
	'home.intro':
		'Das ist das Verzeichnis unserer Community mit Namen und Pronomen: wie jede*r von uns angesprochen werden möchte und was zu vermeiden ist. Um dich einzutragen, [fülle dein Profil im Browser aus]({editor}): Das Formular prüft es beim Tippen und übergibt es unserem Repository zur Durchsicht, ohne dass du etwas installieren musst. Andere Wege und wie du dein Profil später änderst: [ein Profil anlegen]({addProfile}).',
	'home.introWithoutRepository':
		'Das ist das Verzeichnis unserer Community mit Namen und Pronomen: wie jede*r von uns angesprochen werden möchte und was zu vermeiden ist. Um dich einzutragen, lege eine Profildatei in dem Repository an, aus dem diese Seite gebaut wird (seine CONTRIBUTING.md erklärt, wie), oder frag die Leute, die sie betreiben.',

	'directory.title': 'Verzeichnis',
	'directory.description': {
		one: 'Namen und Pronomen von {count} Person, nach Anfangsbuchstaben.',
		other: 'Namen und Pronomen von {count} Personen, nach Anfangsbuchstaben.',
	},
	'directory.pageDescription': {
		one: '{group}{onPage}, in einem Verzeichnis von {count} Person.',
		other: '{group}{onPage}, in einem Verzeichnis von {count} Personen.',
	},
	'directory.onPage': ', Seite {page} von {pages}',
	'directory.summaryPage': 'Seite {page} von {pages}',
	'directory.summaryTotal': {
		one: '{count} Profil insgesamt',
		other: '{count} Profile insgesamt',
	},
	'directory.letterGroup': 'Namen, die mit {letter} beginnen',
	'directory.otherGroup': 'Namen, die mit einer Ziffer oder einem Zeichen beginnen',
	'directory.letterPage': '{label}, Seite {page}',
	'directory.letterIndex': 'Namen nach Anfangsbuchstaben',
	'directory.letterTitle': { one: '{title}: {count} Name', other: '{title}: {count} Namen' },
	'directory.emptyLetter': '{title}: noch niemand',
	'directory.letterPages': 'Seiten von {label}',
	'directory.start': 'Wähle einen Buchstaben oder {link} und blättere weiter.',
	'directory.startLink': 'beginne bei {label}',

	'profile.summary': '{displayName} verwendet {favourites}.',
	'profile.summaryEmpty': 'Die Namen und Pronomen von {displayName}.',
	'profile.avatarAlt': 'Avatar von {displayName}',
	'profile.ownerLink': 'Mitglied von ',
	'profile.namesLabel': 'Namen: ',
	'profile.pronounsLabel': 'Pronomen: ',
	'profile.bio': 'Über mich',
	'profile.links': 'Links',
	'profile.names': 'Namen',
	'profile.pronouns': 'Pronomen',
	'profile.members': 'Mitglieder',
	'profile.shareTitle': '{displayName} ({pronouns})',
	'profile.flags': 'Flaggen',
	'profile.timezoneLabel': 'Zeitzone: ',
	'profile.timezoneOffset': '{offset} zum Zeitpunkt, als diese Seite erstellt wurde',
	'profile.noneListed': 'Keine angegeben.',
	'profile.json': 'Dieses Profil als JSON',
	'profile.edit': 'Dieses Profil bearbeiten',
	'profile.editInBrowser': 'Im Browser bearbeiten',

	'pronouns.title': 'Pronomen {set}',
	'pronouns.titlePage': 'Pronomen {set}, Seite {page}',
	'pronouns.description': 'Wie die Pronomen {set} verwendet werden, mit Beispielen.',
	'pronouns.laterDescription':
		'Personen, die die Pronomen {set} verwenden, Seite {page} von {pages}.',
	'pronouns.formsLink': 'Die Formen von {set} und wie sie verwendet werden',
	'pronouns.forms': 'Formen',
	'pronouns.form.subject': 'Nominativ',
	'pronouns.form.object': 'Akkusativ',
	'pronouns.form.determiner': 'Possessivbegleiter',
	'pronouns.form.possessive': 'Possessivpronomen',
	'pronouns.form.reflexive': 'Reflexivpronomen',
	'pronouns.examples': 'Beispiele',
	'pronouns.examplesIn': 'Die Beispiele sind auf {language}.',
	'pronouns.variants': 'Wie es geschrieben wurde',
	'pronouns.noExamples':
		'Diese Formen stehen in keiner Pronomentabelle dieser Website, deshalb gibt es keine Beispielsätze: lies sie so, wie sie geschrieben sind, oder frag nach.',
	'pronouns.redirect': 'Diese Pronomen haben ihre Seite unter {link}.',
	'shortLink.title': '@{handle}',
	'shortLink.text': 'Dieser Kurzlink führt zum Profil unter {link}.',
	'pronouns.usedBy': 'Verwendet von',
	'pronouns.usedByPage': 'Verwendet von, Seite {page} von {pages}',
	'pronouns.usedByMember': '{handle}, Mitglied von {ownerName}',
	'pronouns.usedByPages': 'Seiten der Personen, die {set} verwenden',
	'pronouns.usedByIntro':
		'Personen, die diese Pronomen als Favorit oder okay markiert haben; {icon} markiert einen Favoriten; Favoriten stehen zuerst.',

	'legend.title': 'Was die Symbole bedeuten',
	'legend.link': 'Was bedeuten die Symbole?',
	'status.favourite': 'Favorit',
	'status.okay': 'Okay',
	'status.jokingly': 'Im Spaß',
	'status.friends_only': 'Nur für Freund*innen',
	'status.avoid': 'Bitte nicht',

	'search.title': 'Suche',
	'search.description': 'Finde Personen nach Name, Anzeigename oder Pronomen.',
	'search.boxLabel': 'Nach Name oder Pronomen suchen',
	'search.button': 'Suchen',
	'search.needsJavaScript':
		'Die Suche braucht JavaScript. Alle stehen nach dem Anfangsbuchstaben ihres Namens sortiert hier:',
	'search.off':
		'Diese Seite hat keine Suche. Alle stehen nach dem Anfangsbuchstaben ihres Namens sortiert hier:',
	'search.owner': 'Mitglied von {ownerName}',
	'search.unavailable':
		'Die Suche ist gerade nicht verfügbar: Das Buchstabenverzeichnis unten führt alle auf.',
	'search.none': 'Niemand gefunden für „{query}“.',
	'search.found': { one: '{count} gefunden.', other: '{count} gefunden.' },
	'search.more': {
		one: '{count} gefunden, die ersten {shown} werden angezeigt: tippe weiter, um die Suche einzugrenzen.',
		other:
			'{count} gefunden, die ersten {shown} werden angezeigt: tippe weiter, um die Suche einzugrenzen.',
	},

	'editor.title': 'Ein Profil bearbeiten',
	'editor.addTitle': 'Dein Profil eintragen',
	'editMine.label': 'Dein Profil bearbeiten',
	'editMine.help': 'Dein Profilname oder die Adresse deiner Seite (@dein-name).',
	'editMine.open': 'Im Editor öffnen',
	'editor.description':
		'Schreibe oder ändere eine Profildatei im Browser, geprüft wie von der Seite selbst, und schlage sie auf der Git-Plattform vor.',
	'editor.noScript':
		'Diese Seite schreibt deine Profildatei für dich und prüft sie wie die Seite selbst, braucht dafür aber JavaScript, das ausgeschaltet ist oder nicht geladen wurde.',
	'editor.withoutScript': 'Ohne JavaScript bearbeitest du die Datei direkt auf der Git-Plattform:',
	'editor.openFolder': 'Öffne {link}.',
	'editor.openFolderLink': 'den Profilordner auf {forge}',
	'editor.openRepository':
		'Öffne das Repository der Seite auf seiner Git-Plattform und darin den Ordner {contentPath}/users.',
	'editor.openFile':
		'Öffne deine Datei (dein Profilname mit der Endung .md) und wähle den Bearbeiten-Knopf der Git-Plattform; für ein neues Profil lege eine Datei mit deinem Namen an, z. B. robin.md.',
	'editor.propose':
		'Nimm deine Änderung vor und schlage sie vor: Die Git-Plattform öffnet einen Pull-Request, und die Prüfungen der Seite sagen dir, ob etwas nicht stimmt.',
	'editor.contributing': '{link} erklärt jeden Teil einer Profildatei.',
	'editor.problems': 'Zu behebende Probleme',
	'editor.optional': '(optional)',
	'editor.profile': 'Profil',
	'editor.name': 'Profilname',
	'editor.nameHelp':
		'Die Adresse deiner Seite: 2 bis 40 Zeichen aus den Buchstaben A-Z, Ziffern, „_“, „.“ oder „-“.',
	'editor.id': 'ID',
	'editor.idHelp': 'Wird für dich erzeugt und ändert sich nie.',
	'editor.displayName': 'Anzeigename',
	'editor.displayNameHelp': 'Wird statt des Profilnamens angezeigt; bis zu 100 Zeichen.',
	'editor.bio': 'Über mich',
	'editor.bioHelp':
		'Ein paar Worte über dich, bis zu 1000 Zeichen. Markdown: *Betonung*, [ein Link](https://example.org).',
	'editor.names': 'Namen',
	'editor.namesHelp':
		'Die Namen, mit denen man dich ansprechen darf, jeweils damit, wie du zu ihnen stehst.',
	'editor.addName': 'Namen hinzufügen',
	'editor.pronouns': 'Pronomen',
	'editor.pronounsHelp':
		'Formen durch „/“ getrennt, z. B. xier/xiem/xien/xies (Nominativ/Dativ/Akkusativ/Possessivartikel); der Anzeigetext ist, wie die Seite sie zeigt (leer gelassen: die ersten beiden Formen).',
	'editor.addPronouns': 'Pronomen hinzufügen',
	'editor.fields': 'Felder',
	'editor.fieldsHelp':
		'Eigene Überschriften wie „Beschreib mich als“, jeweils mit Wörtern und damit, wie du zu ihnen stehst.',
	'editor.addField': 'Feld hinzufügen',
	'editor.links': 'Links',
	'editor.linksHelp':
		'Je bis zu 256 Zeichen; Adressen, die mit https:// beginnen, werden zu Links.',
	'editor.addLink': 'Link hinzufügen',
	'editor.avatar': 'Avatar',
	'editor.avatarImage': 'Bild im Repository',
	'editor.avatarHelp':
		'Der Pfad deines Bildes neben deiner Profildatei, z. B. ./avatar.png (PNG, JPEG, WebP, GIF oder AVIF). So fügst du eins hinzu: Öffne auf der Git-Plattform den Ordner, in dem deine Datei liegt ({folder}), wähle „Add file“ und dann „Upload files“, lade das Bild hoch und trage hier seinen Namen ein.',
	'editor.avatarUrls': 'Oder Bilder im Netz',
	'editor.avatarUrlsHelp':
		'Vollständige https://-Adressen von Bildern, die anderswo liegen, das wichtigste zuerst; nicht zusammen mit einem Bild im Repository.',
	'editor.addAvatarUrl': 'Bildadresse hinzufügen',
	'editor.owners': 'Zuständige',
	'editor.ownersHelp':
		'Benutzernamen auf der Git-Plattform (z. B. robin-gh), deren Zustimmung Änderungen an diesem Profil brauchen; werden nie auf der Seite gezeigt.',
	'editor.addOwner': 'Zuständige Person hinzufügen',
	'editor.ownStatuses': 'Eigene Status',
	'editor.ownStatusesHelp':
		'Zusätzlich zu den fünf: jeder mit einem Kurznamen, den deine Einträge verwenden, einer Beschriftung, einem Symbol und dem Status, als der er überall sonst zählt (Suche, Pronomen-Seiten, API).',
	'editor.addOwnStatus': 'Eigenen Status hinzufügen',
	'editor.flags': 'Flaggen',
	'editor.flagsHelp':
		'Pride-Flaggen auf deinem Profil, in der Reihenfolge, in der du sie auswählst.',
	'editor.ownFlags': 'Eigene Flaggenbilder',
	'editor.ownFlagsHelp':
		'Das Formular kann keine Bilder hochladen: Ein eigenes Flaggenbild (ein Bild neben deiner Datei) bleibt, wie es geschrieben ist. Füge eines in deiner Datei auf der Plattform hinzu.',
	'editor.more': 'Mehr über dich',
	'editor.timezone': 'Zeitzone',
	'editor.timezoneHelp':
		'Wird mit ihrem aktuellen Abstand zu UTC gezeigt; zum Auswählen tippen, z. B. Europe/Berlin.',
	'editor.lang': 'Sprache deines Texts',
	'editor.langHelp':
		'Ein Sprachcode wie en, de oder pt-BR, damit Screenreader deine Beschreibung und Einträge in dieser Sprache vorlesen.',
	'editor.memberTitle': 'Überschrift deiner Mitgliederliste',
	'editor.memberTitleHelp': 'Steht statt „Mitglieder“ über deinen Mitgliedern; bis zu 50 Zeichen.',
	'editor.unlisted': 'Dieses Mitglied in keiner Liste zeigen',
	'editor.unlistedHelp':
		'Nicht gelistet heißt nicht privat: Das Mitglied bleibt unter seiner eigenen Adresse und in der API veröffentlicht, für alle, die den Link haben.',
	'editor.result': 'Deine Datei',
	'editor.resultLabel': 'Die Profildatei',
	'editor.copy': 'Datei kopieren',
	'editor.download': 'Datei herunterladen',

	'editorScript.nameFixed':
		'Der Profilname ist der Name der Datei: Um ihn zu ändern, wird die Datei auf der Git-Plattform umbenannt.',
	'editorScript.nameLegend': 'Wie du zu Name {n} stehst',
	'editorScript.pronounsLegend': 'Wie du zu Pronomen {n} stehst',
	'editorScript.entryLegend': 'Wie du zu Eintrag {n} von Feld {field} stehst',
	'editorScript.short.favourite': 'Favorit',
	'editorScript.short.okay': 'Okay',
	'editorScript.short.jokingly': 'Spaß',
	'editorScript.short.friends_only': 'Freund*innen',
	'editorScript.short.avoid': 'Bitte nicht',
	'editorScript.moveUp': 'Nach oben',
	'editorScript.moveDown': 'Nach unten',
	'editorScript.remove': 'Entfernen',
	'editorScript.rowButton': '{button}: {what}',
	'editorScript.rowMenu': '{what} verschieben oder entfernen',
	'editorScript.nameLabel': 'Name {n}',
	'editorScript.nameWhat': 'Name {n}',
	'editorScript.pronounsLabel': 'Pronomen {n}',
	'editorScript.pronounsDisplayText': 'Anzeigetext von Pronomen {n} (optional)',
	'editorScript.pronounsWhat': 'Pronomen {n}',
	'editorScript.pronounsDisplayPlaceholder': 'Anzeigetext (optional)',
	'editorScript.fieldHeading': 'Überschrift von Feld {n}',
	'editorScript.fieldHeadingHelp': 'z. B. „Beschreib mich als“',
	'editorScript.fieldEntries': 'Einträge von Feld {n}',
	'editorScript.fieldAddEntry': 'Eintrag zu Feld {n} hinzufügen',
	'editorScript.fieldWhat': 'Feld {n}',
	'editorScript.entryLabel': 'Eintrag {n}',
	'editorScript.entryWhat': 'Eintrag {n} von Feld {field}',
	'editorScript.linkLabel': 'Link {n}',
	'editorScript.linkWhat': 'Link {n}',
	'editorScript.avatarUrlLabel': 'Bildadresse {n}',
	'editorScript.avatarUrlWhat': 'Bildadresse {n}',
	'editorScript.ownerLabel': 'Zuständige Person {n}',
	'editorScript.ownerWhat': 'zuständige Person {n}',
	'editorScript.ownStatusKey': 'Kurzname von Status {n}',
	'editorScript.ownStatusKeyHelp':
		'Was deine Einträge verwenden: a-z, 0-9 und _, beginnend mit einem Buchstaben; keiner der fünf.',
	'editorScript.ownStatusLabel': 'Beschriftung von Status {n}',
	'editorScript.ownStatusIcon': 'Symbol von Status {n}',
	'editorScript.ownStatusIconDefault': 'das Symbol des Status, als der er zählt',
	'editorScript.icon.heart': 'Herz',
	'editorScript.icon.check': 'Häkchen',
	'editorScript.icon.smile': 'Lächeln',
	'editorScript.icon.people': 'Menschen',
	'editorScript.icon.ban': 'Verbotszeichen',
	'editorScript.icon.heart-lock': 'Herz mit Schloss',
	'editorScript.icon.lock': 'Schloss',
	'editorScript.icon.star': 'Stern',
	'editorScript.icon.sparkles': 'Funkeln',
	'editorScript.icon.thumbs-up': 'Daumen hoch',
	'editorScript.icon.thumbs-down': 'Daumen runter',
	'editorScript.icon.question': 'Fragezeichen',
	'editorScript.icon.eye-off': 'Durchgestrichenes Auge',
	'editorScript.icon.clock': 'Uhr',
	'editorScript.icon.chat': 'Sprechblase',
	'editorScript.icon.house': 'Haus',
	'editorScript.icon.briefcase': 'Aktentasche',
	'editorScript.icon.flower': 'Blume',
	'editorScript.icon.moon': 'Mond',
	'editorScript.icon.sun': 'Sonne',
	'editorScript.icon.music': 'Musiknote',
	'editorScript.icon.paw': 'Pfotenabdruck',
	'editorScript.icon.crown': 'Krone',
	'editorScript.icon.x': 'Kreuz',
	'editorScript.ownStatusCountsAs': 'Status {n} zählt als',
	'editorScript.ownStatusWhat': 'Status {n}',
	'editorScript.ownStatusTwice':
		'Ein anderer deiner Status hat diesen Kurznamen: Gib jedem einen eigenen.',
	'editorScript.ownFlagWhat': 'Flagge {name}',
	'editorScript.ready': 'Dein Profil ist fertig: Es gibt nichts zu beheben.',
	'editorScript.problems': {
		one: 'Noch {count} Problem, bevor dein Profil fertig ist; es steht bei seinem Feld.',
		other: 'Noch {count} Probleme, bevor dein Profil fertig ist; jedes steht bei seinem Feld.',
	},
	'editorScript.resultPath': 'Im Repository gespeichert als {file}.',
	'editorScript.resultPending':
		'Dein Profil erscheint hier so, wie das Repository es speichert, sobald nichts mehr zu beheben ist.',
	'editorScript.resultPathPending':
		'Wähle einen Profilnamen: Er benennt deine Seite, /@dein-name/, und dein Profil im Repository.',
	// check's messages (check-words.ts): said by the editor's form, `check` and CI.
	'check.required': 'erforderlich',
	'check.mustBe': 'muss {expected} sein, ist aber {got}: {value}',
	'check.mustBeQuoted':
		'muss {expected} sein, ist aber {got} (setze den Wert in Anführungszeichen): {value}',
	'check.mustBeLines':
		'muss {expected} sein, ist aber {got} (schreibe jeden Eintrag in eine eigene Zeile, die mit „- “ beginnt): {value}',
	'check.typeObject': 'ein Objekt (Paare aus Schlüssel: Wert)',
	'check.typeObjectFound': 'ein Objekt',
	'check.typeList': 'eine Liste',
	'check.typeText': 'ein Text',
	'check.typeNumber': 'eine Zahl',
	'check.typeBoolean': 'ein Wahrheitswert (true oder false)',
	'check.typeNull': 'leer (null)',
	'check.oneOf': 'muss einer der Werte {values} sein, ist aber {value}',
	'check.got': '{rule} (gefunden: {value})',
	'check.nothing': 'nichts',
	'check.empty': 'darf nicht leer sein',
	'check.length': 'muss {min} bis {max} Zeichen lang sein, hat aber {length}',
	'check.lengthOver':
		'muss {min} bis {max} Zeichen lang sein, hat aber {length}; kürze den Text (die Grenze der Website setzt {limit})',
	'check.status':
		'muss einer der Werte favourite, okay, jokingly, friends_only, avoid sein, eine Zahl von 1 bis 5 oder der Schlüssel eines eigenen Status dieses Profils (Kleinbuchstaben, Ziffern und „_“)',
	'check.didYouMean': 'meintest du „{hint}“?',
	'check.ownKeyIsStatus':
		'„{key}“ ist einer der fünf Status: ein eigener Status braucht einen eigenen Schlüssel (etwa partner); benenne ihn um, oder nutze {key} selbst, ohne ihn zu definieren',
	'check.ownKeyName':
		'„name“ benennt ein Feld in fields, ein Feld könnte also keine Liste dieses Status enthalten: benenne ihn um (etwa name_own), hier und in den Einträgen, die ihn nutzen',
	'check.ownKeyForm':
		'der Schlüssel „{key}“ muss mit einem Kleinbuchstaben beginnen und darf nur a-z, 0-9 und „_“ enthalten, höchstens 30 Zeichen; benenne ihn um (etwa {example})',
	'check.nameEntry': 'muss ein Name (Text) sein oder ein Objekt mit name und status',
	'check.pronounsEntry':
		'muss Pronomen (ein Text wie „sie/ihr“) sein oder ein Objekt mit pronouns, display_text und status',
	'check.dupName':
		'der Name {text} steht schon in der Liste{onLine} ({first}); nenne jeden nur einmal: entferne einen davon und behalte den Status, den du meinst',
	'check.dupLink':
		'der Link {text} steht schon in der Liste{onLine} ({first}); nenne jeden nur einmal: entferne einen davon',
	'check.dupField':
		'das Feld {text} steht schon in der Liste{onLine} ({first}); nenne jedes nur einmal: führe ihre Einträge in einem Feld zusammen',
	'check.dupPronouns':
		'die Pronomen {text} stehen schon in der Liste{onLine} ({first}) als {as}, dieselben Pronomen; nenne sie nur einmal: entferne einen der beiden Einträge und behalte den Status, den du meinst',
	'check.dupEntry':
		'der Eintrag {text} steht schon in der Liste{under}{onLine} ({first}); nenne jeden Eintrag eines Felds nur einmal, unter dem Status, den du meinst: entferne einen davon',
	'check.onLine': ' in Zeile {line}',
	'check.underStatus': ' unter {status}',
	'check.nameTaken':
		'der Name „{name}“ ist schon an {file} („{taken}“) vergeben; Namen müssen sich auch ohne Beachtung der Groß- und Kleinschreibung unterscheiden, weil Datenträger und Hosts, die sie nicht beachten, die Namen sonst nicht auseinanderhalten: {rename}',
	'check.memberNameTaken':
		'der Name „{name}“ ist schon an {file} („{taken}“) vergeben; die Mitglieder eines Profils müssen sich im Namen auch ohne Beachtung der Groß- und Kleinschreibung unterscheiden, weil Datenträger und Hosts, die sie nicht beachten, die Namen sonst nicht auseinanderhalten: {rename}',
	'check.publishedProfile': 'das veröffentlichte Profil {where}',
	'check.renameFile': 'benenne diese Datei um',
	'check.chooseName': 'wähle einen anderen Namen',
	'check.unknownKey': 'unbekannter Schlüssel {key}; meintest du „{hint}“?',
	'check.unknownKeyKnown': 'unbekannter Schlüssel {key}; bekannte Schlüssel sind {known}',
	'check.tooMany':
		'hat {count} Einträge, mehr als die {max}, die die Website erlaubt: {fix} (die Grenze der Website setzt {limit})',
	'check.tooManyInField':
		'hat in seinen Listen zusammen {count} Einträge, mehr als die {max}, die die Website in einem Feld erlaubt: behalte die wichtigsten (die Grenze der Website setzt {limit})',
	'check.tooManyStatuses':
		'hat {count} eigene Status, mehr als die {max}, die die Website erlaubt: behalte die, die deine Einträge nutzen (die Grenze der Website setzt {limit})',
	'check.keepMostUsed': 'behalte die, die du am häufigsten nutzt',
	'check.keepMatterMost': 'behalte die wichtigsten',
	'check.keepMostSeen': 'behalte die, die andere am ehesten sehen sollen',
	'check.unknownStatus':
		'unbekannter Status {status}: keiner der fünf ({words}); definiere ihn unter statuses: mit label und counts_as',
	'check.unknownStatusHint':
		'unbekannter Status {status}: keiner der fünf ({words}); meintest du „{hint}“? Oder definiere ihn unter statuses: mit label und counts_as',
	'check.unknownStatusOwn':
		'unbekannter Status {status}: weder einer der fünf ({words}) noch einer der eigenen dieses Profils ({own}); definiere ihn unter statuses: mit label und counts_as',
	'check.unknownStatusOwnHint':
		'unbekannter Status {status}: weder einer der fünf ({words}) noch einer der eigenen dieses Profils ({own}); meintest du „{hint}“? Oder definiere ihn unter statuses: mit label und counts_as',
	'check.labelBuiltInSame':
		'das Label {label} ist der Name des eingebauten Status {word}, Lesende und Screenreader würden diese Einträge also für {word} halten: nutze in den Einträgen den Status {word} selbst und entferne diesen eigenen Status',
	'check.labelBuiltIn':
		'das Label {label} ist der Name des eingebauten Status {word}, Lesende und Screenreader würden diese Einträge also für {word} halten: gib ihm ein eigenes Label, das sagt, was er bedeutet (und nicht den Namen eines der fünf Status)',
	'check.idUsed':
		'die ID „{id}“ hat schon {file}; IDs sind eindeutig: gib diesem Profil eine neue ID, etwa diese frisch erzeugte: id: {fresh}',
	'check.bioKey':
		'ein Markdown-Profil hat keinen Schlüssel „bio“: der Text nach der schließenden Zeile „---“ ist die Bio; verschiebe ihn dorthin',
	'check.nameIsFile':
		'muss gleich dem Dateinamen {stem} sein (der Dateiname ist der Profilname), ist aber {given}; entferne den Schlüssel oder benenne die Datei um',
	'check.loneSurrogate':
		'darf kein einzelnes Surrogat enthalten ({point}), die Hälfte eines Zeichens, die strenge JSON-Parser ablehnen; tippe das Zeichen neu',
	'check.control':
		'darf keine Steuerzeichen enthalten (unsichtbare Codes, auf die Terminals und Seiten reagieren), und {point} ist eins; entferne es',
	'check.controlMultiline':
		'darf außer Tabulator und Zeilenumbrüchen keine Steuerzeichen enthalten (unsichtbare Codes, auf die Terminals und Seiten reagieren), und {point} ist eins; entferne es',
	'check.lineSeparator':
		'muss eine Zeile sein, aber {point} (ein Zeilentrenner) beginnt eine neue; entferne ihn oder schreibe ein Leerzeichen',
	'check.paragraphSeparator':
		'muss eine Zeile sein, aber {point} (ein Absatztrenner) beginnt eine neue; entferne ihn oder schreibe ein Leerzeichen',
	'check.bidi':
		'darf keine Richtungssteuerzeichen U+202A-202E oder U+2066-2069 enthalten, die den folgenden Text umordnen, und {point} ist eins; entferne es (die Marken U+200E und U+200F sind erlaubt)',
	'check.noncharacter':
		'darf keine Nichtzeichen enthalten (Codes, die Programmen vorbehalten sind und die XML und Bilder ablehnen), und {point} ist eins; entferne es',
	'check.blank':
		'muss ein sichtbares Zeichen enthalten, nicht nur Leerzeichen oder unsichtbare Zeichen; schreibe den Text oder lass den Eintrag weg',
	'check.xid': 'muss genau 20 Zeichen aus 0-9 und a-v lang sein (eine xid)',
	'check.httpUrl': 'muss eine absolute Adresse mit http:// oder https:// sein',
	'check.flagSlug': 'muss eine der Flaggen sein, die docs/reference/flags.md aufführt',
	'check.iconSlug': 'muss eines der Symbole sein, die docs/reference/icons.md aufführt',
	'check.langUnknown':
		'ist keine Sprache, die Intl kennt: Schreib den Code der Sprache, etwa „en“, „de“, „pt-BR“ oder „zh-Hant“',
	'check.langUnknownHint':
		'ist keine Sprache, die Intl kennt: Schreib den Code der Sprache; meintest du „{hint}“ ({language})?',
	'check.langForm': 'ist kein gültiges Sprach-Tag (BCP 47): Schreib „{fix}“',
	'check.langFormAny':
		'ist kein gültiges Sprach-Tag (BCP 47, höchstens {max} Zeichen): Schreib den Code der Sprache, bei Bedarf mit Region oder Schrift nach einem Bindestrich, etwa „en“, „de“, „pt-BR“ oder „zh-Hant“',
	'check.timeZone': 'muss eine IANA-Zeitzone sein, etwa Europe/Berlin oder America/New_York',
	'check.idRequired':
		'erforderlich: Jedes Profil hat eine eigene ID, die sich nie ändert; füge eine hinzu, etwa diese frisch erzeugte: id: {fresh}',
	'check.fieldKey':
		'unbekannter Schlüssel {key}: ein Feld hat name und je Status eine Liste (für die fünf oder die eigenen dieses Profils)',
	'check.fieldKeyHint':
		'unbekannter Schlüssel {key}: ein Feld hat name und je Status eine Liste (für die fünf oder die eigenen dieses Profils); meintest du „{hint}“?',
	'check.flagEntry':
		'muss der Kurzname einer Flagge aus der Bibliothek sein (etwa transgender) oder ein Objekt mit image, name und description',
	'check.memberTitle':
		'member_title ist die Überschrift über den Mitgliedern eines Profils: gib es in der index.md oder index.json des Profils an, nicht in der Datei eines Mitglieds',
	'check.unlistedUser':
		'unlisted nimmt ein Mitglied aus der Seite seines Profils und aus den Listen heraus: nur die Datei eines Mitglieds kann es angeben; entferne es hier',
	'check.sidTaken':
		'die Kurz-ID „{sid}“ hat auch {file}; jede Kurz-ID führt zu genau einem Profil: gib diesem Profil eine eigene, etwa diese frisch erzeugte: sid: {fresh}',
	'check.avatarRelative':
		'muss ein Pfad relativ zur Profildatei sein, etwa ./avatar.png, ist aber „{avatar}“',
	'check.avatarOutside':
		'muss im Ordner content bleiben: „{avatar}“ zeigt aus ihm heraus; lege das Bild neben die Profildatei',
	'check.avatarMissing': 'kein Bild unter „{avatar}“ (gesucht wurde {path}); prüfe den Dateinamen',
	'check.avatarSymlink':
		'„{avatar}“ ist ein symbolischer Link auf eine Datei außerhalb des Ordners content; kopiere das Bild stattdessen neben die Profildatei',
	'check.avatarNotOwn':
		'„{avatar}“ ist kein eigenes Bild dieses Profils (content/users/{image}): ein Avatar muss im eigenen Ordner des Profils liegen oder neben seiner Datei und nach ihm benannt sein ({named}); das Bild eines anderen Profils darf nur jenes Profil ändern oder löschen: kopiere das Bild nach content/users/{fix} und lass avatar dorthin zeigen',
	'check.avatarUnchecked':
		'konnte nicht geprüft werden ({reason}); sieh nach, ob das Bild eine lesbare Datei neben der Profildatei ist',
	'check.imageUnreadable':
		'„{avatar}“ ist kein lesbares Bild ({error}); exportiere es neu als PNG, JPEG, WebP, GIF oder AVIF',
	'check.avatarFormat': '„{avatar}“ ist {format}; ein Avatar muss {formats} sein',
	'check.flagFormat': '„{avatar}“ ist {format}; ein Flaggenbild muss {formats} sein',
	'check.imagePixels':
		'„{avatar}“ hat {width}×{height} Pixel, mehr als die erlaubten {megapixels} Megapixel: verkleinere es',
	'check.imageSide':
		'„{avatar}“ hat {width}×{height} Pixel; jede Seite darf höchstens {side} px lang sein: verkleinere es',
	'check.imageAspect':
		'„{avatar}“ hat {width}×{height} Pixel; die lange Seite darf höchstens {ratio}-mal so lang sein wie die kurze (es wird ohnehin quadratisch zugeschnitten): schneide es näher an ein Quadrat zu',
	'check.imageDecode':
		'„{avatar}“ ließ sich nicht dekodieren ({error}): speichere es neu als PNG, JPEG oder WebP',
	'check.imageNotFile':
		'„{avatar}“ ist {kind}, keine Bilddatei; ein Avatar muss eine gewöhnliche Datei neben der Profildatei sein: ersetze es durch das Bild selbst',
	'check.kindLink': 'ein symbolischer Link',
	'check.kindFifo': 'ein FIFO (eine benannte Pipe)',
	'check.kindSocket': 'ein Socket',
	'check.kindDevice': 'ein Gerät',
	'check.kindFolder': 'ein Ordner',
	'check.imageTooLarge':
		'„{avatar}“ ist {size} groß; ein Avatar darf höchstens {max} groß sein: verkleinere die Datei',
	'check.imageChanged':
		'„{avatar}“ hat sich beim Lesen geändert: führe die Prüfung noch einmal aus',
	'check.imageUnreadableFile':
		'„{avatar}“ ließ sich nicht lesen ({error}); ein Avatar muss eine Datei sein, die alle lesen dürfen: prüfe die Berechtigungen oder speichere sie neu',
	'check.folderMisspelt':
		'das Profil eines Mitglieds gehört in den Ordner „{members}“ (kleingeschrieben, mit „s“), nicht „{folder}“: verschiebe diese Datei nach {fix}',
	'check.folderNested':
		'ein Mitglied hat keine eigenen Mitglieder: nur der Ordner eines Profils enthält einen Ordner {members}/; verschiebe diese Datei nach {user}/{members}/ oder lass ihren Namen mit „_“ beginnen, wenn sie kein Profil ist',
	'check.folderStray':
		'ein Profilordner enthält ein Profil, seine index.md oder index.json; lass den Namen dieser Datei mit „_“ beginnen, wenn sie kein Profil ist',
	'check.folderUserForm':
		'dieses Profil hat Mitglieder (in {name}/{members}/), also muss es in Ordnerform neben ihnen liegen: verschiebe diese Datei nach {fix}',
	'check.folderNoIndex':
		'ein Profilordner braucht eine index.md oder index.json; füge eine hinzu oder lass den Ordnernamen mit „_“ beginnen',
	'check.folderBothIndexes':
		'ein Profilordner enthält entweder index.md oder index.json, nicht beide: führe sie zu einer zusammen',
	'check.folderIndexCase':
		'ein Profilordner enthält eine Indexdatei, dieser aber {files} (Namen, die sich nur in Groß- und Kleinschreibung unterscheiden, sind unter macOS und Windows eine Datei): führe sie zu einer index.md oder index.json zusammen',
	'check.membersOver':
		'zu viele Mitglieder: dieser Ordner enthält {count}, ein Profil darf höchstens {limit} haben (die Grenze der Seite setzt limits.members): entferne die nicht mehr genutzten oder führe einige zusammen',
	'check.yamlInvalid': 'ungültiges YAML: {reason}',
	'check.yamlLineUp':
		'ungültiges YAML: diese Zeile steht nicht bündig mit den Zeilen, zu denen sie gehört (YAML liest an den Leerzeichen davor, zu welchem Eintrag eine Zeile gehört): beginne sie genau unter dem Schlüssel oder „- “, zu dem sie gehört, mit Leerzeichen',
	'check.yamlUnclosedEnd':
		'der Frontmatter fehlt die schließende Zeile „---“, deshalb wird der Text danach als YAML gelesen: füge nach dem letzten Schlüssel, vor der Bio, eine Zeile ein, die nur „---“ enthält',
	'check.yamlUnclosed':
		'der Frontmatter fehlt die schließende Zeile „---“, deshalb wird dieser Text als YAML gelesen: füge darüber, nach dem letzten Schlüssel, eine Zeile ein, die nur „---“ enthält',
	'check.yamlTab':
		'ungültiges YAML: Tabulatoren dürfen nicht zum Einrücken verwendet werden, denn YAML rückt nur mit Leerzeichen ein: ersetze den Tabulator in dieser Zeile durch Leerzeichen (2 pro Ebene)',
	'check.yamlEmptyList':
		'ungültiges YAML: „{key}: {empty}“ ist eine leere Liste, deshalb gehören die Einträge darunter zu nichts: entferne „{empty}“, um sie zu behalten („{key}:“ allein), oder kommentiere sie mit „#“ aus',
	'check.yamlColon':
		'ungültiges YAML: der Wert von „{key}“ enthält „: “, was YAML als Beginn eines weiteren Schlüssels liest: setze den Wert in doppelte Anführungszeichen: {fix}',
	'check.yamlKept':
		'ungültiges YAML: YAML hält „{char}“ für künftige Zwecke frei und kann keinen Wert lesen, der damit beginnt: setze den ganzen Wert in doppelte Anführungszeichen: {fix}',
	'check.yamlPercent':
		'ungültiges YAML: YAML liest „%“ am Anfang als Anweisung an den Leser, nicht als Text: setze den ganzen Wert in doppelte Anführungszeichen: {fix}',
	'check.yamlTag':
		'ungültiges YAML: YAML liest „!“ am Anfang als Typangabe, nicht als Text: setze den ganzen Wert in doppelte Anführungszeichen: {fix}',
	'check.yamlAlias':
		'ungültiges YAML: YAML liest „*“ am Anfang als Verweis auf einen anderen Wert, nicht als Text: setze den ganzen Wert in doppelte Anführungszeichen: {fix}',
	'check.yamlAnchor':
		'ungültiges YAML: YAML liest „&“ am Anfang als Markierung des Werts, nicht als Text: setze den ganzen Wert in doppelte Anführungszeichen: {fix}',
	'check.yamlQuotedPart':
		'ungültiges YAML: der Wert beginnt mit einem Teil in Anführungszeichen, auf den weiterer Text folgt, und das kann YAML nicht als einen Wert lesen: setze den ganzen Wert in doppelte Anführungszeichen: {fix}',
	'check.noFences':
		'diese Datei hat keine Frontmatter: ihre Schlüssel stehen nicht zwischen zwei Zeilen „---“, also würde die ganze Datei als Bio gelesen: füge über dieser Zeile eine Zeile „---“ ein und eine weitere nach dem letzten Schlüssel, vor der Bio',
	'check.notYaml':
		'die Frontmatter muss YAML sein, nicht {language}; beginne die Datei mit einer einfachen Zeile „---“',
	'check.yamlDashLeft': {
		one: 'ungültiges YAML: das „- “ dieses Eintrags steht {count} Leerzeichen zu weit links vom „- “ des Eintrags darüber (Zeile {line}), gehört also zu keinem von beiden: setz es genau darunter: {fix}',
		other:
			'ungültiges YAML: das „- “ dieses Eintrags steht {count} Leerzeichen zu weit links vom „- “ des Eintrags darüber (Zeile {line}), gehört also zu keinem von beiden: setz es genau darunter: {fix}',
	},
	'check.yamlDashRight': {
		one: 'ungültiges YAML: das „- “ dieses Eintrags steht {count} Leerzeichen zu weit rechts vom „- “ des Eintrags darüber (Zeile {line}), gehört also zu keinem von beiden: setz es genau darunter: {fix}',
		other:
			'ungültiges YAML: das „- “ dieses Eintrags steht {count} Leerzeichen zu weit rechts vom „- “ des Eintrags darüber (Zeile {line}), gehört also zu keinem von beiden: setz es genau darunter: {fix}',
	},
	'check.yamlKeyLeft': {
		one: 'ungültiges YAML: „{key}:“ gehört zum Eintrag, der in Zeile {line} beginnt („{first}:“), steht aber {count} Leerzeichen zu weit links: setz es genau unter „{first}:“: {fix}',
		other:
			'ungültiges YAML: „{key}:“ gehört zum Eintrag, der in Zeile {line} beginnt („{first}:“), steht aber {count} Leerzeichen zu weit links: setz es genau unter „{first}:“: {fix}',
	},
	'check.yamlKeyRight': {
		one: 'ungültiges YAML: „{key}:“ gehört zum Eintrag, der in Zeile {line} beginnt („{first}:“), steht aber {count} Leerzeichen zu weit rechts: setz es genau unter „{first}:“: {fix}',
		other:
			'ungültiges YAML: „{key}:“ gehört zum Eintrag, der in Zeile {line} beginnt („{first}:“), steht aber {count} Leerzeichen zu weit rechts: setz es genau unter „{first}:“: {fix}',
	},
	'check.yamlFirstKeyAgain':
		'ungültiges YAML: „{key}:“ ist schon der erste Schlüssel des Eintrags, der in Zeile {line} beginnt, und ein Eintrag hat jeden Schlüssel nur einmal: um einen neuen Eintrag zu beginnen, schreib „- “ davor, unter das „- “ in Zeile {line}: {fix}',
	'check.yamlTextEntry':
		'ungültiges YAML: „{key}:“ gibt dem Eintrag in Zeile {line} eine Einstellung, aber dieser Eintrag ist nur Text: schreib den Eintrag als {entry} und in die Zeile darunter {fix}',
	'check.yamlNoDash':
		'ungültiges YAML: diese Zeile steht in einer Liste, beginnt aber nicht mit „- “, wie es jeder Eintrag muss: schreib {fix}',
	'check.yamlTopKey':
		'ungültiges YAML: „{key}:“ ist einer der eigenen Schlüssel des Profils und steht deshalb am Zeilenanfang, ohne Leerzeichen davor: schreib {fix}',
	'check.yamlBadIndent': 'falsche Einrückung eines Schlüssels',
	'check.yamlBadIndentList': 'falsche Einrückung eines Listeneintrags',
	'check.yamlDuplicateKey': 'ein Schlüssel kommt doppelt vor',
	'check.yamlEndExpected': 'hier wurde das Ende der Daten oder eine Trennzeile „---“ erwartet',
	'check.yamlMultilineKey': 'ein Schlüssel kann nicht über mehrere Zeilen gehen',
	'check.yamlColonMissed': 'nach einem Schlüssel fehlt das „:“',
	'check.yamlSpaceAfterColon': 'nach dem „:“ eines Schlüssels muss ein Leerzeichen stehen',
	'check.yamlQuoteUnclosed': 'ein Text in doppelten Anführungszeichen wird nicht geschlossen',
	'check.yamlSingleQuoteUnclosed': 'ein Text in einfachen Anführungszeichen wird nicht geschlossen',
	'check.yamlFlowUnclosed': 'eine Liste in [ ] oder { } wird nicht geschlossen',
	'check.yamlFlowComma': 'zwischen den Einträgen einer Liste in [ ] oder { } fehlt ein Komma',
	'check.yamlEscape': 'unbekannte Escape-Sequenz in einem Text in doppelten Anführungszeichen',
	'check.yamlNonPrintable': 'die Datei enthält nicht druckbare Zeichen',
	'check.yamlOther': 'der YAML-Leser hat hier angehalten ({reason})',
	'check.noteDash':
		'diese Zeile wird als Teil des Werts darüber gelesen ({value}), weil ihr „- “ weiter rechts steht als das „- “ jenes Eintrags: damit sie ein eigener Eintrag wird, setz ihr „- “ genau unter das darüber',
	'check.noteComment':
		'YAML liest den Text nach „ #“ als Kommentar und lässt ihn weg, dieser Wert ist also {value}: gehört {comment} dazu, setz den ganzen Wert in doppelte Anführungszeichen: {fix}; ist es eine Notiz, schreib sie in eine eigene Zeile',
	'check.noteAnchor':
		'YAML liest „&“ am Anfang eines Werts als Markierung und lässt es weg, dieser Wert ist also {value}: setz den ganzen Wert in doppelte Anführungszeichen: {fix}',
	'check.noteSpaces':
		'dieser Wert endet auf Leerzeichen, die YAML weglässt: entferne sie, oder setz den Wert in doppelte Anführungszeichen, wenn sie dazugehören: {fix}',
	'check.noteOlderYesNo':
		'viele YAML-Leser (YAML 1.1, wie viele Editoren und Werkzeuge es lesen) lesen das {raw} ohne Anführungszeichen als true oder false (einen Ja-Nein-Wert), nicht als den Text {text}: setz es in doppelte Anführungszeichen, damit jeder Leser den Text behält: {fix}',
	'check.noteOlderNumber':
		'viele YAML-Leser (YAML 1.1, wie viele Editoren und Werkzeuge es lesen) lesen das {raw} ohne Anführungszeichen als Zahl, nicht als den Text {text}: setz es in doppelte Anführungszeichen, damit jeder Leser den Text behält: {fix}',
	'check.noteOlderDate':
		'viele YAML-Leser (YAML 1.1, wie viele Editoren und Werkzeuge es lesen) lesen das {raw} ohne Anführungszeichen als Datum, nicht als den Text {text}: setz es in doppelte Anführungszeichen, damit jeder Leser den Text behält: {fix}',
	'check.noteNull':
		'YAML liest das {raw} ohne Anführungszeichen als „kein Wert“, nicht als den Text {text}: setz es in doppelte Anführungszeichen: {fix}',
	'check.noteNullKey':
		'YAML liest das {raw} ohne Anführungszeichen als „kein Wert“, nicht als den Text {text}: setz es in doppelte Anführungszeichen: {fix}; oder entferne die Zeile, um es wegzulassen',
	'check.noteBoolean':
		'YAML liest das {raw} ohne Anführungszeichen als den Ja-Nein-Wert {read}, nicht als den Text {text}: setz es in doppelte Anführungszeichen: {fix}',
	'check.noteNumber':
		'YAML liest das {raw} ohne Anführungszeichen als die Zahl {read}, nicht als den Text {text}: setz es in doppelte Anführungszeichen: {fix}',
	'check.fenceLate': {
		one: 'die Frontmatter muss in der ersten Zeile der Datei beginnen, mit „---“: entferne die leere Zeile über dem „---“ in Zeile {line}',
		other:
			'die Frontmatter muss in der ersten Zeile der Datei beginnen, mit „---“: entferne die {count} leeren Zeilen über dem „---“ in Zeile {line}',
	},
	'check.noFrontMatter':
		'diese Datei hat keine Frontmatter (die Schlüssel zwischen zwei Zeilen „---“ am Anfang der Datei): beginne die Datei mit einer Zeile „---“, dann die Schlüssel, darunter eine eigene ID (etwa diese frisch erzeugte: id: {fresh}), dann eine Zeile „---“ über der Bio',
	'check.nesting':
		'Listen und Objekte sind mehr als {max} Ebenen tief verschachtelt; ein Profil braucht höchstens 4: entferne die überzählige Verschachtelung',
	'check.jsonInvalid': 'ungültiges JSON: {reason}',
	'check.jsonEmpty': 'die Datei ist leer',
	'check.jsonDuplicate': 'der Schlüssel „{key}“ kommt in einem Objekt zweimal vor',
	'check.jsonSymbol': 'unerwartetes Zeichen',
	'check.jsonNumber': 'fehlerhafte Zahl',
	'check.jsonKey': 'Schlüssel in „Anführungszeichen“ erwartet (kein Komma vor „}“)',
	'check.jsonValue': 'Wert erwartet (steht da ein Komma zu viel?)',
	'check.jsonColon': '„:“ nach dem Schlüssel erwartet',
	'check.jsonComma': '„,“ zwischen den Einträgen erwartet',
	'check.jsonCloseBrace': '„}“ erwartet',
	'check.jsonCloseBracket': '„]“ erwartet',
	'check.jsonEnd': 'unerwarteter Text nach dem Ende des Dokuments',
	'check.jsonComment': 'Kommentare sind in JSON nicht erlaubt',
	'check.jsonString': 'nicht abgeschlossene Zeichenkette',
	'check.jsonUnicode': 'ungültige \\u-Escape-Sequenz',
	'check.jsonEscape': 'ungültiges Escape-Zeichen',
	'check.jsonCharacter':
		'ungültiges Zeichen in einer Zeichenkette (Steuerzeichen müssen maskiert werden)',
	'check.linkInvalid':
		'{link} erscheint als einfacher Text, nicht als Link, weil es keine gültige http(s)-Adresse ist (ein Leerzeichen oder ein fehlendes „//“?): korrigiere es, damit es ein Link wird',
	'check.linkScheme':
		'{link} erscheint als einfacher Text, nicht als Link: nur Adressen mit http:// und https:// werden zu Links; korrigiere den Anfang, wenn es eine Webadresse ist',
	'check.linkNoScheme':
		'{link} erscheint als einfacher Text, nicht als Link, weil es nicht mit https:// beginnt: schreib {fix}, damit es ein Link wird',
	'check.idChanged':
		'die ID hat sich von „{old}“ (in {ref}) zu „{id}“ geändert; IDs ändern sich nie: setz wieder id: {old} ein',
	'check.idMoved':
		'die ID „{id}“ hatte {file} in {ref}, und diese Datei ist noch da; eine ID wandert nur mit ihrer Datei (beim Umbenennen): gib diesem Profil eine neue ID, etwa diese frisch erzeugte: id: {fresh}',
	'check.idReused':
		'die ID „{id}“ gehörte früher {names} (in der Geschichte von {ref}); IDs werden nie wiederverwendet, auch nicht nach dem Löschen: gib diesem Profil eine neue ID, etwa diese frisch erzeugte: id: {fresh}',
	'check.bothAvatars':
		'gib entweder avatar (ein eigenes Bild) oder avatar_urls (Adressen im Netz) an, nicht beides: entferne eins davon',
	'check.fileNameRule':
		'der Dateiname ergibt den Profilnamen {stem}, aber der Name {rule}; benenne die Datei um',
	'check.formBytes':
		'die Form {form} wird, so normalisiert, wie die Website sie veröffentlicht, zu einem Ordnernamen von {bytes} Bytes, und ein veröffentlichter Ordner- oder Dateiname darf höchstens {max} Bytes haben (Datenträger fassen 255; manche Zeichen brauchen mehrere Bytes oder werden zu mehreren Zeichen): kürze sie oder schreib weniger Zeichen, die für mehrere stehen',
	'check.unreadExtension':
		'diese Datei wird nicht gelesen, also ist ihr Profil nicht auf der Website: Profile werden nur aus .md- und .json-Dateien gelesen; benenne sie in {fix} um',
	'check.unreadExtensionFences':
		'diese Datei wird nicht gelesen, also ist ihr Profil nicht auf der Website: Profile werden nur aus .md- und .json-Dateien gelesen; benenne sie in {fix} um, und setz seine Schlüssel zwischen zwei Zeilen „---“ (eine Zeile „---“ über „id:“ und eine nach dem letzten Schlüssel, vor der Bio)',
	'check.unreadFolder':
		'Profile werden nur aus dem Ordner „users“ gelesen (alles kleingeschrieben), also werden die Dateien in „{folder}“ nicht gelesen: verschiebe sie nach users/',
	'check.unreadFolderCase':
		'Profile werden nur aus dem Ordner „users“ gelesen (alles kleingeschrieben), also werden die Dateien in „{folder}“ nicht gelesen: verschiebe sie nach users/, oder benenne diesen Ordner in „users“ um',
	'check.unreadTop':
		'diese Datei wird nicht gelesen, also ist ihr Profil nicht auf der Website: Profile werden nur aus dem Ordner users gelesen: verschiebe sie nach users/{fix}',
	'check.fileNotRegular':
		'ist {kind}, keine gewöhnliche Datei; ein Profil muss eine gewöhnliche Datei sein: ersetze es durch eine Datei mit dem Text des Profils',
	'check.fileSymlink':
		'ist ein symbolischer Link; ein Profil muss eine gewöhnliche Datei im Ordner content sein (Links wird nicht gefolgt): ersetze den Link durch die Datei selbst',
	'check.fileTooLarge':
		'die Datei ist {size} groß; eine Profildatei darf höchstens {max} groß sein: kürze sie',
	'check.fileChanged': 'die Datei hat sich beim Lesen geändert: führe die Prüfung noch einmal aus',
	'check.fileUnreadable': 'konnte nicht gelesen werden: {error}',
	'check.fileBom':
		'die Datei ist als {encoding} gespeichert (sie beginnt mit einer {encoding}-Bytereihenfolgemarke); Profile sind UTF-8: speichere die Datei als UTF-8',
	'check.fileUtf8':
		'kein gültiges UTF-8 (Byte {byte} / Zeile {line}); Profile sind UTF-8-Text: speichere die Datei als UTF-8',
	'check.lookAlike':
		'der Name „{name}“ liest sich wie „{other}“ ({file}): Buchstaben, die sich ähneln (I, l und 1; O und 0; rn und m; vv und w; cl und d; groß wie klein), würden Lesende zur falschen Person schicken: wähle einen Namen, der sich nicht wie ein anderer liest',
	'check.nameIsId':
		'der Name „{name}“ ist die ID von {file}; ein Verweis wird zuerst als ID gesucht, also wäre dieses Profil über seinen Namen nie zu finden: {rename}',
	'check.apiPathClash':
		'die API-Datei {path} dieses Profils landet auf demselben Pfad wie eine von {file} (Pfade werden ohne Beachtung der Groß- und Kleinschreibung verglichen, wie viele Hosts es tun): {rename}',
	'check.nameMemberList':
		'der Name „{name}“ ist schon an {path} vergeben, die Liste der Mitglieder von „{user}“: {rename}',
	'check.nameMemberNotFound':
		'der Name „{name}“ ist schon an {path} vergeben, die Antwort auf ein unbekanntes Mitglied von „{user}“: {rename}',
	'check.hostMemberName':
		'den Namen „{name}“ beanspruchen Hosts in einem Ordner für sich (Cloudflare Pages beantwortet {path} mit seiner Seite „nicht gefunden“ oder einer Weiterleitung), also wäre dieses Mitglied über seinen Namen nicht abrufbar: {rename}',
	'check.hostUserName':
		'den Namen „{name}“ beanspruchen Hosts in einem Ordner für sich (Cloudflare Pages leitet {path} auf {folder} um, wenn dort keine Datei liegt, sodass jeder Host ihn wie ein unbekanntes Profil beantwortet), also wäre dieses Profil über seinen Namen nicht abrufbar: {rename}',
	'check.hostHandled': 'der Name „{name}“ würde {path} veröffentlichen, und {why}: {rename}',
	'check.hostNotFound':
		'Cloudflare Pages beantwortet jedes unbekannte Profil mit der nächstgelegenen {file}, also würde dieses Profil für jedes unbekannte Profil ausgeliefert',
	'check.hostHtml':
		'Hosts behandeln .html-Dateien als Seiten (Cloudflare Pages leitet x.html auf x um und index.html auf ihren Ordner), also wäre dieses Profil über seinen Namen nicht abrufbar',
	'check.nameEnding':
		'der Name „{name}“ endet auf „{ending}“: {treatment}; ein Name darf keine Endung haben, die Hosts ausführen oder darstellen',
	'check.endingPage':
		'Browser zeigen solche Dateien als Webseite an (text/html und Verwandte), also liefe Text im Profil als Skript auf der Seite',
	'check.endingScript': 'Browser führen solche Dateien als JavaScript aus',
	'check.endingMarkup':
		'Hosts liefern solche Dateien als XML oder SVG aus: Browser stellen sie dar und führen Skripte darin aus',
	'check.endingSavedPage': 'Browser öffnen solche Dateien als gespeicherte Webseite (MHTML)',
	'check.endingServer':
		'Webserver führen solche Dateien als serverseitiges Skript aus (Apache AddHandler, IIS, Tomcat), also liefe Text im Profil als Code auf dem Server',
	'check.endingProgram':
		'Windows oder eine Shell startet solche Dateien als Programm, wenn die heruntergeladene Datei geöffnet wird',
	'check.endingFlash': 'Plug-ins spielen solche Dateien als Flash-Film ab',
	'check.nameJson':
		'der Name „{name}“ endet auf „.json“: unter {path} veröffentlicht das Profil „{stem}“ seine JSON-Kopie; Namen dürfen nicht auf „.json“ enden',
	'check.nameJsonMember':
		'der Name „{name}“ endet auf „.json“: unter {path} stehen die Mitglieder von „{user}“, und so enden die JSON-Dateien der API; Namen dürfen nicht auf „.json“ enden',
	'check.nameDevice':
		'der Name „{name}“ ist der Gerätename „{device}“, den Windows mit jeder Endung und in jeder Schreibung reserviert (CON, PRN, AUX, NUL, COM0-9, LPT0-9), also lassen sich seine Dateien unter Windows weder auschecken noch bauen',
	'check.nameDeviceStart':
		'der Name „{name}“ beginnt mit dem Gerätenamen „{device}“, den Windows mit jeder Endung und in jeder Schreibung reserviert (CON, PRN, AUX, NUL, COM0-9, LPT0-9), also lassen sich seine Dateien unter Windows weder auschecken noch bauen',
	'check.nameTrailing':
		'der Name „{name}“ endet auf „{end}“, das Windows in Dateinamen weglässt, also kämen sich seine Dateien dort mit denen von „{stem}“ in die Quere; Namen dürfen nicht auf „.“ oder ein Leerzeichen enden',
	'check.nameFix': '{problem}: {rename}, z. B. „{example}“',
	'check.fullBuild': 'vollständiger Build: {reason}',
	'check.fullNoRecord': 'kein früherer vollständiger Build aufgezeichnet',
	'check.fullPackageVersion': 'staticnouns wurde aktualisiert ({from} → {to})',
	'check.fullPackageCode': 'der Code von staticnouns hat sich geändert',
	'check.fullRuntime': 'Astro oder Node wurde aktualisiert',
	'check.fullSiteCode':
		'der Code der Seite hat sich geändert (src/, astro.config, package.json, tsconfig.json oder die Lockdatei)',
	'check.fullWords': 'die Wörter der Seite haben sich geändert (src/content/i18n/)',
	'check.fullOptions': 'die Optionen der Seite haben sich geändert (astro.config)',
	'check.fullPublic': 'public/ hat sich geändert',
	'check.fullKeptChanged':
		'der aufbewahrte Build hat sich geändert, seit der letzte vollständige Build ihn aufgezeichnet hat',
	'check.fullFastFailed': 'der schnelle Weg ist gescheitert ({error})',
	'check.fullOwnRoute': 'die Website hat eine eigene Route vom Typ {type} ({route})',
	'check.fullNoConfig': 'der letzte vollständige Build hat keine Konfiguration aufbewahrt',
	'check.fullNoSite':
		'unter {target} gibt es keine veröffentlichte Website, die aktualisiert werden könnte',
	'check.fullFormat':
		"der schnelle Weg schreibt Seiten nur mit build.format 'directory' und Schrägstrich am Ende",
	'check.fullAssetChanged':
		'{path} hat sich in der veröffentlichten Website seit dem letzten vollständigen Build geändert',
	'check.fullRedirect': '{path} leitet weiter',
	'check.fastDone': {
		one: 'schneller Build: seit dem letzten vollständigen Build haben sich nur Profile geändert, {count} Seite gerendert',
		other:
			'schneller Build: seit dem letzten vollständigen Build haben sich nur Profile geändert, {count} Seiten gerendert',
	},
	'check.nothingChanged':
		'seit dem letzten Build hat sich nichts geändert: {target} bleibt, wie es ist',
	'check.moreInFile': {
		one: '… und {count} weiteres Problem in dieser Datei',
		other: '… und {count} weitere Probleme in dieser Datei',
	},
	'check.moreInReport': {
		one: '… und {count} weiteres Problem (ein Bericht zeigt die ersten {max})',
		other: '… und {count} weitere Probleme (ein Bericht zeigt die ersten {max})',
	},
	'editorScript.nameRule':
		'Wähle einen Profilnamen aus 2 bis 40 Zeichen, jedes ein Buchstabe A-Z oder a-z, eine Ziffer, „_“, „.“ oder „-“: Er ist das Ende der Adresse deiner Seite, /@dein-name/.',
	'editorScript.nameSpace':
		'Dein Profilname hat nach „{before}“ ein Leerzeichen: Ein Profilname enthält keine Leerzeichen, denn er ist das Ende der Adresse deiner Seite. Schreib stattdessen „{fixed}“.',
	'editorScript.noRepository':
		'Diese Seite sagt nicht, wo ihr Repository liegt: Kopiere die Datei oder lade sie herunter und füge sie so hinzu, wie es die CONTRIBUTING.md des Repositorys beschreibt.',
	'editorScript.change': 'Auf {forge} ändern',
	'editorScript.proposeOn': 'Auf {forge} vorschlagen',
	'editorScript.filled':
		'{forge} öffnet sich in einem neuen Tab mit deiner Datei: Schlage sie dort vor.',
	'editorScript.handedChange':
		'Der neue Text von {file} ist {where}: Markiere auf der Seite von {forge} den ganzen Text der Datei, füge den neuen Text darüber ein und schlage die Änderung vor.',
	'editorScript.tooLong':
		'Deine Datei ist zu lang, um sie in einer Adresse zu übergeben, deshalb ist ihr Text {where}: Füge ihn in den leeren Editor von {forge} ein und schlage sie vor.',
	'editorScript.nameOnly':
		'{forge} trägt den Namen der Datei ein, aber nicht ihren Text; der ist {where}: Füge ihn in den Editor ein und schlage sie vor.',
	'editorScript.onClipboard': 'in deiner Zwischenablage',
	'editorScript.above': 'oben (kopiere ihn)',
	'editorScript.copied': 'Die Datei ist in deiner Zwischenablage.',
	'editorScript.copyRefused':
		'Das Kopieren wurde verweigert: Markiere den Text oben und kopiere ihn.',
	'editorScript.issueFilled':
		'{forge} öffnet sich in einem neuen Tab mit deinem Profil: Sende das Issue dort ab, und daraus wird ein Pull-Request.',
	'editorScript.issueTooLong':
		'Dein Profil ist zu lang für die Adresse des Issue-Formulars, deshalb öffnet sich stattdessen der Dateieditor von {forge}.',
	'editorScript.nextSteps':
		'Als Nächstes liest eine Prüfung deine Datei und antwortet innerhalb weniger Minuten auf {forge}; dann wird die Änderung von {reviewers} geprüft, und sobald sie übernommen ist, zeigt deine Seite {address} sie nach dem nächsten Bauen der Seite.',
	'editorScript.reviewersOwners': 'den Zuständigen des Profils ({owners})',
	'editorScript.reviewersMaintainers': 'dem Team der Seite',
	'propose.proposed': 'Pull-Request #{pull} schlägt jetzt diesen Text von {file} vor.',
	'propose.passed': 'Die Prüfung hat nichts zu beanstanden.',
	'propose.failed':
		'Die Prüfung hat etwas gefunden, das du ändern musst; es steht unten, mit der Zeile deiner Datei. Bearbeite den Text dieses Issues, und der Pull-Request folgt.',
	'propose.next':
		'Als Nächstes wird der Pull-Request von {reviewers} geprüft; sobald er übernommen ist, zeigt deine Seite {address} die Änderung nach dem nächsten Bauen der Seite.',
	'propose.refused':
		'Aus diesem Issue wird kein Pull-Request: {reason} Bearbeite das Issue, um das zu beheben, oder fülle das Formular der Seite noch einmal aus.',
	'propose.reasonForm':
		'Es hat nicht die zwei Teile des Profilformulars, erst den Pfad der Datei, dann ihren Text.',
	'propose.reasonSeveral':
		'Es nennt mehr als eine Datei, und ein Issue schlägt genau eine Profildatei vor.',
	'propose.reasonPath':
		'Der Pfad muss eine einzelne Profildatei in {folder} sein, etwa {folder}dein-name.md.',
	'propose.reasonSize': 'Der Text ist länger als {limit} Zeichen.',
	'propose.reasonUnchanged': 'Der Text ist derselbe, den die Datei schon hat.',
	'propose.maintainer':
		'@{login} gehört nicht zu den Zuständigen dieses Profils ({owners}), deshalb entscheidet das Team der Seite.',
	'propose.ownersChange':
		'Die Zuständigen des Profils ändern sich, also muss sich auch .github/CODEOWNERS ändern: Das Team der Seite fügt die Zeilen dafür (npx staticnouns owners) dem Pull-Request hinzu.',
	'propose.closed': 'Das Issue ist geschlossen, deshalb ist auch Pull-Request #{pull} geschlossen.',
	'propose.pullClosed':
		'Pull-Request #{pull} wurde geschlossen, ohne übernommen zu werden, deshalb ist auch dieses Issue geschlossen. Um das Profil noch einmal vorzuschlagen, öffne das Issue wieder oder fülle das Formular der Seite noch einmal aus.',
	'propose.merged':
		'Pull-Request #{pull} ist übernommen: Deine Seite {address} zeigt die Änderung nach dem nächsten Bauen der Seite.',
	'propose.pullBody': 'Vorgeschlagen von @{login} in Issue #{issue}; ändert nur {file}.',
	'propose.statusFailed': 'Die Prüfung hat etwas gefunden: siehe das Issue.',
	'editorScript.modeEdit':
		'Du änderst das Profil in {file}, ausgefüllt mit dem, was die Seite veröffentlicht.',
	'editorScript.modeNotPublished':
		'Die Seite hat kein veröffentlichtes Profil für {file}: Leg stattdessen ein neues an.',
	'editorScript.modeNewMember':
		'Ein neues Mitglied von {user}: Fülle aus, was du magst; die Datei kommt in den Ordner von {user}.',
	'editorScript.modeNewProfile':
		'Ein neues Profil: Fülle aus, was du magst; alles außer dem Profilnamen darf leer bleiben.',
	'editorScript.modeNotFound':
		'Es gibt noch kein Profil namens {name}: Füll das Formular aus, um es einzutragen.',
	'editorScript.avatarNotice':
		'Deine Datei nennt ein Bild im Repository, dessen Pfad die Seite nicht veröffentlicht: Trage ihn erneut ein (wie in deiner Datei, z. B. ./avatar.png), sonst wird das Bild entfernt.',
	'editorScript.ownersNotice':
		'Die Seite veröffentlicht nie die Zuständigen: Wenn deine Datei eine Liste „owners“ hat, trage dieselben Namen hier ein, sonst werden sie entfernt.',
	'editorScript.modeEditSource':
		'Du änderst {file} so, wie die Datei geschrieben ist: Nur was du änderst, ändert sich.',
	'editorScript.unseenKeys':
		'Das Formular sieht {keys} nicht: Wenn deine Datei etwas davon enthält, füge es vor dem Vorschlagen wieder in den neuen Text ein, sonst wird es entfernt (ihre Kommentare ebenso).',
} as const satisfies Translation;
