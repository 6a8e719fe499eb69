/**
 * French: "vous", "personnes" and epicene words ("membre", "personne
 * responsable") rather than a masculine default; where a noun must agree,
 * the sentence is turned around it.
 */
import type { Translation } from './en.ts';

export const fr = {
	'site.title': 'Profils de pronoms',
	'site.skipToContent': 'Aller au contenu',
	'site.languages': 'Langues',

	'count.profiles': { one: '{count} profil', other: '{count} profils' },
	'count.names': { one: '{count} nom', other: '{count} noms' },
	'count.people': { one: '{count} personne', other: '{count} personnes' },
	'count.problems': { one: '{count} problème', other: '{count} problèmes' },
	'count.warnings': { one: '{count} avertissement', other: '{count} avertissements' },
	'count.files': { one: '{count} fichier', other: '{count} fichiers' },
	'count.members': { one: '{count} membre', other: '{count} membres' },
	'report.summary': '{problems} dans {files}.',
	'report.valid': { one: '{profiles} est valide.', other: '{profiles} sont valides.' },
	'report.validMembers': '{profiles} et {members} sont valides.',

	'notFound.title': 'Page introuvable',
	'notFound.text': 'Il n’y a pas de page à cette adresse. Les profils sont listés sur la {link}.',
	'notFound.link': 'page d’accueil',
	'notFound.add': 'Pas encore là ? {link} avec le formulaire : rien à installer.',
	'notFound.addLink': 'Ajoutez votre profil',

	'paging.previous': 'Précédent',
	'paging.next': 'Suivant',
	'paging.page': 'page {number}',

	'home.description': {
		one: 'Noms et pronoms de {count} personne.',
		other: 'Noms et pronoms de {count} personnes.',
	},
	'home.intro':
		'Voici l’annuaire des noms et pronoms de notre communauté : comment chaque personne parmi nous souhaite être appelée, et ce qu’il faut éviter. Pour vous y ajouter, [remplissez votre profil]({editor}) dans le navigateur : le formulaire le vérifie pendant la saisie et le transmet à notre dépôt pour relecture, rien à installer. Les autres façons de faire, et comment modifier votre profil plus tard : [ajouter un profil]({addProfile}).',
	'home.introWithoutRepository':
		'Voici l’annuaire des noms et pronoms de notre communauté : comment chaque personne parmi nous souhaite être appelée, et ce qu’il faut éviter. Pour vous y ajouter, ajoutez un fichier de profil au dépôt à partir duquel ce site est construit (son CONTRIBUTING.md explique comment), ou demandez aux personnes qui le gèrent.',

	'directory.title': 'Annuaire',
	'directory.description': {
		one: 'Noms et pronoms de {count} personne, par lettre.',
		other: 'Noms et pronoms de {count} personnes, par lettre.',
	},
	'directory.pageDescription': {
		one: '{group}{onPage}, dans un annuaire de {count} personne.',
		other: '{group}{onPage}, dans un annuaire de {count} personnes.',
	},
	'directory.onPage': ', page {page} sur {pages}',
	'directory.summaryPage': 'page {page} sur {pages}',
	'directory.summaryTotal': { one: '{count} profil en tout', other: '{count} profils en tout' },
	'directory.letterGroup': 'Noms commençant par {letter}',
	'directory.otherGroup': 'Noms commençant par un chiffre ou un symbole',
	'directory.letterPage': '{label}, page {page}',
	'directory.letterIndex': 'Noms par première lettre',
	'directory.letterTitle': { one: '{title} : {count} nom', other: '{title} : {count} noms' },
	'directory.emptyLetter': '{title} : personne pour l’instant',
	'directory.letterPages': 'Pages de {label}',
	'directory.start': 'Choisissez une lettre, ou {link} et suivez les pages.',
	'directory.startLink': 'commencez par {label}',

	'profile.summary': '{displayName} utilise {favourites}.',
	'profile.summaryEmpty': 'Les noms et pronoms de {displayName}.',
	'profile.avatarAlt': 'Avatar de {displayName}',
	'profile.ownerLink': 'Membre de ',
	'profile.namesLabel': 'Noms : ',
	'profile.pronounsLabel': 'Pronoms : ',
	'profile.bio': 'Présentation',
	'profile.links': 'Liens',
	'profile.names': 'Noms',
	'profile.pronouns': 'Pronoms',
	'profile.members': 'Membres',
	'profile.shareTitle': '{displayName} ({pronouns})',
	'profile.flags': 'Drapeaux',
	'profile.timezoneLabel': 'Fuseau horaire : ',
	'profile.timezoneOffset': '{offset} au moment où cette page a été créée',
	'profile.noneListed': 'Rien d’indiqué.',
	'profile.json': 'Ce profil en JSON',
	'profile.edit': 'Modifier ce profil',
	'profile.editInBrowser': 'Modifier dans le navigateur',

	'pronouns.title': 'Pronoms {set}',
	'pronouns.titlePage': 'Pronoms {set}, page {page}',
	'pronouns.description': 'Comment employer les pronoms {set}, avec des exemples.',
	'pronouns.laterDescription':
		'Personnes qui utilisent les pronoms {set}, page {page} sur {pages}.',
	'pronouns.formsLink': 'Les formes de {set} et comment les employer',
	'pronouns.forms': 'Formes',
	'pronouns.form.subject': 'Sujet',
	'pronouns.form.object': 'Complément',
	'pronouns.form.determiner': 'Déterminant possessif',
	'pronouns.form.possessive': 'Pronom possessif',
	'pronouns.form.reflexive': 'Pronom réfléchi',
	'pronouns.examples': 'Exemples',
	'pronouns.examplesIn': 'Les exemples sont en {language}.',
	'pronouns.variants': 'Tel qu’écrit',
	'pronouns.noExamples':
		'Ces formes ne figurent dans aucune des tables de pronoms du site, il n’y a donc pas de phrases d’exemple : lisez-les telles qu’elles sont écrites, ou demandez.',
	'pronouns.redirect': 'Ces pronoms ont leur page à l’adresse {link}.',
	'shortLink.title': '@{handle}',
	'shortLink.text': 'Ce lien court mène au profil à l’adresse {link}.',
	'pronouns.usedBy': 'Utilisés par',
	'pronouns.usedByPage': 'Utilisés par, page {page} sur {pages}',
	'pronouns.usedByMember': '{handle}, membre de {ownerName}',
	'pronouns.usedByPages': 'Pages des personnes qui utilisent {set}',
	'pronouns.usedByIntro':
		'Personnes qui ont marqué ces pronoms « Favori » ou « D’accord » ; {icon} marque un favori, listé en premier.',

	'legend.title': 'Ce que veulent dire les icônes',
	'legend.link': 'Que veulent dire les icônes ?',
	'status.favourite': 'Favori',
	'status.okay': 'D’accord',
	'status.jokingly': 'Pour rire',
	'status.friends_only': 'Entre proches seulement',
	'status.avoid': 'À éviter',

	'search.title': 'Recherche',
	'search.description': 'Trouver des personnes par nom, nom affiché ou pronoms.',
	'search.boxLabel': 'Rechercher par nom ou pronoms',
	'search.button': 'Rechercher',
	'search.needsJavaScript':
		'La recherche a besoin de JavaScript. Tout le monde est listé par la première lettre de son nom :',
	'search.off':
		'Ce site n’a pas de recherche. Tout le monde est listé par la première lettre de son nom :',
	'search.owner': 'membre de {ownerName}',
	'search.unavailable':
		'La recherche n’est pas disponible pour le moment : l’index des lettres ci-dessous liste tout le monde.',
	'search.none': 'Aucun résultat pour « {query} ».',
	'search.found': { one: '{count} résultat.', other: '{count} résultats.' },
	'search.more': {
		one: '{count} résultat, les {shown} premiers affichés : précisez la recherche.',
		other: '{count} résultats, les {shown} premiers affichés : précisez la recherche.',
	},

	'editor.title': 'Modifier un profil',
	'editor.addTitle': 'Ajoutez votre profil',
	'editMine.label': 'Modifiez votre profil',
	'editMine.help': 'Votre nom de profil, ou l’adresse de votre page (@votre-nom).',
	'editMine.open': 'Ouvrir dans l’éditeur',
	'editor.description':
		'Écrire ou modifier un fichier de profil dans le navigateur, vérifié comme le site le vérifie, et le proposer sur la plateforme Git.',
	'editor.noScript':
		'Cette page écrit votre fichier de profil pour vous et le vérifie comme le site, mais elle a besoin de JavaScript, qui est désactivé ou n’a pas pu se charger.',
	'editor.withoutScript': 'Sans JavaScript, modifiez le fichier sur la plateforme Git :',
	'editor.openFolder': 'Ouvrez {link}.',
	'editor.openFolderLink': 'le dossier des profils sur {forge}',
	'editor.openRepository':
		'Ouvrez le dépôt du site sur sa plateforme Git, puis son dossier {contentPath}/users.',
	'editor.openFile':
		'Ouvrez votre fichier (votre nom de profil, terminé par .md) et choisissez le bouton de modification de la plateforme ; pour un nouveau profil, ajoutez un fichier à votre nom, par exemple robin.md.',
	'editor.propose':
		'Faites votre modification et proposez-la : la plateforme ouvre une pull request, et les vérifications du site disent si quelque chose ne va pas.',
	'editor.contributing': '{link} explique chaque partie d’un fichier de profil.',
	'editor.problems': 'Problèmes à corriger',
	'editor.optional': '(facultatif)',
	'editor.profile': 'Profil',
	'editor.name': 'Nom de profil',
	'editor.nameHelp':
		'L’adresse de votre page : de 2 à 40 lettres A-Z, chiffres, « _ », « . » ou « - ».',
	'editor.id': 'Identifiant',
	'editor.idHelp': 'Créé pour vous ; il ne change jamais.',
	'editor.displayName': 'Nom affiché',
	'editor.displayNameHelp': 'Affiché à la place du nom de profil ; 100 caractères au plus.',
	'editor.bio': 'Présentation',
	'editor.bioHelp':
		'Quelques mots sur vous, 1000 caractères au plus. Markdown : *emphase*, [un lien](https://example.org).',
	'editor.names': 'Noms',
	'editor.namesHelp':
		'Les noms par lesquels on peut vous appeler, chacun avec ce que vous en pensez.',
	'editor.addName': 'Ajouter un nom',
	'editor.pronouns': 'Pronoms',
	'editor.pronounsHelp':
		'Les formes séparées par « / », par exemple iel/ellui (sujet/pronom tonique) ; le texte affiché est la façon dont la page les montre (vide : les deux premières formes).',
	'editor.addPronouns': 'Ajouter des pronoms',
	'editor.fields': 'Rubriques',
	'editor.fieldsHelp':
		'Vos propres titres, comme « Me décrire comme », chacun avec des mots et ce que vous en pensez.',
	'editor.addField': 'Ajouter une rubrique',
	'editor.links': 'Liens',
	'editor.linksHelp':
		'256 caractères au plus chacun ; les adresses commençant par https:// deviennent des liens.',
	'editor.addLink': 'Ajouter un lien',
	'editor.avatar': 'Avatar',
	'editor.avatarImage': 'Image dans le dépôt',
	'editor.avatarHelp':
		'Le chemin de votre image à côté de votre fichier de profil, par exemple ./avatar.png (PNG, JPEG, WebP, GIF ou AVIF). Pour en ajouter une : sur la plateforme, ouvrez le dossier de votre fichier ({folder}), choisissez « Add file » puis « Upload files », ajoutez l’image et écrivez son nom ici.',
	'editor.avatarUrls': 'Ou des images en ligne',
	'editor.avatarUrlsHelp':
		'Adresses https:// complètes d’images hébergées ailleurs, la principale en premier ; pas en même temps qu’une image dans le dépôt.',
	'editor.addAvatarUrl': 'Ajouter une adresse d’image',
	'editor.owners': 'Responsables',
	'editor.ownersHelp':
		'Noms d’utilisateur sur la plateforme (par exemple robin-gh) dont l’accord est requis pour modifier ce profil ; jamais affichés sur le site.',
	'editor.addOwner': 'Ajouter une personne responsable',
	'editor.ownStatuses': 'Statuts personnels',
	'editor.ownStatusesHelp':
		'En plus des cinq : chacun a un nom court qu’utilisent vos entrées, un libellé, une icône et le statut auquel il équivaut partout ailleurs (recherche, pages de pronoms, API).',
	'editor.addOwnStatus': 'Ajouter un statut personnel',
	'editor.flags': 'Drapeaux',
	'editor.flagsHelp':
		'Les drapeaux des fiertés affichés sur votre profil, dans l’ordre où vous les choisissez.',
	'editor.ownFlags': 'Images de drapeau personnelles',
	'editor.ownFlagsHelp':
		'Le formulaire ne peut pas envoyer d’image : une image de drapeau personnelle (une image à côté de votre fichier) est gardée telle qu’écrite. Ajoutez-en une dans votre fichier sur la plateforme.',
	'editor.more': 'Plus sur vous',
	'editor.timezone': 'Fuseau horaire',
	'editor.timezoneHelp':
		'Affiché avec son décalage actuel par rapport à UTC ; tapez pour choisir, par ex. Europe/Paris.',
	'editor.lang': 'Langue de votre texte',
	'editor.langHelp':
		'Une étiquette de langue comme fr, en ou pt-BR, pour que les lecteurs d’écran lisent votre bio et vos entrées dans cette langue.',
	'editor.memberTitle': 'Titre de votre liste de membres',
	'editor.memberTitleHelp':
		'Affiché au-dessus de vos membres à la place de « Membres » ; jusqu’à 50 caractères.',
	'editor.unlisted': 'Ne pas montrer dans les listes',
	'editor.unlistedHelp':
		'Non listé ne veut pas dire privé : la page reste publiée à sa propre adresse et dans l’API, pour quiconque a le lien.',
	'editor.result': 'Votre fichier',
	'editor.resultLabel': 'Le fichier de profil',
	'editor.copy': 'Copier le fichier',
	'editor.download': 'Télécharger le fichier',

	'editorScript.nameFixed':
		'Le nom de profil est le nom du fichier : pour le changer, le fichier est renommé sur la plateforme.',
	'editorScript.nameLegend': 'Ce que vous pensez du nom {n}',
	'editorScript.pronounsLegend': 'Ce que vous pensez des pronoms {n}',
	'editorScript.entryLegend': 'Ce que vous pensez de l’entrée {n} de la rubrique {field}',
	'editorScript.short.favourite': 'Favori',
	'editorScript.short.okay': 'D’accord',
	'editorScript.short.jokingly': 'Rire',
	'editorScript.short.friends_only': 'Proches',
	'editorScript.short.avoid': 'Éviter',
	'editorScript.moveUp': 'Monter',
	'editorScript.moveDown': 'Descendre',
	'editorScript.remove': 'Retirer',
	'editorScript.rowButton': '{button} : {what}',
	'editorScript.rowMenu': 'Déplacer ou supprimer : {what}',
	'editorScript.nameLabel': 'Nom {n}',
	'editorScript.nameWhat': 'nom {n}',
	'editorScript.pronounsLabel': 'Pronoms {n}',
	'editorScript.pronounsDisplayText': 'Texte affiché des pronoms {n} (facultatif)',
	'editorScript.pronounsWhat': 'pronoms {n}',
	'editorScript.pronounsDisplayPlaceholder': 'texte affiché (facultatif)',
	'editorScript.fieldHeading': 'Titre de la rubrique {n}',
	'editorScript.fieldHeadingHelp': 'par exemple « Me décrire comme »',
	'editorScript.fieldEntries': 'Entrées de la rubrique {n}',
	'editorScript.fieldAddEntry': 'Ajouter une entrée à la rubrique {n}',
	'editorScript.fieldWhat': 'rubrique {n}',
	'editorScript.entryLabel': 'Entrée {n}',
	'editorScript.entryWhat': 'entrée {n} de la rubrique {field}',
	'editorScript.linkLabel': 'Lien {n}',
	'editorScript.linkWhat': 'lien {n}',
	'editorScript.avatarUrlLabel': 'Adresse d’image {n}',
	'editorScript.avatarUrlWhat': 'adresse d’image {n}',
	'editorScript.ownerLabel': 'Responsable {n}',
	'editorScript.ownerWhat': 'responsable {n}',
	'editorScript.ownStatusKey': 'Nom court du statut {n}',
	'editorScript.ownStatusKeyHelp':
		'Ce qu’utilisent vos entrées : a-z, 0-9 et _, en commençant par une lettre ; aucun des cinq.',
	'editorScript.ownStatusLabel': 'Libellé du statut {n}',
	'editorScript.ownStatusIcon': 'Icône du statut {n}',
	'editorScript.ownStatusIconDefault': 'l’icône du statut auquel il équivaut',
	'editorScript.icon.heart': 'Cœur',
	'editorScript.icon.check': 'Coche',
	'editorScript.icon.smile': 'Sourire',
	'editorScript.icon.people': 'Personnes',
	'editorScript.icon.ban': 'Interdiction',
	'editorScript.icon.heart-lock': 'Cœur avec cadenas',
	'editorScript.icon.lock': 'Cadenas',
	'editorScript.icon.star': 'Étoile',
	'editorScript.icon.sparkles': 'Étincelles',
	'editorScript.icon.thumbs-up': 'Pouce levé',
	'editorScript.icon.thumbs-down': 'Pouce baissé',
	'editorScript.icon.question': 'Point d’interrogation',
	'editorScript.icon.eye-off': 'Œil barré',
	'editorScript.icon.clock': 'Horloge',
	'editorScript.icon.chat': 'Bulle de dialogue',
	'editorScript.icon.house': 'Maison',
	'editorScript.icon.briefcase': 'Mallette',
	'editorScript.icon.flower': 'Fleur',
	'editorScript.icon.moon': 'Lune',
	'editorScript.icon.sun': 'Soleil',
	'editorScript.icon.music': 'Note de musique',
	'editorScript.icon.paw': 'Empreinte de patte',
	'editorScript.icon.crown': 'Couronne',
	'editorScript.icon.x': 'Croix',
	'editorScript.ownStatusCountsAs': 'Le statut {n} équivaut à',
	'editorScript.ownStatusWhat': 'statut {n}',
	'editorScript.ownStatusTwice':
		'Un autre de vos statuts a ce nom court : donnez-en un différent à chacun.',
	'editorScript.ownFlagWhat': 'drapeau {name}',
	'editorScript.ready': 'Votre profil est prêt : rien à corriger.',
	'editorScript.problems': {
		one: '{count} problème à corriger avant que votre profil soit prêt ; il est indiqué à sa rubrique.',
		other:
			'{count} problèmes à corriger avant que votre profil soit prêt ; chacun est indiqué à sa rubrique.',
	},
	'editorScript.resultPath': 'Conservé dans le dépôt sous {file}.',
	'editorScript.resultPending':
		'Votre profil apparaît ici, tel que le dépôt le conserve, quand il n’y a plus rien à corriger.',
	'editorScript.resultPathPending':
		'Choisissez un nom de profil : il nomme votre page, /@votre-nom/, et votre profil dans le dépôt.',
	// check's messages (check-words.ts): said by the editor's form, `check` and CI.
	'check.required': 'obligatoire',
	'check.mustBe': 'doit être {expected}, et non {got} : {value}',
	'check.mustBeQuoted':
		'doit être {expected}, et non {got} (mettez la valeur entre guillemets) : {value}',
	'check.mustBeLines':
		'doit être {expected}, et non {got} (écrivez chaque entrée sur sa propre ligne, commençant par « - ») : {value}',
	'check.typeObject': 'un objet (des paires clé : valeur)',
	'check.typeObjectFound': 'un objet',
	'check.typeList': 'une liste',
	'check.typeText': 'un texte',
	'check.typeNumber': 'un nombre',
	'check.typeBoolean': 'un booléen (true ou false)',
	'check.typeNull': 'vide (null)',
	'check.oneOf': 'doit être l’une des valeurs {values}, et non {value}',
	'check.got': '{rule} (valeur trouvée : {value})',
	'check.nothing': 'rien',
	'check.empty': 'ne doit pas être vide',
	'check.length': 'doit compter de {min} à {max} caractères, mais en compte {length}',
	'check.lengthOver':
		'doit compter de {min} à {max} caractères, mais en compte {length} ; raccourcissez-le (la limite du site est fixée par {limit})',
	'check.status':
		'doit être l’une des valeurs favourite, okay, jokingly, friends_only, avoid, un nombre de 1 à 5 ou la clé d’un des statuts propres à ce profil (lettres minuscules, chiffres et « _ »)',
	'check.didYouMean': 'vouliez-vous dire « {hint} » ?',
	'check.ownKeyIsStatus':
		'« {key} » est l’un des cinq statuts : un statut propre a besoin de sa propre clé (par exemple partner) ; renommez-le, ou utilisez {key} tel quel sans le définir',
	'check.ownKeyName':
		'« name » nomme une rubrique dans fields, une rubrique ne pourrait donc pas avoir de liste pour ce statut : renommez-le (par exemple name_own), ici et dans les entrées qui l’utilisent',
	'check.ownKeyForm':
		'la clé « {key} » doit commencer par une lettre minuscule et ne contenir que a-z, 0-9 et « _ », 30 caractères au plus ; renommez-la (par exemple {example})',
	'check.nameEntry': 'doit être un nom (du texte) ou un objet avec name et status',
	'check.pronounsEntry':
		'doit être un jeu de pronoms (un texte comme « iel/ellui ») ou un objet avec pronouns, display_text et status',
	'check.dupName':
		'le nom {text} figure déjà dans la liste{onLine} ({first}) ; ne le mettez qu’une fois : supprimez l’un des deux en gardant le statut voulu',
	'check.dupLink':
		'le lien {text} figure déjà dans la liste{onLine} ({first}) ; ne le mettez qu’une fois : supprimez l’un des deux',
	'check.dupField':
		'la rubrique {text} figure déjà dans la liste{onLine} ({first}) ; ne la mettez qu’une fois : réunissez leurs entrées dans une seule rubrique',
	'check.dupPronouns':
		'les pronoms {text} figurent déjà dans la liste{onLine} ({first}) sous la forme {as}, le même jeu ; ne mettez chaque jeu qu’une fois : supprimez l’un des deux en gardant le statut voulu',
	'check.dupEntry':
		'l’entrée {text} figure déjà dans la liste{under}{onLine} ({first}) ; ne mettez chaque entrée qu’une fois par rubrique, sous le statut voulu : supprimez l’une des deux',
	'check.onLine': ' à la ligne {line}',
	'check.underStatus': ' sous {status}',
	'check.nameTaken':
		'le nom « {name} » est déjà pris par {file} (« {taken} ») ; les noms doivent être uniques sans tenir compte des majuscules, car les disques et les hébergeurs qui ne les distinguent pas confondraient ces noms : {rename}',
	'check.memberNameTaken':
		'le nom « {name} » est déjà pris par {file} (« {taken} ») ; les membres d’un même profil doivent avoir des noms uniques sans tenir compte des majuscules, car les disques et les hébergeurs qui ne les distinguent pas confondraient ces noms : {rename}',
	'check.publishedProfile': 'le profil publié {where}',
	'check.renameFile': 'renommez ce fichier',
	'check.chooseName': 'choisissez un autre nom',
	'check.unknownKey': 'clé inconnue {key} ; vouliez-vous dire « {hint} » ?',
	'check.unknownKeyKnown': 'clé inconnue {key} ; les clés connues sont {known}',
	'check.tooMany':
		'contient {count} entrées, plus que les {max} que le site permet : {fix} (la limite du site est fixée par {limit})',
	'check.tooManyInField':
		'contient {count} entrées dans ses listes réunies, plus que les {max} que le site permet dans un champ : gardez les plus importantes (la limite du site est fixée par {limit})',
	'check.tooManyStatuses':
		'contient {count} statuts personnels, plus que les {max} que le site permet : gardez ceux qu’utilisent vos entrées (la limite du site est fixée par {limit})',
	'check.keepMostUsed': 'gardez celles que vous utilisez le plus',
	'check.keepMatterMost': 'gardez les plus importantes',
	'check.keepMostSeen': 'gardez celles que vous tenez le plus à montrer',
	'check.unknownStatus':
		'statut inconnu {status} : ce n’est aucun des cinq ({words}) ; définissez-le sous statuses: avec un label et un counts_as',
	'check.unknownStatusHint':
		'statut inconnu {status} : ce n’est aucun des cinq ({words}) ; vouliez-vous dire « {hint} » ? Sinon, définissez-le sous statuses: avec un label et un counts_as',
	'check.unknownStatusOwn':
		'statut inconnu {status} : ce n’est ni l’un des cinq ({words}) ni l’un des statuts propres à ce profil ({own}) ; définissez-le sous statuses: avec un label et un counts_as',
	'check.unknownStatusOwnHint':
		'statut inconnu {status} : ce n’est ni l’un des cinq ({words}) ni l’un des statuts propres à ce profil ({own}) ; vouliez-vous dire « {hint} » ? Sinon, définissez-le sous statuses: avec un label et un counts_as',
	'check.labelBuiltInSame':
		'le label {label} est le nom du statut intégré {word} : les lecteurs et les lecteurs d’écran prendraient ces entrées pour {word} ; utilisez le statut {word} lui-même dans les entrées et supprimez ce statut personnel',
	'check.labelBuiltIn':
		'le label {label} est le nom du statut intégré {word} : les lecteurs et les lecteurs d’écran prendraient ces entrées pour {word} ; donnez-lui un label à lui, qui dit ce qu’il signifie (et pas le nom de l’un des cinq statuts)',
	'check.idUsed':
		'l’ID « {id} » est déjà utilisé par {file} ; chaque ID est unique : donnez à ce profil un nouvel ID, par exemple celui-ci, tout neuf : id: {fresh}',
	'check.bioKey':
		'un profil Markdown n’a pas de clé « bio » : la bio est le texte qui suit la ligne « --- » de fermeture ; déplacez-la là',
	'check.nameIsFile':
		'doit être égal au nom du fichier {stem} (le nom du fichier est le nom du profil), et non {given} ; supprimez la clé ou renommez le fichier',
	'check.loneSurrogate':
		'ne doit pas contenir de surrogate isolé ({point}), une moitié de caractère que les analyseurs JSON stricts refusent ; retapez le caractère',
	'check.control':
		'ne doit pas contenir de caractères de contrôle (des codes invisibles auxquels les terminaux et les pages réagissent), et {point} en est un ; supprimez-le',
	'check.controlMultiline':
		'ne doit pas contenir de caractères de contrôle autres que la tabulation et les retours à la ligne (des codes invisibles auxquels les terminaux et les pages réagissent), et {point} en est un ; supprimez-le',
	'check.lineSeparator':
		'doit tenir sur une ligne, et {point} (un séparateur de ligne) en commence une autre ; supprimez-le ou mettez une espace',
	'check.paragraphSeparator':
		'doit tenir sur une ligne, et {point} (un séparateur de paragraphe) en commence une autre ; supprimez-le ou mettez une espace',
	'check.bidi':
		'ne doit pas contenir de contrôles de direction U+202A-202E ou U+2066-2069, qui réordonnent le texte affiché après eux, et {point} en est un ; supprimez-le (les marques U+200E et U+200F sont permises)',
	'check.noncharacter':
		'ne doit pas contenir de non-caractères (des codes réservés aux programmes, que XML et les images refusent), et {point} en est un ; supprimez-le',
	'check.blank':
		'doit contenir un caractère visible, pas seulement des espaces ou des caractères invisibles ; écrivez le texte, ou retirez l’entrée',
	'check.xid': 'doit compter exactement 20 caractères parmi 0-9 et a-v (un xid)',
	'check.httpUrl': 'doit être une adresse absolue en http:// ou https://',
	'check.flagSlug': 'doit être l’un des drapeaux listés dans docs/reference/flags.md',
	'check.iconSlug': 'doit être l’une des icônes listées dans docs/reference/icons.md',
	'check.langUnknown':
		'n’est pas une langue connue d’Intl : écrivez le code de la langue, par exemple « en », « de », « pt-BR » ou « zh-Hant »',
	'check.langUnknownHint':
		'n’est pas une langue connue d’Intl : écrivez le code de la langue ; vouliez-vous dire « {hint} » ({language}) ?',
	'check.langForm': 'n’est pas une étiquette de langue valide (BCP 47) : écrivez « {fix} »',
	'check.langFormAny':
		'n’est pas une étiquette de langue valide (BCP 47, {max} caractères au plus) : écrivez le code de la langue, suivi au besoin d’une région ou d’une écriture après un trait d’union, par exemple « en », « de », « pt-BR » ou « zh-Hant »',
	'check.timeZone': 'doit être un fuseau horaire IANA, comme Europe/Paris ou America/Montreal',
	'check.idRequired':
		'obligatoire : chaque profil a un ID à lui, qui ne change jamais ; ajoutez-en un, par exemple celui-ci, tout neuf : id: {fresh}',
	'check.fieldKey':
		'clé inconnue {key} : un champ contient name et une liste par statut (l’un des cinq ou l’un des statuts propres à ce profil)',
	'check.fieldKeyHint':
		'clé inconnue {key} : un champ contient name et une liste par statut (l’un des cinq ou l’un des statuts propres à ce profil) ; vouliez-vous dire « {hint} » ?',
	'check.flagEntry':
		'doit être le nom court d’un drapeau de la bibliothèque (par exemple transgender) ou un objet avec image, name et description',
	'check.memberTitle':
		'member_title est le titre de la liste des membres d’un profil : indiquez-le dans le fichier index.md ou index.json du profil, pas dans le fichier d’un membre',
	'check.unlistedUser':
		'unlisted retire un membre de la page de son profil et des listes : seul le fichier d’un membre peut l’indiquer ; supprimez-le ici',
	'check.sidTaken':
		'l’ID court « {sid} » est aussi celui de {file} ; chaque ID court mène à un seul profil : donnez à ce profil le sien, par exemple celui-ci, tout neuf : sid: {fresh}',
	'check.avatarRelative':
		'doit être un chemin relatif au fichier du profil, par exemple ./avatar.png, et non « {avatar} »',
	'check.avatarOutside':
		'doit rester dans le dossier content : « {avatar} » pointe en dehors ; placez l’image à côté du fichier du profil',
	'check.avatarMissing':
		'aucune image à « {avatar} » (cherchée ici : {path}) ; vérifiez le nom du fichier',
	'check.avatarSymlink':
		'« {avatar} » est un lien symbolique vers un fichier hors du dossier content ; copiez plutôt l’image à côté du fichier du profil',
	'check.avatarNotOwn':
		'« {avatar} » n’est pas une image propre à ce profil (content/users/{image}) : un avatar doit se trouver dans le dossier du profil, ou à côté de son fichier et porter son nom ({named}) ; l’image d’un autre profil, c’est à ce profil de la modifier ou de la supprimer : copiez l’image vers content/users/{fix} et faites pointer avatar dessus',
	'check.avatarUnchecked':
		'impossible à vérifier ({reason}) ; vérifiez que l’image est un fichier lisible à côté du fichier du profil',
	'check.imageUnreadable':
		'« {avatar} » n’est pas une image lisible ({error}) ; exportez-la à nouveau en PNG, JPEG, WebP, GIF ou AVIF',
	'check.avatarFormat':
		'« {avatar} » est au format {format} ; un avatar doit être au format {formats}',
	'check.flagFormat':
		'« {avatar} » est au format {format} ; une image de drapeau doit être au format {formats}',
	'check.imagePixels':
		'« {avatar} » fait {width}×{height} pixels, au-delà de la limite de {megapixels} mégapixels : réduisez-la',
	'check.imageSide':
		'« {avatar} » fait {width}×{height} pixels ; chaque côté peut mesurer au plus {side} px : réduisez-la',
	'check.imageAspect':
		'« {avatar} » fait {width}×{height} pixels ; le grand côté peut mesurer au plus {ratio} fois le petit (elle est de toute façon recadrée en carré) : recadrez-la plus près d’un carré',
	'check.imageDecode':
		'« {avatar} » n’a pas pu être décodée ({error}) : enregistrez-la à nouveau en PNG, JPEG ou WebP',
	'check.imageNotFile':
		'« {avatar} » est {kind}, pas un fichier image ; un avatar doit être un fichier ordinaire à côté du fichier du profil : remplacez-le par l’image elle-même',
	'check.kindLink': 'un lien symbolique',
	'check.kindFifo': 'un FIFO (tube nommé)',
	'check.kindSocket': 'un socket',
	'check.kindDevice': 'un périphérique',
	'check.kindFolder': 'un dossier',
	'check.imageTooLarge':
		'« {avatar} » pèse {size} ; un avatar peut peser au plus {max} : allégez-le',
	'check.imageChanged': '« {avatar} » a changé pendant sa lecture : relancez la vérification',
	'check.imageUnreadableFile':
		'« {avatar} » n’a pas pu être lu ({error}) ; un avatar doit être un fichier lisible par tous : vérifiez ses permissions, ou enregistrez-le à nouveau',
	'check.folderMisspelt':
		'le profil d’un membre va dans le dossier « {members} » (en minuscules, avec le « s »), pas « {folder} » : déplacez ce fichier vers {fix}',
	'check.folderNested':
		'un membre n’a pas de membres à lui : seul le dossier d’un profil contient un dossier {members}/ ; déplacez ce fichier vers {user}/{members}/, ou faites commencer son nom par « _ » si ce n’est pas un profil',
	'check.folderStray':
		'un dossier de profil contient un seul profil, son index.md ou son index.json ; faites commencer le nom de ce fichier par « _ » si ce n’est pas un profil',
	'check.folderUserForm':
		'ce profil a des membres (dans {name}/{members}/), il doit donc être sous forme de dossier, à côté d’eux : déplacez ce fichier vers {fix}',
	'check.folderNoIndex':
		'un dossier de profil a besoin d’un index.md ou d’un index.json ; ajoutez-en un, ou faites commencer le nom du dossier par « _ »',
	'check.folderBothIndexes':
		'un dossier de profil contient index.md ou index.json, pas les deux : fusionnez-les en un seul',
	'check.folderIndexCase':
		'un dossier de profil contient un seul fichier index, mais celui-ci contient {files} (des noms qui ne diffèrent que par la casse sont un seul fichier sous macOS et Windows) : fusionnez-les en un seul index.md ou index.json',
	'check.membersOver':
		'trop de membres : ce dossier en contient {count}, et un profil peut en avoir au plus {limit} (la limite du site est fixée par limits.members) : retirez ceux qui ne servent plus, ou fusionnez-en certains',
	'check.yamlInvalid': 'YAML invalide : {reason}',
	'check.yamlLineUp':
		'YAML invalide : cette ligne n’est pas alignée sur les lignes auxquelles elle appartient (YAML lit à quelle entrée appartient une ligne d’après les espaces qui la précèdent) : commencez-la exactement sous la clé ou le « - » auquel elle appartient, avec des espaces',
	'check.yamlUnclosedEnd':
		'l’en-tête n’a pas de ligne « --- » de fermeture, le texte qui suit est donc lu comme du YAML : ajoutez une ligne contenant seulement « --- » après la dernière clé, avant la bio',
	'check.yamlUnclosed':
		'l’en-tête n’a pas de ligne « --- » de fermeture, ce texte est donc lu comme du YAML : ajoutez une ligne contenant seulement « --- » au-dessus, après la dernière clé',
	'check.yamlTab':
		'YAML invalide : les tabulations ne peuvent pas servir à l’indentation, YAML n’indente qu’avec des espaces : remplacez la tabulation de cette ligne par des espaces (2 par niveau)',
	'check.yamlEmptyList':
		'YAML invalide : « {key}: {empty} » est une liste vide, les entrées en dessous n’appartiennent donc à rien : retirez « {empty} » pour les garder (« {key}: » seul), ou mettez-les en commentaire avec « # »',
	'check.yamlColon':
		'YAML invalide : la valeur de « {key} » contient « : », que YAML lit comme le début d’une autre clé : mettez la valeur entre guillemets doubles : {fix}',
	'check.yamlKept':
		'YAML invalide : YAML réserve « {char} » pour un usage futur et ne peut pas lire une valeur qui commence ainsi : mettez toute la valeur entre guillemets doubles : {fix}',
	'check.yamlPercent':
		'YAML invalide : en tête de valeur, YAML lit « % » comme une instruction pour le lecteur, pas comme du texte : mettez toute la valeur entre guillemets doubles : {fix}',
	'check.yamlTag':
		'YAML invalide : en tête de valeur, YAML lit « ! » comme une étiquette de type, pas comme du texte : mettez toute la valeur entre guillemets doubles : {fix}',
	'check.yamlAlias':
		'YAML invalide : en tête de valeur, YAML lit « * » comme une référence à une autre valeur, pas comme du texte : mettez toute la valeur entre guillemets doubles : {fix}',
	'check.yamlAnchor':
		'YAML invalide : en tête de valeur, YAML lit « & » comme une étiquette de la valeur, pas comme du texte : mettez toute la valeur entre guillemets doubles : {fix}',
	'check.yamlQuotedPart':
		'YAML invalide : la valeur commence par une partie entre guillemets suivie d’autre texte, ce que YAML ne peut pas lire comme une seule valeur : mettez toute la valeur entre guillemets doubles : {fix}',
	'check.noFences':
		'ce fichier n’a pas d’en-tête : ses clés ne sont pas entre deux lignes « --- », tout le fichier serait donc lu comme la bio : ajoutez une ligne « --- » au-dessus de celle-ci, et une autre après la dernière clé, avant la bio',
	'check.notYaml':
		'l’en-tête doit être en YAML, pas en {language} ; commencez le fichier par une simple ligne « --- »',
	'check.yamlDashLeft': {
		one: 'YAML invalide : le « - » de cette entrée est {count} espace trop à gauche du « - » de l’entrée du dessus (ligne {line}), il n’appartient donc à aucune des deux : placez-le exactement sous celui-ci : {fix}',
		other:
			'YAML invalide : le « - » de cette entrée est {count} espaces trop à gauche du « - » de l’entrée du dessus (ligne {line}), il n’appartient donc à aucune des deux : placez-le exactement sous celui-ci : {fix}',
	},
	'check.yamlDashRight': {
		one: 'YAML invalide : le « - » de cette entrée est {count} espace trop à droite du « - » de l’entrée du dessus (ligne {line}), il n’appartient donc à aucune des deux : placez-le exactement sous celui-ci : {fix}',
		other:
			'YAML invalide : le « - » de cette entrée est {count} espaces trop à droite du « - » de l’entrée du dessus (ligne {line}), il n’appartient donc à aucune des deux : placez-le exactement sous celui-ci : {fix}',
	},
	'check.yamlKeyLeft': {
		one: 'YAML invalide : « {key}: » appartient à l’entrée qui commence à la ligne {line} (« {first}: ») mais se trouve {count} espace trop à gauche : placez-le exactement sous « {first}: » : {fix}',
		other:
			'YAML invalide : « {key}: » appartient à l’entrée qui commence à la ligne {line} (« {first}: ») mais se trouve {count} espaces trop à gauche : placez-le exactement sous « {first}: » : {fix}',
	},
	'check.yamlKeyRight': {
		one: 'YAML invalide : « {key}: » appartient à l’entrée qui commence à la ligne {line} (« {first}: ») mais se trouve {count} espace trop à droite : placez-le exactement sous « {first}: » : {fix}',
		other:
			'YAML invalide : « {key}: » appartient à l’entrée qui commence à la ligne {line} (« {first}: ») mais se trouve {count} espaces trop à droite : placez-le exactement sous « {first}: » : {fix}',
	},
	'check.yamlFirstKeyAgain':
		'YAML invalide : « {key}: » est déjà la première clé de l’entrée qui commence à la ligne {line}, et une entrée n’a chaque clé qu’une fois : pour commencer une nouvelle entrée, écrivez « - » devant, sous le « - » de la ligne {line} : {fix}',
	'check.yamlTextEntry':
		'YAML invalide : « {key}: » donne un réglage à l’entrée de la ligne {line}, mais cette entrée n’est que du texte : écrivez l’entrée sous la forme {entry}, avec {fix} sur la ligne du dessous',
	'check.yamlNoDash':
		'YAML invalide : cette ligne est dans une liste mais ne commence pas par « - », comme toute entrée le doit : écrivez {fix}',
	'check.yamlTopKey':
		'YAML invalide : « {key}: » est l’une des clés propres du profil, elle commence donc en début de ligne, sans espace devant : écrivez {fix}',
	'check.yamlBadIndent': 'mauvaise indentation d’une clé',
	'check.yamlBadIndentList': 'mauvaise indentation d’une entrée de liste',
	'check.yamlDuplicateKey': 'une clé apparaît deux fois',
	'check.yamlEndExpected':
		'la fin des données ou une ligne « --- » de séparation était attendue ici',
	'check.yamlMultilineKey': 'une clé ne peut pas s’étendre sur plusieurs lignes',
	'check.yamlColonMissed': 'il manque le « : » après une clé',
	'check.yamlSpaceAfterColon': 'un espace doit suivre le « : » d’une clé',
	'check.yamlQuoteUnclosed': 'un texte entre guillemets doubles n’est pas refermé',
	'check.yamlSingleQuoteUnclosed': 'un texte entre guillemets simples n’est pas refermé',
	'check.yamlFlowUnclosed': 'une liste entre [ ] ou { } n’est pas refermée',
	'check.yamlFlowComma': 'il manque une virgule entre les entrées d’une liste entre [ ] ou { }',
	'check.yamlEscape': 'séquence d’échappement inconnue dans un texte entre guillemets doubles',
	'check.yamlNonPrintable': 'le fichier contient des caractères non imprimables',
	'check.yamlOther': 'le lecteur YAML s’est arrêté ici ({reason})',
	'check.noteDash':
		'cette ligne est lue comme la suite de la valeur du dessus ({value}), car son « - » est plus à droite que le « - » de cette entrée : pour en faire une entrée à part, placez son « - » exactement sous celui du dessus',
	'check.noteComment':
		'YAML lit le texte qui suit un « #» précédé d’une espace comme un commentaire et l’ignore, cette valeur vaut donc {value} : si {comment} en fait partie, mettez toute la valeur entre guillemets doubles : {fix} ; si c’est une note, mettez-la sur une ligne à part',
	'check.noteAnchor':
		'YAML lit « & » au début d’une valeur comme une étiquette et l’ignore, cette valeur vaut donc {value} : mettez toute la valeur entre guillemets doubles : {fix}',
	'check.noteSpaces':
		'cette valeur finit par des espaces, que YAML supprime : retirez-les, ou, s’ils font partie de la valeur, mettez-la entre guillemets doubles : {fix}',
	'check.noteOlderYesNo':
		'de nombreux lecteurs YAML (YAML 1.1, tel que beaucoup d’éditeurs et d’outils le lisent) lisent {raw} sans guillemets comme true ou false (une valeur oui-non), et non comme le texte {text} : mettez-le entre guillemets doubles, pour que tout lecteur garde le texte : {fix}',
	'check.noteOlderNumber':
		'de nombreux lecteurs YAML (YAML 1.1, tel que beaucoup d’éditeurs et d’outils le lisent) lisent {raw} sans guillemets comme un nombre, et non comme le texte {text} : mettez-le entre guillemets doubles, pour que tout lecteur garde le texte : {fix}',
	'check.noteOlderDate':
		'de nombreux lecteurs YAML (YAML 1.1, tel que beaucoup d’éditeurs et d’outils le lisent) lisent {raw} sans guillemets comme une date, et non comme le texte {text} : mettez-le entre guillemets doubles, pour que tout lecteur garde le texte : {fix}',
	'check.noteNull':
		'YAML lit {raw} sans guillemets comme « aucune valeur », et non comme le texte {text} : mettez-le entre guillemets doubles : {fix}',
	'check.noteNullKey':
		'YAML lit {raw} sans guillemets comme « aucune valeur », et non comme le texte {text} : mettez-le entre guillemets doubles : {fix} ; ou, pour l’omettre, supprimez la ligne',
	'check.noteBoolean':
		'YAML lit {raw} sans guillemets comme la valeur oui-non {read}, et non comme le texte {text} : mettez-le entre guillemets doubles : {fix}',
	'check.noteNumber':
		'YAML lit {raw} sans guillemets comme le nombre {read}, et non comme le texte {text} : mettez-le entre guillemets doubles : {fix}',
	'check.fenceLate': {
		one: 'l’en-tête doit commencer à la première ligne du fichier, par « --- » : supprimez la ligne vide au-dessus du « --- » de la ligne {line}',
		other:
			'l’en-tête doit commencer à la première ligne du fichier, par « --- » : supprimez les {count} lignes vides au-dessus du « --- » de la ligne {line}',
	},
	'check.noFrontMatter':
		'ce fichier n’a pas d’en-tête (les clés entre deux lignes « --- » en haut du fichier) : commencez le fichier par une ligne « --- », puis les clés, dont un ID qui lui est propre (par exemple celui-ci, tout neuf : id: {fresh}), puis une ligne « --- » au-dessus de la bio',
	'check.nesting':
		'les listes et les objets sont imbriqués sur plus de {max} niveaux ; un profil en demande 4 au plus : supprimez l’imbrication en trop',
	'check.jsonInvalid': 'JSON invalide : {reason}',
	'check.jsonEmpty': 'le fichier est vide',
	'check.jsonDuplicate': 'la clé « {key} » apparaît deux fois dans un même objet',
	'check.jsonSymbol': 'caractère inattendu',
	'check.jsonNumber': 'nombre mal formé',
	'check.jsonKey': 'clé « entre guillemets » attendue (pas de virgule avant « } »)',
	'check.jsonValue': 'valeur attendue (y a-t-il une virgule en trop ?)',
	'check.jsonColon': '« : » attendu après la clé',
	'check.jsonComma': '« , » attendue entre les entrées',
	'check.jsonCloseBrace': '« } » attendue',
	'check.jsonCloseBracket': '« ] » attendu',
	'check.jsonEnd': 'texte inattendu après la fin du document',
	'check.jsonComment': 'les commentaires ne sont pas permis en JSON',
	'check.jsonString': 'chaîne non terminée',
	'check.jsonUnicode': 'échappement \\u invalide',
	'check.jsonEscape': 'caractère d’échappement invalide',
	'check.jsonCharacter':
		'caractère invalide dans une chaîne (les caractères de contrôle doivent être échappés)',
	'check.linkInvalid':
		'{link} s’affiche comme du texte, pas comme un lien, car ce n’est pas une adresse http(s) valide (une espace, ou un « // » manquant ?) : corrigez-la pour en faire un lien',
	'check.linkScheme':
		'{link} s’affiche comme du texte, pas comme un lien : seules les adresses http:// et https:// deviennent des liens ; corrigez le début si c’est une adresse web',
	'check.linkNoScheme':
		'{link} s’affiche comme du texte, pas comme un lien, car elle ne commence pas par https:// : écrivez {fix} pour en faire un lien',
	'check.idChanged':
		'l’ID est passé de « {old} » (dans {ref}) à « {id} » ; un ID ne change jamais : remettez id: {old}',
	'check.idMoved':
		'l’ID « {id} » est celui qu’avait {file} dans {ref}, et ce fichier est toujours là ; un ID ne change de fichier que si le fichier est renommé : donnez à ce profil un nouvel ID, par exemple celui-ci, tout neuf : id: {fresh}',
	'check.idReused':
		'l’ID « {id} » appartenait avant à {names} (dans l’historique de {ref}) ; un ID n’est jamais réutilisé, même après une suppression : donnez à ce profil un nouvel ID, par exemple celui-ci, tout neuf : id: {fresh}',
	'check.bothAvatars':
		'donnez soit avatar (une image locale), soit avatar_urls (des adresses en ligne), pas les deux : retirez l’un des deux',
	'check.fileNameRule':
		'le nom du fichier donne le nom de profil {stem}, qui {rule} ; renommez le fichier',
	'check.formBytes':
		'la forme {form} devient, normalisée comme le site la publie, un nom de dossier de {bytes} octets, et un nom de dossier ou de fichier publié peut compter au plus {max} octets (les disques en acceptent 255 ; certains caractères prennent plusieurs octets, ou deviennent plusieurs caractères) : raccourcissez-la, ou écrivez moins de caractères qui en valent plusieurs',
	'check.unreadExtension':
		'ce fichier n’est pas lu, son profil n’est donc pas sur le site : les profils sont lus dans les fichiers .md et .json seulement ; renommez-le en {fix}',
	'check.unreadExtensionFences':
		'ce fichier n’est pas lu, son profil n’est donc pas sur le site : les profils sont lus dans les fichiers .md et .json seulement ; renommez-le en {fix}, et placez ses clés entre deux lignes « --- » (une ligne « --- » au-dessus de « id: », et une après la dernière clé, avant la bio)',
	'check.unreadFolder':
		'les profils ne sont lus que dans le dossier « users » (tout en minuscules), les fichiers de « {folder} » ne sont donc pas lus : déplacez-les dans users/',
	'check.unreadFolderCase':
		'les profils ne sont lus que dans le dossier « users » (tout en minuscules), les fichiers de « {folder} » ne sont donc pas lus : déplacez-les dans users/, ou renommez ce dossier en « users »',
	'check.unreadTop':
		'ce fichier n’est pas lu, son profil n’est donc pas sur le site : les profils ne sont lus que dans le dossier users : déplacez-le vers users/{fix}',
	'check.fileNotRegular':
		'est {kind}, pas un fichier ordinaire ; un profil doit être un fichier ordinaire : remplacez-le par un fichier contenant le texte du profil',
	'check.fileSymlink':
		'est un lien symbolique ; un profil doit être un fichier ordinaire dans le dossier content (les liens ne sont pas suivis) : remplacez le lien par le fichier lui-même',
	'check.fileTooLarge':
		'le fichier pèse {size} ; un fichier de profil peut peser au plus {max} : raccourcissez-le',
	'check.fileChanged': 'le fichier a changé pendant sa lecture : relancez la vérification',
	'check.fileUnreadable': 'n’a pas pu être lu : {error}',
	'check.fileBom':
		'le fichier est enregistré en {encoding} (il commence par une marque d’ordre des octets {encoding}) ; les profils sont en UTF-8 : enregistrez le fichier en UTF-8',
	'check.fileUtf8':
		'UTF-8 invalide (octet {byte} / ligne {line}) ; les profils sont du texte UTF-8 : enregistrez le fichier en UTF-8',
	'check.lookAlike':
		'le nom « {name} » se lit comme « {other} » ({file}) : des lettres qui se ressemblent (I, l et 1 ; O et 0 ; rn et m ; vv et w ; cl et d ; en majuscules comme en minuscules) enverraient les lecteurs vers la mauvaise personne : choisissez un nom qui ne se lit pas comme celui de quelqu’un d’autre',
	'check.nameIsId':
		'le nom « {name} » est l’ID de {file} ; une référence est d’abord cherchée comme ID, donc ce profil ne pourrait jamais être trouvé par son nom : {rename}',
	'check.apiPathClash':
		'le fichier d’API {path} de ce profil tombe sur le même chemin qu’un fichier de {file} (les chemins sont comparés sans tenir compte des majuscules, comme le font beaucoup d’hébergeurs) : {rename}',
	'check.nameMemberList':
		'le nom « {name} » est pris par {path}, la liste des membres de « {user} » : {rename}',
	'check.nameMemberNotFound':
		'le nom « {name} » est pris par {path}, la réponse donnée pour un membre inconnu de « {user} » : {rename}',
	'check.hostMemberName':
		'le nom « {name} » est de ceux que les hébergeurs se réservent dans un dossier (Cloudflare Pages répond à {path} par sa page introuvable ou par une redirection), donc ce membre ne pourrait pas être obtenu par son nom : {rename}',
	'check.hostUserName':
		'le nom « {name} » est de ceux que les hébergeurs se réservent dans un dossier (Cloudflare Pages redirige {path} vers {folder} quand aucun fichier ne s’y trouve, si bien que tout hébergeur y répond comme à un profil inconnu), donc ce profil ne pourrait pas être obtenu par son nom : {rename}',
	'check.hostHandled': 'le nom « {name} » publierait {path}, et {why} : {rename}',
	'check.hostNotFound':
		'Cloudflare Pages répond à tout profil inconnu par le {file} le plus proche, donc ce profil serait envoyé pour chaque profil inconnu',
	'check.hostHtml':
		'les hébergeurs traitent les fichiers .html comme des pages (Cloudflare Pages redirige x.html vers x, et index.html vers son dossier), donc ce profil ne pourrait pas être obtenu par son nom',
	'check.nameEnding':
		'le nom « {name} » se termine par « {ending} » : {treatment} ; un nom ne peut pas avoir une terminaison que les hébergeurs exécutent ou affichent',
	'check.endingPage':
		'les navigateurs affichent ces fichiers comme une page web (text/html et apparentés), donc le texte du profil s’exécuterait comme script sur le site',
	'check.endingScript': 'les navigateurs exécutent ces fichiers comme du JavaScript',
	'check.endingMarkup':
		'les hébergeurs servent ces fichiers comme du XML ou du SVG : les navigateurs les affichent et exécutent les scripts qu’ils contiennent',
	'check.endingSavedPage':
		'les navigateurs ouvrent ces fichiers comme une page web enregistrée (MHTML)',
	'check.endingServer':
		'les serveurs web exécutent ces fichiers comme un script côté serveur (Apache AddHandler, IIS, Tomcat), donc le texte du profil s’exécuterait comme du code sur le serveur',
	'check.endingProgram':
		'Windows ou un shell lance ces fichiers comme un programme quand on ouvre le fichier téléchargé',
	'check.endingFlash': 'les plugins lisent ces fichiers comme une animation Flash',
	'check.nameJson':
		'le nom « {name} » se termine par « .json » : {path} est l’endroit où le profil « {stem} » publie sa copie JSON ; un nom ne peut pas se terminer par « .json »',
	'check.nameJsonMember':
		'le nom « {name} » se termine par « .json » : {path} est l’endroit où sont listés les membres de « {user} », et les fichiers JSON de l’API se terminent ainsi ; un nom ne peut pas se terminer par « .json »',
	'check.nameDevice':
		'le nom « {name} » est le nom de périphérique « {device} », que Windows réserve avec n’importe quelle extension et quelle que soit la casse (CON, PRN, AUX, NUL, COM0-9, LPT0-9), donc ses fichiers ne peuvent être ni extraits ni construits sous Windows',
	'check.nameDeviceStart':
		'le nom « {name} » commence par le nom de périphérique « {device} », que Windows réserve avec n’importe quelle extension et quelle que soit la casse (CON, PRN, AUX, NUL, COM0-9, LPT0-9), donc ses fichiers ne peuvent être ni extraits ni construits sous Windows',
	'check.nameTrailing':
		'le nom « {name} » se termine par « {end} », que Windows retire des noms de fichiers, donc ses fichiers s’y confondraient avec ceux de « {stem} » ; un nom ne peut pas se terminer par « . » ou une espace',
	'check.nameFix': '{problem} : {rename}, par exemple « {example} »',
	'check.fullBuild': 'build complet : {reason}',
	'check.fullNoRecord': 'aucun build complet précédent enregistré',
	'check.fullPackageVersion': 'staticnouns a été mis à jour ({from} → {to})',
	'check.fullPackageCode': 'le code de staticnouns a changé',
	'check.fullRuntime': 'Astro ou Node a été mis à jour',
	'check.fullSiteCode':
		'le code du site a changé (src/, astro.config, package.json, tsconfig.json ou le fichier de verrouillage)',
	'check.fullWords': 'les mots du site ont changé (src/content/i18n/)',
	'check.fullOptions': 'les options du site ont changé (astro.config)',
	'check.fullPublic': 'public/ a changé',
	'check.fullKeptChanged':
		'le build conservé a changé depuis que le dernier build complet l’a enregistré',
	'check.fullFastFailed': 'la voie rapide a échoué ({error})',
	'check.fullOwnRoute': 'le site a sa propre route de type {type} ({route})',
	'check.fullNoConfig': 'le dernier build complet n’a gardé aucune configuration',
	'check.fullNoSite': 'il n’y a pas de site publié à mettre à jour dans {target}',
	'check.fullFormat':
		"le chemin rapide n’écrit les pages qu’avec build.format 'directory' et une barre oblique finale",
	'check.fullAssetChanged': '{path} a changé dans le site publié depuis le dernier build complet',
	'check.fullRedirect': '{path} est une redirection',
	'check.fastDone': {
		one: 'build rapide : seuls des profils ont changé depuis le dernier build complet, {count} page rendue',
		other:
			'build rapide : seuls des profils ont changé depuis le dernier build complet, {count} pages rendues',
	},
	'check.nothingChanged': 'rien n’a changé depuis le dernier build : {target} reste tel quel',
	'check.moreInFile': {
		one: '… et {count} autre problème dans ce fichier',
		other: '… et {count} autres problèmes dans ce fichier',
	},
	'check.moreInReport': {
		one: '… et {count} autre problème (un rapport montre les {max} premiers)',
		other: '… et {count} autres problèmes (un rapport montre les {max} premiers)',
	},
	'editorScript.nameRule':
		'Choisissez un nom de profil de 2 à 40 caractères, chacun une lettre A-Z ou a-z, un chiffre, « _ », « . » ou « - » : c’est la fin de l’adresse de votre page, /@votre-nom/.',
	'editorScript.nameSpace':
		'Votre nom de profil contient une espace après « {before} » : un nom de profil n’en contient aucune, car c’est la fin de l’adresse de votre page. Écrivez plutôt « {fixed} ».',
	'editorScript.noRepository':
		'Ce site n’indique pas où se trouve son dépôt : copiez ou téléchargez le fichier et ajoutez-le comme l’explique le CONTRIBUTING.md du dépôt.',
	'editorScript.change': 'Le modifier sur {forge}',
	'editorScript.proposeOn': 'Le proposer sur {forge}',
	'editorScript.filled':
		'{forge} s’ouvre dans un nouvel onglet avec votre fichier rempli : proposez-le là-bas.',
	'editorScript.handedChange':
		'Le nouveau texte de {file} est {where} : sur la page de {forge}, sélectionnez tout le texte du fichier, collez par-dessus et proposez la modification.',
	'editorScript.tooLong':
		'Votre fichier est trop long pour passer dans une adresse, son texte est donc {where} : collez-le dans l’éditeur vide de {forge} et proposez-le.',
	'editorScript.nameOnly':
		'{forge} remplit le nom du fichier mais pas son texte, qui est {where} : collez-le dans l’éditeur et proposez-le.',
	'editorScript.onClipboard': 'dans votre presse-papiers',
	'editorScript.above': 'ci-dessus (copiez-le)',
	'editorScript.copied': 'Le fichier est dans votre presse-papiers.',
	'editorScript.copyRefused':
		'La copie a été refusée : sélectionnez le texte ci-dessus et copiez-le.',
	'editorScript.issueFilled':
		'{forge} s’ouvre dans un nouvel onglet avec votre profil rempli : envoyez le ticket là-bas, et une pull request en est faite.',
	'editorScript.issueTooLong':
		'Votre profil est trop long pour l’adresse du formulaire de ticket, alors l’éditeur de fichiers de {forge} s’ouvre à la place.',
	'editorScript.nextSteps':
		'Ensuite, une vérification lit votre fichier et répond sur {forge} en quelques minutes ; puis la modification est relue par {reviewers}, et une fois fusionnée, votre page {address} l’affiche après la prochaine construction du site.',
	'editorScript.reviewersOwners': 'les responsables du profil ({owners})',
	'editorScript.reviewersMaintainers': 'l’équipe du site',
	'propose.proposed': 'La pull request n°{pull} propose maintenant ce texte de {file}.',
	'propose.passed': 'La vérification n’a rien trouvé à corriger.',
	'propose.failed':
		'La vérification a trouvé quelque chose à corriger, indiqué ci-dessous avec la ligne de votre fichier. Modifiez le texte de ce ticket et la pull request suit.',
	'propose.next':
		'Ensuite, la pull request est relue par {reviewers} ; une fois fusionnée, votre page {address} affiche la modification après la prochaine construction du site.',
	'propose.refused':
		'Ce ticket ne devient pas une pull request : {reason} Modifiez le ticket pour corriger cela, ou remplissez à nouveau le formulaire du site.',
	'propose.reasonForm':
		'il n’a pas les deux parties du formulaire de profil, le chemin du fichier puis son texte.',
	'propose.reasonSeveral':
		'il nomme plus d’un fichier, et un ticket propose un seul fichier de profil.',
	'propose.reasonPath':
		'le chemin doit être un seul fichier de profil dans {folder}, par exemple {folder}votre-nom.md.',
	'propose.reasonSize': 'le texte dépasse {limit} caractères.',
	'propose.reasonUnchanged': 'le texte est identique à celui du fichier.',
	'propose.maintainer':
		'@{login} ne fait pas partie des responsables de ce profil ({owners}), donc l’équipe du site décide.',
	'propose.ownersChange':
		'Les responsables du profil changent, donc .github/CODEOWNERS doit changer aussi : l’équipe du site ajoute ses lignes (npx staticnouns owners) à la pull request.',
	'propose.closed': 'Le ticket est fermé, donc la pull request n°{pull} est fermée aussi.',
	'propose.pullClosed':
		'La pull request n°{pull} a été fermée sans être fusionnée, donc ce ticket est fermé aussi. Pour proposer à nouveau le profil, rouvrez le ticket ou remplissez à nouveau le formulaire du site.',
	'propose.merged':
		'La pull request n°{pull} est fusionnée : votre page {address} affiche la modification après la prochaine construction du site.',
	'propose.pullBody':
		'Proposée par @{login} dans le ticket n°{issue} ; elle ne modifie que {file}.',
	'propose.statusFailed': 'La vérification a trouvé quelque chose à corriger : voir le ticket.',
	'editorScript.modeEdit':
		'Vous modifiez le profil contenu dans {file}, rempli à partir de ce que le site publie.',
	'editorScript.modeNotPublished':
		'Le site n’a pas de profil publié pour {file} : commencez-en plutôt un nouveau.',
	'editorScript.modeNewMember':
		'Ajout d’un membre de {user} : remplissez ce que vous voulez ; le fichier va dans le dossier de {user}.',
	'editorScript.modeNewProfile':
		'Un nouveau profil : remplissez ce que vous voulez ; tout peut rester vide sauf le nom de profil.',
	'editorScript.modeNotFound':
		'Aucun profil ne s’appelle encore {name} : remplissez le formulaire pour l’ajouter.',
	'editorScript.avatarNotice':
		'Votre fichier nomme une image du dépôt, et le site ne publie pas son chemin : écrivez-le à nouveau (comme dans votre fichier, par exemple ./avatar.png), sinon l’image est retirée.',
	'editorScript.ownersNotice':
		'Le site ne publie jamais les responsables : si votre fichier a une liste « owners », ajoutez ici les mêmes noms, sinon ils sont retirés.',
	'editorScript.modeEditSource':
		'Vous modifiez {file} tel qu’il est écrit : seul ce que vous changez change.',
	'editorScript.unseenKeys':
		'Le formulaire ne voit pas {keys} : si votre fichier en contient, ajoutez-les de nouveau au nouveau texte avant de le proposer, sinon ils sont retirés (ses commentaires aussi).',
} as const satisfies Translation;
