/**
 * Portuguese (Brazil's usage, which `pt` means in CLDR): “você”, “pessoas”,
 * “integrantes” and “quem”, sentences turned around nouns so no adjective
 * assumes the reader's gender.
 */
import type { Translation } from './en.ts';

export const pt = {
	'site.title': 'Perfis de pronomes',
	'site.skipToContent': 'Pular para o conteúdo',
	'site.languages': 'Idiomas',

	'count.profiles': { one: '{count} perfil', other: '{count} perfis' },
	'count.names': { one: '{count} nome', other: '{count} nomes' },
	'count.people': { one: '{count} pessoa', other: '{count} pessoas' },
	'count.problems': { one: '{count} problema', other: '{count} problemas' },
	'count.warnings': { one: '{count} aviso', other: '{count} avisos' },
	'count.files': { one: '{count} arquivo', other: '{count} arquivos' },
	'count.members': { one: '{count} integrante', other: '{count} integrantes' },
	'report.summary': '{problems} em {files}.',
	'report.valid': { one: '{profiles} é válido.', other: '{profiles} são válidos.' },
	'report.validMembers': '{profiles} e {members} são válidos.',

	'notFound.title': 'Página não encontrada',
	'notFound.text': 'Não há nenhuma página neste endereço. Os perfis estão listados na {link}.',
	'notFound.link': 'página inicial',
	'notFound.add': 'Ainda não aparece aqui? {link} com o formulário: nada a instalar.',
	'notFound.addLink': 'Adicione o seu perfil',

	'paging.previous': 'Anterior',
	'paging.next': 'Próxima',
	'paging.page': 'página {number}',

	'home.description': {
		one: 'Nomes e pronomes de {count} pessoa.',
		other: 'Nomes e pronomes de {count} pessoas.',
	},
	'home.intro':
		'Este é o diretório de nomes e pronomes da nossa comunidade: como cada pessoa quer ser chamada, e o que evitar. Para entrar, [preencha o seu perfil]({editor}) no navegador: o formulário o verifica enquanto você digita e o entrega ao nosso repositório para revisão, sem instalar nada. Outros caminhos, e como alterar o seu perfil depois: [adicionar um perfil]({addProfile}).',
	'home.introWithoutRepository':
		'Este é o diretório de nomes e pronomes da nossa comunidade: como cada pessoa quer ser chamada, e o que evitar. Para entrar, adicione um arquivo de perfil ao repositório de onde este site é gerado (o CONTRIBUTING.md dele explica como), ou pergunte a quem cuida do site.',

	'directory.title': 'Diretório',
	'directory.description': {
		one: 'Nomes e pronomes de {count} pessoa, por letra.',
		other: 'Nomes e pronomes de {count} pessoas, por letra.',
	},
	'directory.pageDescription': {
		one: '{group}{onPage}, em um diretório de {count} pessoa.',
		other: '{group}{onPage}, em um diretório de {count} pessoas.',
	},
	'directory.onPage': ', página {page} de {pages}',
	'directory.summaryPage': 'página {page} de {pages}',
	'directory.summaryTotal': { one: '{count} perfil no total', other: '{count} perfis no total' },
	'directory.letterGroup': 'Nomes que começam com {letter}',
	'directory.otherGroup': 'Nomes que começam com um número ou um símbolo',
	'directory.letterPage': '{label}, página {page}',
	'directory.letterIndex': 'Nomes pela primeira letra',
	'directory.letterTitle': { one: '{title}: {count} nome', other: '{title}: {count} nomes' },
	'directory.emptyLetter': '{title}: nenhum perfil ainda',
	'directory.letterPages': 'Páginas de {label}',
	'directory.start': 'Escolha uma letra, ou {link} e siga as páginas.',
	'directory.startLink': 'comece por {label}',

	'profile.summary': '{displayName} usa {favourites}.',
	'profile.summaryEmpty': 'Os nomes e pronomes de {displayName}.',
	'profile.avatarAlt': 'Avatar de {displayName}',
	'profile.ownerLink': 'Parte de ',
	'profile.namesLabel': 'Nomes: ',
	'profile.pronounsLabel': 'Pronomes: ',
	'profile.bio': 'Sobre mim',
	'profile.links': 'Links',
	'profile.names': 'Nomes',
	'profile.pronouns': 'Pronomes',
	'profile.members': 'Integrantes',
	'profile.shareTitle': '{displayName} ({pronouns})',
	'profile.flags': 'Bandeiras',
	'profile.timezoneLabel': 'Fuso horário: ',
	'profile.timezoneOffset': '{offset} quando esta página foi criada',
	'profile.noneListed': 'Nada informado.',
	'profile.json': 'Este perfil em JSON',
	'profile.edit': 'Editar este perfil',
	'profile.editInBrowser': 'Editar no navegador',

	'pronouns.title': 'Pronomes {set}',
	'pronouns.titlePage': 'Pronomes {set}, página {page}',
	'pronouns.description': 'Como usar os pronomes {set}, com exemplos.',
	'pronouns.laterDescription': 'Pessoas que usam os pronomes {set}, página {page} de {pages}.',
	'pronouns.formsLink': 'As formas de {set} e como usá-las',
	'pronouns.forms': 'Formas',
	'pronouns.form.subject': 'Sujeito',
	'pronouns.form.object': 'Objeto',
	'pronouns.form.determiner': 'Possessivo antes do nome',
	'pronouns.form.possessive': 'Possessivo sozinho',
	'pronouns.form.reflexive': 'Reflexivo',
	'pronouns.examples': 'Exemplos',
	'pronouns.examplesIn': 'Os exemplos estão em {language}.',
	'pronouns.variants': 'Como foi escrito',
	'pronouns.noExamples':
		'Estas formas não estão em nenhuma das tabelas de pronomes do site, então não há frases de exemplo: leia-as como estão escritas, ou pergunte.',
	'pronouns.redirect': 'Estes pronomes têm sua página em {link}.',
	'shortLink.title': '@{handle}',
	'shortLink.text': 'Este link curto leva ao perfil em {link}.',
	'pronouns.usedBy': 'Quem usa',
	'pronouns.usedByPage': 'Quem usa, página {page} de {pages}',
	'pronouns.usedByMember': '{handle}, parte de {ownerName}',
	'pronouns.usedByPages': 'Páginas das pessoas que usam {set}',
	'pronouns.usedByIntro':
		'Pessoas que marcaram estes pronomes como “Favorito” ou “Tudo bem”; {icon} marca um favorito, listado primeiro.',

	'legend.title': 'O que os ícones significam',
	'legend.link': 'O que os ícones significam?',
	'status.favourite': 'Favorito',
	'status.okay': 'Tudo bem',
	'status.jokingly': 'De brincadeira',
	'status.friends_only': 'Só entre amizades',
	'status.avoid': 'Evitar',

	'search.title': 'Busca',
	'search.description': 'Encontre pessoas por nome, nome de exibição ou pronomes.',
	'search.boxLabel': 'Buscar por nome ou pronomes',
	'search.button': 'Buscar',
	'search.needsJavaScript':
		'A busca precisa de JavaScript. Todas as pessoas estão listadas pela primeira letra do nome:',
	'search.off':
		'Este site não tem busca. Todas as pessoas estão listadas pela primeira letra do nome:',
	'search.owner': 'parte de {ownerName}',
	'search.unavailable':
		'A busca não está disponível agora: o índice de letras abaixo lista todas as pessoas.',
	'search.none': 'Nenhum resultado para “{query}”.',
	'search.found': { one: '{count} resultado.', other: '{count} resultados.' },
	'search.more': {
		one: '{count} resultado, os primeiros {shown} exibidos: digite mais para refinar.',
		other: '{count} resultados, os primeiros {shown} exibidos: digite mais para refinar.',
	},

	'editor.title': 'Editar um perfil',
	'editor.addTitle': 'Adicione o seu perfil',
	'editMine.label': 'Edite o seu perfil',
	'editMine.help': 'O nome do seu perfil, ou o endereço da sua página (@seu-nome).',
	'editMine.open': 'Abrir no editor',
	'editor.description':
		'Escreva ou altere um arquivo de perfil no navegador, verificado como o site verifica, e proponha-o na plataforma Git.',
	'editor.noScript':
		'Esta página escreve o arquivo do seu perfil para você e o verifica como o site faz, mas precisa de JavaScript, que está desativado ou não carregou.',
	'editor.withoutScript': 'Sem JavaScript, edite o arquivo na plataforma Git:',
	'editor.openFolder': 'Abra {link}.',
	'editor.openFolderLink': 'a pasta de perfis em {forge}',
	'editor.openRepository':
		'Abra o repositório do site na plataforma Git dele, e a pasta {contentPath}/users.',
	'editor.openFile':
		'Abra o seu arquivo (o nome do seu perfil, terminando em .md) e escolha o botão de editar da plataforma; para um perfil novo, adicione um arquivo com o seu nome, por exemplo robin.md.',
	'editor.propose':
		'Faça a sua alteração e proponha-a: a plataforma abre um pull request, e as verificações do site dizem se algo está errado.',
	'editor.contributing': '{link} explica cada parte de um arquivo de perfil.',
	'editor.problems': 'Problemas a corrigir',
	'editor.optional': '(opcional)',
	'editor.profile': 'Perfil',
	'editor.name': 'Nome do perfil',
	'editor.nameHelp': 'O endereço da sua página: de 2 a 40 letras A-Z, dígitos, “_”, “.” ou “-”.',
	'editor.id': 'ID',
	'editor.idHelp': 'Criado para você; nunca muda.',
	'editor.displayName': 'Nome de exibição',
	'editor.displayNameHelp': 'Mostrado no lugar do nome do perfil; até 100 caracteres.',
	'editor.bio': 'Sobre mim',
	'editor.bioHelp':
		'Algumas palavras sobre você, até 1000 caracteres. Markdown: *ênfase*, [um link](https://example.org).',
	'editor.names': 'Nomes',
	'editor.namesHelp':
		'Os nomes pelos quais podem chamar você, cada um com o que você sente sobre ele.',
	'editor.addName': 'Adicionar um nome',
	'editor.pronouns': 'Pronomes',
	'editor.pronounsHelp':
		'Formas separadas por “/”, por exemplo elu/elu/delu/delu/elu mesme; o texto de exibição é como a página os mostra (vazio: as duas primeiras formas).',
	'editor.addPronouns': 'Adicionar pronomes',
	'editor.fields': 'Campos',
	'editor.fieldsHelp':
		'Os seus próprios títulos, como “Me descreva como”, cada um com palavras e o que você sente sobre elas.',
	'editor.addField': 'Adicionar um campo',
	'editor.links': 'Links',
	'editor.linksHelp': 'Até 256 caracteres cada; endereços que começam com https:// viram links.',
	'editor.addLink': 'Adicionar um link',
	'editor.avatar': 'Avatar',
	'editor.avatarImage': 'Imagem no repositório',
	'editor.avatarHelp':
		'O caminho da sua imagem ao lado do arquivo do seu perfil, por exemplo ./avatar.png (PNG, JPEG, WebP, GIF ou AVIF). Para adicionar uma: na plataforma, abra a pasta onde está o seu arquivo ({folder}), escolha “Add file” e depois “Upload files”, adicione a imagem e escreva o nome dela aqui.',
	'editor.avatarUrls': 'Ou imagens hospedadas em outro lugar',
	'editor.avatarUrlsHelp':
		'Endereços https:// completos de imagens hospedadas em outro lugar, a principal primeiro; não junto com uma imagem no repositório.',
	'editor.addAvatarUrl': 'Adicionar um endereço de imagem',
	'editor.owners': 'Responsáveis',
	'editor.ownersHelp':
		'Nomes de usuário na plataforma (por exemplo robin-gh) de cuja aprovação as alterações deste perfil precisam; nunca mostrados no site.',
	'editor.addOwner': 'Adicionar responsável',
	'editor.ownStatuses': 'Status próprios',
	'editor.ownStatusesHelp':
		'Além dos cinco: cada um com um nome curto que as suas entradas usam, um rótulo, um ícone e o status ao qual equivale em todo o resto (busca, páginas de pronomes, a API).',
	'editor.addOwnStatus': 'Adicionar um status próprio',
	'editor.flags': 'Bandeiras',
	'editor.flagsHelp':
		'Bandeiras do orgulho mostradas no seu perfil, na ordem em que você as escolhe.',
	'editor.ownFlags': 'Imagens de bandeira próprias',
	'editor.ownFlagsHelp':
		'O formulário não pode enviar imagens: uma imagem de bandeira própria (uma imagem ao lado do seu arquivo) fica como está escrita. Adicione uma no seu arquivo na plataforma.',
	'editor.more': 'Mais sobre você',
	'editor.timezone': 'Fuso horário',
	'editor.timezoneHelp':
		'Mostrado com a diferença atual em relação ao UTC; digite para escolher, por exemplo America/Sao_Paulo.',
	'editor.lang': 'Idioma do seu texto',
	'editor.langHelp':
		'Uma etiqueta de idioma como pt-BR, en ou de, para que leitores de tela leiam a sua bio e as suas entradas nesse idioma.',
	'editor.memberTitle': 'Título da sua lista de integrantes',
	'editor.memberTitleHelp':
		'Mostrado acima dos seus integrantes no lugar de “Integrantes”; até 50 caracteres.',
	'editor.unlisted': 'Deixar este integrante fora das listas',
	'editor.unlistedHelp':
		'Fora das listas não é privado: o integrante continua publicado no próprio endereço e na API, para quem tiver o link.',
	'editor.result': 'Seu arquivo',
	'editor.resultLabel': 'O arquivo do perfil',
	'editor.copy': 'Copiar o arquivo',
	'editor.download': 'Baixar o arquivo',

	'editorScript.nameFixed':
		'O nome do perfil é o nome do arquivo: para mudá-lo, o arquivo é renomeado na plataforma.',
	'editorScript.nameLegend': 'O que você sente sobre o nome {n}',
	'editorScript.pronounsLegend': 'O que você sente sobre os pronomes {n}',
	'editorScript.entryLegend': 'O que você sente sobre o item {n} do campo {field}',
	'editorScript.short.favourite': 'Favorito',
	'editorScript.short.okay': 'Tudo bem',
	'editorScript.short.jokingly': 'Brincadeira',
	'editorScript.short.friends_only': 'Amizades',
	'editorScript.short.avoid': 'Evitar',
	'editorScript.moveUp': 'Mover para cima',
	'editorScript.moveDown': 'Mover para baixo',
	'editorScript.remove': 'Remover',
	'editorScript.rowButton': '{button}: {what}',
	'editorScript.rowMenu': 'Mover ou remover: {what}',
	'editorScript.nameLabel': 'Nome {n}',
	'editorScript.nameWhat': 'nome {n}',
	'editorScript.pronounsLabel': 'Pronomes {n}',
	'editorScript.pronounsDisplayText': 'Texto de exibição dos pronomes {n} (opcional)',
	'editorScript.pronounsWhat': 'pronomes {n}',
	'editorScript.pronounsDisplayPlaceholder': 'texto de exibição (opcional)',
	'editorScript.fieldHeading': 'Título do campo {n}',
	'editorScript.fieldHeadingHelp': 'por exemplo “Me descreva como”',
	'editorScript.fieldEntries': 'Itens do campo {n}',
	'editorScript.fieldAddEntry': 'Adicionar um item ao campo {n}',
	'editorScript.fieldWhat': 'campo {n}',
	'editorScript.entryLabel': 'Item {n}',
	'editorScript.entryWhat': 'item {n} do campo {field}',
	'editorScript.linkLabel': 'Link {n}',
	'editorScript.linkWhat': 'link {n}',
	'editorScript.avatarUrlLabel': 'Endereço de imagem {n}',
	'editorScript.avatarUrlWhat': 'endereço de imagem {n}',
	'editorScript.ownerLabel': 'Responsável {n}',
	'editorScript.ownerWhat': 'responsável {n}',
	'editorScript.ownStatusKey': 'Nome curto do status {n}',
	'editorScript.ownStatusKeyHelp':
		'O que as suas entradas usam: a-z, 0-9 e _, começando por uma letra; nenhum dos cinco.',
	'editorScript.ownStatusLabel': 'Rótulo do status {n}',
	'editorScript.ownStatusIcon': 'Ícone do status {n}',
	'editorScript.ownStatusIconDefault': 'o ícone do status ao qual equivale',
	'editorScript.icon.heart': 'Coração',
	'editorScript.icon.check': 'Marca de seleção',
	'editorScript.icon.smile': 'Sorriso',
	'editorScript.icon.people': 'Pessoas',
	'editorScript.icon.ban': 'Proibido',
	'editorScript.icon.heart-lock': 'Coração com cadeado',
	'editorScript.icon.lock': 'Cadeado',
	'editorScript.icon.star': 'Estrela',
	'editorScript.icon.sparkles': 'Brilhos',
	'editorScript.icon.thumbs-up': 'Polegar para cima',
	'editorScript.icon.thumbs-down': 'Polegar para baixo',
	'editorScript.icon.question': 'Ponto de interrogação',
	'editorScript.icon.eye-off': 'Olho riscado',
	'editorScript.icon.clock': 'Relógio',
	'editorScript.icon.chat': 'Balão de fala',
	'editorScript.icon.house': 'Casa',
	'editorScript.icon.briefcase': 'Maleta',
	'editorScript.icon.flower': 'Flor',
	'editorScript.icon.moon': 'Lua',
	'editorScript.icon.sun': 'Sol',
	'editorScript.icon.music': 'Nota musical',
	'editorScript.icon.paw': 'Pegada de pata',
	'editorScript.icon.crown': 'Coroa',
	'editorScript.icon.x': 'Xis',
	'editorScript.ownStatusCountsAs': 'O status {n} equivale a',
	'editorScript.ownStatusWhat': 'status {n}',
	'editorScript.ownStatusTwice': 'Outro dos seus status tem este nome curto: dê a cada um o seu.',
	'editorScript.ownFlagWhat': 'bandeira {name}',
	'editorScript.ready': 'O seu perfil está pronto: nada a corrigir.',
	'editorScript.problems': {
		one: '{count} problema a corrigir antes de o seu perfil ficar pronto; ele aparece no seu campo.',
		other:
			'{count} problemas a corrigir antes de o seu perfil ficar pronto; cada um aparece no seu campo.',
	},
	'editorScript.resultPath': 'Guardado no repositório como {file}.',
	'editorScript.resultPending':
		'O seu perfil aparece aqui, como o repositório o guarda, quando não houver mais nada a corrigir.',
	'editorScript.resultPathPending':
		'Escolha um nome de perfil: ele dá nome à sua página, /@seu-nome/, e ao seu perfil no repositório.',
	// check's messages (check-words.ts): said by the editor's form, `check` and CI.
	'check.required': 'obrigatório',
	'check.mustBe': 'deve ser {expected}, não {got}: {value}',
	'check.mustBeQuoted': 'deve ser {expected}, não {got} (coloque o valor entre aspas): {value}',
	'check.mustBeLines':
		'deve ser {expected}, não {got} (escreva cada item em uma linha própria, começando com “- ”): {value}',
	'check.typeObject': 'um objeto (pares chave: valor)',
	'check.typeObjectFound': 'um objeto',
	'check.typeList': 'uma lista',
	'check.typeText': 'um texto',
	'check.typeNumber': 'um número',
	'check.typeBoolean': 'um booleano (true ou false)',
	'check.typeNull': 'vazio (null)',
	'check.oneOf': 'deve ser um dos valores {values}, não {value}',
	'check.got': '{rule} (valor encontrado: {value})',
	'check.nothing': 'nada',
	'check.empty': 'não pode estar vazio',
	'check.length': 'deve ter de {min} a {max} caracteres, mas tem {length}',
	'check.lengthOver':
		'deve ter de {min} a {max} caracteres, mas tem {length}; encurte o texto (o limite do site é definido por {limit})',
	'check.status':
		'deve ser um dos valores favourite, okay, jokingly, friends_only, avoid, um número de 1 a 5 ou a chave de um dos status próprios deste perfil (letras minúsculas, dígitos e “_”)',
	'check.didYouMean': 'você quis dizer “{hint}”?',
	'check.ownKeyIsStatus':
		'“{key}” é um dos cinco status: um status próprio precisa de uma chave própria (como partner); renomeie-o, ou use {key} diretamente sem defini-lo',
	'check.ownKeyName':
		'“name” nomeia um campo em fields, então um campo não poderia ter uma lista deste status: renomeie-o (como name_own), aqui e nos itens que o usam',
	'check.ownKeyForm':
		'a chave “{key}” deve começar com uma letra minúscula e conter apenas a-z, 0-9 e “_”, no máximo 30 caracteres; renomeie-a (como {example})',
	'check.nameEntry': 'deve ser um nome (texto) ou um objeto com name e status',
	'check.pronounsEntry':
		'deve ser um conjunto de pronomes (um texto como “elu/delu”) ou um objeto com pronouns, display_text e status',
	'check.dupName':
		'o nome {text} já está na lista{onLine} ({first}); coloque cada um uma vez só: remova um deles, mantendo o status que você quer',
	'check.dupLink':
		'o link {text} já está na lista{onLine} ({first}); coloque cada um uma vez só: remova um deles',
	'check.dupField':
		'o campo {text} já está na lista{onLine} ({first}); coloque cada um uma vez só: junte os itens deles em um único campo',
	'check.dupPronouns':
		'os pronomes {text} já estão na lista{onLine} ({first}) como {as}, o mesmo conjunto; coloque cada conjunto uma vez só: remova um deles, mantendo o status que você quer',
	'check.dupEntry':
		'o item {text} já está na lista{under}{onLine} ({first}); coloque cada item uma vez só em um campo, no status que você quer: remova um deles',
	'check.onLine': ' na linha {line}',
	'check.underStatus': ' em {status}',
	'check.nameTaken':
		'o nome “{name}” já é usado por {file} (“{taken}”); os nomes devem ser únicos sem diferenciar maiúsculas de minúsculas, porque discos e servidores que não as diferenciam confundiriam esses nomes: {rename}',
	'check.memberNameTaken':
		'o nome “{name}” já é usado por {file} (“{taken}”); dentro de um mesmo perfil, cada integrante deve ter um nome único sem diferenciar maiúsculas de minúsculas, porque discos e servidores que não as diferenciam confundiriam esses nomes: {rename}',
	'check.publishedProfile': 'o perfil publicado {where}',
	'check.renameFile': 'renomeie este arquivo',
	'check.chooseName': 'escolha outro nome',
	'check.unknownKey': 'chave desconhecida {key}; você quis dizer “{hint}”?',
	'check.unknownKeyKnown': 'chave desconhecida {key}; as chaves conhecidas são {known}',
	'check.tooMany':
		'tem {count} entradas, mais do que as {max} que o site permite: {fix} (o limite do site é definido por {limit})',
	'check.tooManyInField':
		'tem {count} entradas nas suas listas somadas, mais do que as {max} que o site permite num campo: fique com as mais importantes (o limite do site é definido por {limit})',
	'check.tooManyStatuses':
		'tem {count} status próprios, mais do que os {max} que o site permite: fique com os que as suas entradas usam (o limite do site é definido por {limit})',
	'check.keepMostUsed': 'fique com as que você mais usa',
	'check.keepMatterMost': 'fique com as mais importantes',
	'check.keepMostSeen': 'fique com as que você mais quer que sejam vistas',
	'check.unknownStatus':
		'status desconhecido {status}: não é nenhum dos cinco ({words}); defina-o em statuses: com um label e um counts_as',
	'check.unknownStatusHint':
		'status desconhecido {status}: não é nenhum dos cinco ({words}); você quis dizer “{hint}”? Se não, defina-o em statuses: com um label e um counts_as',
	'check.unknownStatusOwn':
		'status desconhecido {status}: não é nenhum dos cinco ({words}) nem dos próprios deste perfil ({own}); defina-o em statuses: com um label e um counts_as',
	'check.unknownStatusOwnHint':
		'status desconhecido {status}: não é nenhum dos cinco ({words}) nem dos próprios deste perfil ({own}); você quis dizer “{hint}”? Se não, defina-o em statuses: com um label e um counts_as',
	'check.labelBuiltInSame':
		'o rótulo {label} é o nome do status embutido {word}, então quem lê e os leitores de tela tomariam estas entradas por {word}: use nas entradas o próprio status {word} e remova este status próprio',
	'check.labelBuiltIn':
		'o rótulo {label} é o nome do status embutido {word}, então quem lê e os leitores de tela tomariam estas entradas por {word}: dê a ele um rótulo próprio, que diga o que significa (e que não seja o nome de nenhum dos cinco status)',
	'check.idUsed':
		'o ID “{id}” já é usado por {file}; cada ID é único: dê a este perfil um ID novo, como este recém-criado: id: {fresh}',
	'check.bioKey':
		'um perfil em Markdown não tem a chave “bio”: a bio é o texto depois da linha “---” de fechamento; mova-o para lá',
	'check.nameIsFile':
		'deve ser igual ao nome do arquivo {stem} (o nome do arquivo é o nome do perfil), não {given}; remova a chave ou renomeie o arquivo',
	'check.loneSurrogate':
		'não pode conter um substituto isolado ({point}), metade de um caractere que analisadores JSON estritos recusam; digite o caractere de novo',
	'check.control':
		'não pode conter caracteres de controle (códigos invisíveis aos quais terminais e páginas reagem), e {point} é um deles; remova-o',
	'check.controlMultiline':
		'não pode conter caracteres de controle além de tabulação e quebras de linha (códigos invisíveis aos quais terminais e páginas reagem), e {point} é um deles; remova-o',
	'check.lineSeparator':
		'deve ser uma linha só, e {point} (um separador de linha) começa outra; remova-o ou escreva um espaço',
	'check.paragraphSeparator':
		'deve ser uma linha só, e {point} (um separador de parágrafo) começa outra; remova-o ou escreva um espaço',
	'check.bidi':
		'não pode conter controles de direção U+202A-202E ou U+2066-2069, que reordenam o texto mostrado depois deles, e {point} é um deles; remova-o (as marcas U+200E e U+200F são permitidas)',
	'check.noncharacter':
		'não pode conter não caracteres (códigos reservados a programas, que XML e imagens recusam), e {point} é um deles; remova-o',
	'check.blank':
		'deve conter um caractere visível, não só espaços ou caracteres invisíveis; escreva o texto ou deixe a entrada de fora',
	'check.xid': 'deve ter exatamente 20 caracteres de 0-9 e a-v (um xid)',
	'check.httpUrl': 'deve ser um endereço absoluto com http:// ou https://',
	'check.flagSlug': 'deve ser uma das bandeiras listadas em docs/reference/flags.md',
	'check.iconSlug': 'deve ser um dos ícones listados em docs/reference/icons.md',
	'check.langUnknown':
		'não é um idioma que o Intl conheça: escreva o código do idioma, por exemplo “en”, “de”, “pt-BR” ou “zh-Hant”',
	'check.langUnknownHint':
		'não é um idioma que o Intl conheça: escreva o código do idioma; você quis dizer “{hint}” ({language})?',
	'check.langForm': 'não é uma etiqueta de idioma válida (BCP 47): escreva “{fix}”',
	'check.langFormAny':
		'não é uma etiqueta de idioma válida (BCP 47, no máximo {max} caracteres): escreva o código do idioma, com uma região ou escrita depois de um hífen se for preciso, por exemplo “en”, “de”, “pt-BR” ou “zh-Hant”',
	'check.timeZone': 'deve ser um fuso horário IANA, como Europe/Lisbon ou America/Sao_Paulo',
	'check.idRequired':
		'obrigatório: cada perfil tem um ID próprio que nunca muda; adicione um, como este recém-criado: id: {fresh}',
	'check.fieldKey':
		'chave desconhecida {key}: um campo tem name e uma lista por status (um dos cinco ou um dos próprios deste perfil)',
	'check.fieldKeyHint':
		'chave desconhecida {key}: um campo tem name e uma lista por status (um dos cinco ou um dos próprios deste perfil); você quis dizer “{hint}”?',
	'check.flagEntry':
		'deve ser o nome curto de uma bandeira da biblioteca (como transgender) ou um objeto com image, name e description',
	'check.memberTitle':
		'member_title é o título da lista de integrantes de um perfil: coloque-o no index.md ou index.json do perfil, não no arquivo de um integrante',
	'check.unlistedUser':
		'unlisted tira um integrante da página do seu perfil e das listas: só o arquivo de um integrante pode trazê-lo; remova-o daqui',
	'check.sidTaken':
		'o ID curto “{sid}” também é o de {file}; cada ID curto leva a um só perfil: dê a este perfil um próprio, como este recém-criado: sid: {fresh}',
	'check.avatarRelative':
		'deve ser um caminho relativo ao arquivo do perfil, como ./avatar.png, não “{avatar}”',
	'check.avatarOutside':
		'deve ficar dentro da pasta content: “{avatar}” aponta para fora dela; coloque a imagem ao lado do arquivo do perfil',
	'check.avatarMissing':
		'nenhuma imagem em “{avatar}” (procurada em {path}); confira o nome do arquivo',
	'check.avatarSymlink':
		'“{avatar}” é um link simbólico para um arquivo fora da pasta content; em vez disso, copie a imagem para junto do arquivo do perfil',
	'check.avatarNotOwn':
		'“{avatar}” não é uma imagem deste perfil (content/users/{image}): um avatar deve ficar na pasta do próprio perfil, ou ao lado do arquivo dele e com o nome dele ({named}); a imagem de outro perfil só esse perfil pode mudar ou apagar: copie a imagem para content/users/{fix} e aponte avatar para lá',
	'check.avatarUnchecked':
		'não foi possível verificar ({reason}); confira se a imagem é um arquivo legível ao lado do arquivo do perfil',
	'check.imageUnreadable':
		'“{avatar}” não é uma imagem legível ({error}); exporte-a de novo como PNG, JPEG, WebP, GIF ou AVIF',
	'check.avatarFormat': '“{avatar}” é {format}; um avatar precisa ser {formats}',
	'check.flagFormat': '“{avatar}” é {format}; uma imagem de bandeira precisa ser {formats}',
	'check.imagePixels':
		'“{avatar}” tem {width}×{height} pixels, acima do limite de {megapixels} megapixels: reduza-a',
	'check.imageSide':
		'“{avatar}” tem {width}×{height} pixels; cada lado pode ter no máximo {side} px: reduza-a',
	'check.imageAspect':
		'“{avatar}” tem {width}×{height} pixels; o lado maior pode ter no máximo {ratio} vezes o menor (ela é recortada em quadrado de qualquer forma): recorte-a mais perto de um quadrado',
	'check.imageDecode':
		'não foi possível decodificar “{avatar}” ({error}): salve-a de novo como PNG, JPEG ou WebP',
	'check.imageNotFile':
		'“{avatar}” é {kind}, não um arquivo de imagem; um avatar precisa ser um arquivo comum junto do arquivo do perfil: substitua-o pela própria imagem',
	'check.kindLink': 'um link simbólico',
	'check.kindFifo': 'um FIFO (pipe nomeado)',
	'check.kindSocket': 'um socket',
	'check.kindDevice': 'um dispositivo',
	'check.kindFolder': 'uma pasta',
	'check.imageTooLarge': '“{avatar}” tem {size}; um avatar pode ter no máximo {max}: deixe-o menor',
	'check.imageChanged': '“{avatar}” mudou enquanto era lido: rode a verificação de novo',
	'check.imageUnreadableFile':
		'não foi possível ler “{avatar}” ({error}); um avatar precisa ser um arquivo que qualquer pessoa possa ler: confira as permissões ou salve-o de novo',
	'check.folderMisspelt':
		'o perfil de um integrante fica na pasta “{members}” (em minúsculas, com o “s”), não em “{folder}”: mova este arquivo para {fix}',
	'check.folderNested':
		'um integrante não tem integrantes próprios: só a pasta de um perfil contém uma pasta {members}/; mova este arquivo para {user}/{members}/, ou faça o nome dele começar com “_” se não for um perfil',
	'check.folderStray':
		'uma pasta de perfil contém um único perfil, o index.md ou o index.json dela; faça o nome deste arquivo começar com “_” se não for um perfil',
	'check.folderUserForm':
		'este perfil tem integrantes (em {name}/{members}/), então precisa estar em forma de pasta, junto deles: mova este arquivo para {fix}',
	'check.folderNoIndex':
		'uma pasta de perfil precisa de um index.md ou de um index.json; adicione um, ou faça o nome da pasta começar com “_”',
	'check.folderBothIndexes':
		'uma pasta de perfil contém index.md ou index.json, não os dois: junte-os em um só',
	'check.folderIndexCase':
		'uma pasta de perfil contém um único arquivo index, mas esta contém {files} (nomes que só diferem em maiúsculas e minúsculas são um arquivo só no macOS e no Windows): junte-os em um só index.md ou index.json',
	'check.membersOver':
		'integrantes demais: esta pasta contém {count}, e um perfil pode ter no máximo {limit} (o limite do site é definido por limits.members): remova os que não são mais usados, ou junte alguns',
	'check.yamlInvalid': 'YAML inválido: {reason}',
	'check.yamlLineUp':
		'YAML inválido: esta linha não está alinhada com as linhas a que pertence (o YAML sabe a que item uma linha pertence pelos espaços antes dela): comece-a exatamente embaixo da chave ou do “- ” a que ela pertence, usando espaços',
	'check.yamlUnclosedEnd':
		'o cabeçalho não tem a linha “---” de fechamento, então o texto depois dele é lido como YAML: adicione uma linha só com “---” depois da última chave, antes da bio',
	'check.yamlUnclosed':
		'o cabeçalho não tem a linha “---” de fechamento, então este texto é lido como YAML: adicione uma linha só com “---” acima dele, depois da última chave',
	'check.yamlTab':
		'YAML inválido: não se pode usar tabulação para recuar, pois o YAML recua só com espaços: troque a tabulação desta linha por espaços (2 por nível)',
	'check.yamlEmptyList':
		'YAML inválido: “{key}: {empty}” é uma lista vazia, então os itens embaixo dela não pertencem a nada: remova o “{empty}” para mantê-los (“{key}:” sozinho), ou comente-os com “#”',
	'check.yamlColon':
		'YAML inválido: o valor de “{key}” contém “: ”, que o YAML lê como o início de outra chave: coloque o valor entre aspas duplas: {fix}',
	'check.yamlKept':
		'YAML inválido: o YAML reserva “{char}” para uso futuro e não consegue ler um valor que comece com ele: coloque o valor inteiro entre aspas duplas: {fix}',
	'check.yamlPercent':
		'YAML inválido: no início de um valor, o YAML lê “%” como uma instrução para o leitor, não como texto: coloque o valor inteiro entre aspas duplas: {fix}',
	'check.yamlTag':
		'YAML inválido: no início de um valor, o YAML lê “!” como uma marca de tipo, não como texto: coloque o valor inteiro entre aspas duplas: {fix}',
	'check.yamlAlias':
		'YAML inválido: no início de um valor, o YAML lê “*” como uma referência a outro valor, não como texto: coloque o valor inteiro entre aspas duplas: {fix}',
	'check.yamlAnchor':
		'YAML inválido: no início de um valor, o YAML lê “&” como um rótulo do valor, não como texto: coloque o valor inteiro entre aspas duplas: {fix}',
	'check.yamlQuotedPart':
		'YAML inválido: o valor começa com uma parte entre aspas seguida de mais texto, que o YAML não consegue ler como um só valor: coloque o valor inteiro entre aspas duplas: {fix}',
	'check.noFences':
		'este arquivo não tem cabeçalho: as chaves não estão entre duas linhas “---”, então o arquivo inteiro seria lido como a bio: adicione uma linha “---” acima desta e outra depois da última chave, antes da bio',
	'check.notYaml':
		'o cabeçalho precisa ser YAML, não {language}; comece o arquivo com uma linha “---” simples',
	'check.yamlDashLeft': {
		one: 'YAML inválido: o “- ” desta entrada está {count} espaço à esquerda demais do “- ” da entrada de cima (linha {line}), então não pertence a nenhuma das duas: coloque-o exatamente embaixo daquele: {fix}',
		other:
			'YAML inválido: o “- ” desta entrada está {count} espaços à esquerda demais do “- ” da entrada de cima (linha {line}), então não pertence a nenhuma das duas: coloque-o exatamente embaixo daquele: {fix}',
	},
	'check.yamlDashRight': {
		one: 'YAML inválido: o “- ” desta entrada está {count} espaço à direita demais do “- ” da entrada de cima (linha {line}), então não pertence a nenhuma das duas: coloque-o exatamente embaixo daquele: {fix}',
		other:
			'YAML inválido: o “- ” desta entrada está {count} espaços à direita demais do “- ” da entrada de cima (linha {line}), então não pertence a nenhuma das duas: coloque-o exatamente embaixo daquele: {fix}',
	},
	'check.yamlKeyLeft': {
		one: 'YAML inválido: “{key}:” pertence à entrada que começa na linha {line} (“{first}:”), mas está {count} espaço à esquerda demais: coloque-o exatamente embaixo de “{first}:”: {fix}',
		other:
			'YAML inválido: “{key}:” pertence à entrada que começa na linha {line} (“{first}:”), mas está {count} espaços à esquerda demais: coloque-o exatamente embaixo de “{first}:”: {fix}',
	},
	'check.yamlKeyRight': {
		one: 'YAML inválido: “{key}:” pertence à entrada que começa na linha {line} (“{first}:”), mas está {count} espaço à direita demais: coloque-o exatamente embaixo de “{first}:”: {fix}',
		other:
			'YAML inválido: “{key}:” pertence à entrada que começa na linha {line} (“{first}:”), mas está {count} espaços à direita demais: coloque-o exatamente embaixo de “{first}:”: {fix}',
	},
	'check.yamlFirstKeyAgain':
		'YAML inválido: “{key}:” já é a primeira chave da entrada que começa na linha {line}, e uma entrada tem cada chave uma só vez: para começar uma nova entrada, escreva “- ” antes dela, embaixo do “- ” da linha {line}: {fix}',
	'check.yamlTextEntry':
		'YAML inválido: “{key}:” dá uma configuração à entrada da linha {line}, mas essa entrada é só texto: escreva a entrada como {entry}, com {fix} na linha de baixo',
	'check.yamlNoDash':
		'YAML inválido: esta linha está numa lista, mas não começa com “- ”, como toda entrada deve começar: escreva {fix}',
	'check.yamlTopKey':
		'YAML inválido: “{key}:” é uma das chaves do próprio perfil, então começa no início da linha, sem espaços antes: escreva {fix}',
	'check.yamlBadIndent': 'recuo errado de uma chave',
	'check.yamlBadIndentList': 'recuo errado de uma entrada de lista',
	'check.yamlDuplicateKey': 'uma chave aparece duas vezes',
	'check.yamlEndExpected': 'aqui se esperava o fim dos dados ou uma linha “---” de separação',
	'check.yamlMultilineKey': 'uma chave não pode ocupar várias linhas',
	'check.yamlColonMissed': 'falta o “:” depois de uma chave',
	'check.yamlSpaceAfterColon': 'depois do “:” de uma chave deve haver um espaço',
	'check.yamlQuoteUnclosed': 'um texto entre aspas duplas não é fechado',
	'check.yamlSingleQuoteUnclosed': 'um texto entre aspas simples não é fechado',
	'check.yamlFlowUnclosed': 'uma lista entre [ ] ou { } não é fechada',
	'check.yamlFlowComma': 'falta uma vírgula entre as entradas de uma lista entre [ ] ou { }',
	'check.yamlEscape': 'sequência de escape desconhecida num texto entre aspas duplas',
	'check.yamlNonPrintable': 'o arquivo contém caracteres não imprimíveis',
	'check.yamlOther': 'o leitor de YAML parou aqui ({reason})',
	'check.noteDash':
		'esta linha é lida como parte do valor de cima ({value}), porque o seu “- ” está mais à direita que o “- ” daquela entrada: para ela ser uma entrada própria, coloque o seu “- ” exatamente embaixo do de cima',
	'check.noteComment':
		'o YAML lê o texto depois de “ #” como comentário e o descarta, então este valor é {value}: se {comment} faz parte dele, coloque o valor inteiro entre aspas duplas: {fix}; se é uma anotação, passe-a para uma linha própria',
	'check.noteAnchor':
		'o YAML lê “&” no começo de um valor como um rótulo e o descarta, então este valor é {value}: coloque o valor inteiro entre aspas duplas: {fix}',
	'check.noteSpaces':
		'este valor termina em espaços, que o YAML descarta: remova-os ou, se fazem parte do valor, coloque-o entre aspas duplas: {fix}',
	'check.noteOlderYesNo':
		'muitos leitores de YAML (YAML 1.1, como muitos editores e ferramentas o leem) leem {raw} sem aspas como true ou false (um valor de sim ou não), não como o texto {text}: coloque-o entre aspas duplas, para que todo leitor mantenha o texto: {fix}',
	'check.noteOlderNumber':
		'muitos leitores de YAML (YAML 1.1, como muitos editores e ferramentas o leem) leem {raw} sem aspas como um número, não como o texto {text}: coloque-o entre aspas duplas, para que todo leitor mantenha o texto: {fix}',
	'check.noteOlderDate':
		'muitos leitores de YAML (YAML 1.1, como muitos editores e ferramentas o leem) leem {raw} sem aspas como uma data, não como o texto {text}: coloque-o entre aspas duplas, para que todo leitor mantenha o texto: {fix}',
	'check.noteNull':
		'o YAML lê {raw} sem aspas como “nenhum valor”, não como o texto {text}: coloque-o entre aspas duplas: {fix}',
	'check.noteNullKey':
		'o YAML lê {raw} sem aspas como “nenhum valor”, não como o texto {text}: coloque-o entre aspas duplas: {fix}; ou, para omiti-lo, apague a linha',
	'check.noteBoolean':
		'o YAML lê {raw} sem aspas como o valor de sim ou não {read}, não como o texto {text}: coloque-o entre aspas duplas: {fix}',
	'check.noteNumber':
		'o YAML lê {raw} sem aspas como o número {read}, não como o texto {text}: coloque-o entre aspas duplas: {fix}',
	'check.fenceLate': {
		one: 'o cabeçalho deve começar na primeira linha do arquivo, com “---”: apague a linha vazia acima do “---” da linha {line}',
		other:
			'o cabeçalho deve começar na primeira linha do arquivo, com “---”: apague as {count} linhas vazias acima do “---” da linha {line}',
	},
	'check.noFrontMatter':
		'este arquivo não tem cabeçalho (as chaves entre duas linhas “---” no início do arquivo): comece o arquivo com uma linha “---”, depois as chaves, entre elas um ID próprio (como este, recém-criado: id: {fresh}), e depois uma linha “---” acima da bio',
	'check.nesting':
		'listas e objetos estão aninhados em mais de {max} níveis; um perfil precisa de 4 no máximo: remova o aninhamento a mais',
	'check.jsonInvalid': 'JSON inválido: {reason}',
	'check.jsonEmpty': 'o arquivo está vazio',
	'check.jsonDuplicate': 'a chave “{key}” aparece duas vezes no mesmo objeto',
	'check.jsonSymbol': 'caractere inesperado',
	'check.jsonNumber': 'número malformado',
	'check.jsonKey': 'esperava-se uma chave “entre aspas” (sem vírgula antes de “}”)',
	'check.jsonValue': 'esperava-se um valor (sobrou uma vírgula?)',
	'check.jsonColon': 'esperava-se “:” depois da chave',
	'check.jsonComma': 'esperava-se “,” entre os itens',
	'check.jsonCloseBrace': 'esperava-se “}”',
	'check.jsonCloseBracket': 'esperava-se “]”',
	'check.jsonEnd': 'texto inesperado depois do fim do documento',
	'check.jsonComment': 'comentários não são permitidos em JSON',
	'check.jsonString': 'texto entre aspas não fechado',
	'check.jsonUnicode': 'escape \\u inválido',
	'check.jsonEscape': 'caractere de escape inválido',
	'check.jsonCharacter':
		'caractere inválido em um texto entre aspas (caracteres de controle precisam de escape)',
	'check.linkInvalid':
		'{link} aparece como texto, não como link, porque não é um endereço http(s) válido (um espaço, ou falta “//”?): corrija-o para virar um link',
	'check.linkScheme':
		'{link} aparece como texto, não como link: só endereços http:// e https:// viram links; corrija o início se for um endereço da web',
	'check.linkNoScheme':
		'{link} aparece como texto, não como link, porque não começa com https://: escreva {fix} para virar um link',
	'check.idChanged':
		'o ID mudou de “{old}” (em {ref}) para “{id}”; IDs nunca mudam: volte a pôr id: {old}',
	'check.idMoved':
		'o ID “{id}” é o que {file} tinha em {ref}, e esse arquivo continua aqui; um ID só muda junto com o arquivo (ao renomeá-lo): dê a este perfil um novo ID, como este, recém-criado: id: {fresh}',
	'check.idReused':
		'o ID “{id}” pertencia antes a {names} (no histórico de {ref}); IDs nunca são reutilizados, nem depois de uma exclusão: dê a este perfil um novo ID, como este, recém-criado: id: {fresh}',
	'check.bothAvatars':
		'informe avatar (uma imagem local) ou avatar_urls (endereços on-line), não os dois: remova um deles',
	'check.fileNameRule':
		'o nome do arquivo dá o nome de perfil {stem}, que {rule}; renomeie o arquivo',
	'check.formBytes':
		'a forma {form} vira, normalizada como o site a publica, um nome de pasta de {bytes} bytes, e um nome de pasta ou arquivo publicado pode ter no máximo {max} bytes (os discos aceitam 255; alguns caracteres ocupam vários bytes ou viram vários caracteres): encurte-a, ou escreva menos caracteres que valem por vários',
	'check.unreadExtension':
		'este arquivo não é lido, então o perfil dele não está no site: perfis são lidos só de arquivos .md e .json; renomeie-o para {fix}',
	'check.unreadExtensionFences':
		'este arquivo não é lido, então o perfil dele não está no site: perfis são lidos só de arquivos .md e .json; renomeie-o para {fix}, e coloque as chaves entre duas linhas “---” (uma linha “---” acima de “id:” e outra depois da última chave, antes da bio)',
	'check.unreadFolder':
		'os perfis só são lidos da pasta “users” (tudo em minúsculas), então os arquivos em “{folder}” não são lidos: mova-os para users/',
	'check.unreadFolderCase':
		'os perfis só são lidos da pasta “users” (tudo em minúsculas), então os arquivos em “{folder}” não são lidos: mova-os para users/, ou renomeie esta pasta para “users”',
	'check.unreadTop':
		'este arquivo não é lido, então o perfil dele não está no site: perfis só são lidos da pasta users: mova-o para users/{fix}',
	'check.fileNotRegular':
		'é {kind}, não um arquivo comum; um perfil deve ser um arquivo comum: troque-o por um arquivo com o texto do perfil',
	'check.fileSymlink':
		'é um link simbólico; um perfil deve ser um arquivo comum dentro da pasta content (links não são seguidos): troque o link pelo próprio arquivo',
	'check.fileTooLarge':
		'o arquivo tem {size}; um arquivo de perfil pode ter no máximo {max}: encurte-o',
	'check.fileChanged': 'o arquivo mudou enquanto era lido: rode a verificação de novo',
	'check.fileUnreadable': 'não pôde ser lido: {error}',
	'check.fileBom':
		'o arquivo está salvo como {encoding} (começa com uma marca de ordem de bytes {encoding}); perfis são UTF-8: salve o arquivo como UTF-8',
	'check.fileUtf8':
		'UTF-8 inválido (byte {byte} / linha {line}); perfis são texto UTF-8: salve o arquivo como UTF-8',
	'check.lookAlike':
		'o nome “{name}” se lê como “{other}” ({file}): letras parecidas (I, l e 1; O e 0; rn e m; vv e w; cl e d; maiúsculas ou minúsculas) levariam quem lê à pessoa errada: escolha um nome que não se leia como o de outra pessoa',
	'check.nameIsId':
		'o nome “{name}” é o ID de {file}; uma referência é procurada primeiro como ID, então este perfil nunca seria encontrado pelo nome: {rename}',
	'check.apiPathClash':
		'o arquivo da API {path} deste perfil cai no mesmo caminho que um de {file} (os caminhos são comparados sem diferenciar maiúsculas de minúsculas, como fazem muitos servidores): {rename}',
	'check.nameMemberList':
		'o nome “{name}” já é ocupado por {path}, a lista de integrantes de “{user}”: {rename}',
	'check.nameMemberNotFound':
		'o nome “{name}” já é ocupado por {path}, a resposta para um integrante desconhecido de “{user}”: {rename}',
	'check.hostMemberName':
		'o nome “{name}” é um dos que os servidores reservam para si dentro de uma pasta (o Cloudflare Pages responde a {path} com sua página de “não encontrado” ou com um redirecionamento), então este integrante não poderia ser obtido pelo nome: {rename}',
	'check.hostUserName':
		'o nome “{name}” é um dos que os servidores reservam para si dentro de uma pasta (o Cloudflare Pages redireciona {path} para {folder} quando não há arquivo ali, de modo que todo servidor o responde como um perfil desconhecido), então este perfil não poderia ser obtido pelo nome: {rename}',
	'check.hostHandled': 'o nome “{name}” publicaria {path}, e {why}: {rename}',
	'check.hostNotFound':
		'o Cloudflare Pages responde a todo perfil desconhecido com o {file} mais próximo, então este perfil seria enviado no lugar de cada perfil desconhecido',
	'check.hostHtml':
		'os servidores tratam arquivos .html como páginas (o Cloudflare Pages redireciona x.html para x, e index.html para a sua pasta), então este perfil não poderia ser obtido pelo nome',
	'check.nameEnding':
		'o nome “{name}” termina em “{ending}”: {treatment}; um nome não pode ter uma terminação que os servidores executem ou exibam',
	'check.endingPage':
		'os navegadores exibem esses arquivos como uma página web (text/html e afins), então o texto do perfil seria executado como script no site',
	'check.endingScript': 'os navegadores executam esses arquivos como JavaScript',
	'check.endingMarkup':
		'os servidores entregam esses arquivos como XML ou SVG: os navegadores os exibem e executam os scripts contidos neles',
	'check.endingSavedPage': 'os navegadores abrem esses arquivos como uma página web salva (MHTML)',
	'check.endingServer':
		'os servidores web executam esses arquivos como script do lado do servidor (Apache AddHandler, IIS, Tomcat), então o texto do perfil seria executado como código no servidor',
	'check.endingProgram':
		'o Windows ou um shell executa esses arquivos como programa quando o arquivo baixado é aberto',
	'check.endingFlash': 'os plugins reproduzem esses arquivos como uma animação Flash',
	'check.nameJson':
		'o nome “{name}” termina em “.json”: em {path} o perfil “{stem}” publica a sua cópia JSON; os nomes não podem terminar em “.json”',
	'check.nameJsonMember':
		'o nome “{name}” termina em “.json”: em {path} ficam listados os integrantes de “{user}”, e os arquivos JSON da API terminam assim; os nomes não podem terminar em “.json”',
	'check.nameDevice':
		'o nome “{name}” é o nome de dispositivo “{device}”, que o Windows reserva com qualquer extensão e em maiúsculas ou minúsculas (CON, PRN, AUX, NUL, COM0-9, LPT0-9), então os arquivos dele não podem ser extraídos do repositório nem compilados no Windows',
	'check.nameDeviceStart':
		'o nome “{name}” começa com o nome de dispositivo “{device}”, que o Windows reserva com qualquer extensão e em maiúsculas ou minúsculas (CON, PRN, AUX, NUL, COM0-9, LPT0-9), então os arquivos dele não podem ser extraídos do repositório nem compilados no Windows',
	'check.nameTrailing':
		'o nome “{name}” termina em “{end}”, que o Windows remove dos nomes de arquivo, então ali os arquivos dele colidiriam com os de “{stem}”; os nomes não podem terminar em “.” nem em espaço',
	'check.nameFix': '{problem}: {rename}, por exemplo “{example}”',
	'check.fullBuild': 'build completo: {reason}',
	'check.fullNoRecord': 'nenhum build completo anterior registrado',
	'check.fullPackageVersion': 'o staticnouns foi atualizado ({from} → {to})',
	'check.fullPackageCode': 'o código do staticnouns mudou',
	'check.fullRuntime': 'o Astro ou o Node foi atualizado',
	'check.fullSiteCode':
		'o código do site mudou (src/, astro.config, package.json, tsconfig.json ou o arquivo de lock)',
	'check.fullWords': 'os textos do site mudaram (src/content/i18n/)',
	'check.fullOptions': 'as opções do site mudaram (astro.config)',
	'check.fullPublic': 'public/ mudou',
	'check.fullKeptChanged': 'o build guardado mudou desde que o último build completo o registrou',
	'check.fullFastFailed': 'o caminho rápido falhou ({error})',
	'check.fullOwnRoute': 'o site tem uma rota própria do tipo {type} ({route})',
	'check.fullNoConfig': 'o último build completo não guardou nenhuma configuração',
	'check.fullNoSite': 'não há site publicado para atualizar em {target}',
	'check.fullFormat':
		"o caminho rápido só escreve páginas com build.format 'directory' e barra no final",
	'check.fullAssetChanged': '{path} mudou no site publicado desde o último build completo',
	'check.fullRedirect': '{path} é um redirecionamento',
	'check.fastDone': {
		one: 'build rápido: desde o último build completo só mudaram perfis, {count} página gerada',
		other: 'build rápido: desde o último build completo só mudaram perfis, {count} páginas geradas',
	},
	'check.nothingChanged': 'nada mudou desde o último build: {target} fica como está',
	'check.moreInFile': {
		one: '… e mais {count} problema neste arquivo',
		other: '… e mais {count} problemas neste arquivo',
	},
	'check.moreInReport': {
		one: '… e mais {count} problema (um relatório mostra os {max} primeiros)',
		other: '… e mais {count} problemas (um relatório mostra os {max} primeiros)',
	},
	'editorScript.nameRule':
		'Escolha um nome de perfil de 2 a 40 caracteres, cada um uma letra A-Z ou a-z, um dígito, “_”, “.” ou “-”: é o fim do endereço da sua página, /@seu-nome/.',
	'editorScript.nameSpace':
		'Seu nome de perfil tem um espaço depois de “{before}”: um nome de perfil não tem espaços, porque é o fim do endereço da sua página. Escreva “{fixed}” no lugar.',
	'editorScript.noRepository':
		'Este site não diz onde fica o repositório dele: copie ou baixe o arquivo e adicione-o como o CONTRIBUTING.md do repositório descreve.',
	'editorScript.change': 'Alterar em {forge}',
	'editorScript.proposeOn': 'Propor em {forge}',
	'editorScript.filled':
		'{forge} abre em uma nova aba com o seu arquivo preenchido: proponha-o lá.',
	'editorScript.handedChange':
		'O novo texto de {file} está {where}: na página de {forge}, selecione todo o texto do arquivo, cole por cima e proponha a alteração.',
	'editorScript.tooLong':
		'O seu arquivo é longo demais para ser passado em um endereço, então o texto dele está {where}: cole-o no editor vazio de {forge} e proponha-o.',
	'editorScript.nameOnly':
		'{forge} preenche o nome do arquivo, mas não o texto, que está {where}: cole-o no editor e proponha-o.',
	'editorScript.onClipboard': 'na sua área de transferência',
	'editorScript.above': 'acima (copie-o)',
	'editorScript.copied': 'O arquivo está na sua área de transferência.',
	'editorScript.copyRefused': 'A cópia foi recusada: selecione o texto acima e copie-o.',
	'editorScript.issueFilled':
		'{forge} abre em uma nova aba com o seu perfil preenchido: envie a issue lá, e dela sai um pull request.',
	'editorScript.issueTooLong':
		'O seu perfil é longo demais para o endereço do formulário de issue, então o editor de arquivos de {forge} abre no lugar.',
	'editorScript.nextSteps':
		'Em seguida, uma verificação lê o seu arquivo e responde em {forge} em poucos minutos; depois a alteração é revisada por {reviewers} e, assim que for mesclada, a sua página {address} a mostra após a próxima compilação do site.',
	'editorScript.reviewersOwners': 'quem é responsável pelo perfil ({owners})',
	'editorScript.reviewersMaintainers': 'a equipe do site',
	'propose.proposed': 'O pull request #{pull} agora propõe este texto de {file}.',
	'propose.passed': 'A verificação não encontrou nada a corrigir.',
	'propose.failed':
		'A verificação encontrou algo a corrigir, listado abaixo com a linha do seu arquivo. Edite o texto desta issue e o pull request acompanha.',
	'propose.next':
		'Em seguida, o pull request é revisado por {reviewers}; assim que for mesclado, a sua página {address} mostra a alteração após a próxima compilação do site.',
	'propose.refused':
		'Esta issue não vira um pull request: {reason} Edite a issue para corrigir isso ou preencha de novo o formulário do site.',
	'propose.reasonForm':
		'ela não tem as duas partes do formulário de perfil, primeiro o caminho do arquivo e depois o texto dele.',
	'propose.reasonSeveral':
		'ela cita mais de um arquivo, e cada issue propõe um único arquivo de perfil.',
	'propose.reasonPath':
		'o caminho deve ser um único arquivo de perfil em {folder}, como {folder}seu-nome.md.',
	'propose.reasonSize': 'o texto tem mais de {limit} caracteres.',
	'propose.reasonUnchanged': 'o texto é igual ao que o arquivo já tem.',
	'propose.maintainer':
		'@{login} não está entre os responsáveis por este perfil ({owners}), então a equipe do site decide.',
	'propose.ownersChange':
		'Os responsáveis pelo perfil mudam, então .github/CODEOWNERS também precisa mudar: a equipe do site adiciona as linhas dele (npx staticnouns owners) ao pull request.',
	'propose.closed': 'A issue foi fechada, então o pull request #{pull} também foi fechado.',
	'propose.pullClosed':
		'O pull request #{pull} foi fechado sem ser mesclado, então esta issue também foi fechada. Para propor o perfil de novo, reabra a issue ou preencha de novo o formulário do site.',
	'propose.merged':
		'O pull request #{pull} foi mesclado: a sua página {address} mostra a alteração após a próxima compilação do site.',
	'propose.pullBody': 'Proposto por @{login} na issue #{issue}; altera apenas {file}.',
	'propose.statusFailed': 'A verificação encontrou algo a corrigir: veja a issue.',
	'editorScript.modeEdit':
		'Você está alterando o perfil em {file}, preenchido com o que o site publica.',
	'editorScript.modeNotPublished':
		'O site não tem um perfil publicado para {file}: comece um novo.',
	'editorScript.modeNewMember':
		'Um novo perfil entre os integrantes de {user}: preencha o que quiser; o arquivo vai para a pasta de {user}.',
	'editorScript.modeNewProfile':
		'Um perfil novo: preencha o que quiser; tudo menos o nome do perfil pode ficar vazio.',
	'editorScript.modeNotFound':
		'Ainda não há nenhum perfil chamado {name}: preencha o formulário para adicioná-lo.',
	'editorScript.avatarNotice':
		'O seu arquivo indica uma imagem no repositório, e o site não publica o caminho dela: escreva-o de novo (como no seu arquivo, por exemplo ./avatar.png), ou a imagem será removida.',
	'editorScript.ownersNotice':
		'O site nunca publica quem é responsável: se o seu arquivo tem uma lista “owners”, adicione aqui os mesmos nomes, ou eles serão removidos.',
	'editorScript.modeEditSource':
		'Você está alterando {file} como ele está escrito: só muda o que você mudar.',
	'editorScript.unseenKeys':
		'O formulário não vê {keys}: se o seu arquivo tiver algum deles, adicione-o de novo ao novo texto antes de propor, ou ele será removido (os comentários também).',
} as const satisfies Translation;
