/**
 * Japanese: the polite です・ます style, "人" for people (no gendered word
 * is needed), full-width punctuation, and only the `other` plural form, as
 * Japanese counts without plurals.
 */
import type { Translation } from './en.ts';

export const ja = {
	'site.title': '代名詞プロフィール',
	'site.skipToContent': '本文へ移動',
	'site.languages': '言語',

	'count.profiles': { other: '{count}件のプロフィール' },
	'count.names': { other: '{count}件の名前' },
	'count.people': { other: '{count}人' },
	'count.problems': { other: '{count}件の問題' },
	'count.warnings': { other: '{count}件の警告' },
	'count.files': { other: '{count}個のファイル' },
	'count.members': { other: '{count}人のメンバー' },
	'report.summary': '{files}に{problems}があります。',
	'report.valid': { other: '{profiles}は正しく書けています。' },
	'report.validMembers': '{profiles}と{members}は正しく書けています。',

	'notFound.title': 'ページが見つかりません',
	'notFound.text': 'このアドレスにはページがありません。プロフィールの一覧は{link}にあります。',
	'notFound.link': 'トップページ',
	'notFound.add': 'まだ載っていませんか？{link}できます。インストールは不要です。',
	'notFound.addLink': 'フォームでプロフィールを追加',

	'paging.previous': '前へ',
	'paging.next': '次へ',
	'paging.page': '{number}ページ目',

	'home.description': { other: '{count}人の名前と代名詞。' },
	'home.intro':
		'ここは私たちのコミュニティの名前と代名詞の名簿です。一人ひとりがどう呼ばれたいか、何を避けてほしいかが載っています。参加するには、ブラウザで[プロフィールを記入]({editor})してください。入力しながらフォームが確認し、レビューのためにリポジトリへ渡します。インストールは不要です。ほかの方法や、あとでプロフィールを変える方法は[プロフィールの追加]({addProfile})にあります。',
	'home.introWithoutRepository':
		'ここは私たちのコミュニティの名前と代名詞の名簿です。一人ひとりがどう呼ばれたいか、何を避けてほしいかが載っています。参加するには、このサイトの元になっているリポジトリにプロフィールのファイルを追加するか（方法はリポジトリのCONTRIBUTING.mdにあります）、運営している人に尋ねてください。',

	'directory.title': '名簿',
	'directory.description': { other: '{count}人の名前と代名詞（頭文字順）。' },
	'directory.pageDescription': { other: '{group}{onPage}（{count}人の名簿より）。' },
	'directory.onPage': '、{pages}ページ中{page}ページ目',
	'directory.summaryPage': '{pages}ページ中{page}ページ目',
	'directory.summaryTotal': { other: '全{count}件のプロフィール' },
	'directory.letterGroup': '{letter}で始まる名前',
	'directory.otherGroup': '数字や記号で始まる名前',
	'directory.letterPage': '{label}、{page}ページ目',
	'directory.letterIndex': '頭文字から探す',
	'directory.letterTitle': { other: '{title}：{count}件の名前' },
	'directory.emptyLetter': '{title}：まだいません',
	'directory.letterPages': '{label}のページ',
	'directory.start': '頭文字を選ぶか、{link}順にページをたどってください。',
	'directory.startLink': '{label}から',

	'profile.summary': '{displayName}の代名詞：{favourites}。',
	'profile.summaryEmpty': '{displayName}の名前と代名詞。',
	'profile.avatarAlt': '{displayName}のアバター',
	'profile.ownerLink': '所属：',
	'profile.namesLabel': '名前：',
	'profile.pronounsLabel': '代名詞：',
	'profile.bio': '自己紹介',
	'profile.links': 'リンク',
	'profile.names': '名前',
	'profile.pronouns': '代名詞',
	'profile.members': 'メンバー',
	'profile.shareTitle': '{displayName}（{pronouns}）',
	'profile.flags': 'フラッグ',
	'profile.timezoneLabel': 'タイムゾーン：',
	'profile.timezoneOffset': 'このページの作成時点で{offset}',
	'profile.noneListed': '記載はありません。',
	'profile.json': 'このプロフィールのJSON',
	'profile.edit': 'このプロフィールを編集',
	'profile.editInBrowser': 'ブラウザで編集',

	'pronouns.title': '代名詞 {set}',
	'pronouns.titlePage': '代名詞 {set}（{page}ページ目）',
	'pronouns.description': '代名詞 {set} の使い方と例文。',
	'pronouns.laterDescription': '代名詞 {set} を使う人（{pages}ページ中{page}ページ目）。',
	'pronouns.formsLink': '{set} の形と使い方',
	'pronouns.forms': '形',
	'pronouns.form.subject': '主格',
	'pronouns.form.object': '目的格',
	'pronouns.form.determiner': '所有格',
	'pronouns.form.possessive': '所有代名詞',
	'pronouns.form.reflexive': '再帰代名詞',
	'pronouns.examples': '例文',
	'pronouns.examplesIn': '例文は{language}です。',
	'pronouns.variants': '書かれたとおりの表記',
	'pronouns.noExamples':
		'これらの形はサイトのどの代名詞表にもないため、例文はありません。書かれたとおりに読むか、本人に尋ねてください。',
	'pronouns.redirect': 'この代名詞のページは{link}にあります。',
	'shortLink.title': '@{handle}',
	'shortLink.text': 'この短縮リンクのプロフィールは{link}にあります。',
	'pronouns.usedBy': '使っている人',
	'pronouns.usedByPage': '使っている人（{pages}ページ中{page}ページ目）',
	'pronouns.usedByMember': '{handle}（{ownerName}のメンバー）',
	'pronouns.usedByPages': '{set} を使う人のページ',
	'pronouns.usedByIntro':
		'この代名詞を「お気に入り」か「大丈夫」にしている人です。{icon}はお気に入りの印で、先に並びます。',

	'legend.title': 'アイコンの意味',
	'legend.link': 'アイコンの意味は？',
	'status.favourite': 'お気に入り',
	'status.okay': '大丈夫',
	'status.jokingly': '冗談でなら',
	'status.friends_only': '親しい人だけ',
	'status.avoid': '避けてください',

	'search.title': '検索',
	'search.description': '名前、表示名、代名詞で人を探せます。',
	'search.boxLabel': '名前か代名詞で検索',
	'search.button': '検索',
	'search.needsJavaScript': '検索にはJavaScriptが必要です。全員が名前の頭文字ごとに並んでいます：',
	'search.off': 'このサイトには検索がありません。全員が名前の頭文字ごとに並んでいます：',
	'search.owner': '{ownerName}のメンバー',
	'search.unavailable': '今は検索を使えません。下の頭文字の一覧に全員が載っています。',
	'search.none': '「{query}」に一致する人は見つかりませんでした。',
	'search.found': { other: '{count}件見つかりました。' },
	'search.more': {
		other:
			'{count}件見つかりました。最初の{shown}件を表示しています。絞り込むには続けて入力してください。',
	},

	'editor.title': 'プロフィールの編集',
	'editor.addTitle': 'プロフィールの追加',
	'editMine.label': '自分のプロフィールを編集',
	'editMine.help': 'プロフィール名、またはページのアドレス（@名前）。',
	'editMine.open': 'エディターで開く',
	'editor.description':
		'ブラウザでプロフィールのファイルを書いたり変えたりし、サイトと同じ確認をしてから、Gitのサービスで提案できます。',
	'editor.noScript':
		'このページはプロフィールのファイルを書き、サイトと同じように確認しますが、JavaScriptが必要です。JavaScriptがオフになっているか、読み込めませんでした。',
	'editor.withoutScript': 'JavaScriptなしでは、Gitのサービス上でファイルを編集してください：',
	'editor.openFolder': '{link}を開きます。',
	'editor.openFolderLink': '{forge}のプロフィールのフォルダ',
	'editor.openRepository':
		'Gitのサービスでサイトのリポジトリを開き、フォルダ{contentPath}/usersを開きます。',
	'editor.openFile':
		'自分のファイル（プロフィール名に.mdが付いたもの）を開き、サービスの編集ボタンを押します。新しいプロフィールなら、自分の名前のファイル（例：robin.md）を追加します。',
	'editor.propose':
		'変更して提案します。サービスがプルリクエストを開き、サイトのチェックが問題の有無を知らせます。',
	'editor.contributing': '{link}に、プロフィールのファイルの各部分の説明があります。',
	'editor.problems': '直すべき問題',
	'editor.optional': '（任意）',
	'editor.profile': 'プロフィール',
	'editor.name': 'プロフィール名',
	'editor.nameHelp': 'ページのアドレスになります。英字A〜Z、数字、「_」「.」「-」で2〜40文字。',
	'editor.id': 'ID',
	'editor.idHelp': '自動で作られ、変わることはありません。',
	'editor.displayName': '表示名',
	'editor.displayNameHelp': 'プロフィール名の代わりに表示されます。100文字まで。',
	'editor.bio': '自己紹介',
	'editor.bioHelp':
		'あなたについて一言、1000文字まで。Markdown：*強調*、[リンク](https://example.org)。',
	'editor.names': '名前',
	'editor.namesHelp': '呼ばれてもよい名前と、それぞれへの気持ち。',
	'editor.addName': '名前を追加',
	'editor.pronouns': '代名詞',
	'editor.pronounsHelp':
		'形を「/」で区切ります（例：they/them/their/theirs/themself）。表示テキストはページでの見せ方です（空欄なら最初の二つの形）。',
	'editor.addPronouns': '代名詞を追加',
	'editor.fields': '項目',
	'editor.fieldsHelp': '「私を表す言葉」のような自分で決めた見出しと、その言葉への気持ち。',
	'editor.addField': '項目を追加',
	'editor.links': 'リンク',
	'editor.linksHelp': 'それぞれ256文字まで。https://で始まるアドレスはリンクになります。',
	'editor.addLink': 'リンクを追加',
	'editor.avatar': 'アバター',
	'editor.avatarImage': 'リポジトリ内の画像',
	'editor.avatarHelp':
		'プロフィールのファイルと同じ場所にある画像のパス（例：./avatar.png。PNG、JPEG、WebP、GIF、AVIF）。追加するには、サービス上で自分のファイルがあるフォルダ（{folder}）を開き、「Add file」から「Upload files」を選んで画像を追加し、その名前をここに書きます。',
	'editor.avatarUrls': 'またはほかの場所の画像',
	'editor.avatarUrlsHelp':
		'ほかの場所にある画像のhttps://から始まる完全なアドレス。メインの画像を最初に。リポジトリ内の画像とは併用できません。',
	'editor.addAvatarUrl': '画像のアドレスを追加',
	'editor.owners': '管理者',
	'editor.ownersHelp':
		'このプロフィールの変更に承認が必要な、サービス上のユーザー名（例：robin-gh）。サイトには表示されません。',
	'editor.addOwner': '管理者を追加',
	'editor.ownStatuses': '自分だけのステータス',
	'editor.ownStatusesHelp':
		'5つのステータスのほかに。それぞれに、項目で使う短い名前、ラベル、アイコン、そしてほかのすべての場所（検索、代名詞のページ、API）で扱われるステータスがあります。',
	'editor.addOwnStatus': '自分だけのステータスを追加',
	'editor.flags': 'フラッグ',
	'editor.flagsHelp': 'プロフィールに表示するプライドフラッグ。選んだ順に並びます。',
	'editor.ownFlags': '自分のフラッグ画像',
	'editor.ownFlagsHelp':
		'このフォームは画像をアップロードできません。自分のフラッグ画像（ファイルの隣にある画像）は書かれたとおりに残ります。追加するには、プラットフォーム上のファイルに書いてください。',
	'editor.more': 'そのほかの情報',
	'editor.timezone': 'タイムゾーン',
	'editor.timezoneHelp':
		'現在のUTCとの時差と一緒に表示されます。入力して選んでください（例：Asia/Tokyo）。',
	'editor.lang': 'テキストの言語',
	'editor.langHelp':
		'ja、en、pt-BRのような言語タグ。スクリーンリーダーが自己紹介や項目をその言語で読み上げます。',
	'editor.memberTitle': 'メンバー一覧の見出し',
	'editor.memberTitleHelp': '「メンバー」の代わりにメンバーの上に表示されます。50文字まで。',
	'editor.unlisted': 'このメンバーを一覧に載せない',
	'editor.unlistedHelp':
		'一覧に載せないことは非公開ではありません。このメンバーは自分のアドレスとAPIで公開されたままで、リンクを知っている人なら誰でも見られます。',
	'editor.result': 'あなたのファイル',
	'editor.resultLabel': 'プロフィールのファイル',
	'editor.copy': 'ファイルをコピー',
	'editor.download': 'ファイルをダウンロード',

	'editorScript.nameFixed':
		'プロフィール名はファイル名です。変えるには、サービス上でファイル名を変更します。',
	'editorScript.nameLegend': '名前{n}への気持ち',
	'editorScript.pronounsLegend': '代名詞{n}への気持ち',
	'editorScript.entryLegend': '項目{field}の内容{n}への気持ち',
	'editorScript.short.favourite': 'お気に入り',
	'editorScript.short.okay': '大丈夫',
	'editorScript.short.jokingly': '冗談',
	'editorScript.short.friends_only': '親しい人',
	'editorScript.short.avoid': '避けて',
	'editorScript.moveUp': '上へ',
	'editorScript.moveDown': '下へ',
	'editorScript.remove': '削除',
	'editorScript.rowButton': '{button}：{what}',
	'editorScript.rowMenu': '{what}の移動・削除',
	'editorScript.nameLabel': '名前{n}',
	'editorScript.nameWhat': '名前{n}',
	'editorScript.pronounsLabel': '代名詞{n}',
	'editorScript.pronounsDisplayText': '代名詞{n}の表示テキスト（任意）',
	'editorScript.pronounsWhat': '代名詞{n}',
	'editorScript.pronounsDisplayPlaceholder': '表示テキスト（任意）',
	'editorScript.fieldHeading': '項目{n}の見出し',
	'editorScript.fieldHeadingHelp': '例：「私を表す言葉」',
	'editorScript.fieldEntries': '項目{n}の内容',
	'editorScript.fieldAddEntry': '項目{n}に追加',
	'editorScript.fieldWhat': '項目{n}',
	'editorScript.entryLabel': '内容{n}',
	'editorScript.entryWhat': '項目{field}の内容{n}',
	'editorScript.linkLabel': 'リンク{n}',
	'editorScript.linkWhat': 'リンク{n}',
	'editorScript.avatarUrlLabel': '画像のアドレス{n}',
	'editorScript.avatarUrlWhat': '画像のアドレス{n}',
	'editorScript.ownerLabel': '管理者{n}',
	'editorScript.ownerWhat': '管理者{n}',
	'editorScript.ownStatusKey': 'ステータス{n}の短い名前',
	'editorScript.ownStatusKeyHelp':
		'項目で使う名前。a-z、0-9、_ で、最初は英字。5つのステータスの名前は使えません。',
	'editorScript.ownStatusLabel': 'ステータス{n}のラベル',
	'editorScript.ownStatusIcon': 'ステータス{n}のアイコン',
	'editorScript.ownStatusIconDefault': '扱われるステータスのアイコン',
	'editorScript.icon.heart': 'ハート',
	'editorScript.icon.check': 'チェックマーク',
	'editorScript.icon.smile': '笑顔',
	'editorScript.icon.people': '人々',
	'editorScript.icon.ban': '禁止マーク',
	'editorScript.icon.heart-lock': '鍵付きのハート',
	'editorScript.icon.lock': '鍵',
	'editorScript.icon.star': '星',
	'editorScript.icon.sparkles': 'きらめき',
	'editorScript.icon.thumbs-up': '親指を上に',
	'editorScript.icon.thumbs-down': '親指を下に',
	'editorScript.icon.question': '疑問符',
	'editorScript.icon.eye-off': '斜線付きの目',
	'editorScript.icon.clock': '時計',
	'editorScript.icon.chat': '吹き出し',
	'editorScript.icon.house': '家',
	'editorScript.icon.briefcase': 'かばん',
	'editorScript.icon.flower': '花',
	'editorScript.icon.moon': '月',
	'editorScript.icon.sun': '太陽',
	'editorScript.icon.music': '音符',
	'editorScript.icon.paw': '肉球',
	'editorScript.icon.crown': '王冠',
	'editorScript.icon.x': 'バツ印',
	'editorScript.ownStatusCountsAs': 'ステータス{n}の扱い',
	'editorScript.ownStatusWhat': 'ステータス{n}',
	'editorScript.ownStatusTwice':
		'ほかのステータスにも同じ短い名前があります。それぞれ別の名前にしてください。',
	'editorScript.ownFlagWhat': 'フラッグ{name}',
	'editorScript.ready': 'プロフィールの準備ができました。直すところはありません。',
	'editorScript.problems': {
		other:
			'プロフィールの完成まで、直すべき問題が{count}件あります。それぞれの欄に表示しています。',
	},
	'editorScript.resultPath': 'リポジトリには{file}として保存されます。',
	'editorScript.resultPending':
		'直すところがなくなると、リポジトリに保存される形でここにプロフィールが表示されます。',
	'editorScript.resultPathPending':
		'プロフィール名を決めてください。ページ（/@your-name/）とリポジトリ内のプロフィールの名前になります。',
	// check's messages (check-words.ts): said by the editor's form, `check` and CI.
	'check.required': '必須です',
	'check.mustBe': '{expected}である必要がありますが、{got}です：{value}',
	'check.mustBeQuoted':
		'{expected}である必要がありますが、{got}です（値を引用符で囲んでください）：{value}',
	'check.mustBeLines':
		'{expected}である必要がありますが、{got}です（各項目を「- 」で始まる別々の行に書いてください）：{value}',
	'check.typeObject': 'オブジェクト（「キー: 値」の組）',
	'check.typeObjectFound': 'オブジェクト',
	'check.typeList': 'リスト',
	'check.typeText': '文字列',
	'check.typeNumber': '数値',
	'check.typeBoolean': '真偽値（trueまたはfalse）',
	'check.typeNull': '空（null）',
	'check.oneOf': '{values}のいずれかである必要がありますが、{value}です',
	'check.got': '{rule}（値：{value}）',
	'check.nothing': 'なし',
	'check.empty': '空にはできません',
	'check.length': '{min}〜{max}文字である必要がありますが、{length}文字です',
	'check.lengthOver':
		'{min}〜{max}文字である必要がありますが、{length}文字です。短くしてください（サイトの上限は{limit}で設定されています）',
	'check.status':
		'favourite、okay、jokingly、friends_only、avoid、1〜5の数値、またはこのプロフィール独自のステータスのキー（小文字、数字、「_」）のいずれかである必要があります',
	'check.didYouMean': '「{hint}」のことですか？',
	'check.ownKeyIsStatus':
		'「{key}」は5つのステータスの一つです。独自のステータスには独自のキー（例：partner）が必要です。名前を変えるか、定義せずに{key}をそのまま使ってください',
	'check.ownKeyName':
		'「name」はfieldsで項目の名前を表すため、項目がこのステータスのリストを持てなくなります：ここと、それを使う内容で名前を変えてください（例：name_own）',
	'check.ownKeyForm':
		'キー「{key}」は小文字で始まり、a-z、0-9、「_」だけを含む30文字以内である必要があります。名前を変えてください（例：{example}）',
	'check.nameEntry': '名前（文字列）、またはnameとstatusを持つオブジェクトである必要があります',
	'check.pronounsEntry':
		'代名詞（「they/them」などの文字列）、またはpronouns、display_text、statusを持つオブジェクトである必要があります',
	'check.dupName':
		'名前{text}はすでに一覧{onLine}にあります（{first}）。一度だけ書いてください：どちらかを削除し、意図したステータスの方を残してください',
	'check.dupLink':
		'リンク{text}はすでに一覧{onLine}にあります（{first}）。一度だけ書いてください：どちらかを削除してください',
	'check.dupField':
		'項目{text}はすでに一覧{onLine}にあります（{first}）。一度だけ書いてください：内容を一つの項目にまとめてください',
	'check.dupPronouns':
		'代名詞{text}はすでに一覧{onLine}に{as}としてあり、同じセットです（{first}）。各セットは一度だけ書いてください：どちらかを削除し、意図したステータスの方を残してください',
	'check.dupEntry':
		'内容{text}はすでに{under}一覧{onLine}にあります（{first}）。一つの項目では、各内容を意図したステータスに一度だけ書いてください：どちらかを削除してください',
	'check.onLine': '（{line}行目）',
	'check.underStatus': '{status}の',
	'check.nameTaken':
		'名前「{name}」はすでに{file}（「{taken}」）で使われています。大文字と小文字を区別しないディスクやホストでは見分けがつかないため、名前は大文字・小文字の違いを除いても重複できません：{rename}',
	'check.memberNameTaken':
		'名前「{name}」はすでに{file}（「{taken}」）で使われています。大文字と小文字を区別しないディスクやホストでは見分けがつかないため、同じプロフィールのメンバーの名前は大文字・小文字の違いを除いても重複できません：{rename}',
	'check.publishedProfile': '公開済みのプロフィール{where}',
	'check.renameFile': 'このファイルの名前を変更してください',
	'check.chooseName': '別の名前を選んでください',
	'check.unknownKey': '不明なキー{key}です。「{hint}」のことですか？',
	'check.unknownKeyKnown': '不明なキー{key}です。使えるキーは{known}です',
	'check.tooMany':
		'{count}件あり、サイトで許される{max}件を超えています。{fix}（サイトの上限は{limit}で設定されています）',
	'check.tooManyInField':
		'リストの合計で{count}件あり、1つのフィールドでサイトが許す{max}件を超えています。重要なものを残してください（サイトの上限は{limit}で設定されています）',
	'check.tooManyStatuses':
		'独自のステータスが{count}個あり、サイトで許される{max}個を超えています。エントリーで使うものを残してください（サイトの上限は{limit}で設定されています）',
	'check.keepMostUsed': 'よく使うものを残してください',
	'check.keepMatterMost': '重要なものを残してください',
	'check.keepMostSeen': '特に見てほしいものを残してください',
	'check.unknownStatus':
		'不明なステータス{status}です。5つ（{words}）のどれでもありません。statuses:の下にlabelとcounts_asで定義してください',
	'check.unknownStatusHint':
		'不明なステータス{status}です。5つ（{words}）のどれでもありません。「{hint}」のことですか？ そうでなければstatuses:の下にlabelとcounts_asで定義してください',
	'check.unknownStatusOwn':
		'不明なステータス{status}です。5つ（{words}）のどれでもなく、このプロフィール独自のもの（{own}）でもありません。statuses:の下にlabelとcounts_asで定義してください',
	'check.unknownStatusOwnHint':
		'不明なステータス{status}です。5つ（{words}）のどれでもなく、このプロフィール独自のもの（{own}）でもありません。「{hint}」のことですか？ そうでなければstatuses:の下にlabelとcounts_asで定義してください',
	'check.labelBuiltInSame':
		'ラベル{label}は組み込みのステータス{word}の名前なので、読む人やスクリーンリーダーはこれらのエントリーを{word}と受け取ってしまいます。エントリーではステータス{word}そのものを使い、この独自のステータスは削除してください',
	'check.labelBuiltIn':
		'ラベル{label}は組み込みのステータス{word}の名前なので、読む人やスクリーンリーダーはこれらのエントリーを{word}と受け取ってしまいます。意味が伝わる独自のラベルを付けてください（5つのステータスの名前は使わないでください）',
	'check.idUsed':
		'ID「{id}」はすでに{file}で使われています。IDは重複できません。このプロフィールには新しいID（たとえば今作ったこのID：id: {fresh}）を付けてください',
	'check.bioKey':
		'Markdownのプロフィールには「bio」キーはありません。閉じる「---」行の後の本文が自己紹介です。そこへ移してください',
	'check.nameIsFile':
		'ファイル名{stem}と同じである必要があります（ファイル名がプロフィール名です）が、{given}です。キーを削除するか、ファイル名を変えてください',
	'check.loneSurrogate':
		'単独のサロゲート（{point}）を含めることはできません。これは文字の半分で、厳密なJSONパーサーは受け付けません。その文字を入力し直してください',
	'check.control':
		'制御文字（端末やページが反応する見えないコード）を含めることはできませんが、{point}がそれに当たります。削除してください',
	'check.controlMultiline':
		'タブと改行以外の制御文字（端末やページが反応する見えないコード）を含めることはできませんが、{point}がそれに当たります。削除してください',
	'check.lineSeparator':
		'1行である必要がありますが、{point}（行区切り文字）で次の行が始まっています。削除するか、スペースにしてください',
	'check.paragraphSeparator':
		'1行である必要がありますが、{point}（段落区切り文字）で次の行が始まっています。削除するか、スペースにしてください',
	'check.bidi':
		'後ろのテキストの並びを変える方向制御文字U+202A～202EやU+2066～2069を含めることはできませんが、{point}がそれに当たります。削除してください（U+200EとU+200Fのマークは使えます）',
	'check.noncharacter':
		'非文字（プログラム用に予約され、XMLや画像が受け付けないコード）を含めることはできませんが、{point}がそれに当たります。削除してください',
	'check.blank':
		'スペースや見えない文字だけでなく、見える文字を含める必要があります。テキストを書くか、このエントリーを省いてください',
	'check.xid': '0～9とa～vからなるちょうど20文字（xid）である必要があります',
	'check.httpUrl': 'http://またはhttps://で始まる絶対アドレスである必要があります',
	'check.flagSlug': 'docs/reference/flags.mdに載っている旗のどれかである必要があります',
	'check.iconSlug': 'docs/reference/icons.mdに載っているアイコンのどれかである必要があります',
	'check.langUnknown':
		'Intlが知っている言語ではありません。「ja」「en」「pt-BR」「zh-Hant」のように言語のコードを書いてください',
	'check.langUnknownHint':
		'Intlが知っている言語ではありません。言語のコードを書いてください。「{hint}」（{language}）のことですか？',
	'check.langForm': '正しい言語タグ（BCP 47）ではありません。「{fix}」と書いてください',
	'check.langFormAny':
		'正しい言語タグ（BCP 47、{max}文字まで）ではありません。「ja」「en」「pt-BR」「zh-Hant」のように言語のコードを書き、必要ならハイフンの後に地域や文字体系を続けてください',
	'check.timeZone': 'Asia/TokyoやAmerica/New_YorkのようなIANAのタイムゾーンである必要があります',
	'check.idRequired':
		'必須です。どのプロフィールにも、変わることのない独自のIDがあります。たとえば今作ったこのIDを追加してください：id: {fresh}',
	'check.fieldKey':
		'不明なキー{key}です。フィールドにはnameと、ステータスごと（5つのどれか、またはこのプロフィール独自のもの）のリストを書きます',
	'check.fieldKeyHint':
		'不明なキー{key}です。フィールドにはnameと、ステータスごと（5つのどれか、またはこのプロフィール独自のもの）のリストを書きます。「{hint}」のことですか？',
	'check.flagEntry':
		'ライブラリの旗の短い名前（たとえばtransgender）か、image・name・descriptionを持つオブジェクトである必要があります',
	'check.memberTitle':
		'member_titleはプロフィールのメンバー一覧の見出しです。メンバーのファイルではなく、プロフィールのindex.mdかindex.jsonに書いてください',
	'check.unlistedUser':
		'unlistedはメンバーをプロフィールのページと一覧から外すものです。書けるのはメンバーのファイルだけなので、ここからは削除してください',
	'check.sidTaken':
		'短縮ID「{sid}」は{file}でも使われています。短縮IDはそれぞれ1つのプロフィールにつながるので、このプロフィールには別のID（たとえば今作ったこのID：sid: {fresh}）を付けてください',
	'check.avatarRelative':
		'プロフィールのファイルからの相対パス（たとえば./avatar.png）である必要がありますが、「{avatar}」になっています',
	'check.avatarOutside':
		'contentフォルダーの中にある必要があります。「{avatar}」はその外を指しています。画像はプロフィールのファイルと同じ場所に置いてください',
	'check.avatarMissing':
		'「{avatar}」に画像がありません（{path}を探しました）。ファイル名を確かめてください',
	'check.avatarSymlink':
		'「{avatar}」はcontentフォルダーの外のファイルへのシンボリックリンクです。代わりに画像をプロフィールのファイルと同じ場所にコピーしてください',
	'check.avatarNotOwn':
		'「{avatar}」はこのプロフィール自身の画像ではありません（content/users/{image}）。アバターはプロフィール自身のフォルダーの中か、ファイルと同じ場所に同じ名前（{named}）で置く必要があります。ほかのプロフィールの画像を変えたり消したりできるのはそのプロフィールだけです。画像をcontent/users/{fix}にコピーし、avatarでそこを指してください',
	'check.avatarUnchecked':
		'確認できませんでした（{reason}）。画像がプロフィールのファイルと同じ場所にある読み取れるファイルか確かめてください',
	'check.imageUnreadable':
		'「{avatar}」は読み取れる画像ではありません（{error}）。PNG、JPEG、WebP、GIF、AVIFのいずれかで書き出し直してください',
	'check.avatarFormat': '「{avatar}」は{format}です。アバターは{formats}でなければなりません',
	'check.flagFormat': '「{avatar}」は{format}です。旗の画像は{formats}でなければなりません',
	'check.imagePixels':
		'「{avatar}」は{width}×{height}ピクセルで、上限の{megapixels}メガピクセルを超えています。縮小してください',
	'check.imageSide':
		'「{avatar}」は{width}×{height}ピクセルです。各辺は{side}px以下でなければなりません。縮小してください',
	'check.imageAspect':
		'「{avatar}」は{width}×{height}ピクセルです。長い辺は短い辺の{ratio}倍までです（どのみち正方形に切り抜かれます）。正方形に近づけて切り抜いてください',
	'check.imageDecode':
		'「{avatar}」をデコードできませんでした（{error}）。PNG、JPEG、WebPのいずれかで保存し直してください',
	'check.imageNotFile':
		'「{avatar}」は{kind}で、画像ファイルではありません。アバターはプロフィールのファイルと同じ場所にある普通のファイルでなければなりません。画像そのものに置き換えてください',
	'check.kindLink': 'シンボリックリンク',
	'check.kindFifo': 'FIFO（名前付きパイプ）',
	'check.kindSocket': 'ソケット',
	'check.kindDevice': 'デバイス',
	'check.kindFolder': 'フォルダー',
	'check.imageTooLarge':
		'「{avatar}」は{size}です。アバターは{max}までです。ファイルを小さくしてください',
	'check.imageChanged':
		'「{avatar}」は読み取り中に変わりました。もう一度チェックを実行してください',
	'check.imageUnreadableFile':
		'「{avatar}」を読み取れませんでした（{error}）。アバターは誰でも読めるファイルでなければなりません。権限を確かめるか、保存し直してください',
	'check.folderMisspelt':
		'メンバーのプロフィールは「{folder}」ではなく「{members}」フォルダー（小文字で、「s」付き）に置きます。このファイルを{fix}に移動してください',
	'check.folderNested':
		'メンバーは自分のメンバーを持てません。{members}/フォルダーを置けるのはプロフィールのフォルダーだけです。このファイルを{user}/{members}/に移動するか、プロフィールでなければ名前を「_」で始めてください',
	'check.folderStray':
		'プロフィールのフォルダーに置けるプロフィールは一つ（index.mdかindex.json）だけです。プロフィールでなければ、このファイルの名前を「_」で始めてください',
	'check.folderUserForm':
		'このプロフィールにはメンバーがいる（{name}/{members}/）ので、メンバーと並べてフォルダーの形にしなければなりません。このファイルを{fix}に移動してください',
	'check.folderNoIndex':
		'プロフィールのフォルダーにはindex.mdかindex.jsonが必要です。どちらかを追加するか、フォルダーの名前を「_」で始めてください',
	'check.folderBothIndexes':
		'プロフィールのフォルダーに置けるのはindex.mdかindex.jsonのどちらか一つです。両方は置けません。一つにまとめてください',
	'check.folderIndexCase':
		'プロフィールのフォルダーに置けるindexファイルは一つですが、このフォルダーには{files}があります（大文字・小文字だけが違う名前は、macOSとWindowsでは同じファイルです）。一つのindex.mdかindex.jsonにまとめてください',
	'check.membersOver':
		'メンバーが多すぎます。このフォルダーには{count}人いますが、一つのプロフィールに置けるのは{limit}人までです（サイトの上限はlimits.membersで決まります）。使わなくなったメンバーを削除するか、いくつかをまとめてください',
	'check.yamlInvalid': 'YAMLとして正しくありません：{reason}',
	'check.yamlLineUp':
		'YAMLとして正しくありません。この行が、属する行とそろっていません（YAMLは行頭の空白で、その行がどの項目に属するかを読み取ります）。属するキーまたは「- 」のちょうど真下から、半角スペースで始めてください',
	'check.yamlUnclosedEnd':
		'フロントマターを閉じる「---」の行がないため、その後のテキストがYAMLとして読まれています。最後のキーの後、自己紹介の前に「---」だけの行を追加してください',
	'check.yamlUnclosed':
		'フロントマターを閉じる「---」の行がないため、このテキストがYAMLとして読まれています。この行の上、最後のキーの後に「---」だけの行を追加してください',
	'check.yamlTab':
		'YAMLとして正しくありません。YAMLの字下げは半角スペースだけで、タブは使えません。この行のタブを半角スペース（1段につき2つ）に置き換えてください',
	'check.yamlEmptyList':
		'YAMLとして正しくありません。「{key}: {empty}」は空のリストなので、その下の項目はどこにも属しません。項目を残すなら「{empty}」を消す（「{key}:」だけにする）か、「#」でコメントにしてください',
	'check.yamlColon':
		'YAMLとして正しくありません。「{key}」の値に「: 」が含まれていて、YAMLはそれを別のキーの始まりと読みます。値を二重引用符で囲んでください：{fix}',
	'check.yamlKept':
		'YAMLとして正しくありません。YAMLは「{char}」を将来のために予約していて、それで始まる値を読めません。値全体を二重引用符で囲んでください：{fix}',
	'check.yamlPercent':
		'YAMLとして正しくありません。値の先頭の「%」を、YAMLはテキストではなく読み取り側への指示と読みます。値全体を二重引用符で囲んでください：{fix}',
	'check.yamlTag':
		'YAMLとして正しくありません。値の先頭の「!」を、YAMLはテキストではなく型を示す印と読みます。値全体を二重引用符で囲んでください：{fix}',
	'check.yamlAlias':
		'YAMLとして正しくありません。値の先頭の「*」を、YAMLはテキストではなく別の値への参照と読みます。値全体を二重引用符で囲んでください：{fix}',
	'check.yamlAnchor':
		'YAMLとして正しくありません。値の先頭の「&」を、YAMLはテキストではなく値のラベルと読みます。値全体を二重引用符で囲んでください：{fix}',
	'check.yamlQuotedPart':
		'YAMLとして正しくありません。値が引用符で囲まれた部分で始まり、その後にさらにテキストが続いているため、YAMLは一つの値として読めません。値全体を二重引用符で囲んでください：{fix}',
	'check.noFences':
		'このファイルにはフロントマターがありません。キーが2本の「---」の行で挟まれていないため、ファイル全体が自己紹介として読まれてしまいます。この行の上に「---」の行を、最後のキーの後（自己紹介の前）にもう1本追加してください',
	'check.notYaml':
		'フロントマターは{language}ではなくYAMLで書いてください。ファイルを「---」だけの行で始めてください',
	'check.yamlDashLeft': {
		other:
			'YAMLとして正しくありません。この項目の「- 」が、上の項目（{line}行目）の「- 」より半角スペース{count}個分左にずれているため、どちらにも属していません。上の「- 」のちょうど真下に置いてください：{fix}',
	},
	'check.yamlDashRight': {
		other:
			'YAMLとして正しくありません。この項目の「- 」が、上の項目（{line}行目）の「- 」より半角スペース{count}個分右にずれているため、どちらにも属していません。上の「- 」のちょうど真下に置いてください：{fix}',
	},
	'check.yamlKeyLeft': {
		other:
			'YAMLとして正しくありません。「{key}:」は{line}行目から始まる項目（「{first}:」）に属しますが、半角スペース{count}個分左にずれています。「{first}:」のちょうど真下に置いてください：{fix}',
	},
	'check.yamlKeyRight': {
		other:
			'YAMLとして正しくありません。「{key}:」は{line}行目から始まる項目（「{first}:」）に属しますが、半角スペース{count}個分右にずれています。「{first}:」のちょうど真下に置いてください：{fix}',
	},
	'check.yamlFirstKeyAgain':
		'YAMLとして正しくありません。「{key}:」はすでに{line}行目から始まる項目の最初のキーで、1つの項目に同じキーは1回しか書けません。新しい項目を始めるには、{line}行目の「- 」の真下で、前に「- 」を書いてください：{fix}',
	'check.yamlTextEntry':
		'YAMLとして正しくありません。「{key}:」は{line}行目の項目に設定を与えていますが、その項目はただのテキストです。項目を{entry}と書き、その下の行に{fix}と書いてください',
	'check.yamlNoDash':
		'YAMLとして正しくありません。この行はリストの中にありますが、どの項目も始めるべき「- 」で始まっていません。{fix}と書いてください',
	'check.yamlTopKey':
		'YAMLとして正しくありません。「{key}:」はプロフィール自体のキーなので、前にスペースを入れず行頭から書きます。{fix}と書いてください',
	'check.yamlBadIndent': 'キーの字下げが正しくありません',
	'check.yamlBadIndentList': 'リストの項目の字下げが正しくありません',
	'check.yamlDuplicateKey': '同じキーが2回あります',
	'check.yamlEndExpected': 'ここではデータの終わりか、区切りの「---」の行が来るはずでした',
	'check.yamlMultilineKey': 'キーを複数行にまたがって書くことはできません',
	'check.yamlColonMissed': 'キーの後の「:」がありません',
	'check.yamlSpaceAfterColon': 'キーの「:」の後には半角スペースが必要です',
	'check.yamlQuoteUnclosed': '二重引用符で囲んだテキストが閉じられていません',
	'check.yamlSingleQuoteUnclosed': '一重引用符で囲んだテキストが閉じられていません',
	'check.yamlFlowUnclosed': '[ ] または { } のリストが閉じられていません',
	'check.yamlFlowComma': '[ ] または { } のリストの項目の間にカンマがありません',
	'check.yamlEscape': '二重引用符で囲んだテキストに不明なエスケープシーケンスがあります',
	'check.yamlNonPrintable': 'ファイルに表示できない文字が含まれています',
	'check.yamlOther': 'YAMLの読み取りがここで止まりました（{reason}）',
	'check.noteDash':
		'この行は、上の値（{value}）の続きとして読まれています。この行の「- 」が上の項目の「- 」より右にあるためです。別の項目にするには、この「- 」を上の「- 」のちょうど真下に置いてください',
	'check.noteComment':
		'YAMLは「 #」の後のテキストをコメントとして読み、捨てます。そのため、この値は{value}になります。{comment}も値の一部なら、値全体を二重引用符で囲んでください：{fix}。メモなら、別の行に移してください',
	'check.noteAnchor':
		'YAMLは値の先頭の「&」をラベルとして読み、捨てます。そのため、この値は{value}になります。値全体を二重引用符で囲んでください：{fix}',
	'check.noteSpaces':
		'この値は末尾がスペースで、YAMLはそれを捨てます。スペースを消すか、値の一部なら値を二重引用符で囲んでください：{fix}',
	'check.noteOlderYesNo':
		'多くのYAMLの読み取り（多くのエディターやツールが使うYAML 1.1）は、引用符なしの{raw}をテキスト{text}ではなくtrue か false（はい・いいえの値）として読みます。どの読み取りでもテキストのままになるよう、二重引用符で囲んでください：{fix}',
	'check.noteOlderNumber':
		'多くのYAMLの読み取り（多くのエディターやツールが使うYAML 1.1）は、引用符なしの{raw}をテキスト{text}ではなく数値として読みます。どの読み取りでもテキストのままになるよう、二重引用符で囲んでください：{fix}',
	'check.noteOlderDate':
		'多くのYAMLの読み取り（多くのエディターやツールが使うYAML 1.1）は、引用符なしの{raw}をテキスト{text}ではなく日付として読みます。どの読み取りでもテキストのままになるよう、二重引用符で囲んでください：{fix}',
	'check.noteNull':
		'YAMLは引用符なしの{raw}を、テキスト{text}ではなく「値なし」として読みます。二重引用符で囲んでください：{fix}',
	'check.noteNullKey':
		'YAMLは引用符なしの{raw}を、テキスト{text}ではなく「値なし」として読みます。二重引用符で囲んでください：{fix}。省くなら、この行を消してください',
	'check.noteBoolean':
		'YAMLは引用符なしの{raw}を、テキスト{text}ではなくはい・いいえの値{read}として読みます。二重引用符で囲んでください：{fix}',
	'check.noteNumber':
		'YAMLは引用符なしの{raw}を、テキスト{text}ではなく数値{read}として読みます。二重引用符で囲んでください：{fix}',
	'check.fenceLate': {
		other:
			'フロントマターはファイルの1行目から「---」で始める必要があります。{line}行目の「---」より上にある空行（{count}行）を消してください',
	},
	'check.noFrontMatter':
		'このファイルにはフロントマター（ファイル先頭の2本の「---」の行にはさまれたキー）がありません。ファイルを「---」の行で始め、次にキー（その中に固有のID。たとえば新しく作ったこのID：id: {fresh}）、その後、自己紹介の上に「---」の行を書いてください',
	'check.nesting':
		'リストやオブジェクトが{max}段より深く入れ子になっています。プロフィールに必要なのは4段までです。余分な入れ子を取り除いてください',
	'check.jsonInvalid': 'JSONとして正しくありません：{reason}',
	'check.jsonEmpty': 'ファイルが空です',
	'check.jsonDuplicate': '一つのオブジェクトにキー「{key}」が2回出てきます',
	'check.jsonSymbol': '予期しない文字があります',
	'check.jsonNumber': '数値の形が正しくありません',
	'check.jsonKey': '「引用符で囲んだ」キーが必要です（「}」の前にカンマは置けません）',
	'check.jsonValue': '値が必要です（余分なカンマはありませんか？）',
	'check.jsonColon': 'キーの後に「:」が必要です',
	'check.jsonComma': '項目の間に「,」が必要です',
	'check.jsonCloseBrace': '「}」が必要です',
	'check.jsonCloseBracket': '「]」が必要です',
	'check.jsonEnd': '文書の終わりの後に予期しないテキストがあります',
	'check.jsonComment': 'JSONにはコメントを書けません',
	'check.jsonString': '文字列が閉じられていません',
	'check.jsonUnicode': '\\uのエスケープが正しくありません',
	'check.jsonEscape': 'エスケープ文字が正しくありません',
	'check.jsonCharacter': '文字列に使えない文字があります（制御文字はエスケープしてください）',
	'check.linkInvalid':
		'{link}は有効なhttp(s)のアドレスではないため（スペースがあるか、「//」が抜けている？）、リンクではなくただのテキストとして表示されます。リンクにするには直してください',
	'check.linkScheme':
		'{link}はリンクではなくただのテキストとして表示されます。リンクになるのはhttp://とhttps://のアドレスだけです。Webのアドレスなら、先頭を直してください',
	'check.linkNoScheme':
		'{link}はhttps://で始まっていないため、リンクではなくただのテキストとして表示されます。リンクにするには{fix}と書いてください',
	'check.idChanged':
		'IDが「{old}」（{ref}の時点）から「{id}」に変わっています。IDは決して変わりません。id: {old}に戻してください',
	'check.idMoved':
		'ID「{id}」は{ref}の時点で{file}が使っていたもので、そのファイルはまだあります。IDはファイルの名前を変えたときだけ一緒に移ります。このプロフィールには新しいID（たとえば新しく作ったこのID：id: {fresh}）を付けてください',
	'check.idReused':
		'ID「{id}」は以前{names}のものでした（{ref}の履歴）。IDは削除した後でも再利用しません。このプロフィールには新しいID（たとえば新しく作ったこのID：id: {fresh}）を付けてください',
	'check.bothAvatars':
		'avatar（ローカルの画像）とavatar_urls（ネット上のアドレス）は、どちらか一方だけを書いてください。片方を消してください',
	'check.fileNameRule':
		'ファイル名からプロフィール名{stem}になりますが、{rule}。ファイルの名前を変えてください',
	'check.formBytes':
		'形{form}は、サイトが公開するときの正規化で{bytes}バイトのフォルダー名になりますが、公開するフォルダー名やファイル名は{max}バイトまでです（ディスクの上限は255。文字によっては複数バイトになったり、複数の文字になったりします）。短くするか、複数の文字をまとめた文字を減らしてください',
	'check.unreadExtension':
		'このファイルは読み込まれないため、そのプロフィールはサイトに載りません。プロフィールは.mdと.jsonのファイルからだけ読み込みます。名前を{fix}に変えてください',
	'check.unreadExtensionFences':
		'このファイルは読み込まれないため、そのプロフィールはサイトに載りません。プロフィールは.mdと.jsonのファイルからだけ読み込みます。名前を{fix}に変えてください。キーは2本の「---」の行ではさんでください（「id:」の上に「---」の行、最後のキーの後、自己紹介の前にもう1本）',
	'check.unreadFolder':
		'プロフィールは「users」フォルダー（すべて小文字）からだけ読み込むため、「{folder}」の中のファイルは読み込まれません。users/に移してください',
	'check.unreadFolderCase':
		'プロフィールは「users」フォルダー（すべて小文字）からだけ読み込むため、「{folder}」の中のファイルは読み込まれません。users/に移してください。または、このフォルダーの名前を「users」に変えてください',
	'check.unreadTop':
		'このファイルは読み込まれないため、そのプロフィールはサイトに載りません。プロフィールはusersフォルダーからだけ読み込みます。users/{fix}に移してください',
	'check.fileNotRegular':
		'通常のファイルではなく{kind}です。プロフィールは通常のファイルである必要があります。プロフィールのテキストを入れたファイルに置き換えてください',
	'check.fileSymlink':
		'シンボリックリンクです。プロフィールはcontentフォルダーの中の通常のファイルである必要があります（リンクはたどりません）。リンクをファイルそのものに置き換えてください',
	'check.fileTooLarge':
		'ファイルの大きさは{size}です。プロフィールのファイルは{max}までです。短くしてください',
	'check.fileChanged': '読み込み中にファイルが変わりました。もう一度チェックを実行してください',
	'check.fileUnreadable': '読み込めませんでした：{error}',
	'check.fileBom':
		'ファイルが{encoding}で保存されています（{encoding}のバイト順マークで始まっています）。プロフィールはUTF-8です。UTF-8で保存し直してください',
	'check.fileUtf8':
		'UTF-8として正しくありません（{byte}バイト目／{line}行目）。プロフィールはUTF-8のテキストです。UTF-8で保存し直してください',
	'check.lookAlike':
		'名前「{name}」は「{other}」（{file}）と読めてしまいます。形の似た文字（Iとlと1、Oと0、rnとm、vvとw、clとd。大文字・小文字を問わず）のせいで、読む人が別の人のところへ行ってしまいます。ほかの人の名前と読み違えられない名前を選んでください',
	'check.nameIsId':
		'名前「{name}」は{file}のIDです。参照はまずIDとして探されるため、このプロフィールは名前では決して見つかりません：{rename}',
	'check.apiPathClash':
		'このプロフィールのAPIファイル{path}が、{file}のファイルと同じパスになります（多くのホストと同じく、パスは大文字・小文字を区別せずに比べます）：{rename}',
	'check.nameMemberList':
		'名前「{name}」は、「{user}」のメンバー一覧である{path}がすでに使っています：{rename}',
	'check.nameMemberNotFound':
		'名前「{name}」は、「{user}」の存在しないメンバーへの応答である{path}がすでに使っています：{rename}',
	'check.hostMemberName':
		'名前「{name}」は、ホストがフォルダー内で独自に扱う名前です（Cloudflare Pagesは{path}に「見つかりません」ページかリダイレクトで応答します）。そのため、このメンバーは名前で取得できません：{rename}',
	'check.hostUserName':
		'名前「{name}」は、ホストがフォルダー内で独自に扱う名前です（Cloudflare Pagesはファイルがないとき{path}を{folder}へリダイレクトするため、どのホストも存在しないプロフィールとして応答します）。そのため、このプロフィールは名前で取得できません：{rename}',
	'check.hostHandled': '名前「{name}」では{path}が公開されますが、{why}：{rename}',
	'check.hostNotFound':
		'Cloudflare Pagesは存在しないプロフィールすべてに最も近い{file}で応答するため、存在しないプロフィールのたびにこのプロフィールが返されてしまいます',
	'check.hostHtml':
		'ホストは.htmlファイルをページとして扱う（Cloudflare Pagesはx.htmlをxへ、index.htmlをそのフォルダーへリダイレクトする）ため、このプロフィールは名前で取得できません',
	'check.nameEnding':
		'名前「{name}」は「{ending}」で終わっています。{treatment}。ホストが実行または表示する拡張子は名前に使えません',
	'check.endingPage':
		'ブラウザーはこの種のファイルをWebページ（text/htmlとその仲間）として表示するため、プロフィール内のテキストがサイト上でスクリプトとして動いてしまいます',
	'check.endingScript': 'ブラウザーはこの種のファイルをJavaScriptとして実行します',
	'check.endingMarkup':
		'ホストはこの種のファイルをXMLやSVGとして配信し、ブラウザーはそれを表示して中のスクリプトを実行します',
	'check.endingSavedPage':
		'ブラウザーはこの種のファイルを保存されたWebページ（MHTML）として開きます',
	'check.endingServer':
		'Webサーバーはこの種のファイルをサーバー側スクリプトとして実行する（Apache AddHandler、IIS、Tomcat）ため、プロフィール内のテキストがサーバー上でコードとして動いてしまいます',
	'check.endingProgram':
		'ダウンロードしたファイルを開くと、Windowsやシェルがこの種のファイルをプログラムとして実行します',
	'check.endingFlash': 'プラグインはこの種のファイルをFlashムービーとして再生します',
	'check.nameJson':
		'名前「{name}」は「.json」で終わっています。{path}はプロフィール「{stem}」がJSONのコピーを公開する場所です。名前の末尾に「.json」は使えません',
	'check.nameJsonMember':
		'名前「{name}」は「.json」で終わっています。{path}は「{user}」のメンバーが一覧される場所で、APIのJSONファイルはこの形で終わります。名前の末尾に「.json」は使えません',
	'check.nameDevice':
		'名前「{name}」はデバイス名「{device}」です。Windowsはこの名前を拡張子や大文字・小文字にかかわらず予約している（CON、PRN、AUX、NUL、COM0-9、LPT0-9）ため、このプロフィールのファイルはWindowsでチェックアウトもビルドもできません',
	'check.nameDeviceStart':
		'名前「{name}」はデバイス名「{device}」で始まっています。Windowsはこの名前を拡張子や大文字・小文字にかかわらず予約している（CON、PRN、AUX、NUL、COM0-9、LPT0-9）ため、このプロフィールのファイルはWindowsでチェックアウトもビルドもできません',
	'check.nameTrailing':
		'名前「{name}」は「{end}」で終わっています。Windowsはファイル名の末尾からこれを取り除くため、そこでは「{stem}」のファイルとぶつかってしまいます。名前の末尾に「.」や空白は使えません',
	'check.nameFix': '{problem}：{rename}（例：「{example}」）',
	'check.fullBuild': 'フルビルド：{reason}',
	'check.fullNoRecord': '以前のフルビルドの記録がありません',
	'check.fullPackageVersion': 'staticnounsが更新されました（{from} → {to}）',
	'check.fullPackageCode': 'staticnounsのコードが変わりました',
	'check.fullRuntime': 'AstroまたはNodeが更新されました',
	'check.fullSiteCode':
		'サイトのコードが変わりました（src/、astro.config、package.json、tsconfig.json、またはロックファイル）',
	'check.fullWords': 'サイトの文言が変わりました（src/content/i18n/）',
	'check.fullOptions': 'サイトのオプションが変わりました（astro.config）',
	'check.fullPublic': 'public/が変わりました',
	'check.fullKeptChanged': '前回のフルビルドが記録した後で、保存済みのビルドが変わりました',
	'check.fullFastFailed': '高速ビルドに失敗しました（{error}）',
	'check.fullOwnRoute': 'サイトに独自の{type}ルート（{route}）があります',
	'check.fullNoConfig': '前回のフルビルドが設定を保存していません',
	'check.fullNoSite': '{target}に更新する公開済みのサイトがありません',
	'check.fullFormat':
		"高速パスは build.format 'directory' と末尾のスラッシュでしかページを書き出しません",
	'check.fullAssetChanged': '前回のフルビルドの後、公開済みのサイトで{path}が変わりました',
	'check.fullRedirect': '{path}はリダイレクトです',
	'check.fastDone': {
		other:
			'高速ビルド：前回のフルビルドから変わったのはプロフィールだけです。{count}ページを生成しました',
	},
	'check.nothingChanged': '前回のビルドから何も変わっていません。{target}はそのままです',
	'check.moreInFile': { other: '……このファイルには、ほかに{count}件の問題があります' },
	'check.moreInReport': {
		other: '……ほかに{count}件の問題があります（レポートに表示するのは最初の{max}件です）',
	},
	'editorScript.nameRule':
		'プロフィール名は2〜40文字で、英字A〜Zまたはa〜z、数字、「_」「.」「-」が使えます。ページのアドレスの末尾（/@your-name/）になります。',
	'editorScript.nameSpace':
		'プロフィール名の「{before}」の後に空白があります。プロフィール名はページのアドレスの末尾になるため、空白は使えません。代わりに「{fixed}」と書いてください。',
	'editorScript.noRepository':
		'このサイトはリポジトリの場所を示していません。ファイルをコピーかダウンロードして、リポジトリのCONTRIBUTING.mdの説明どおりに追加してください。',
	'editorScript.change': '{forge}で変更',
	'editorScript.proposeOn': '{forge}で提案',
	'editorScript.filled':
		'新しいタブで{forge}が開き、ファイルが入力済みです。そこで提案してください。',
	'editorScript.handedChange':
		'{file}の新しい内容は{where}にあります。{forge}のページでファイルの内容をすべて選択し、上から貼り付けて変更を提案してください。',
	'editorScript.tooLong':
		'ファイルが長すぎてアドレスで渡せないため、内容は{where}にあります。{forge}の空のエディタに貼り付けて提案してください。',
	'editorScript.nameOnly':
		'{forge}にはファイル名だけが入り、内容は{where}にあります。エディタに貼り付けて提案してください。',
	'editorScript.onClipboard': 'クリップボード',
	'editorScript.above': '上の欄（コピーしてください）',
	'editorScript.copied': 'ファイルをクリップボードにコピーしました。',
	'editorScript.copyRefused': 'コピーできませんでした。上の内容を選択してコピーしてください。',
	'editorScript.issueFilled':
		'新しいタブで{forge}が開き、プロフィールが入力済みです。そこでIssueを送信すると、プルリクエストが作られます。',
	'editorScript.issueTooLong':
		'プロフィールが長すぎてIssueフォームのアドレスに収まらないため、代わりに{forge}のファイルエディターが開きます。',
	'editorScript.nextSteps':
		'次に、チェックがファイルを読み、数分以内に{forge}で結果を返します。その後{reviewers}が変更を確認し、マージされると、サイトの次のビルドのあとにあなたのページ{address}に反映されます。',
	'editorScript.reviewersOwners': 'プロフィールの管理者（{owners}）',
	'editorScript.reviewersMaintainers': 'サイトの運営チーム',
	'propose.proposed': 'プルリクエスト#{pull}が、{file}のこの内容を提案しています。',
	'propose.passed': 'チェックで直すところは見つかりませんでした。',
	'propose.failed':
		'チェックで直すところが見つかりました。ファイルの行とともに下に示します。このIssueの本文を編集すると、プルリクエストも更新されます。',
	'propose.next':
		'次に{reviewers}がプルリクエストを確認します。マージされると、サイトの次のビルドのあとにあなたのページ{address}に反映されます。',
	'propose.refused':
		'このIssueはプルリクエストになりません。{reason}Issueを編集して直すか、サイトのフォームにもう一度入力してください。',
	'propose.reasonForm':
		'プロフィールフォームの2つの部分（ファイルのパス、次にその内容）がありません。',
	'propose.reasonSeveral':
		'複数のファイルを指定しています。1つのIssueで提案できるプロフィールのファイルは1つです。',
	'propose.reasonPath':
		'パスは{folder}にあるプロフィールのファイル1つにしてください（例：{folder}your-name.md）。',
	'propose.reasonSize': '内容が{limit}文字を超えています。',
	'propose.reasonUnchanged': '内容がファイルの現在の内容と同じです。',
	'propose.maintainer':
		'@{login}はこのプロフィールの管理者（{owners}）に含まれていないため、サイトの運営チームが判断します。',
	'propose.ownersChange':
		'プロフィールの管理者が変わるため、.github/CODEOWNERSも変更が必要です。サイトの運営チームがその行（npx staticnouns owners）をプルリクエストに追加します。',
	'propose.closed': 'Issueが閉じられたため、プルリクエスト#{pull}も閉じました。',
	'propose.pullClosed':
		'プルリクエスト#{pull}がマージされずに閉じられたため、このIssueも閉じました。プロフィールをもう一度提案するには、Issueを再び開くか、サイトのフォームにもう一度入力してください。',
	'propose.merged':
		'プルリクエスト#{pull}がマージされました。サイトの次のビルドのあと、あなたのページ{address}に反映されます。',
	'propose.pullBody': '@{login}がIssue #{issue}で提案しました。変更するのは{file}だけです。',
	'propose.statusFailed': 'チェックで直すところが見つかりました。Issueを見てください。',
	'editorScript.modeEdit':
		'{file}のプロフィールを変更しています。サイトで公開されている内容を入力済みです。',
	'editorScript.modeNotPublished':
		'{file}のプロフィールはサイトで公開されていません。新しく作成してください。',
	'editorScript.modeNewMember':
		'{user}の新しいメンバーです。好きなだけ入力してください。ファイルは{user}のフォルダに入ります。',
	'editorScript.modeNewProfile':
		'新しいプロフィールです。好きなだけ入力してください。プロフィール名以外は空欄でもかまいません。',
	'editorScript.modeNotFound':
		'{name}という名前のプロフィールはまだありません。フォームに記入すると追加できます。',
	'editorScript.avatarNotice':
		'ファイルにリポジトリ内の画像が書かれていますが、サイトはそのパスを公開していません。もう一度書いてください（ファイルにあるとおり、例：./avatar.png）。書かないと画像は削除されます。',
	'editorScript.ownersNotice':
		'サイトは管理者を公開しません。ファイルに「owners」の一覧がある場合は、同じ名前をここに追加してください。追加しないと削除されます。',
	'editorScript.modeEditSource':
		'{file}を書かれたとおりに変更しています。変更した部分だけが変わります。',
	'editorScript.unseenKeys':
		'フォームには{keys}が表示されません。ファイルにこれらがある場合は、提案する前に新しい内容へもう一度追加してください。追加しないと削除されます（コメントも同様です）。',
} as const satisfies Translation;
