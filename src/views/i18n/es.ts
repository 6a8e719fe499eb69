/**
 * Spanish: "tú", "personas" and "integrante" (epicene) rather than a
 * masculine default; sentences are turned so no adjective has to agree with
 * the reader.
 */
import type { Translation } from './en.ts';

export const es = {
	'site.title': 'Perfiles de pronombres',
	'site.skipToContent': 'Saltar al contenido',
	'site.languages': 'Idiomas',

	'count.profiles': { one: '{count} perfil', other: '{count} perfiles' },
	'count.names': { one: '{count} nombre', other: '{count} nombres' },
	'count.people': { one: '{count} persona', other: '{count} personas' },
	'count.problems': { one: '{count} problema', other: '{count} problemas' },
	'count.warnings': { one: '{count} aviso', other: '{count} avisos' },
	'count.files': { one: '{count} archivo', other: '{count} archivos' },
	'count.members': { one: '{count} integrante', other: '{count} integrantes' },
	'report.summary': '{problems} en {files}.',
	'report.valid': { one: '{profiles} es válido.', other: '{profiles} son válidos.' },
	'report.validMembers': '{profiles} y {members} son válidos.',

	'notFound.title': 'Página no encontrada',
	'notFound.text': 'No hay ninguna página en esta dirección. Los perfiles están en la {link}.',
	'notFound.link': 'página de inicio',
	'notFound.add': '¿Aún no apareces? {link} con el formulario: sin instalar nada.',
	'notFound.addLink': 'Añade tu perfil',

	'paging.previous': 'Anterior',
	'paging.next': 'Siguiente',
	'paging.page': 'página {number}',

	'home.description': {
		one: 'Nombres y pronombres de {count} persona.',
		other: 'Nombres y pronombres de {count} personas.',
	},
	'home.intro':
		'Este es el directorio de nombres y pronombres de nuestra comunidad: cómo quiere cada persona que se le llame y qué evitar. Para sumarte, [rellena tu perfil]({editor}) en el navegador: el formulario lo revisa mientras escribes y lo entrega a nuestro repositorio para su revisión, sin instalar nada. Otras formas, y cómo cambiar tu perfil más adelante: [añadir un perfil]({addProfile}).',
	'home.introWithoutRepository':
		'Este es el directorio de nombres y pronombres de nuestra comunidad: cómo quiere cada persona que se le llame y qué evitar. Para sumarte, añade un archivo de perfil al repositorio con el que se construye este sitio (su CONTRIBUTING.md explica cómo), o pregunta a quienes lo gestionan.',

	'directory.title': 'Directorio',
	'directory.description': {
		one: 'Nombres y pronombres de {count} persona, por letra.',
		other: 'Nombres y pronombres de {count} personas, por letra.',
	},
	'directory.pageDescription': {
		one: '{group}{onPage}, en un directorio de {count} persona.',
		other: '{group}{onPage}, en un directorio de {count} personas.',
	},
	'directory.onPage': ', página {page} de {pages}',
	'directory.summaryPage': 'página {page} de {pages}',
	'directory.summaryTotal': { one: '{count} perfil en total', other: '{count} perfiles en total' },
	'directory.letterGroup': 'Nombres que empiezan por {letter}',
	'directory.otherGroup': 'Nombres que empiezan por un número o un símbolo',
	'directory.letterPage': '{label}, página {page}',
	'directory.letterIndex': 'Nombres por primera letra',
	'directory.letterTitle': { one: '{title}: {count} nombre', other: '{title}: {count} nombres' },
	'directory.emptyLetter': '{title}: nadie todavía',
	'directory.letterPages': 'Páginas de {label}',
	'directory.start': 'Elige una letra, o {link} y sigue las páginas.',
	'directory.startLink': 'empieza por {label}',

	'profile.summary': '{displayName} usa {favourites}.',
	'profile.summaryEmpty': 'Los nombres y pronombres de {displayName}.',
	'profile.avatarAlt': 'Avatar de {displayName}',
	'profile.ownerLink': 'Integrante de ',
	'profile.namesLabel': 'Nombres: ',
	'profile.pronounsLabel': 'Pronombres: ',
	'profile.bio': 'Sobre mí',
	'profile.links': 'Enlaces',
	'profile.names': 'Nombres',
	'profile.pronouns': 'Pronombres',
	'profile.members': 'Integrantes',
	'profile.shareTitle': '{displayName} ({pronouns})',
	'profile.flags': 'Banderas',
	'profile.timezoneLabel': 'Zona horaria: ',
	'profile.timezoneOffset': '{offset} cuando se creó esta página',
	'profile.noneListed': 'Nada indicado.',
	'profile.json': 'Este perfil en JSON',
	'profile.edit': 'Editar este perfil',
	'profile.editInBrowser': 'Editar en el navegador',

	'pronouns.title': 'Pronombres {set}',
	'pronouns.titlePage': 'Pronombres {set}, página {page}',
	'pronouns.description': 'Cómo usar los pronombres {set}, con ejemplos.',
	'pronouns.laterDescription': 'Personas que usan los pronombres {set}, página {page} de {pages}.',
	'pronouns.formsLink': 'Las formas de {set} y cómo usarlas',
	'pronouns.forms': 'Formas',
	'pronouns.form.subject': 'Sujeto',
	'pronouns.form.object': 'Objeto',
	'pronouns.form.determiner': 'Determinante posesivo',
	'pronouns.form.possessive': 'Pronombre posesivo',
	'pronouns.form.reflexive': 'Reflexivo',
	'pronouns.examples': 'Ejemplos',
	'pronouns.examplesIn': 'Los ejemplos están en {language}.',
	'pronouns.variants': 'Tal como se escribió',
	'pronouns.noExamples':
		'Estas formas no están en ninguna de las tablas de pronombres del sitio, así que no hay frases de ejemplo: léelas tal como están escritas, o pregunta.',
	'pronouns.redirect': 'Estos pronombres tienen su página en {link}.',
	'shortLink.title': '@{handle}',
	'shortLink.text': 'Este enlace corto lleva al perfil en {link}.',
	'pronouns.usedBy': 'Los usan',
	'pronouns.usedByPage': 'Los usan, página {page} de {pages}',
	'pronouns.usedByMember': '{handle}, integrante de {ownerName}',
	'pronouns.usedByPages': 'Páginas de las personas que usan {set}',
	'pronouns.usedByIntro':
		'Personas que han marcado estos pronombres como «Favorito» o «Aceptable»; {icon} indica un favorito, que aparece primero.',

	'legend.title': 'Qué significan los iconos',
	'legend.link': '¿Qué significan los iconos?',
	'status.favourite': 'Favorito',
	'status.okay': 'Aceptable',
	'status.jokingly': 'En broma',
	'status.friends_only': 'Solo en confianza',
	'status.avoid': 'Evitar',

	'search.title': 'Buscar',
	'search.description': 'Encuentra personas por nombre, nombre visible o pronombres.',
	'search.boxLabel': 'Buscar por nombre o pronombres',
	'search.button': 'Buscar',
	'search.needsJavaScript':
		'La búsqueda necesita JavaScript. Todo el mundo aparece por la primera letra de su nombre:',
	'search.off':
		'Este sitio no tiene búsqueda. Todo el mundo aparece por la primera letra de su nombre:',
	'search.owner': 'integrante de {ownerName}',
	'search.unavailable':
		'La búsqueda no está disponible ahora mismo: el índice de letras de abajo incluye a todo el mundo.',
	'search.none': 'No hay resultados para «{query}».',
	'search.found': { one: '{count} resultado.', other: '{count} resultados.' },
	'search.more': {
		one: '{count} resultado, se muestran los {shown} primeros: escribe más para afinar.',
		other: '{count} resultados, se muestran los {shown} primeros: escribe más para afinar.',
	},

	'editor.title': 'Editar un perfil',
	'editor.addTitle': 'Añade tu perfil',
	'editMine.label': 'Edita tu perfil',
	'editMine.help': 'Tu nombre de perfil o la dirección de tu página (@tu-nombre).',
	'editMine.open': 'Abrir en el editor',
	'editor.description':
		'Escribe o cambia un archivo de perfil en el navegador, revisado como lo revisa el sitio, y proponlo en la plataforma Git.',
	'editor.noScript':
		'Esta página escribe tu archivo de perfil por ti y lo revisa como el sitio, pero necesita JavaScript, que está desactivado o no se ha podido cargar.',
	'editor.withoutScript': 'Sin JavaScript, edita el archivo en la plataforma Git:',
	'editor.openFolder': 'Abre {link}.',
	'editor.openFolderLink': 'la carpeta de perfiles en {forge}',
	'editor.openRepository':
		'Abre el repositorio del sitio en su plataforma Git, y dentro la carpeta {contentPath}/users.',
	'editor.openFile':
		'Abre tu archivo (tu nombre de perfil, terminado en .md) y elige el botón de editar de la plataforma; para un perfil nuevo, añade un archivo con tu nombre, por ejemplo robin.md.',
	'editor.propose':
		'Haz tu cambio y proponlo: la plataforma abre una pull request, y las comprobaciones del sitio dicen si algo está mal.',
	'editor.contributing': '{link} explica cada parte de un archivo de perfil.',
	'editor.problems': 'Problemas por corregir',
	'editor.optional': '(opcional)',
	'editor.profile': 'Perfil',
	'editor.name': 'Nombre de perfil',
	'editor.nameHelp': 'La dirección de tu página: de 2 a 40 letras A-Z, dígitos, «_», «.» o «-».',
	'editor.id': 'ID',
	'editor.idHelp': 'Se crea para ti; nunca cambia.',
	'editor.displayName': 'Nombre visible',
	'editor.displayNameHelp': 'Se muestra en lugar del nombre de perfil; hasta 100 caracteres.',
	'editor.bio': 'Sobre mí',
	'editor.bioHelp':
		'Unas palabras sobre ti, hasta 1000 caracteres. Markdown: *énfasis*, [un enlace](https://example.org).',
	'editor.names': 'Nombres',
	'editor.namesHelp':
		'Los nombres con los que se te puede llamar, cada uno con lo que sientes al respecto.',
	'editor.addName': 'Añadir un nombre',
	'editor.pronouns': 'Pronombres',
	'editor.pronounsHelp':
		'Formas separadas por «/», por ejemplo elle/le (sujeto/objeto); el texto visible es cómo los muestra la página (vacío: las dos primeras formas).',
	'editor.addPronouns': 'Añadir pronombres',
	'editor.fields': 'Apartados',
	'editor.fieldsHelp':
		'Tus propios títulos, como «Descríbeme como», cada uno con palabras y lo que sientes al respecto.',
	'editor.addField': 'Añadir un apartado',
	'editor.links': 'Enlaces',
	'editor.linksHelp':
		'Hasta 256 caracteres cada uno; las direcciones que empiezan por https:// se convierten en enlaces.',
	'editor.addLink': 'Añadir un enlace',
	'editor.avatar': 'Avatar',
	'editor.avatarImage': 'Imagen en el repositorio',
	'editor.avatarHelp':
		'La ruta de tu imagen junto a tu archivo de perfil, por ejemplo ./avatar.png (PNG, JPEG, WebP, GIF o AVIF). Para añadir una: en la plataforma, abre la carpeta de tu archivo ({folder}), elige «Add file» y luego «Upload files», añade la imagen y escribe aquí su nombre.',
	'editor.avatarUrls': 'O imágenes alojadas en otro sitio',
	'editor.avatarUrlsHelp':
		'Direcciones https:// completas de imágenes alojadas en otro lugar, la principal primero; no junto con una imagen en el repositorio.',
	'editor.addAvatarUrl': 'Añadir una dirección de imagen',
	'editor.owners': 'Responsables',
	'editor.ownersHelp':
		'Nombres de usuario en la plataforma (por ejemplo robin-gh) cuya aprobación necesitan los cambios de este perfil; nunca se muestran en el sitio.',
	'editor.addOwner': 'Añadir responsable',
	'editor.ownStatuses': 'Estados propios',
	'editor.ownStatusesHelp':
		'Además de los cinco: cada uno con un nombre corto que usan tus entradas, una etiqueta, un icono y el estado al que equivale en todo lo demás (búsqueda, páginas de pronombres, la API).',
	'editor.addOwnStatus': 'Añadir un estado propio',
	'editor.flags': 'Banderas',
	'editor.flagsHelp':
		'Banderas del orgullo que se muestran en tu perfil, en el orden en que las eliges.',
	'editor.ownFlags': 'Imágenes de bandera propias',
	'editor.ownFlagsHelp':
		'El formulario no puede subir imágenes: una imagen de bandera propia (una imagen junto a tu archivo) se conserva tal como está escrita. Añádela en tu archivo en la plataforma.',
	'editor.more': 'Más sobre ti',
	'editor.timezone': 'Zona horaria',
	'editor.timezoneHelp':
		'Se muestra con su diferencia actual con UTC; escribe para elegir, p. ej. Europe/Madrid.',
	'editor.lang': 'Idioma de tu texto',
	'editor.langHelp':
		'Una etiqueta de idioma como es, en o pt-BR, para que los lectores de pantalla lean tu biografía y tus entradas en ese idioma.',
	'editor.memberTitle': 'Título de tu lista de integrantes',
	'editor.memberTitleHelp':
		'Aparece sobre tus integrantes en lugar de «Integrantes»; hasta 50 caracteres.',
	'editor.unlisted': 'No mostrar en las listas',
	'editor.unlistedHelp':
		'No listado no es privado: la página sigue publicada en su propia dirección y en la API, para quien tenga el enlace.',
	'editor.result': 'Tu archivo',
	'editor.resultLabel': 'El archivo de perfil',
	'editor.copy': 'Copiar el archivo',
	'editor.download': 'Descargar el archivo',

	'editorScript.nameFixed':
		'El nombre de perfil es el nombre del archivo: para cambiarlo, el archivo se renombra en la plataforma.',
	'editorScript.nameLegend': 'Qué sientes sobre el nombre {n}',
	'editorScript.pronounsLegend': 'Qué sientes sobre los pronombres {n}',
	'editorScript.entryLegend': 'Qué sientes sobre la entrada {n} del apartado {field}',
	'editorScript.short.favourite': 'Favorito',
	'editorScript.short.okay': 'Aceptable',
	'editorScript.short.jokingly': 'Broma',
	'editorScript.short.friends_only': 'Confianza',
	'editorScript.short.avoid': 'Evitar',
	'editorScript.moveUp': 'Subir',
	'editorScript.moveDown': 'Bajar',
	'editorScript.remove': 'Quitar',
	'editorScript.rowButton': '{button}: {what}',
	'editorScript.rowMenu': 'Mover o quitar: {what}',
	'editorScript.nameLabel': 'Nombre {n}',
	'editorScript.nameWhat': 'nombre {n}',
	'editorScript.pronounsLabel': 'Pronombres {n}',
	'editorScript.pronounsDisplayText': 'Texto visible de los pronombres {n} (opcional)',
	'editorScript.pronounsWhat': 'pronombres {n}',
	'editorScript.pronounsDisplayPlaceholder': 'texto visible (opcional)',
	'editorScript.fieldHeading': 'Título del apartado {n}',
	'editorScript.fieldHeadingHelp': 'por ejemplo «Descríbeme como»',
	'editorScript.fieldEntries': 'Entradas del apartado {n}',
	'editorScript.fieldAddEntry': 'Añadir una entrada al apartado {n}',
	'editorScript.fieldWhat': 'apartado {n}',
	'editorScript.entryLabel': 'Entrada {n}',
	'editorScript.entryWhat': 'entrada {n} del apartado {field}',
	'editorScript.linkLabel': 'Enlace {n}',
	'editorScript.linkWhat': 'enlace {n}',
	'editorScript.avatarUrlLabel': 'Dirección de imagen {n}',
	'editorScript.avatarUrlWhat': 'dirección de imagen {n}',
	'editorScript.ownerLabel': 'Responsable {n}',
	'editorScript.ownerWhat': 'responsable {n}',
	'editorScript.ownStatusKey': 'Nombre corto del estado {n}',
	'editorScript.ownStatusKeyHelp':
		'Lo que usan tus entradas: a-z, 0-9 y _, empezando por una letra; ninguno de los cinco.',
	'editorScript.ownStatusLabel': 'Etiqueta del estado {n}',
	'editorScript.ownStatusIcon': 'Icono del estado {n}',
	'editorScript.ownStatusIconDefault': 'el icono del estado al que equivale',
	'editorScript.icon.heart': 'Corazón',
	'editorScript.icon.check': 'Marca de verificación',
	'editorScript.icon.smile': 'Sonrisa',
	'editorScript.icon.people': 'Personas',
	'editorScript.icon.ban': 'Prohibido',
	'editorScript.icon.heart-lock': 'Corazón con candado',
	'editorScript.icon.lock': 'Candado',
	'editorScript.icon.star': 'Estrella',
	'editorScript.icon.sparkles': 'Destellos',
	'editorScript.icon.thumbs-up': 'Pulgar arriba',
	'editorScript.icon.thumbs-down': 'Pulgar abajo',
	'editorScript.icon.question': 'Signo de interrogación',
	'editorScript.icon.eye-off': 'Ojo tachado',
	'editorScript.icon.clock': 'Reloj',
	'editorScript.icon.chat': 'Globo de diálogo',
	'editorScript.icon.house': 'Casa',
	'editorScript.icon.briefcase': 'Maletín',
	'editorScript.icon.flower': 'Flor',
	'editorScript.icon.moon': 'Luna',
	'editorScript.icon.sun': 'Sol',
	'editorScript.icon.music': 'Nota musical',
	'editorScript.icon.paw': 'Huella de pata',
	'editorScript.icon.crown': 'Corona',
	'editorScript.icon.x': 'Cruz',
	'editorScript.ownStatusCountsAs': 'El estado {n} equivale a',
	'editorScript.ownStatusWhat': 'estado {n}',
	'editorScript.ownStatusTwice':
		'Otro de tus estados tiene este nombre corto: dale a cada uno el suyo.',
	'editorScript.ownFlagWhat': 'bandera {name}',
	'editorScript.ready': 'Tu perfil está listo: nada que corregir.',
	'editorScript.problems': {
		one: 'Queda {count} problema por corregir antes de que tu perfil esté listo; aparece en su campo.',
		other:
			'Quedan {count} problemas por corregir antes de que tu perfil esté listo; cada uno aparece en su campo.',
	},
	'editorScript.resultPath': 'Guardado en el repositorio como {file}.',
	'editorScript.resultPending':
		'Tu perfil aparece aquí, tal como lo guarda el repositorio, cuando no quede nada por corregir.',
	'editorScript.resultPathPending':
		'Elige un nombre de perfil: da nombre a tu página, /@tu-nombre/, y a tu perfil en el repositorio.',
	// check's messages (check-words.ts): said by the editor's form, `check` and CI.
	'check.required': 'obligatorio',
	'check.mustBe': 'debe ser {expected}, no {got}: {value}',
	'check.mustBeQuoted': 'debe ser {expected}, no {got} (pon el valor entre comillas): {value}',
	'check.mustBeLines':
		'debe ser {expected}, no {got} (escribe cada entrada en su propia línea, empezando por «- »): {value}',
	'check.typeObject': 'un objeto (pares clave: valor)',
	'check.typeObjectFound': 'un objeto',
	'check.typeList': 'una lista',
	'check.typeText': 'un texto',
	'check.typeNumber': 'un número',
	'check.typeBoolean': 'un booleano (true o false)',
	'check.typeNull': 'vacío (null)',
	'check.oneOf': 'debe ser uno de los valores {values}, no {value}',
	'check.got': '{rule} (valor encontrado: {value})',
	'check.nothing': 'nada',
	'check.empty': 'no debe estar vacío',
	'check.length': 'debe tener de {min} a {max} caracteres, pero tiene {length}',
	'check.lengthOver':
		'debe tener de {min} a {max} caracteres, pero tiene {length}; acórtalo (el límite del sitio lo fija {limit})',
	'check.status':
		'debe ser uno de los valores favourite, okay, jokingly, friends_only, avoid, un número del 1 al 5 o la clave de uno de los estados propios de este perfil (minúsculas, dígitos y «_»)',
	'check.didYouMean': '¿querías decir «{hint}»?',
	'check.ownKeyIsStatus':
		'«{key}» es uno de los cinco estados: un estado propio necesita una clave propia (por ejemplo partner); cámbiale el nombre, o usa {key} tal cual sin definirlo',
	'check.ownKeyName':
		'«name» nombra un apartado en fields, así que un apartado no podría tener una lista de este estado: cámbiale el nombre (por ejemplo name_own), aquí y en las entradas que lo usan',
	'check.ownKeyForm':
		'la clave «{key}» debe empezar por una letra minúscula y contener solo a-z, 0-9 y «_», con 30 caracteres como máximo; cámbiale el nombre (por ejemplo {example})',
	'check.nameEntry': 'debe ser un nombre (texto) o un objeto con name y status',
	'check.pronounsEntry':
		'debe ser un conjunto de pronombres (un texto como «elle/le») o un objeto con pronouns, display_text y status',
	'check.dupName':
		'el nombre {text} ya está en la lista{onLine} ({first}); pon cada uno una sola vez: quita uno de los dos y conserva el estado que quieres',
	'check.dupLink':
		'el enlace {text} ya está en la lista{onLine} ({first}); pon cada uno una sola vez: quita uno de los dos',
	'check.dupField':
		'el apartado {text} ya está en la lista{onLine} ({first}); pon cada uno una sola vez: junta sus entradas en un solo apartado',
	'check.dupPronouns':
		'los pronombres {text} ya están en la lista{onLine} ({first}) como {as}, el mismo conjunto; pon cada conjunto una sola vez: quita uno de los dos y conserva el estado que quieres',
	'check.dupEntry':
		'la entrada {text} ya está en la lista{under}{onLine} ({first}); pon cada entrada una sola vez en un apartado, bajo el estado que quieres: quita una de las dos',
	'check.onLine': ' en la línea {line}',
	'check.underStatus': ' bajo {status}',
	'check.nameTaken':
		'el nombre «{name}» ya lo usa {file} («{taken}»); los nombres deben ser únicos sin distinguir mayúsculas de minúsculas, porque los discos y servidores que no las distinguen confundirían esos nombres: {rename}',
	'check.memberNameTaken':
		'el nombre «{name}» ya lo usa {file} («{taken}»); dentro de un mismo perfil, cada integrante debe tener un nombre único sin distinguir mayúsculas de minúsculas, porque los discos y servidores que no las distinguen confundirían esos nombres: {rename}',
	'check.publishedProfile': 'el perfil publicado {where}',
	'check.renameFile': 'cambia el nombre de este archivo',
	'check.chooseName': 'elige otro nombre',
	'check.unknownKey': 'clave desconocida {key}; ¿querías decir «{hint}»?',
	'check.unknownKeyKnown': 'clave desconocida {key}; las claves conocidas son {known}',
	'check.tooMany':
		'tiene {count} entradas, más de las {max} que permite el sitio: {fix} (el límite del sitio lo fija {limit})',
	'check.tooManyInField':
		'tiene {count} entradas entre todas sus listas, más de las {max} que permite el sitio en un campo: quédate con las más importantes (el límite del sitio lo fija {limit})',
	'check.tooManyStatuses':
		'tiene {count} estados propios, más de los {max} que permite el sitio: quédate con los que usan tus entradas (el límite del sitio lo fija {limit})',
	'check.keepMostUsed': 'quédate con las que más usas',
	'check.keepMatterMost': 'quédate con las más importantes',
	'check.keepMostSeen': 'quédate con las que más quieres que se vean',
	'check.unknownStatus':
		'estado desconocido {status}: no es ninguno de los cinco ({words}); defínelo en statuses: con un label y un counts_as',
	'check.unknownStatusHint':
		'estado desconocido {status}: no es ninguno de los cinco ({words}); ¿querías decir «{hint}»? Si no, defínelo en statuses: con un label y un counts_as',
	'check.unknownStatusOwn':
		'estado desconocido {status}: no es ninguno de los cinco ({words}) ni de los propios de este perfil ({own}); defínelo en statuses: con un label y un counts_as',
	'check.unknownStatusOwnHint':
		'estado desconocido {status}: no es ninguno de los cinco ({words}) ni de los propios de este perfil ({own}); ¿querías decir «{hint}»? Si no, defínelo en statuses: con un label y un counts_as',
	'check.labelBuiltInSame':
		'la etiqueta {label} es el nombre del estado incorporado {word}, así que quien lea y los lectores de pantalla tomarían estas entradas por {word}: usa en las entradas el propio estado {word} y elimina este estado propio',
	'check.labelBuiltIn':
		'la etiqueta {label} es el nombre del estado incorporado {word}, así que quien lea y los lectores de pantalla tomarían estas entradas por {word}: dale una etiqueta propia que diga lo que significa (y que no sea el nombre de ninguno de los cinco estados)',
	'check.idUsed':
		'el ID «{id}» ya lo usa {file}; cada ID es único: dale a este perfil un ID nuevo, por ejemplo este recién creado: id: {fresh}',
	'check.bioKey':
		'un perfil en Markdown no tiene clave «bio»: la bio es el texto que sigue a la línea «---» de cierre; muévelo allí',
	'check.nameIsFile':
		'debe ser igual al nombre del archivo {stem} (el nombre del archivo es el nombre del perfil), no {given}; quita la clave o cambia el nombre del archivo',
	'check.loneSurrogate':
		'no debe contener un sustituto suelto ({point}), medio carácter que los analizadores JSON estrictos rechazan; vuelve a escribir el carácter',
	'check.control':
		'no debe contener caracteres de control (códigos invisibles a los que reaccionan las terminales y las páginas), y {point} es uno; quítalo',
	'check.controlMultiline':
		'no debe contener caracteres de control aparte del tabulador y los saltos de línea (códigos invisibles a los que reaccionan las terminales y las páginas), y {point} es uno; quítalo',
	'check.lineSeparator':
		'debe ser una sola línea, y {point} (un separador de línea) empieza otra; quítalo o escribe un espacio',
	'check.paragraphSeparator':
		'debe ser una sola línea, y {point} (un separador de párrafo) empieza otra; quítalo o escribe un espacio',
	'check.bidi':
		'no debe contener controles de dirección U+202A-202E ni U+2066-2069, que reordenan el texto que se muestra después, y {point} es uno; quítalo (las marcas U+200E y U+200F están permitidas)',
	'check.noncharacter':
		'no debe contener no-caracteres (códigos reservados a los programas, que XML y las imágenes rechazan), y {point} es uno; quítalo',
	'check.blank':
		'debe contener algún carácter visible, no solo espacios o caracteres invisibles; escribe el texto o quita la entrada',
	'check.xid': 'debe tener exactamente 20 caracteres de 0-9 y a-v (un xid)',
	'check.httpUrl': 'debe ser una dirección absoluta con http:// o https://',
	'check.flagSlug': 'debe ser una de las banderas de docs/reference/flags.md',
	'check.iconSlug': 'debe ser uno de los iconos de docs/reference/icons.md',
	'check.langUnknown':
		'no es un idioma que Intl conozca: escribe el código del idioma, por ejemplo «en», «de», «pt-BR» o «zh-Hant»',
	'check.langUnknownHint':
		'no es un idioma que Intl conozca: escribe el código del idioma; ¿querías decir «{hint}» ({language})?',
	'check.langForm': 'no es una etiqueta de idioma válida (BCP 47): escribe «{fix}»',
	'check.langFormAny':
		'no es una etiqueta de idioma válida (BCP 47, {max} caracteres como máximo): escribe el código del idioma, con una región o una escritura tras un guion si hace falta, por ejemplo «en», «de», «pt-BR» o «zh-Hant»',
	'check.timeZone': 'debe ser una zona horaria IANA, como Europe/Madrid o America/Mexico_City',
	'check.idRequired':
		'obligatorio: cada perfil tiene un ID propio que nunca cambia; añade uno, por ejemplo este recién creado: id: {fresh}',
	'check.fieldKey':
		'clave desconocida {key}: un campo tiene name y una lista por estado (uno de los cinco o uno de los propios de este perfil)',
	'check.fieldKeyHint':
		'clave desconocida {key}: un campo tiene name y una lista por estado (uno de los cinco o uno de los propios de este perfil); ¿querías decir «{hint}»?',
	'check.flagEntry':
		'debe ser el nombre corto de una bandera de la biblioteca (como transgender) o un objeto con image, name y description',
	'check.memberTitle':
		'member_title es el título de la lista de integrantes de un perfil: ponlo en el index.md o index.json del perfil, no en el archivo de un integrante',
	'check.unlistedUser':
		'unlisted saca a un integrante de la página de su perfil y de las listas: solo puede ponerlo el archivo de un integrante; quítalo de aquí',
	'check.sidTaken':
		'el ID corto «{sid}» también es el de {file}; cada ID corto lleva a un solo perfil: dale a este perfil uno propio, por ejemplo este recién creado: sid: {fresh}',
	'check.avatarRelative':
		'debe ser una ruta relativa al archivo del perfil, como ./avatar.png, no «{avatar}»',
	'check.avatarOutside':
		'debe quedar dentro de la carpeta content: «{avatar}» apunta fuera de ella; pon la imagen junto al archivo del perfil',
	'check.avatarMissing':
		'no hay ninguna imagen en «{avatar}» (se buscó {path}); revisa el nombre del archivo',
	'check.avatarSymlink':
		'«{avatar}» es un enlace simbólico a un archivo fuera de la carpeta content; copia la imagen junto al archivo del perfil',
	'check.avatarNotOwn':
		'«{avatar}» no es una imagen propia de este perfil (content/users/{image}): un avatar debe estar en la carpeta del propio perfil, o junto a su archivo y con su nombre ({named}); la imagen de otro perfil solo puede cambiarla o borrarla ese perfil: copia la imagen a content/users/{fix} y haz que avatar apunte allí',
	'check.avatarUnchecked':
		'no se pudo comprobar ({reason}); comprueba que la imagen sea un archivo legible junto al archivo del perfil',
	'check.imageUnreadable':
		'«{avatar}» no es una imagen legible ({error}); vuelve a exportarla como PNG, JPEG, WebP, GIF o AVIF',
	'check.avatarFormat': '«{avatar}» es {format}; un avatar debe ser {formats}',
	'check.flagFormat': '«{avatar}» es {format}; una imagen de bandera debe ser {formats}',
	'check.imagePixels':
		'«{avatar}» mide {width}×{height} píxeles, más del límite de {megapixels} megapíxeles: redúcela',
	'check.imageSide':
		'«{avatar}» mide {width}×{height} píxeles; cada lado puede medir como máximo {side} px: redúcela',
	'check.imageAspect':
		'«{avatar}» mide {width}×{height} píxeles; el lado largo puede medir como máximo {ratio} veces el corto (de todos modos se recorta en cuadrado): recórtala más cerca de un cuadrado',
	'check.imageDecode':
		'«{avatar}» no se pudo decodificar ({error}): vuelve a guardarla como PNG, JPEG o WebP',
	'check.imageNotFile':
		'«{avatar}» es {kind}, no un archivo de imagen; un avatar debe ser un archivo normal junto al archivo del perfil: sustitúyelo por la propia imagen',
	'check.kindLink': 'un enlace simbólico',
	'check.kindFifo': 'un FIFO (tubería con nombre)',
	'check.kindSocket': 'un socket',
	'check.kindDevice': 'un dispositivo',
	'check.kindFolder': 'una carpeta',
	'check.imageTooLarge':
		'«{avatar}» ocupa {size}; un avatar puede ocupar como máximo {max}: hazlo más pequeño',
	'check.imageChanged': '«{avatar}» cambió mientras se leía: vuelve a ejecutar la comprobación',
	'check.imageUnreadableFile':
		'«{avatar}» no se pudo leer ({error}); un avatar debe ser un archivo que cualquiera pueda leer: revisa sus permisos o vuelve a guardarlo',
	'check.folderMisspelt':
		'el perfil de un integrante va en la carpeta «{members}» (en minúsculas, con la «s»), no en «{folder}»: mueve este archivo a {fix}',
	'check.folderNested':
		'un integrante no tiene integrantes propios: solo la carpeta de un perfil contiene una carpeta {members}/; mueve este archivo a {user}/{members}/, o haz que su nombre empiece por «_» si no es un perfil',
	'check.folderStray':
		'una carpeta de perfil contiene un solo perfil, su index.md o index.json; haz que el nombre de este archivo empiece por «_» si no es un perfil',
	'check.folderUserForm':
		'este perfil tiene integrantes (en {name}/{members}/), así que debe tener forma de carpeta, junto a ellos: mueve este archivo a {fix}',
	'check.folderNoIndex':
		'una carpeta de perfil necesita un index.md o un index.json; añade uno, o haz que el nombre de la carpeta empiece por «_»',
	'check.folderBothIndexes':
		'una carpeta de perfil contiene index.md o index.json, no ambos: únelos en uno',
	'check.folderIndexCase':
		'una carpeta de perfil contiene un solo archivo index, pero esta contiene {files} (los nombres que solo se distinguen por mayúsculas son un mismo archivo en macOS y Windows): únelos en un solo index.md o index.json',
	'check.membersOver':
		'demasiados integrantes: esta carpeta contiene {count} y un perfil puede tener como máximo {limit} (el límite del sitio lo fija limits.members): quita los que ya no se usan o une algunos',
	'check.yamlInvalid': 'YAML no válido: {reason}',
	'check.yamlLineUp':
		'YAML no válido: esta línea no está alineada con las líneas a las que pertenece (YAML sabe a qué entrada pertenece una línea por los espacios que tiene delante): empiézala justo debajo de la clave o del «- » al que pertenece, con espacios',
	'check.yamlUnclosedEnd':
		'la cabecera no tiene línea «---» de cierre, así que el texto que sigue se lee como YAML: añade una línea con solo «---» después de la última clave, antes de la bio',
	'check.yamlUnclosed':
		'la cabecera no tiene línea «---» de cierre, así que este texto se lee como YAML: añade una línea con solo «---» encima de él, después de la última clave',
	'check.yamlTab':
		'YAML no válido: no se pueden usar tabuladores para sangrar, porque YAML sangra solo con espacios: cambia el tabulador de esta línea por espacios (2 por nivel)',
	'check.yamlEmptyList':
		'YAML no válido: «{key}: {empty}» es una lista vacía, así que las entradas de debajo no pertenecen a nada: quita «{empty}» para conservarlas («{key}:» solo) o coméntalas con «#»',
	'check.yamlColon':
		'YAML no válido: el valor de «{key}» contiene «: », que YAML lee como el comienzo de otra clave: pon el valor entre comillas dobles: {fix}',
	'check.yamlKept':
		'YAML no válido: YAML reserva «{char}» para usos futuros y no puede leer un valor que empiece por él: pon todo el valor entre comillas dobles: {fix}',
	'check.yamlPercent':
		'YAML no válido: al principio de un valor, YAML lee «%» como una instrucción para el lector, no como texto: pon todo el valor entre comillas dobles: {fix}',
	'check.yamlTag':
		'YAML no válido: al principio de un valor, YAML lee «!» como una etiqueta de tipo, no como texto: pon todo el valor entre comillas dobles: {fix}',
	'check.yamlAlias':
		'YAML no válido: al principio de un valor, YAML lee «*» como una referencia a otro valor, no como texto: pon todo el valor entre comillas dobles: {fix}',
	'check.yamlAnchor':
		'YAML no válido: al principio de un valor, YAML lee «&» como una etiqueta del valor, no como texto: pon todo el valor entre comillas dobles: {fix}',
	'check.yamlQuotedPart':
		'YAML no válido: el valor empieza con una parte entre comillas seguida de más texto, y YAML no puede leerlo como un solo valor: pon todo el valor entre comillas dobles: {fix}',
	'check.noFences':
		'este archivo no tiene cabecera: sus claves no están entre dos líneas «---», así que todo el archivo se leería como la bio: añade una línea «---» encima de esta y otra después de la última clave, antes de la bio',
	'check.notYaml':
		'la cabecera debe estar en YAML, no en {language}; empieza el archivo con una línea «---» sin más',
	'check.yamlDashLeft': {
		one: 'YAML no válido: el «- » de esta entrada está {count} espacio demasiado a la izquierda del «- » de la entrada de arriba (línea {line}), así que no pertenece a ninguna de las dos: ponlo justo debajo de ese: {fix}',
		other:
			'YAML no válido: el «- » de esta entrada está {count} espacios demasiado a la izquierda del «- » de la entrada de arriba (línea {line}), así que no pertenece a ninguna de las dos: ponlo justo debajo de ese: {fix}',
	},
	'check.yamlDashRight': {
		one: 'YAML no válido: el «- » de esta entrada está {count} espacio demasiado a la derecha del «- » de la entrada de arriba (línea {line}), así que no pertenece a ninguna de las dos: ponlo justo debajo de ese: {fix}',
		other:
			'YAML no válido: el «- » de esta entrada está {count} espacios demasiado a la derecha del «- » de la entrada de arriba (línea {line}), así que no pertenece a ninguna de las dos: ponlo justo debajo de ese: {fix}',
	},
	'check.yamlKeyLeft': {
		one: 'YAML no válido: «{key}:» pertenece a la entrada que empieza en la línea {line} («{first}:») pero está {count} espacio demasiado a la izquierda: ponlo justo debajo de «{first}:»: {fix}',
		other:
			'YAML no válido: «{key}:» pertenece a la entrada que empieza en la línea {line} («{first}:») pero está {count} espacios demasiado a la izquierda: ponlo justo debajo de «{first}:»: {fix}',
	},
	'check.yamlKeyRight': {
		one: 'YAML no válido: «{key}:» pertenece a la entrada que empieza en la línea {line} («{first}:») pero está {count} espacio demasiado a la derecha: ponlo justo debajo de «{first}:»: {fix}',
		other:
			'YAML no válido: «{key}:» pertenece a la entrada que empieza en la línea {line} («{first}:») pero está {count} espacios demasiado a la derecha: ponlo justo debajo de «{first}:»: {fix}',
	},
	'check.yamlFirstKeyAgain':
		'YAML no válido: «{key}:» ya es la primera clave de la entrada que empieza en la línea {line}, y una entrada tiene cada clave una sola vez: para empezar una entrada nueva, escribe «- » delante, debajo del «- » de la línea {line}: {fix}',
	'check.yamlTextEntry':
		'YAML no válido: «{key}:» da un ajuste a la entrada de la línea {line}, pero esa entrada es solo texto: escribe la entrada como {entry}, con {fix} en la línea de debajo',
	'check.yamlNoDash':
		'YAML no válido: esta línea está en una lista pero no empieza por «- », como debe empezar cada entrada: escribe {fix}',
	'check.yamlTopKey':
		'YAML no válido: «{key}:» es una de las claves propias del perfil, así que empieza al principio de la línea, sin espacios delante: escribe {fix}',
	'check.yamlBadIndent': 'sangría incorrecta de una clave',
	'check.yamlBadIndentList': 'sangría incorrecta de una entrada de lista',
	'check.yamlDuplicateKey': 'una clave aparece dos veces',
	'check.yamlEndExpected': 'aquí se esperaba el final de los datos o una línea «---» de separación',
	'check.yamlMultilineKey': 'una clave no puede ocupar varias líneas',
	'check.yamlColonMissed': 'falta el «:» después de una clave',
	'check.yamlSpaceAfterColon': 'después del «:» de una clave tiene que haber un espacio',
	'check.yamlQuoteUnclosed': 'un texto entre comillas dobles no se cierra',
	'check.yamlSingleQuoteUnclosed': 'un texto entre comillas simples no se cierra',
	'check.yamlFlowUnclosed': 'una lista entre [ ] o { } no se cierra',
	'check.yamlFlowComma': 'falta una coma entre las entradas de una lista entre [ ] o { }',
	'check.yamlEscape': 'secuencia de escape desconocida en un texto entre comillas dobles',
	'check.yamlNonPrintable': 'el archivo contiene caracteres no imprimibles',
	'check.yamlOther': 'el lector de YAML se detuvo aquí ({reason})',
	'check.noteDash':
		'esta línea se lee como parte del valor de arriba ({value}), porque su «- » está más a la derecha que el «- » de esa entrada: para que sea una entrada propia, pon su «- » justo debajo del de arriba',
	'check.noteComment':
		'YAML lee el texto que sigue a « #» como un comentario y lo descarta, así que este valor es {value}: si {comment} forma parte de él, pon todo el valor entre comillas dobles: {fix}; si es una nota, llévala a una línea propia',
	'check.noteAnchor':
		'YAML lee «&» al principio de un valor como una etiqueta y la descarta, así que este valor es {value}: pon todo el valor entre comillas dobles: {fix}',
	'check.noteSpaces':
		'este valor termina en espacios, que YAML descarta: quítalos o, si forman parte del valor, ponlo entre comillas dobles: {fix}',
	'check.noteOlderYesNo':
		'muchos lectores de YAML (YAML 1.1, como lo leen muchos editores y herramientas) leen {raw} sin comillas como true o false (un valor de sí o no), no como el texto {text}: ponlo entre comillas dobles para que cualquier lector conserve el texto: {fix}',
	'check.noteOlderNumber':
		'muchos lectores de YAML (YAML 1.1, como lo leen muchos editores y herramientas) leen {raw} sin comillas como un número, no como el texto {text}: ponlo entre comillas dobles para que cualquier lector conserve el texto: {fix}',
	'check.noteOlderDate':
		'muchos lectores de YAML (YAML 1.1, como lo leen muchos editores y herramientas) leen {raw} sin comillas como una fecha, no como el texto {text}: ponlo entre comillas dobles para que cualquier lector conserve el texto: {fix}',
	'check.noteNull':
		'YAML lee {raw} sin comillas como «ningún valor», no como el texto {text}: ponlo entre comillas dobles: {fix}',
	'check.noteNullKey':
		'YAML lee {raw} sin comillas como «ningún valor», no como el texto {text}: ponlo entre comillas dobles: {fix}; o, para omitirlo, borra la línea',
	'check.noteBoolean':
		'YAML lee {raw} sin comillas como el valor de sí o no {read}, no como el texto {text}: ponlo entre comillas dobles: {fix}',
	'check.noteNumber':
		'YAML lee {raw} sin comillas como el número {read}, no como el texto {text}: ponlo entre comillas dobles: {fix}',
	'check.fenceLate': {
		one: 'la cabecera debe empezar en la primera línea del archivo, con «---»: borra la línea vacía que hay encima del «---» de la línea {line}',
		other:
			'la cabecera debe empezar en la primera línea del archivo, con «---»: borra las {count} líneas vacías que hay encima del «---» de la línea {line}',
	},
	'check.noFrontMatter':
		'este archivo no tiene cabecera (las claves entre dos líneas «---» al principio del archivo): empieza el archivo con una línea «---», luego las claves, entre ellas un ID propio (como este, recién creado: id: {fresh}), y luego una línea «---» encima de la bio',
	'check.nesting':
		'las listas y los objetos están anidados en más de {max} niveles; un perfil necesita 4 como mucho: quita el anidamiento de más',
	'check.jsonInvalid': 'JSON no válido: {reason}',
	'check.jsonEmpty': 'el archivo está vacío',
	'check.jsonDuplicate': 'la clave «{key}» aparece dos veces en un mismo objeto',
	'check.jsonSymbol': 'carácter inesperado',
	'check.jsonNumber': 'número mal formado',
	'check.jsonKey': 'se esperaba una clave «entre comillas» (sin coma antes de «}»)',
	'check.jsonValue': 'se esperaba un valor (¿sobra una coma?)',
	'check.jsonColon': 'se esperaba «:» después de la clave',
	'check.jsonComma': 'se esperaba «,» entre las entradas',
	'check.jsonCloseBrace': 'se esperaba «}»',
	'check.jsonCloseBracket': 'se esperaba «]»',
	'check.jsonEnd': 'texto inesperado después del final del documento',
	'check.jsonComment': 'los comentarios no están permitidos en JSON',
	'check.jsonString': 'cadena sin cerrar',
	'check.jsonUnicode': 'secuencia de escape \\u no válida',
	'check.jsonEscape': 'carácter de escape no válido',
	'check.jsonCharacter':
		'carácter no válido en una cadena (los caracteres de control deben escaparse)',
	'check.linkInvalid':
		'{link} se muestra como texto, no como enlace, porque no es una dirección http(s) válida (¿un espacio, o falta «//»?): corrígela para que sea un enlace',
	'check.linkScheme':
		'{link} se muestra como texto, no como enlace: solo las direcciones http:// y https:// se convierten en enlaces; corrige el principio si es una dirección web',
	'check.linkNoScheme':
		'{link} se muestra como texto, no como enlace, porque no empieza por https://: escribe {fix} para que sea un enlace',
	'check.idChanged':
		'el ID cambió de «{old}» (en {ref}) a «{id}»; los ID nunca cambian: vuelve a poner id: {old}',
	'check.idMoved':
		'el ID «{id}» es el que tenía {file} en {ref}, y ese archivo sigue aquí; un ID solo se mueve con su archivo (al renombrarlo): dale a este perfil un ID nuevo, como este, recién creado: id: {fresh}',
	'check.idReused':
		'el ID «{id}» pertenecía antes a {names} (en la historia de {ref}); los ID nunca se reutilizan, ni siquiera tras un borrado: dale a este perfil un ID nuevo, como este, recién creado: id: {fresh}',
	'check.bothAvatars':
		'da avatar (una imagen local) o avatar_urls (direcciones en línea), no ambos: quita uno de los dos',
	'check.fileNameRule':
		'el nombre del archivo da el nombre de perfil {stem}, que {rule}; cambia el nombre del archivo',
	'check.formBytes':
		'la forma {form} se convierte, normalizada como la publica el sitio, en un nombre de carpeta de {bytes} bytes, y un nombre de carpeta o archivo publicado puede tener como mucho {max} bytes (los discos admiten 255; algunos caracteres ocupan varios bytes o se convierten en varios caracteres): acórtala o escribe menos caracteres que valgan por varios',
	'check.unreadExtension':
		'este archivo no se lee, así que su perfil no está en el sitio: los perfiles se leen solo de archivos .md y .json; cámbiale el nombre a {fix}',
	'check.unreadExtensionFences':
		'este archivo no se lee, así que su perfil no está en el sitio: los perfiles se leen solo de archivos .md y .json; cámbiale el nombre a {fix}, y pon sus claves entre dos líneas «---» (una línea «---» encima de «id:» y otra después de la última clave, antes de la bio)',
	'check.unreadFolder':
		'los perfiles solo se leen de la carpeta «users» (todo en minúsculas), así que los archivos de «{folder}» no se leen: muévelos a users/',
	'check.unreadFolderCase':
		'los perfiles solo se leen de la carpeta «users» (todo en minúsculas), así que los archivos de «{folder}» no se leen: muévelos a users/, o cambia el nombre de esta carpeta a «users»',
	'check.unreadTop':
		'este archivo no se lee, así que su perfil no está en el sitio: los perfiles solo se leen de la carpeta users: muévelo a users/{fix}',
	'check.fileNotRegular':
		'es {kind}, no un archivo normal; un perfil debe ser un archivo normal: sustitúyelo por un archivo con el texto del perfil',
	'check.fileSymlink':
		'es un enlace simbólico; un perfil debe ser un archivo normal dentro de la carpeta content (los enlaces no se siguen): sustituye el enlace por el propio archivo',
	'check.fileTooLarge':
		'el archivo ocupa {size}; un archivo de perfil puede ocupar como mucho {max}: acórtalo',
	'check.fileChanged': 'el archivo cambió mientras se leía: vuelve a ejecutar la comprobación',
	'check.fileUnreadable': 'no se pudo leer: {error}',
	'check.fileBom':
		'el archivo está guardado como {encoding} (empieza con una marca de orden de bytes {encoding}); los perfiles son UTF-8: guarda el archivo como UTF-8',
	'check.fileUtf8':
		'UTF-8 no válido (byte {byte} / línea {line}); los perfiles son texto UTF-8: guarda el archivo como UTF-8',
	'check.lookAlike':
		'el nombre «{name}» se lee como «{other}» ({file}): las letras que se parecen (I, l y 1; O y 0; rn y m; vv y w; cl y d; en mayúsculas o minúsculas) llevarían a quien lo lea a otra persona: elige un nombre que no se lea como el de nadie más',
	'check.nameIsId':
		'el nombre «{name}» es el ID de {file}; una referencia se busca primero como ID, así que este perfil nunca se podría encontrar por su nombre: {rename}',
	'check.apiPathClash':
		'el archivo de la API {path} de este perfil cae en la misma ruta que uno de {file} (las rutas se comparan sin distinguir mayúsculas de minúsculas, como hacen muchos servidores): {rename}',
	'check.nameMemberList':
		'el nombre «{name}» ya lo ocupa {path}, la lista de integrantes de «{user}»: {rename}',
	'check.nameMemberNotFound':
		'el nombre «{name}» ya lo ocupa {path}, la respuesta para un integrante desconocido de «{user}»: {rename}',
	'check.hostMemberName':
		'el nombre «{name}» es uno de los que los servidores se reservan dentro de una carpeta (Cloudflare Pages responde a {path} con su página de «no encontrado» o con una redirección), así que este integrante no se podría obtener por su nombre: {rename}',
	'check.hostUserName':
		'el nombre «{name}» es uno de los que los servidores se reservan dentro de una carpeta (Cloudflare Pages redirige {path} a {folder} cuando no hay ningún archivo, de modo que cualquier servidor lo responde como un perfil desconocido), así que este perfil no se podría obtener por su nombre: {rename}',
	'check.hostHandled': 'el nombre «{name}» publicaría {path}, y {why}: {rename}',
	'check.hostNotFound':
		'Cloudflare Pages responde a cualquier perfil desconocido con el {file} más cercano, así que este perfil se enviaría en lugar de cada perfil desconocido',
	'check.hostHtml':
		'los servidores tratan los archivos .html como páginas (Cloudflare Pages redirige x.html a x, e index.html a su carpeta), así que este perfil no se podría obtener por su nombre',
	'check.nameEnding':
		'el nombre «{name}» termina en «{ending}»: {treatment}; un nombre no puede tener una terminación que los servidores ejecuten o muestren',
	'check.endingPage':
		'los navegadores muestran esos archivos como una página web (text/html y similares), así que el texto del perfil se ejecutaría como script en el sitio',
	'check.endingScript': 'los navegadores ejecutan esos archivos como JavaScript',
	'check.endingMarkup':
		'los servidores entregan esos archivos como XML o SVG: los navegadores los muestran y ejecutan los scripts que contienen',
	'check.endingSavedPage':
		'los navegadores abren esos archivos como una página web guardada (MHTML)',
	'check.endingServer':
		'los servidores web ejecutan esos archivos como un script del lado del servidor (Apache AddHandler, IIS, Tomcat), así que el texto del perfil se ejecutaría como código en el servidor',
	'check.endingProgram':
		'Windows o una shell ejecuta esos archivos como un programa al abrir el archivo descargado',
	'check.endingFlash': 'los plugins reproducen esos archivos como una animación Flash',
	'check.nameJson':
		'el nombre «{name}» termina en «.json»: en {path} publica el perfil «{stem}» su copia JSON; los nombres no pueden terminar en «.json»',
	'check.nameJsonMember':
		'el nombre «{name}» termina en «.json»: en {path} se listan los integrantes de «{user}», y así terminan los archivos JSON de la API; los nombres no pueden terminar en «.json»',
	'check.nameDevice':
		'el nombre «{name}» es el nombre de dispositivo «{device}», que Windows reserva con cualquier extensión y en mayúsculas o minúsculas (CON, PRN, AUX, NUL, COM0-9, LPT0-9), así que sus archivos no se pueden extraer del repositorio ni compilar en Windows',
	'check.nameDeviceStart':
		'el nombre «{name}» empieza por el nombre de dispositivo «{device}», que Windows reserva con cualquier extensión y en mayúsculas o minúsculas (CON, PRN, AUX, NUL, COM0-9, LPT0-9), así que sus archivos no se pueden extraer del repositorio ni compilar en Windows',
	'check.nameTrailing':
		'el nombre «{name}» termina en «{end}», que Windows quita de los nombres de archivo, así que allí sus archivos chocarían con los de «{stem}»; los nombres no pueden terminar en «.» ni en un espacio',
	'check.nameFix': '{problem}: {rename}, por ejemplo «{example}»',
	'check.fullBuild': 'compilación completa: {reason}',
	'check.fullNoRecord': 'no hay ninguna compilación completa anterior registrada',
	'check.fullPackageVersion': 'staticnouns se actualizó ({from} → {to})',
	'check.fullPackageCode': 'el código de staticnouns cambió',
	'check.fullRuntime': 'Astro o Node se actualizó',
	'check.fullSiteCode':
		'el código del sitio cambió (src/, astro.config, package.json, tsconfig.json o el archivo de bloqueo)',
	'check.fullWords': 'los textos del sitio cambiaron (src/content/i18n/)',
	'check.fullOptions': 'las opciones del sitio cambiaron (astro.config)',
	'check.fullPublic': 'public/ cambió',
	'check.fullKeptChanged':
		'la compilación guardada cambió desde que la registró la última compilación completa',
	'check.fullFastFailed': 'la vía rápida falló ({error})',
	'check.fullOwnRoute': 'el sitio tiene una ruta propia de tipo {type} ({route})',
	'check.fullNoConfig': 'la última compilación completa no guardó ninguna configuración',
	'check.fullNoSite': 'no hay ningún sitio publicado que actualizar en {target}',
	'check.fullFormat':
		"la vía rápida solo escribe páginas con build.format 'directory' y barra final",
	'check.fullAssetChanged':
		'{path} cambió en el sitio publicado desde la última compilación completa',
	'check.fullRedirect': '{path} es una redirección',
	'check.fastDone': {
		one: 'compilación rápida: desde la última compilación completa solo cambiaron perfiles, {count} página generada',
		other:
			'compilación rápida: desde la última compilación completa solo cambiaron perfiles, {count} páginas generadas',
	},
	'check.nothingChanged': 'nada cambió desde la última compilación: {target} se queda como está',
	'check.moreInFile': {
		one: '… y {count} problema más en este archivo',
		other: '… y {count} problemas más en este archivo',
	},
	'check.moreInReport': {
		one: '… y {count} problema más (un informe muestra los {max} primeros)',
		other: '… y {count} problemas más (un informe muestra los {max} primeros)',
	},
	'editorScript.nameRule':
		'Elige un nombre de perfil de 2 a 40 caracteres, cada uno una letra A-Z o a-z, un dígito, «_», «.» o «-»: es el final de la dirección de tu página, /@tu-nombre/.',
	'editorScript.nameSpace':
		'Tu nombre de perfil tiene un espacio después de «{before}»: un nombre de perfil no lleva espacios, porque es el final de la dirección de tu página. Escribe «{fixed}» en su lugar.',
	'editorScript.noRepository':
		'Este sitio no dice dónde está su repositorio: copia o descarga el archivo y añádelo como explica el CONTRIBUTING.md del repositorio.',
	'editorScript.change': 'Cambiarlo en {forge}',
	'editorScript.proposeOn': 'Proponerlo en {forge}',
	'editorScript.filled':
		'{forge} se abre en una pestaña nueva con tu archivo ya escrito: proponlo allí.',
	'editorScript.handedChange':
		'El texto nuevo de {file} está {where}: en la página de {forge}, selecciona todo el texto del archivo, pega encima y propón el cambio.',
	'editorScript.tooLong':
		'Tu archivo es demasiado largo para pasarlo en una dirección, así que su texto está {where}: pégalo en el editor vacío de {forge} y proponlo.',
	'editorScript.nameOnly':
		'{forge} rellena el nombre del archivo pero no su texto, que está {where}: pégalo en el editor y proponlo.',
	'editorScript.onClipboard': 'en tu portapapeles',
	'editorScript.above': 'arriba (cópialo)',
	'editorScript.copied': 'El archivo está en tu portapapeles.',
	'editorScript.copyRefused': 'No se ha permitido copiar: selecciona el texto de arriba y cópialo.',
	'editorScript.issueFilled':
		'{forge} se abre en una pestaña nueva con tu perfil ya escrito: envía allí la incidencia y se convertirá en una pull request.',
	'editorScript.issueTooLong':
		'Tu perfil es demasiado largo para la dirección del formulario de incidencias, así que se abre en su lugar el editor de archivos de {forge}.',
	'editorScript.nextSteps':
		'Después, una comprobación lee tu archivo y responde en {forge} en pocos minutos; luego revisa el cambio {reviewers}, y en cuanto se fusione, tu página {address} lo mostrará tras la siguiente compilación del sitio.',
	'editorScript.reviewersOwners': 'quien sea responsable del perfil ({owners})',
	'editorScript.reviewersMaintainers': 'el equipo del sitio',
	'propose.proposed': 'La pull request #{pull} propone ahora este texto de {file}.',
	'propose.passed': 'La comprobación no ha encontrado nada que corregir.',
	'propose.failed':
		'La comprobación ha encontrado algo que corregir; está abajo, con la línea de tu archivo. Edita el texto de esta incidencia y la pull request se actualizará.',
	'propose.next':
		'Después, revisa la pull request {reviewers}; en cuanto se fusione, tu página {address} mostrará el cambio tras la siguiente compilación del sitio.',
	'propose.refused':
		'Esta incidencia no se convierte en una pull request: {reason} Edita la incidencia para corregirlo o vuelve a rellenar el formulario del sitio.',
	'propose.reasonForm':
		'no tiene las dos partes del formulario de perfil: primero la ruta del archivo y después su texto.',
	'propose.reasonSeveral':
		'nombra más de un archivo, y cada incidencia propone un solo archivo de perfil.',
	'propose.reasonPath':
		'la ruta debe ser un único archivo de perfil en {folder}, por ejemplo {folder}tu-nombre.md.',
	'propose.reasonSize': 'el texto tiene más de {limit} caracteres.',
	'propose.reasonUnchanged': 'el texto es el mismo que ya tiene el archivo.',
	'propose.maintainer':
		'@{login} no está entre quienes son responsables de este perfil ({owners}), así que decide el equipo del sitio.',
	'propose.ownersChange':
		'Cambian las personas responsables del perfil, así que también debe cambiar .github/CODEOWNERS: el equipo del sitio añade sus líneas (npx staticnouns owners) a la pull request.',
	'propose.closed':
		'La incidencia está cerrada, así que la pull request #{pull} también se ha cerrado.',
	'propose.pullClosed':
		'La pull request #{pull} se ha cerrado sin fusionarse, así que esta incidencia también se cierra. Para volver a proponer el perfil, reabre la incidencia o vuelve a rellenar el formulario del sitio.',
	'propose.merged':
		'La pull request #{pull} se ha fusionado: tu página {address} mostrará el cambio tras la siguiente compilación del sitio.',
	'propose.pullBody': 'Propuesta por @{login} en la incidencia #{issue}; solo cambia {file}.',
	'propose.statusFailed': 'La comprobación ha encontrado algo que corregir: mira la incidencia.',
	'editorScript.modeEdit':
		'Estás cambiando el perfil de {file}, rellenado con lo que publica el sitio.',
	'editorScript.modeNotPublished':
		'El sitio no tiene ningún perfil publicado para {file}: empieza uno nuevo.',
	'editorScript.modeNewMember':
		'Nuevo perfil de integrante de {user}: rellena lo que quieras; el archivo va en su carpeta.',
	'editorScript.modeNewProfile':
		'Un perfil nuevo: rellena lo que quieras; todo menos el nombre de perfil puede quedar vacío.',
	'editorScript.modeNotFound':
		'Aún no hay ningún perfil llamado {name}: rellena el formulario para añadirlo.',
	'editorScript.avatarNotice':
		'Tu archivo nombra una imagen del repositorio, y el sitio no publica su ruta: escríbela de nuevo (como en tu archivo, por ejemplo ./avatar.png), o la imagen se quitará.',
	'editorScript.ownersNotice':
		'El sitio nunca publica a las personas responsables: si tu archivo tiene una lista «owners», añade aquí los mismos nombres, o se quitarán.',
	'editorScript.modeEditSource':
		'Estás cambiando {file} tal como está escrito: solo cambia lo que tú cambias.',
	'editorScript.unseenKeys':
		'El formulario no ve {keys}: si tu archivo tiene alguno, vuelve a añadirlo al texto nuevo antes de proponerlo, o se quitará (sus comentarios también).',
} as const satisfies Translation;
