/**
 * Hebrew, written right to left: instructions in the infinitive ("לערוך",
 * "להוסיף") and sentences about "אנשים" or "כל מי ש…", so no word addresses
 * the reader, or anyone, as masculine or feminine. Counts take Hebrew's
 * `one`, `two` and `other` forms.
 */
import type { Translation } from './en.ts';

export const he = {
	'site.title': 'פרופילים של כינויי גוף',
	'site.skipToContent': 'דילוג לתוכן',
	'site.languages': 'שפות',

	'count.profiles': { one: 'פרופיל אחד', two: '{count} פרופילים', other: '{count} פרופילים' },
	'count.names': { one: 'שם אחד', two: '{count} שמות', other: '{count} שמות' },
	'count.people': { one: 'אדם אחד', two: '{count} אנשים', other: '{count} אנשים' },
	'count.problems': { one: 'בעיה אחת', two: '{count} בעיות', other: '{count} בעיות' },
	'count.warnings': { one: 'אזהרה אחת', two: '{count} אזהרות', other: '{count} אזהרות' },
	'count.files': { one: 'קובץ אחד', two: '{count} קבצים', other: '{count} קבצים' },
	'count.members': { one: 'חלק אחד', two: '{count} חלקים', other: '{count} חלקים' },
	'report.summary': '{problems} — {files}.',
	'report.valid': {
		one: '{profiles} תקין.',
		two: '{profiles} תקינים.',
		other: '{profiles} תקינים.',
	},
	'report.validMembers': '{profiles} ו־{members} תקינים.',

	'notFound.title': 'הדף לא נמצא',
	'notFound.text': 'אין דף בכתובת הזו. כל הפרופילים מופיעים ב{link}.',
	'notFound.link': 'דף הבית',
	'notFound.add': 'עוד לא כאן? {link} בטופס, בלי להתקין כלום.',
	'notFound.addLink': 'אפשר להוסיף פרופיל',

	'paging.previous': 'הקודם',
	'paging.next': 'הבא',
	'paging.page': 'עמוד {number}',

	'home.description': {
		one: 'השמות וכינויי הגוף של אדם אחד.',
		two: 'השמות וכינויי הגוף של {count} אנשים.',
		other: 'השמות וכינויי הגוף של {count} אנשים.',
	},
	'home.intro':
		'זהו מדריך השמות וכינויי הגוף של הקהילה שלנו: איך כל אחד ואחת מאיתנו רוצים שיפנו אליהם, וממה כדאי להימנע. כדי להצטרף, אפשר [למלא פרופיל]({editor}) בדפדפן: הטופס בודק אותו תוך כדי כתיבה ומעביר אותו לבדיקה במאגר שלנו, בלי להתקין כלום. דרכים אחרות, ואיך לשנות את הפרופיל אחר כך: [הוספת פרופיל]({addProfile}).',
	'home.introWithoutRepository':
		'זהו מדריך השמות וכינויי הגוף של הקהילה שלנו: איך כל אחד ואחת מאיתנו רוצים שיפנו אליהם, וממה כדאי להימנע. כדי להצטרף, אפשר להוסיף קובץ פרופיל למאגר שממנו האתר נבנה (קובץ ה־CONTRIBUTING.md שלו מסביר איך), או לפנות לאנשים שמנהלים אותו.',

	'directory.title': 'מדריך',
	'directory.description': {
		one: 'השמות וכינויי הגוף של אדם אחד, לפי אות.',
		two: 'השמות וכינויי הגוף של {count} אנשים, לפי אות.',
		other: 'השמות וכינויי הגוף של {count} אנשים, לפי אות.',
	},
	'directory.pageDescription': {
		one: '{group}{onPage}, מתוך מדריך של אדם אחד.',
		two: '{group}{onPage}, מתוך מדריך של {count} אנשים.',
		other: '{group}{onPage}, מתוך מדריך של {count} אנשים.',
	},
	'directory.onPage': ', עמוד {page} מתוך {pages}',
	'directory.summaryPage': 'עמוד {page} מתוך {pages}',
	'directory.summaryTotal': {
		one: 'פרופיל אחד בסך הכול',
		two: '{count} פרופילים בסך הכול',
		other: '{count} פרופילים בסך הכול',
	},
	'directory.letterGroup': 'שמות שמתחילים ב־{letter}',
	'directory.otherGroup': 'שמות שמתחילים בספרה או בסימן',
	'directory.letterPage': '{label}, עמוד {page}',
	'directory.letterIndex': 'שמות לפי האות הראשונה',
	'directory.letterTitle': {
		one: '{title}: שם אחד',
		two: '{title}: {count} שמות',
		other: '{title}: {count} שמות',
	},
	'directory.emptyLetter': '{title}: עדיין ריק',
	'directory.letterPages': 'העמודים של {label}',
	'directory.start': 'אפשר לבחור אות, או {link} ולעבור בין העמודים.',
	'directory.startLink': 'להתחיל ב־{label}',

	'profile.summary': 'כינויי הגוף של {displayName}: {favourites}.',
	'profile.summaryEmpty': 'השמות וכינויי הגוף של {displayName}.',
	'profile.avatarAlt': 'תמונת הפרופיל של {displayName}',
	'profile.ownerLink': 'חלק מ־',
	'profile.namesLabel': 'שמות: ',
	'profile.pronounsLabel': 'כינויי גוף: ',
	'profile.bio': 'קצת עליי',
	'profile.links': 'קישורים',
	'profile.names': 'שמות',
	'profile.pronouns': 'כינויי גוף',
	'profile.members': 'חלקי המערכת',
	'profile.shareTitle': '{displayName} ({pronouns})',
	'profile.flags': 'דגלים',
	'profile.timezoneLabel': 'אזור זמן: ',
	'profile.timezoneOffset': '{offset} בעת יצירת הדף',
	'profile.noneListed': 'לא צוין דבר.',
	'profile.json': 'הפרופיל הזה כ־JSON',
	'profile.edit': 'עריכת הפרופיל',
	'profile.editInBrowser': 'עריכה בדפדפן',

	'pronouns.title': 'כינויי הגוף {set}',
	'pronouns.titlePage': 'כינויי הגוף {set}, עמוד {page}',
	'pronouns.description': 'איך משתמשים בכינויי הגוף {set}, עם דוגמאות.',
	'pronouns.laterDescription': 'אנשים שמשתמשים בכינויי הגוף {set}, עמוד {page} מתוך {pages}.',
	'pronouns.formsLink': 'הצורות של {set} ואיך משתמשים בהן',
	'pronouns.forms': 'צורות',
	'pronouns.form.subject': 'נושא',
	'pronouns.form.object': 'מושא',
	'pronouns.form.determiner': 'כינוי קניין מחובר',
	'pronouns.form.possessive': 'כינוי קניין',
	'pronouns.form.reflexive': 'כינוי חוזר',
	'pronouns.examples': 'דוגמאות',
	'pronouns.examplesIn': 'הדוגמאות כתובות ב{language}.',
	'pronouns.variants': 'כפי שנכתב',
	'pronouns.noExamples':
		'הצורות האלה אינן באף אחת מטבלאות כינויי הגוף של האתר, ולכן אין משפטי דוגמה: כדאי לקרוא אותן כפי שנכתבו, או לשאול.',
	'pronouns.redirect': 'לכינויי הגוף האלה יש דף בכתובת {link}.',
	'shortLink.title': '@{handle}',
	'shortLink.text': 'הקישור המקוצר הזה מוביל לפרופיל בכתובת {link}.',
	'pronouns.usedBy': 'בשימוש אצל',
	'pronouns.usedByPage': 'בשימוש אצל, עמוד {page} מתוך {pages}',
	'pronouns.usedByMember': '{handle}, חלק מ־{ownerName}',
	'pronouns.usedByPages': 'העמודים של האנשים שמשתמשים ב־{set}',
	'pronouns.usedByIntro':
		'אנשים שסימנו את כינויי הגוף האלה ״מועדף״ או ״בסדר״; {icon} מסמן מועדף, והמועדפים מופיעים ראשונים.',

	'legend.title': 'מה הסמלים אומרים',
	'legend.link': 'מה הסמלים אומרים?',
	'status.favourite': 'מועדף',
	'status.okay': 'בסדר',
	'status.jokingly': 'בצחוק',
	'status.friends_only': 'רק במעגל הקרוב',
	'status.avoid': 'להימנע',

	'search.title': 'חיפוש',
	'search.description': 'חיפוש אנשים לפי שם, שם תצוגה או כינויי גוף.',
	'search.boxLabel': 'חיפוש לפי שם או כינויי גוף',
	'search.button': 'חיפוש',
	'search.needsJavaScript': 'החיפוש דורש JavaScript. כל האנשים מופיעים לפי האות הראשונה של שמם:',
	'search.off': 'באתר הזה אין חיפוש. כל האנשים מופיעים לפי האות הראשונה של שמם:',
	'search.owner': 'חלק מ־{ownerName}',
	'search.unavailable': 'החיפוש לא זמין כרגע: רשימת האותיות למטה כוללת את כולם.',
	'search.none': 'לא נמצאו תוצאות עבור ״{query}״.',
	'search.found': {
		one: 'נמצאה תוצאה אחת.',
		two: 'נמצאו {count} תוצאות.',
		other: 'נמצאו {count} תוצאות.',
	},
	'search.more': {
		one: 'נמצאה {count} תוצאה, מוצגות {shown} הראשונות: אפשר להקליד עוד כדי לצמצם.',
		two: 'נמצאו {count} תוצאות, מוצגות {shown} הראשונות: אפשר להקליד עוד כדי לצמצם.',
		other: 'נמצאו {count} תוצאות, מוצגות {shown} הראשונות: אפשר להקליד עוד כדי לצמצם.',
	},

	'editor.title': 'עריכת פרופיל',
	'editor.addTitle': 'הוספת פרופיל',
	'editMine.label': 'עריכת הפרופיל שלך',
	'editMine.help': 'שם הפרופיל, או כתובת הדף שלו (@השם).',
	'editMine.open': 'פתיחה בעורך',
	'editor.description':
		'כתיבה או שינוי של קובץ פרופיל בדפדפן, עם אותן בדיקות שהאתר עושה, והצעתו בפלטפורמת ה־Git.',
	'editor.noScript':
		'הדף הזה כותב את קובץ הפרופיל ובודק אותו כמו האתר, אבל הוא זקוק ל־JavaScript, שכבוי או שלא נטען.',
	'editor.withoutScript': 'בלי JavaScript, אפשר לערוך את הקובץ בפלטפורמת ה־Git:',
	'editor.openFolder': 'לפתוח את {link}.',
	'editor.openFolderLink': 'תיקיית הפרופילים ב־{forge}',
	'editor.openRepository':
		'לפתוח את מאגר האתר בפלטפורמת ה־Git שלו, ובתוכו את התיקייה {contentPath}/users.',
	'editor.openFile':
		'לפתוח את הקובץ (שם הפרופיל עם הסיומת .md) ולבחור בכפתור העריכה של הפלטפורמה; לפרופיל חדש, להוסיף קובץ על שם הפרופיל, למשל robin.md.',
	'editor.propose':
		'לבצע את השינוי ולהציע אותו: הפלטפורמה פותחת בקשת משיכה (pull request), ובדיקות האתר מראות אם משהו לא תקין.',
	'editor.contributing': '{link} מסביר כל חלק בקובץ פרופיל.',
	'editor.problems': 'בעיות לתיקון',
	'editor.optional': '(רשות)',
	'editor.profile': 'פרופיל',
	'editor.name': 'שם הפרופיל',
	'editor.nameHelp': 'הכתובת של הדף: 2 עד 40 תווים מבין האותיות A-Z, ספרות, ״_״, ״.״ או ״-״.',
	'editor.id': 'מזהה',
	'editor.idHelp': 'נוצר אוטומטית ולעולם לא משתנה.',
	'editor.displayName': 'שם תצוגה',
	'editor.displayNameHelp': 'מוצג במקום שם הפרופיל; עד 100 תווים.',
	'editor.bio': 'קצת עליי',
	'editor.bioHelp': 'כמה מילים, עד 1000 תווים. Markdown: ‏*הדגשה*, [קישור](https://example.org).',
	'editor.names': 'שמות',
	'editor.namesHelp': 'השמות שאפשר לקרוא לי בהם, כל אחד עם היחס אליו.',
	'editor.addName': 'הוספת שם',
	'editor.pronouns': 'כינויי גוף',
	'editor.pronounsHelp':
		'צורות מופרדות ב־״/״, למשל they/them/their/theirs/themself; טקסט התצוגה הוא איך שהדף מציג אותן (ריק: שתי הצורות הראשונות).',
	'editor.addPronouns': 'הוספת כינויי גוף',
	'editor.fields': 'שדות',
	'editor.fieldsHelp': 'כותרות משלך, כמו ״לתאר אותי כ…״, כל אחת עם מילים והיחס אליהן.',
	'editor.addField': 'הוספת שדה',
	'editor.links': 'קישורים',
	'editor.linksHelp': 'עד 256 תווים כל אחד; כתובות שמתחילות ב־https:// הופכות לקישורים.',
	'editor.addLink': 'הוספת קישור',
	'editor.avatar': 'תמונת פרופיל',
	'editor.avatarImage': 'תמונה במאגר',
	'editor.avatarHelp':
		'הנתיב לתמונה שליד קובץ הפרופיל, למשל ./avatar.png (PNG, JPEG, WebP, GIF או AVIF). כדי להוסיף תמונה: לפתוח בפלטפורמה את התיקייה שבה נמצא הקובץ ({folder}), לבחור ״Add file״ ואז ״Upload files״, להוסיף את התמונה ולכתוב כאן את שמה.',
	'editor.avatarUrls': 'או תמונות ממקום אחר',
	'editor.avatarUrlsHelp':
		'כתובות https:// מלאות של תמונות שנמצאות במקום אחר, הראשית ראשונה; לא יחד עם תמונה במאגר.',
	'editor.addAvatarUrl': 'הוספת כתובת תמונה',
	'editor.owners': 'גורמים מאשרים',
	'editor.ownersHelp':
		'שמות משתמש בפלטפורמה (למשל robin-gh) ששינויים בפרופיל הזה דורשים את אישורם; לא מוצגים באתר לעולם.',
	'editor.addOwner': 'הוספת גורם מאשר',
	'editor.ownStatuses': 'סטטוסים משלך',
	'editor.ownStatusesHelp':
		'נוסף על החמישה: לכל אחד שם קצר שהרשומות שלך משתמשות בו, תווית, סמל והסטטוס שהוא נחשב לו בכל מקום אחר (חיפוש, דפי כינויי גוף, ה־API).',
	'editor.addOwnStatus': 'הוספת סטטוס משלך',
	'editor.flags': 'דגלים',
	'editor.flagsHelp': 'דגלי גאווה שמוצגים בפרופיל, לפי הסדר שבו בחרת אותם.',
	'editor.ownFlags': 'תמונות דגל משלך',
	'editor.ownFlagsHelp':
		'הטופס לא יכול להעלות תמונות: תמונת דגל משלך (תמונה לצד הקובץ) נשמרת כפי שנכתבה. אפשר להוסיף אחת בקובץ בפלטפורמה.',
	'editor.more': 'עוד עליך',
	'editor.timezone': 'אזור זמן',
	'editor.timezoneHelp':
		'מוצג עם ההפרש הנוכחי שלו מ־UTC; אפשר להקליד כדי לבחור, למשל Asia/Jerusalem.',
	'editor.lang': 'שפת הטקסט שלך',
	'editor.langHelp':
		'תג שפה כמו he,‏ en או pt-BR, כדי שקוראי מסך יקראו את הביוגרפיה והרשומות בשפה הזו.',
	'editor.memberTitle': 'כותרת רשימת החלקים',
	'editor.memberTitleHelp': 'מוצגת מעל החלקים במקום ״חלקי המערכת״; עד 50 תווים.',
	'editor.unlisted': 'לא להציג את החלק הזה ברשימות',
	'editor.unlistedHelp':
		'לא רשום אינו פרטי: החלק נשאר מפורסם בכתובת משלו וב־API, לכל מי שיש לו את הקישור.',
	'editor.result': 'הקובץ',
	'editor.resultLabel': 'קובץ הפרופיל',
	'editor.copy': 'העתקת הקובץ',
	'editor.download': 'הורדת הקובץ',

	'editorScript.nameFixed': 'שם הפרופיל הוא שם הקובץ: כדי לשנות אותו, משנים את שם הקובץ בפלטפורמה.',
	'editorScript.nameLegend': 'היחס אל שם {n}',
	'editorScript.pronounsLegend': 'היחס אל כינויי גוף {n}',
	'editorScript.entryLegend': 'היחס אל פריט {n} בשדה {field}',
	'editorScript.short.favourite': 'מועדף',
	'editorScript.short.okay': 'בסדר',
	'editorScript.short.jokingly': 'בצחוק',
	'editorScript.short.friends_only': 'מעגל קרוב',
	'editorScript.short.avoid': 'להימנע',
	'editorScript.moveUp': 'העברה למעלה',
	'editorScript.moveDown': 'העברה למטה',
	'editorScript.remove': 'הסרה',
	'editorScript.rowButton': '{button}: {what}',
	'editorScript.rowMenu': 'העברה או הסרה: {what}',
	'editorScript.nameLabel': 'שם {n}',
	'editorScript.nameWhat': 'שם {n}',
	'editorScript.pronounsLabel': 'כינויי גוף {n}',
	'editorScript.pronounsDisplayText': 'טקסט התצוגה של כינויי גוף {n} (רשות)',
	'editorScript.pronounsWhat': 'כינויי גוף {n}',
	'editorScript.pronounsDisplayPlaceholder': 'טקסט תצוגה (רשות)',
	'editorScript.fieldHeading': 'כותרת שדה {n}',
	'editorScript.fieldHeadingHelp': 'למשל ״לתאר אותי כ…״',
	'editorScript.fieldEntries': 'הפריטים של שדה {n}',
	'editorScript.fieldAddEntry': 'הוספת פריט לשדה {n}',
	'editorScript.fieldWhat': 'שדה {n}',
	'editorScript.entryLabel': 'פריט {n}',
	'editorScript.entryWhat': 'פריט {n} בשדה {field}',
	'editorScript.linkLabel': 'קישור {n}',
	'editorScript.linkWhat': 'קישור {n}',
	'editorScript.avatarUrlLabel': 'כתובת תמונה {n}',
	'editorScript.avatarUrlWhat': 'כתובת תמונה {n}',
	'editorScript.ownerLabel': 'גורם מאשר {n}',
	'editorScript.ownerWhat': 'גורם מאשר {n}',
	'editorScript.ownStatusKey': 'שם קצר של סטטוס {n}',
	'editorScript.ownStatusKeyHelp':
		'מה שהרשומות משתמשות בו: a-z,‏ 0-9 ו־_, שמתחיל באות; לא אחד מהחמישה.',
	'editorScript.ownStatusLabel': 'תווית של סטטוס {n}',
	'editorScript.ownStatusIcon': 'סמל של סטטוס {n}',
	'editorScript.ownStatusIconDefault': 'הסמל של הסטטוס שהוא נחשב לו',
	'editorScript.icon.heart': 'לב',
	'editorScript.icon.check': 'סימן וי',
	'editorScript.icon.smile': 'חיוך',
	'editorScript.icon.people': 'אנשים',
	'editorScript.icon.ban': 'סימן איסור',
	'editorScript.icon.heart-lock': 'לב עם מנעול',
	'editorScript.icon.lock': 'מנעול',
	'editorScript.icon.star': 'כוכב',
	'editorScript.icon.sparkles': 'ניצוצות',
	'editorScript.icon.thumbs-up': 'אגודל למעלה',
	'editorScript.icon.thumbs-down': 'אגודל למטה',
	'editorScript.icon.question': 'סימן שאלה',
	'editorScript.icon.eye-off': 'עין מחוקה',
	'editorScript.icon.clock': 'שעון',
	'editorScript.icon.chat': 'בועת דיבור',
	'editorScript.icon.house': 'בית',
	'editorScript.icon.briefcase': 'תיק עבודה',
	'editorScript.icon.flower': 'פרח',
	'editorScript.icon.moon': 'ירח',
	'editorScript.icon.sun': 'שמש',
	'editorScript.icon.music': 'תו מוזיקלי',
	'editorScript.icon.paw': 'טביעת כפה',
	'editorScript.icon.crown': 'כתר',
	'editorScript.icon.x': 'איקס',
	'editorScript.ownStatusCountsAs': 'הסטטוס שסטטוס {n} נחשב לו',
	'editorScript.ownStatusWhat': 'סטטוס {n}',
	'editorScript.ownStatusTwice': 'לסטטוס אחר שלך יש את השם הקצר הזה: יש לתת לכל אחד שם משלו.',
	'editorScript.ownFlagWhat': 'דגל {name}',
	'editorScript.ready': 'הפרופיל מוכן: אין מה לתקן.',
	'editorScript.problems': {
		one: 'נשארה בעיה אחת לתקן לפני שהפרופיל מוכן; היא מוצגת ליד השדה שלה.',
		two: 'נשארו {count} בעיות לתקן לפני שהפרופיל מוכן; כל אחת מוצגת ליד השדה שלה.',
		other: 'נשארו {count} בעיות לתקן לפני שהפרופיל מוכן; כל אחת מוצגת ליד השדה שלה.',
	},
	'editorScript.resultPath': 'נשמר במאגר בשם {file}.',
	'editorScript.resultPending': 'הפרופיל יופיע כאן, כפי שהמאגר שומר אותו, כשלא יישאר מה לתקן.',
	'editorScript.resultPathPending':
		'יש לבחור שם פרופיל: הוא השם של הדף, /@your-name/, ושל הפרופיל במאגר.',
	// check's messages (check-words.ts): said by the editor's form, `check` and CI.
	'check.required': 'שדה חובה',
	'check.mustBe': 'צריך להיות {expected}, לא {got}: {value}',
	'check.mustBeQuoted': 'צריך להיות {expected}, לא {got} (יש להקיף את הערך במירכאות): {value}',
	'check.mustBeLines':
		'צריך להיות {expected}, לא {got} (יש לכתוב כל פריט בשורה משלו, שמתחילה ב־״- ״): {value}',
	'check.typeObject': 'אובייקט (זוגות של מפתח: ערך)',
	'check.typeObjectFound': 'אובייקט',
	'check.typeList': 'רשימה',
	'check.typeText': 'טקסט',
	'check.typeNumber': 'מספר',
	'check.typeBoolean': 'ערך בוליאני (true או false)',
	'check.typeNull': 'ריק (null)',
	'check.oneOf': 'צריך להיות אחד מהערכים {values}, לא {value}',
	'check.got': '{rule} (הערך שנמצא: {value})',
	'check.nothing': 'אין ערך',
	'check.empty': 'אסור שיהיה ריק',
	'check.length': 'האורך צריך להיות {min} עד {max} תווים, אבל הוא {length}',
	'check.lengthOver':
		'האורך צריך להיות {min} עד {max} תווים, אבל הוא {length}; יש לקצר את הטקסט (המגבלה של האתר נקבעת ב־{limit})',
	'check.status':
		'צריך להיות אחד מהערכים favourite, okay, jokingly, friends_only, avoid, מספר בין 1 ל־5, או המפתח של אחד הסטטוסים של הפרופיל הזה (אותיות קטנות, ספרות ו־״_״)',
	'check.didYouMean': 'אולי הכוונה ל־״{hint}״?',
	'check.ownKeyIsStatus':
		'״{key}״ הוא אחד מחמשת הסטטוסים: סטטוס משלך צריך מפתח משלו (למשל partner); יש לשנות את שמו, או להשתמש ב־{key} עצמו בלי להגדיר אותו',
	'check.ownKeyName':
		'״name״ הוא שם של שדה ב־fields, ולכן שדה לא יוכל להכיל רשימה של הסטטוס הזה: יש לשנות את שמו (למשל name_own), כאן ובפריטים שמשתמשים בו',
	'check.ownKeyForm':
		'המפתח ״{key}״ צריך להתחיל באות קטנה ולהכיל רק a-z, ‏0-9 ו־״_״, עד 30 תווים; יש לשנות את שמו (למשל {example})',
	'check.nameEntry': 'צריך להיות שם (טקסט) או אובייקט עם name ו־status',
	'check.pronounsEntry':
		'צריך להיות כינויי גוף (טקסט כמו ״they/them״) או אובייקט עם pronouns, display_text ו־status',
	'check.dupName':
		'השם {text} כבר מופיע ברשימה{onLine} ({first}); יש לכתוב כל שם פעם אחת: להסיר אחד מהם ולהשאיר את הסטטוס הרצוי',
	'check.dupLink':
		'הקישור {text} כבר מופיע ברשימה{onLine} ({first}); יש לכתוב כל קישור פעם אחת: להסיר אחד מהם',
	'check.dupField':
		'השדה {text} כבר מופיע ברשימה{onLine} ({first}); יש לכתוב כל שדה פעם אחת: לאחד את הפריטים שלהם בשדה אחד',
	'check.dupPronouns':
		'כינויי הגוף {text} כבר מופיעים ברשימה{onLine} ({first}) בתור {as}, אותה קבוצה; יש לכתוב כל קבוצה פעם אחת: להסיר אחת מהן ולהשאיר את הסטטוס הרצוי',
	'check.dupEntry':
		'הפריט {text} כבר מופיע ברשימה{under}{onLine} ({first}); בכל שדה יש לכתוב כל פריט פעם אחת, תחת הסטטוס הרצוי: להסיר אחד מהם',
	'check.onLine': ' בשורה {line}',
	'check.underStatus': ' תחת {status}',
	'check.nameTaken':
		'השם ״{name}״ כבר תפוס על ידי {file} (״{taken}״); שמות צריכים להיות שונים גם בלי הבדל בין אותיות גדולות לקטנות, כי דיסקים ושרתים שאינם מבחינים ביניהן יבלבלו בין השמות: {rename}',
	'check.memberNameTaken':
		'השם ״{name}״ כבר תפוס על ידי {file} (״{taken}״); בתוך פרופיל אחד השמות צריכים להיות שונים גם בלי הבדל בין אותיות גדולות לקטנות, כי דיסקים ושרתים שאינם מבחינים ביניהן יבלבלו בין השמות: {rename}',
	'check.publishedProfile': 'הפרופיל שפורסם {where}',
	'check.renameFile': 'יש לשנות את שם הקובץ',
	'check.chooseName': 'יש לבחור שם אחר',
	'check.unknownKey': 'מפתח לא מוכר {key}; אולי הכוונה ל־״{hint}״?',
	'check.unknownKeyKnown': 'מפתח לא מוכר {key}; המפתחות המוכרים הם {known}',
	'check.tooMany':
		'יש כאן {count} רשומות, יותר מ־{max} שהאתר מתיר: {fix} (את מגבלת האתר קובע {limit})',
	'check.tooManyInField':
		'יש ברשימות של השדה יחד {count} רשומות, יותר מ־{max} שהאתר מתיר בשדה אחד: יש להשאיר את החשובות ביותר (את מגבלת האתר קובע {limit})',
	'check.tooManyStatuses':
		'יש כאן {count} סטטוסים עצמיים, יותר מ־{max} שהאתר מתיר: יש להשאיר את אלה שהרשומות משתמשות בהם (את מגבלת האתר קובע {limit})',
	'check.keepMostUsed': 'יש להשאיר את אלה שהכי בשימוש',
	'check.keepMatterMost': 'יש להשאיר את החשובות ביותר',
	'check.keepMostSeen': 'יש להשאיר את אלה שהכי חשוב שיראו',
	'check.unknownStatus':
		'סטטוס לא מוכר {status}: אינו אחד מחמשת הסטטוסים ({words}); יש להגדיר אותו תחת statuses: עם label ו־counts_as',
	'check.unknownStatusHint':
		'סטטוס לא מוכר {status}: אינו אחד מחמשת הסטטוסים ({words}); אולי הכוונה ל־״{hint}״? אחרת יש להגדיר אותו תחת statuses: עם label ו־counts_as',
	'check.unknownStatusOwn':
		'סטטוס לא מוכר {status}: אינו אחד מחמשת הסטטוסים ({words}) ואף לא מהסטטוסים העצמיים של הפרופיל הזה ({own}); יש להגדיר אותו תחת statuses: עם label ו־counts_as',
	'check.unknownStatusOwnHint':
		'סטטוס לא מוכר {status}: אינו אחד מחמשת הסטטוסים ({words}) ואף לא מהסטטוסים העצמיים של הפרופיל הזה ({own}); אולי הכוונה ל־״{hint}״? אחרת יש להגדיר אותו תחת statuses: עם label ו־counts_as',
	'check.labelBuiltInSame':
		'התווית {label} היא שם הסטטוס המובנה {word}, כך שקוראים וקוראי מסך יבינו את הרשומות האלה כ־{word}: יש להשתמש ברשומות בסטטוס {word} עצמו ולהסיר את הסטטוס העצמי הזה',
	'check.labelBuiltIn':
		'התווית {label} היא שם הסטטוס המובנה {word}, כך שקוראים וקוראי מסך יבינו את הרשומות האלה כ־{word}: יש לתת לו תווית משלו שאומרת מה הוא מציין (ולא שם של אחד מחמשת הסטטוסים)',
	'check.idUsed':
		'המזהה ״{id}״ כבר בשימוש ב־{file}; כל מזהה הוא ייחודי: יש לתת לפרופיל הזה מזהה חדש, למשל זה שנוצר עכשיו: id: {fresh}',
	'check.bioKey':
		'לפרופיל ב־Markdown אין מפתח ״bio״: הביו הוא הטקסט שאחרי שורת ה־״---״ הסוגרת; יש להעביר אותו לשם',
	'check.nameIsFile':
		'צריך להיות זהה לשם הקובץ {stem} (שם הקובץ הוא שם הפרופיל), אבל הוא {given}; יש להסיר את המפתח או לשנות את שם הקובץ',
	'check.loneSurrogate':
		'אסור שיהיה בו תחליף בודד ({point}), חצי תו שמפענחי JSON קפדניים דוחים; יש להקליד את התו מחדש',
	'check.control':
		'אסור שיהיו בו תווי בקרה (קודים בלתי נראים שמסופים ודפים מגיבים להם), ו־{point} הוא אחד מהם; יש להסיר אותו',
	'check.controlMultiline':
		'אסור שיהיו בו תווי בקרה מלבד טאב ומעברי שורה (קודים בלתי נראים שמסופים ודפים מגיבים להם), ו־{point} הוא אחד מהם; יש להסיר אותו',
	'check.lineSeparator':
		'צריך להיות שורה אחת, ו־{point} (מפריד שורות) פותח שורה נוספת; יש להסיר אותו או לכתוב רווח',
	'check.paragraphSeparator':
		'צריך להיות שורה אחת, ו־{point} (מפריד פסקאות) פותח שורה נוספת; יש להסיר אותו או לכתוב רווח',
	'check.bidi':
		'אסור שיהיו בו תווי כיווניות U+202A-202E או U+2066-2069, שמשנים את סדר הטקסט שאחריהם, ו־{point} הוא אחד מהם; יש להסיר אותו (הסימנים U+200E ו־U+200F מותרים)',
	'check.noncharacter':
		'אסור שיהיו בו אי־תווים (קודים שמורים לתוכנות, ש־XML ותמונות דוחים), ו־{point} הוא אחד מהם; יש להסיר אותו',
	'check.blank':
		'צריך להכיל תו נראה, לא רק רווחים או תווים בלתי נראים; יש לכתוב את הטקסט או להשמיט את הרשומה',
	'check.xid': 'צריך להיות בדיוק 20 תווים מתוך 0-9 ו־a-v (מזהה xid)',
	'check.httpUrl': 'צריך להיות כתובת מלאה שמתחילה ב־http:// או ב־https://',
	'check.flagSlug': 'צריך להיות אחד הדגלים שמופיעים ב־docs/reference/flags.md',
	'check.iconSlug': 'צריך להיות אחד הסמלים שמופיעים ב־docs/reference/icons.md',
	'check.langUnknown':
		'זו לא שפה ש־Intl מכיר: יש לכתוב את קוד השפה, למשל ״he״, ״en״, ״pt-BR״ או ״zh-Hant״',
	'check.langUnknownHint':
		'זו לא שפה ש־Intl מכיר: יש לכתוב את קוד השפה; אולי הכוונה ל־״{hint}״ ({language})?',
	'check.langForm': 'זה לא תג שפה תקין (BCP 47): יש לכתוב ״{fix}״',
	'check.langFormAny':
		'זה לא תג שפה תקין (BCP 47, עד {max} תווים): יש לכתוב את קוד השפה, ואם צריך גם אזור או כתב אחרי מקף, למשל ״he״, ״en״, ״pt-BR״ או ״zh-Hant״',
	'check.timeZone': 'צריך להיות אזור זמן של IANA, כמו Asia/Jerusalem או America/New_York',
	'check.idRequired':
		'חובה: לכל פרופיל יש מזהה משלו שלעולם אינו משתנה; יש להוסיף אחד, למשל זה שנוצר עכשיו: id: {fresh}',
	'check.fieldKey':
		'מפתח לא מוכר {key}: בשדה יש name ורשימה אחת לכל סטטוס (אחד מהחמישה או אחד הסטטוסים של הפרופיל הזה עצמו)',
	'check.fieldKeyHint':
		'מפתח לא מוכר {key}: בשדה יש name ורשימה אחת לכל סטטוס (אחד מהחמישה או אחד הסטטוסים של הפרופיל הזה עצמו); אולי הכוונה ל־״{hint}״?',
	'check.flagEntry':
		'צריך להיות השם הקצר של דגל מהספרייה (למשל transgender) או אובייקט עם image, name ו־description',
	'check.memberTitle':
		'member_title הוא הכותרת של רשימת החלקים בפרופיל: יש לכתוב אותו בקובץ index.md או index.json של הפרופיל, ולא בקובץ של חלק',
	'check.unlistedUser':
		'unlisted מוציא חלק מדף הפרופיל ומהרשימות: רק קובץ של חלק יכול לכלול אותו; יש להסיר אותו מכאן',
	'check.sidTaken':
		'המזהה הקצר ״{sid}״ שייך גם ל־{file}; כל מזהה קצר מוביל לפרופיל אחד: יש לתת לפרופיל הזה מזהה קצר משלו, למשל זה שנוצר עכשיו: sid: {fresh}',
	'check.avatarRelative': 'צריך להיות נתיב יחסי לקובץ הפרופיל, למשל ./avatar.png, ולא ״{avatar}״',
	'check.avatarOutside':
		'צריך להישאר בתוך התיקייה content: ״{avatar}״ מצביע אל מחוץ לה; יש לשים את התמונה ליד קובץ הפרופיל',
	'check.avatarMissing': 'אין תמונה ב־״{avatar}״ (חיפשנו את {path}); יש לבדוק את שם הקובץ',
	'check.avatarSymlink':
		'״{avatar}״ הוא קישור סימבולי לקובץ מחוץ לתיקייה content; במקום זאת יש להעתיק את התמונה לצד קובץ הפרופיל',
	'check.avatarNotOwn':
		'״{avatar}״ אינה תמונה של הפרופיל הזה עצמו (content/users/{image}): אווטאר צריך להיות בתיקייה של הפרופיל, או ליד הקובץ שלו ובשם שלו ({named}); תמונה של פרופיל אחר רק אותו פרופיל יכול לשנות או למחוק: יש להעתיק את התמונה אל content/users/{fix} ולכוון אליה את avatar',
	'check.avatarUnchecked':
		'לא ניתן היה לבדוק ({reason}); יש לוודא שהתמונה היא קובץ קריא ליד קובץ הפרופיל',
	'check.imageUnreadable':
		'״{avatar}״ אינה תמונה קריאה ({error}); יש לייצא אותה מחדש כ־PNG,‏ JPEG,‏ WebP,‏ GIF או AVIF',
	'check.avatarFormat': '״{avatar}״ בפורמט {format}; אווטאר חייב להיות בפורמט {formats}',
	'check.flagFormat': '״{avatar}״ בפורמט {format}; תמונת דגל חייבת להיות בפורמט {formats}',
	'check.imagePixels':
		'ב־״{avatar}״ יש {width}×{height} פיקסלים, מעבר למגבלה של {megapixels} מגה־פיקסלים: יש להקטין אותה',
	'check.imageSide':
		'ב־״{avatar}״ יש {width}×{height} פיקסלים; כל צלע יכולה להיות לכל היותר {side} פיקסלים: יש להקטין אותה',
	'check.imageAspect':
		'ב־״{avatar}״ יש {width}×{height} פיקסלים; הצלע הארוכה יכולה להיות לכל היותר פי {ratio} מהקצרה (בכל מקרה היא נחתכת לריבוע): יש לחתוך אותה קרוב יותר לריבוע',
	'check.imageDecode':
		'לא ניתן היה לפענח את ״{avatar}״ ({error}): יש לשמור אותה מחדש כ־PNG,‏ JPEG או WebP',
	'check.imageNotFile':
		'״{avatar}״ — {kind}, לא קובץ תמונה; אווטאר חייב להיות קובץ רגיל לצד קובץ הפרופיל: יש להחליף אותו בתמונה עצמה',
	'check.kindLink': 'קישור סימבולי',
	'check.kindFifo': 'FIFO (צינור בעל שם)',
	'check.kindSocket': 'שקע (socket)',
	'check.kindDevice': 'התקן',
	'check.kindFolder': 'תיקייה',
	'check.imageTooLarge':
		'הגודל של ״{avatar}״ הוא {size}; אווטאר יכול להיות לכל היותר {max}: יש להקטין את הקובץ',
	'check.imageChanged': '״{avatar}״ השתנה בזמן הקריאה: יש להריץ את הבדיקה שוב',
	'check.imageUnreadableFile':
		'לא ניתן היה לקרוא את ״{avatar}״ ({error}); אווטאר חייב להיות קובץ שכולם רשאים לקרוא: יש לבדוק את ההרשאות, או לשמור אותו מחדש',
	'check.folderMisspelt':
		'פרופיל של חלק שייך לתיקייה ״{members}״ (באותיות קטנות, עם ה־s), לא ״{folder}״: יש להעביר את הקובץ הזה אל {fix}',
	'check.folderNested':
		'לחלק אין חלקים משלו: רק תיקייה של פרופיל מכילה תיקייה {members}/; יש להעביר את הקובץ הזה אל {user}/{members}/, או להתחיל את שמו ב־״_״ אם אינו פרופיל',
	'check.folderStray':
		'תיקיית פרופיל מכילה פרופיל אחד, את ה־index.md או ה־index.json שלו; יש להתחיל את שם הקובץ הזה ב־״_״ אם אינו פרופיל',
	'check.folderUserForm':
		'לפרופיל הזה יש חלקים (ב־{name}/{members}/), ולכן הוא צריך להיות בצורת תיקייה, לצדם: יש להעביר את הקובץ הזה אל {fix}',
	'check.folderNoIndex':
		'תיקיית פרופיל צריכה index.md או index.json; יש להוסיף אחד, או להתחיל את שם התיקייה ב־״_״',
	'check.folderBothIndexes':
		'תיקיית פרופיל מכילה index.md או index.json, לא את שניהם: יש למזג אותם לאחד',
	'check.folderIndexCase':
		'תיקיית פרופיל מכילה קובץ index אחד, אבל זו מכילה {files} (שמות שנבדלים רק באותיות גדולות וקטנות הם קובץ אחד ב־macOS וב־Windows): יש למזג אותם ל־index.md או index.json אחד',
	'check.membersOver':
		'יותר מדי חלקים: בתיקייה הזו יש {count}, ולפרופיל מותרים לכל היותר {limit} (את המגבלה של האתר קובע limits.members): יש להסיר את אלה שכבר לא בשימוש, או למזג חלק מהם',
	'check.yamlInvalid': 'YAML לא תקין: {reason}',
	'check.yamlLineUp':
		'YAML לא תקין: השורה הזו לא מיושרת עם השורות שהיא שייכת אליהן (YAML קובע לאיזה פריט שורה שייכת לפי הרווחים שלפניה): יש להתחיל אותה בדיוק מתחת למפתח או ל־״- ״ שהיא שייכת אליו, ברווחים',
	'check.yamlUnclosedEnd':
		'לכותרת הקובץ אין שורת ״---״ סוגרת, ולכן הטקסט שאחריה נקרא כ־YAML: יש להוסיף שורה עם ״---״ בלבד אחרי המפתח האחרון, לפני הביו',
	'check.yamlUnclosed':
		'לכותרת הקובץ אין שורת ״---״ סוגרת, ולכן הטקסט הזה נקרא כ־YAML: יש להוסיף מעליו שורה עם ״---״ בלבד, אחרי המפתח האחרון',
	'check.yamlTab':
		'YAML לא תקין: אסור להזיח בתווי טאב, כי YAML מזיח ברווחים בלבד: יש להחליף את הטאב בשורה הזו ברווחים (2 לכל רמה)',
	'check.yamlEmptyList':
		'YAML לא תקין: ״{key}: {empty}״ היא רשימה ריקה, ולכן הפריטים שמתחתיה לא שייכים לשום דבר: כדי לשמור אותם יש להסיר את ״{empty}״ (״{key}:״ לבד), או להפוך אותם להערה עם ״#״',
	'check.yamlColon':
		'YAML לא תקין: הערך של ״{key}״ מכיל ״: ״, ש־YAML קורא כתחילתו של מפתח נוסף: יש לשים את הערך במירכאות כפולות: {fix}',
	'check.yamlKept':
		'YAML לא תקין: YAML שומר את ״{char}״ לשימוש עתידי ואינו יכול לקרוא ערך שמתחיל בו: יש לשים את הערך כולו במירכאות כפולות: {fix}',
	'check.yamlPercent':
		'YAML לא תקין: בתחילת ערך, YAML קורא את ״%״ כהוראה לקורא הקובץ, לא כטקסט: יש לשים את הערך כולו במירכאות כפולות: {fix}',
	'check.yamlTag':
		'YAML לא תקין: בתחילת ערך, YAML קורא את ״!״ כסימון סוג, לא כטקסט: יש לשים את הערך כולו במירכאות כפולות: {fix}',
	'check.yamlAlias':
		'YAML לא תקין: בתחילת ערך, YAML קורא את ״*״ כהפניה לערך אחר, לא כטקסט: יש לשים את הערך כולו במירכאות כפולות: {fix}',
	'check.yamlAnchor':
		'YAML לא תקין: בתחילת ערך, YAML קורא את ״&״ כתווית של הערך, לא כטקסט: יש לשים את הערך כולו במירכאות כפולות: {fix}',
	'check.yamlQuotedPart':
		'YAML לא תקין: הערך מתחיל בחלק שבמירכאות ואחריו עוד טקסט, ו־YAML לא יכול לקרוא זאת כערך אחד: יש לשים את הערך כולו במירכאות כפולות: {fix}',
	'check.noFences':
		'לקובץ הזה אין כותרת: המפתחות שלו לא נמצאים בין שתי שורות ״---״, ולכן הקובץ כולו ייקרא כביו: יש להוסיף שורת ״---״ מעל השורה הזו, ועוד אחת אחרי המפתח האחרון, לפני הביו',
	'check.notYaml':
		'כותרת הקובץ צריכה להיות YAML, לא {language}; יש להתחיל את הקובץ בשורה פשוטה של ״---״',
	'check.yamlDashLeft': {
		one: 'YAML לא תקין: ה־״- ״ של הפריט הזה נמצא רווח אחד יותר מדי שמאלה ביחס ל־״- ״ של הפריט שמעליו (שורה {line}), ולכן הוא לא שייך לאף אחד מהם: יש למקם אותו בדיוק מתחתיו: {fix}',
		two: 'YAML לא תקין: ה־״- ״ של הפריט הזה נמצא {count} רווחים יותר מדי שמאלה ביחס ל־״- ״ של הפריט שמעליו (שורה {line}), ולכן הוא לא שייך לאף אחד מהם: יש למקם אותו בדיוק מתחתיו: {fix}',
		other:
			'YAML לא תקין: ה־״- ״ של הפריט הזה נמצא {count} רווחים יותר מדי שמאלה ביחס ל־״- ״ של הפריט שמעליו (שורה {line}), ולכן הוא לא שייך לאף אחד מהם: יש למקם אותו בדיוק מתחתיו: {fix}',
	},
	'check.yamlDashRight': {
		one: 'YAML לא תקין: ה־״- ״ של הפריט הזה נמצא רווח אחד יותר מדי ימינה ביחס ל־״- ״ של הפריט שמעליו (שורה {line}), ולכן הוא לא שייך לאף אחד מהם: יש למקם אותו בדיוק מתחתיו: {fix}',
		two: 'YAML לא תקין: ה־״- ״ של הפריט הזה נמצא {count} רווחים יותר מדי ימינה ביחס ל־״- ״ של הפריט שמעליו (שורה {line}), ולכן הוא לא שייך לאף אחד מהם: יש למקם אותו בדיוק מתחתיו: {fix}',
		other:
			'YAML לא תקין: ה־״- ״ של הפריט הזה נמצא {count} רווחים יותר מדי ימינה ביחס ל־״- ״ של הפריט שמעליו (שורה {line}), ולכן הוא לא שייך לאף אחד מהם: יש למקם אותו בדיוק מתחתיו: {fix}',
	},
	'check.yamlKeyLeft': {
		one: 'YAML לא תקין: ״{key}:״ שייך לפריט שמתחיל בשורה {line} (״{first}:״), אבל נמצא רווח אחד יותר מדי שמאלה: יש למקם אותו בדיוק מתחת ל־״{first}:״: {fix}',
		two: 'YAML לא תקין: ״{key}:״ שייך לפריט שמתחיל בשורה {line} (״{first}:״), אבל נמצא {count} רווחים יותר מדי שמאלה: יש למקם אותו בדיוק מתחת ל־״{first}:״: {fix}',
		other:
			'YAML לא תקין: ״{key}:״ שייך לפריט שמתחיל בשורה {line} (״{first}:״), אבל נמצא {count} רווחים יותר מדי שמאלה: יש למקם אותו בדיוק מתחת ל־״{first}:״: {fix}',
	},
	'check.yamlKeyRight': {
		one: 'YAML לא תקין: ״{key}:״ שייך לפריט שמתחיל בשורה {line} (״{first}:״), אבל נמצא רווח אחד יותר מדי ימינה: יש למקם אותו בדיוק מתחת ל־״{first}:״: {fix}',
		two: 'YAML לא תקין: ״{key}:״ שייך לפריט שמתחיל בשורה {line} (״{first}:״), אבל נמצא {count} רווחים יותר מדי ימינה: יש למקם אותו בדיוק מתחת ל־״{first}:״: {fix}',
		other:
			'YAML לא תקין: ״{key}:״ שייך לפריט שמתחיל בשורה {line} (״{first}:״), אבל נמצא {count} רווחים יותר מדי ימינה: יש למקם אותו בדיוק מתחת ל־״{first}:״: {fix}',
	},
	'check.yamlFirstKeyAgain':
		'YAML לא תקין: ״{key}:״ הוא כבר המפתח הראשון של הפריט שמתחיל בשורה {line}, ולכל פריט יש כל מפתח פעם אחת בלבד: כדי להתחיל פריט חדש, יש לכתוב לפניו ״- ״, מתחת ל־״- ״ שבשורה {line}: {fix}',
	'check.yamlTextEntry':
		'YAML לא תקין: ״{key}:״ נותן הגדרה לפריט שבשורה {line}, אבל הפריט הזה הוא רק טקסט: יש לכתוב את הפריט כ־{entry}, ובשורה שמתחתיו {fix}',
	'check.yamlNoDash':
		'YAML לא תקין: השורה הזו נמצאת ברשימה אבל לא מתחילה ב־״- ״, כמו שכל פריט צריך: יש לכתוב {fix}',
	'check.yamlTopKey':
		'YAML לא תקין: ״{key}:״ הוא אחד המפתחות של הפרופיל עצמו, ולכן הוא מתחיל בתחילת השורה, בלי רווחים לפניו: יש לכתוב {fix}',
	'check.yamlBadIndent': 'הזחה שגויה של מפתח',
	'check.yamlBadIndentList': 'הזחה שגויה של פריט ברשימה',
	'check.yamlDuplicateKey': 'מפתח מופיע פעמיים',
	'check.yamlEndExpected': 'כאן היה צפוי סוף הנתונים או שורת הפרדה ״---״',
	'check.yamlMultilineKey': 'מפתח לא יכול להשתרע על כמה שורות',
	'check.yamlColonMissed': 'חסר ״:״ אחרי מפתח',
	'check.yamlSpaceAfterColon': 'אחרי ה־״:״ של מפתח צריך לבוא רווח',
	'check.yamlQuoteUnclosed': 'טקסט במירכאות כפולות לא נסגר',
	'check.yamlSingleQuoteUnclosed': 'טקסט במירכאות בודדות לא נסגר',
	'check.yamlFlowUnclosed': 'רשימה בתוך [ ] או { } לא נסגרת',
	'check.yamlFlowComma': 'חסר פסיק בין הפריטים של רשימה בתוך [ ] או { }',
	'check.yamlEscape': 'רצף בריחה לא מוכר בטקסט במירכאות כפולות',
	'check.yamlNonPrintable': 'הקובץ מכיל תווים שאינם ניתנים להדפסה',
	'check.yamlOther': 'קורא ה־YAML נעצר כאן ({reason})',
	'check.noteDash':
		'השורה הזו נקראת כחלק מהערך שמעליה ({value}), כי ה־״- ״ שלה נמצא יותר ימינה מה־״- ״ של הפריט ההוא: כדי שתהיה פריט נפרד, יש למקם את ה־״- ״ שלה בדיוק מתחת לזה שמעליה',
	'check.noteComment':
		'YAML קורא את הטקסט שאחרי ״ #״ כהערה ומשמיט אותו, ולכן הערך הזה הוא {value}: אם {comment} הוא חלק ממנו, יש לשים את כל הערך במירכאות כפולות: {fix}; אם זו הערה, יש להעביר אותה לשורה נפרדת',
	'check.noteAnchor':
		'YAML קורא ״&״ בתחילת ערך כתווית ומשמיט אותה, ולכן הערך הזה הוא {value}: יש לשים את כל הערך במירכאות כפולות: {fix}',
	'check.noteSpaces':
		'הערך הזה מסתיים ברווחים, ש־YAML משמיט: יש למחוק אותם, או, אם הם חלק מהערך, לשים אותו במירכאות כפולות: {fix}',
	'check.noteOlderYesNo':
		'קוראי YAML רבים (YAML 1.1, כפי שעורכים וכלים רבים קוראים אותו) קוראים את {raw} בלי מירכאות כ־true או false (ערך של כן או לא), ולא כטקסט {text}: יש לשים אותו במירכאות כפולות, כדי שכל קורא ישמור את הטקסט: {fix}',
	'check.noteOlderNumber':
		'קוראי YAML רבים (YAML 1.1, כפי שעורכים וכלים רבים קוראים אותו) קוראים את {raw} בלי מירכאות כמספר, ולא כטקסט {text}: יש לשים אותו במירכאות כפולות, כדי שכל קורא ישמור את הטקסט: {fix}',
	'check.noteOlderDate':
		'קוראי YAML רבים (YAML 1.1, כפי שעורכים וכלים רבים קוראים אותו) קוראים את {raw} בלי מירכאות כתאריך, ולא כטקסט {text}: יש לשים אותו במירכאות כפולות, כדי שכל קורא ישמור את הטקסט: {fix}',
	'check.noteNull':
		'YAML קורא את {raw} בלי מירכאות כ״אין ערך״, ולא כטקסט {text}: יש לשים אותו במירכאות כפולות: {fix}',
	'check.noteNullKey':
		'YAML קורא את {raw} בלי מירכאות כ״אין ערך״, ולא כטקסט {text}: יש לשים אותו במירכאות כפולות: {fix}; או, כדי להשמיט אותו, יש למחוק את השורה',
	'check.noteBoolean':
		'YAML קורא את {raw} בלי מירכאות כערך הכן או לא {read}, ולא כטקסט {text}: יש לשים אותו במירכאות כפולות: {fix}',
	'check.noteNumber':
		'YAML קורא את {raw} בלי מירכאות כהמספר {read}, ולא כטקסט {text}: יש לשים אותו במירכאות כפולות: {fix}',
	'check.fenceLate': {
		one: 'כותרת הקובץ צריכה להתחיל בשורה הראשונה של הקובץ, ב־״---״: יש למחוק את השורה הריקה שמעל ה־״---״ שבשורה {line}',
		two: 'כותרת הקובץ צריכה להתחיל בשורה הראשונה של הקובץ, ב־״---״: יש למחוק את שתי השורות הריקות שמעל ה־״---״ שבשורה {line}',
		other:
			'כותרת הקובץ צריכה להתחיל בשורה הראשונה של הקובץ, ב־״---״: יש למחוק את {count} השורות הריקות שמעל ה־״---״ שבשורה {line}',
	},
	'check.noFrontMatter':
		'לקובץ הזה אין כותרת (המפתחות שבין שתי שורות ״---״ בראש הקובץ): יש להתחיל את הקובץ בשורת ״---״, אחריה המפתחות, וביניהם מזהה משלו (למשל המזהה החדש הזה: id: {fresh}), ואחריהם שורת ״---״ מעל הביו',
	'check.nesting':
		'רשימות ואובייקטים מקוננים ביותר מ־{max} רמות; פרופיל צריך 4 לכל היותר: יש להסיר את הקינון העודף',
	'check.jsonInvalid': 'JSON לא תקין: {reason}',
	'check.jsonEmpty': 'הקובץ ריק',
	'check.jsonDuplicate': 'המפתח ״{key}״ מופיע פעמיים באותו אובייקט',
	'check.jsonSymbol': 'תו לא צפוי',
	'check.jsonNumber': 'מספר פגום',
	'check.jsonKey': 'היה צפוי מפתח ״במירכאות״ (בלי פסיק לפני ״}״)',
	'check.jsonValue': 'היה צפוי ערך (האם יש פסיק מיותר?)',
	'check.jsonColon': 'היה צפוי ״:״ אחרי המפתח',
	'check.jsonComma': 'היה צפוי ״,״ בין הפריטים',
	'check.jsonCloseBrace': 'היה צפוי ״}״',
	'check.jsonCloseBracket': 'היה צפוי ״]״',
	'check.jsonEnd': 'טקסט לא צפוי אחרי סוף המסמך',
	'check.jsonComment': 'אסור לכתוב הערות ב־JSON',
	'check.jsonString': 'מחרוזת שלא נסגרה',
	'check.jsonUnicode': 'רצף \\u לא תקין',
	'check.jsonEscape': 'תו בריחה לא תקין',
	'check.jsonCharacter': 'תו לא תקין במחרוזת (יש לכתוב תווי בקרה ברצף בריחה)',
	'check.linkInvalid':
		'{link} מוצג כטקסט רגיל, לא כקישור, כי זו לא כתובת http(s) תקינה (רווח, או ״//״ חסר?): יש לתקן אותה כדי שתהיה קישור',
	'check.linkScheme':
		'{link} מוצג כטקסט רגיל, לא כקישור: רק כתובות http://‎ ו־https://‎ הופכות לקישורים; אם זו כתובת אינטרנט, יש לתקן את ההתחלה',
	'check.linkNoScheme':
		'{link} מוצג כטקסט רגיל, לא כקישור, כי הוא לא מתחיל ב־https://‎: יש לכתוב {fix} כדי שיהיה קישור',
	'check.idChanged':
		'המזהה השתנה מ־״{old}״ (ב־{ref}) ל־״{id}״; מזהים אף פעם לא משתנים: יש להחזיר את id: {old}',
	'check.idMoved':
		'המזהה ״{id}״ היה של {file} ב־{ref}, והקובץ הזה עדיין כאן; מזהה עובר רק יחד עם הקובץ שלו (בשינוי שם): יש לתת לפרופיל הזה מזהה חדש, למשל המזהה החדש הזה: id: {fresh}',
	'check.idReused':
		'המזהה ״{id}״ היה שייך בעבר ל־{names} (בהיסטוריה של {ref}); לא משתמשים שוב במזהים, גם לא אחרי מחיקה: יש לתת לפרופיל הזה מזהה חדש, למשל המזהה החדש הזה: id: {fresh}',
	'check.bothAvatars':
		'יש לתת avatar (תמונה מקומית) או avatar_urls (כתובות ברשת), לא את שניהם: יש להסיר אחד מהם',
	'check.fileNameRule': 'שם הקובץ נותן את שם הפרופיל {stem}, ש{rule}; יש לשנות את שם הקובץ',
	'check.formBytes':
		'הצורה {form} הופכת, אחרי הנרמול שהאתר עושה בפרסום, לשם תיקייה של {bytes} בתים, ושם תיקייה או קובץ מפורסם יכול להכיל עד {max} בתים (דיסקים מכילים 255; יש תווים שתופסים כמה בתים או הופכים לכמה תווים): יש לקצר אותה, או לכתוב פחות תווים שמייצגים כמה תווים',
	'check.unreadExtension':
		'הקובץ הזה לא נקרא, ולכן הפרופיל שלו לא נמצא באתר: פרופילים נקראים רק מקובצי ‎.md ו־‎.json; יש לשנות את שמו ל־{fix}',
	'check.unreadExtensionFences':
		'הקובץ הזה לא נקרא, ולכן הפרופיל שלו לא נמצא באתר: פרופילים נקראים רק מקובצי ‎.md ו־‎.json; יש לשנות את שמו ל־{fix}, ולשים את המפתחות שלו בין שתי שורות ״---״ (שורת ״---״ מעל ״id:״, ועוד אחת אחרי המפתח האחרון, לפני הביו)',
	'check.unreadFolder':
		'פרופילים נקראים רק מהתיקייה ״users״ (באותיות קטנות בלבד), ולכן הקבצים שב־״{folder}״ לא נקראים: יש להעביר אותם ל־users/‎',
	'check.unreadFolderCase':
		'פרופילים נקראים רק מהתיקייה ״users״ (באותיות קטנות בלבד), ולכן הקבצים שב־״{folder}״ לא נקראים: יש להעביר אותם ל־users/‎, או לשנות את שם התיקייה הזו ל־״users״',
	'check.unreadTop':
		'הקובץ הזה לא נקרא, ולכן הפרופיל שלו לא נמצא באתר: פרופילים נקראים רק מהתיקייה users: יש להעביר אותו ל־users/{fix}',
	'check.fileNotRegular':
		'זה {kind}, לא קובץ רגיל; פרופיל צריך להיות קובץ רגיל: יש להחליף אותו בקובץ שמכיל את הטקסט של הפרופיל',
	'check.fileSymlink':
		'זה קישור סימבולי; פרופיל צריך להיות קובץ רגיל בתוך התיקייה content (לא עוקבים אחרי קישורים): יש להחליף את הקישור בקובץ עצמו',
	'check.fileTooLarge':
		'גודל הקובץ הוא {size}; קובץ פרופיל יכול להיות לכל היותר {max}: יש לקצר אותו',
	'check.fileChanged': 'הקובץ השתנה בזמן הקריאה: יש להריץ את הבדיקה שוב',
	'check.fileUnreadable': 'לא ניתן היה לקרוא: {error}',
	'check.fileBom':
		'הקובץ שמור כ־{encoding} (הוא מתחיל בסימן סדר בתים של {encoding}); פרופילים הם ב־UTF-8: יש לשמור את הקובץ כ־UTF-8',
	'check.fileUtf8':
		'UTF-8 לא תקין (בית {byte} / שורה {line}); פרופילים הם טקסט UTF-8: יש לשמור את הקובץ כ־UTF-8',
	'check.lookAlike':
		'השם ״{name}״ נקרא כמו ״{other}״ ({file}): אותיות שנראות דומות (I, l ו־1; O ו־0; rn ו־m; vv ו־w; cl ו־d; בכל רישיות) ישלחו קוראים לאדם הלא נכון: יש לבחור שם שאינו נקרא כמו שם של מישהו אחר',
	'check.nameIsId':
		'השם ״{name}״ הוא המזהה של {file}; הפניה נבדקת קודם כמזהה, ולכן אי אפשר יהיה למצוא את הפרופיל הזה לפי שמו: {rename}',
	'check.apiPathClash':
		'קובץ ה־API ‏{path} של הפרופיל הזה נופל על אותו נתיב כמו אחד הקבצים של {file} (נתיבים מושווים בלי הבדל בין אותיות גדולות לקטנות, כמו שעושים שרתים רבים): {rename}',
	'check.nameMemberList': 'השם ״{name}״ כבר תפוס על ידי {path}, רשימת החלקים של ״{user}״: {rename}',
	'check.nameMemberNotFound':
		'השם ״{name}״ כבר תפוס על ידי {path}, התשובה לחלק לא מוכר של ״{user}״: {rename}',
	'check.hostMemberName':
		'השם ״{name}״ הוא אחד מהשמות ששרתים שומרים לעצמם בתוך תיקייה (Cloudflare Pages עונה על {path} בדף ״לא נמצא״ שלו או בהפניה), ולכן אי אפשר יהיה לקבל את החלק הזה לפי שמו: {rename}',
	'check.hostUserName':
		'השם ״{name}״ הוא אחד מהשמות ששרתים שומרים לעצמם בתוך תיקייה (Cloudflare Pages מפנה את {path} אל {folder} כשאין שם קובץ, כך שכל שרת עונה עליו כעל פרופיל לא מוכר), ולכן אי אפשר יהיה לקבל את הפרופיל הזה לפי שמו: {rename}',
	'check.hostHandled': 'השם ״{name}״ יפרסם את {path} – {why}: {rename}',
	'check.hostNotFound':
		'Cloudflare Pages עונה על כל פרופיל לא מוכר בקובץ {file} הקרוב ביותר, ולכן הפרופיל הזה יישלח במקום כל פרופיל לא מוכר',
	'check.hostHtml':
		'שרתים מתייחסים לקובצי ‎.html כאל דפים (Cloudflare Pages מפנה את x.html אל x, ואת index.html אל התיקייה שלו), ולכן אי אפשר יהיה לקבל את הפרופיל הזה לפי שמו',
	'check.nameEnding':
		'השם ״{name}״ מסתיים ב־״{ending}״: {treatment}; לשם אסור שתהיה סיומת ששרתים מריצים או מציגים',
	'check.endingPage':
		'דפדפנים מציגים קבצים כאלה כדף אינטרנט (text/html וקרוביו), ולכן טקסט בפרופיל ירוץ כסקריפט באתר',
	'check.endingScript': 'דפדפנים מריצים קבצים כאלה כ־JavaScript',
	'check.endingMarkup':
		'שרתים מגישים קבצים כאלה כ־XML או SVG: דפדפנים מציגים אותם ומריצים את הסקריפטים שבתוכם',
	'check.endingSavedPage': 'דפדפנים פותחים קבצים כאלה כדף אינטרנט שמור (MHTML)',
	'check.endingServer':
		'שרתי אינטרנט מריצים קבצים כאלה כסקריפט בצד השרת (Apache AddHandler,‏ IIS,‏ Tomcat), ולכן טקסט בפרופיל ירוץ כקוד בשרת',
	'check.endingProgram': 'Windows או מעטפת מריצים קבצים כאלה כתוכנה כשהקובץ שהורד נפתח',
	'check.endingFlash': 'תוספים מנגנים קבצים כאלה כסרטון Flash',
	'check.nameJson':
		'השם ״{name}״ מסתיים ב־״.json״: ב־{path} הפרופיל ״{stem}״ מפרסם את עותק ה־JSON שלו; שם לא יכול להסתיים ב־״.json״',
	'check.nameJsonMember':
		'השם ״{name}״ מסתיים ב־״.json״: ב־{path} רשומים החלקים של ״{user}״, וכך מסתיימים קובצי ה־JSON של ה־API; שם לא יכול להסתיים ב־״.json״',
	'check.nameDevice':
		'השם ״{name}״ הוא שם ההתקן ״{device}״, שהוא שם שמור ב־Windows עם כל סיומת ובכל רישיות (CON, PRN, AUX, NUL, COM0-9, LPT0-9), ולכן אי אפשר לשלוף או לבנות את הקבצים שלו ב־Windows',
	'check.nameDeviceStart':
		'השם ״{name}״ מתחיל בשם ההתקן ״{device}״, שהוא שם שמור ב־Windows עם כל סיומת ובכל רישיות (CON, PRN, AUX, NUL, COM0-9, LPT0-9), ולכן אי אפשר לשלוף או לבנות את הקבצים שלו ב־Windows',
	'check.nameTrailing':
		'השם ״{name}״ מסתיים ב־״{end}״, שנשמט משמות קבצים ב־Windows, ולכן הקבצים שלו יתנגשו שם בקבצים של ״{stem}״; שם לא יכול להסתיים ב־״.״ או ברווח',
	'check.nameFix': '{problem}: {rename}, למשל ״{example}״',
	'check.fullBuild': 'בנייה מלאה: {reason}',
	'check.fullNoRecord': 'לא נרשמה בנייה מלאה קודמת',
	'check.fullPackageVersion': 'staticnouns עודכן מ־{from} ל־{to}',
	'check.fullPackageCode': 'הקוד של staticnouns השתנה',
	'check.fullRuntime': 'Astro או Node עודכנו',
	'check.fullSiteCode':
		'הקוד של האתר השתנה (src/, astro.config, package.json, tsconfig.json או קובץ הנעילה)',
	'check.fullWords': 'המילים של האתר השתנו (src/content/i18n/)',
	'check.fullOptions': 'האפשרויות של האתר השתנו (astro.config)',
	'check.fullPublic': 'public/ השתנתה',
	'check.fullKeptChanged': 'הבנייה השמורה השתנתה מאז שהבנייה המלאה האחרונה רשמה אותה',
	'check.fullFastFailed': 'הדרך המהירה נכשלה ({error})',
	'check.fullOwnRoute': 'לאתר יש נתיב משלו מסוג {type} ({route})',
	'check.fullNoConfig': 'הבנייה המלאה האחרונה לא שמרה תצורה',
	'check.fullNoSite': 'אין ב־{target} אתר מפורסם לעדכן',
	'check.fullFormat': "המסלול המהיר כותב דפים רק עם build.format 'directory' ולוכסן בסוף",
	'check.fullAssetChanged': '{path} השתנה באתר המפורסם מאז הבנייה המלאה האחרונה',
	'check.fullRedirect': '{path} הוא הפניה',
	'check.fastDone': {
		one: 'בנייה מהירה: מאז הבנייה המלאה האחרונה השתנו רק פרופילים, נוצר דף אחד',
		two: 'בנייה מהירה: מאז הבנייה המלאה האחרונה השתנו רק פרופילים, נוצרו {count} דפים',
		other: 'בנייה מהירה: מאז הבנייה המלאה האחרונה השתנו רק פרופילים, נוצרו {count} דפים',
	},
	'check.nothingChanged': 'דבר לא השתנה מאז הבנייה האחרונה: {target} נשאר כפי שהוא',
	'check.moreInFile': {
		one: '… ועוד בעיה אחת בקובץ הזה',
		two: '… ועוד {count} בעיות בקובץ הזה',
		other: '… ועוד {count} בעיות בקובץ הזה',
	},
	'check.moreInReport': {
		one: '… ועוד בעיה אחת (דוח מציג את {max} הראשונות)',
		two: '… ועוד {count} בעיות (דוח מציג את {max} הראשונות)',
		other: '… ועוד {count} בעיות (דוח מציג את {max} הראשונות)',
	},
	'editorScript.nameRule':
		'שם הפרופיל: 2 עד 40 תווים, כל אחד אות A-Z או a-z, ספרה, ״_״, ״.״ או ״-״; הוא סוף הכתובת של הדף, ‎/@your-name/‎.',
	'editorScript.nameSpace':
		'בשם הפרופיל יש רווח אחרי ״{before}״: בשם פרופיל אין רווחים, כי הוא סוף הכתובת של הדף. כדאי לכתוב במקומו ״{fixed}״.',
	'editorScript.noRepository':
		'האתר לא מציין איפה המאגר שלו: אפשר להעתיק או להוריד את הקובץ ולהוסיף אותו כפי שמתואר ב־CONTRIBUTING.md של המאגר.',
	'editorScript.change': 'שינוי ב־{forge}',
	'editorScript.proposeOn': 'הצעה ב־{forge}',
	'editorScript.filled': '{forge} נפתח בלשונית חדשה עם הקובץ ממולא: אפשר להציע אותו שם.',
	'editorScript.handedChange':
		'הטקסט החדש של {file} נמצא {where}: בדף של {forge} יש לבחור את כל הטקסט של הקובץ, להדביק במקומו ולהציע את השינוי.',
	'editorScript.tooLong':
		'הקובץ ארוך מכדי להעביר אותו בכתובת, ולכן הטקסט שלו נמצא {where}: יש להדביק אותו בעורך הריק של {forge} ולהציע אותו.',
	'editorScript.nameOnly':
		'{forge} ממלא את שם הקובץ אבל לא את הטקסט שלו, שנמצא {where}: יש להדביק אותו בעורך ולהציע אותו.',
	'editorScript.onClipboard': 'בלוח ההעתקה',
	'editorScript.above': 'למעלה (יש להעתיק אותו)',
	'editorScript.copied': 'הקובץ הועתק ללוח ההעתקה.',
	'editorScript.copyRefused': 'ההעתקה נחסמה: אפשר לבחור את הטקסט למעלה ולהעתיק אותו.',
	'editorScript.issueFilled':
		'{forge} נפתח בלשונית חדשה עם הפרופיל ממולא: שם שולחים את ה־issue, וממנו נוצרת בקשת משיכה (pull request).',
	'editorScript.issueTooLong':
		'הפרופיל ארוך מדי לכתובת של טופס ה־issue, ולכן נפתח במקומו עורך הקבצים של {forge}.',
	'editorScript.nextSteps':
		'עכשיו בדיקה קוראת את הקובץ ועונה ב־{forge} תוך כמה דקות; אחר כך {reviewers} בודקים את השינוי, ואחרי המיזוג הדף {address} מציג אותו מהבנייה הבאה של האתר.',
	'editorScript.reviewersOwners': 'הגורמים המאשרים של הפרופיל ({owners})',
	'editorScript.reviewersMaintainers': 'צוות האתר',
	'propose.proposed': 'בקשת המשיכה #{pull} מציעה עכשיו את הטקסט הזה של {file}.',
	'propose.passed': 'הבדיקה לא מצאה שום דבר לתקן.',
	'propose.failed':
		'הבדיקה מצאה משהו לתקן, והוא מופיע למטה עם השורה בקובץ. אפשר לערוך את הטקסט של ה־issue הזה, ובקשת המשיכה תתעדכן בהתאם.',
	'propose.next':
		'עכשיו {reviewers} בודקים את בקשת המשיכה; אחרי המיזוג הדף {address} מציג את השינוי מהבנייה הבאה של האתר.',
	'propose.refused':
		'ה־issue הזה לא הופך לבקשת משיכה: {reason} אפשר לערוך את ה־issue כדי לתקן, או למלא שוב את הטופס באתר.',
	'propose.reasonForm':
		'אין בו את שני החלקים של טופס הפרופיל, קודם הנתיב של הקובץ ואחריו הטקסט שלו.',
	'propose.reasonSeveral': 'הוא מציין יותר מקובץ אחד, ו־issue אחד מציע קובץ פרופיל אחד.',
	'propose.reasonPath':
		'הנתיב צריך להיות קובץ פרופיל אחד בתוך {folder}, למשל {folder}your-name.md.',
	'propose.reasonSize': 'הטקסט ארוך מ־{limit} תווים.',
	'propose.reasonUnchanged': 'הטקסט זהה למה שכבר יש בקובץ.',
	'propose.maintainer':
		'@{login} לא נמנה עם הגורמים המאשרים של הפרופיל הזה ({owners}), ולכן צוות האתר מחליט.',
	'propose.ownersChange':
		'הגורמים המאשרים של הפרופיל משתנים, ולכן גם .github/CODEOWNERS צריך להשתנות: צוות האתר מוסיף את השורות שלו (npx staticnouns owners) לבקשת המשיכה.',
	'propose.closed': 'ה־issue נסגר, ולכן גם בקשת המשיכה #{pull} נסגרה.',
	'propose.pullClosed':
		'בקשת המשיכה #{pull} נסגרה בלי מיזוג, ולכן גם ה־issue הזה נסגר. כדי להציע את הפרופיל שוב, אפשר לפתוח מחדש את ה־issue או למלא שוב את הטופס באתר.',
	'propose.merged': 'בקשת המשיכה #{pull} מוזגה: הדף {address} מציג את השינוי מהבנייה הבאה של האתר.',
	'propose.pullBody': 'הוצע על ידי @{login} ב־issue #{issue}; משנה רק את {file}.',
	'propose.statusFailed': 'הבדיקה מצאה משהו לתקן: הפרטים ב־issue.',
	'editorScript.modeEdit': 'כאן משנים את הפרופיל שב־{file}, ממולא לפי מה שהאתר מפרסם.',
	'editorScript.modeNotPublished':
		'לאתר אין פרופיל שפורסם עבור {file}: אפשר להתחיל פרופיל חדש במקום.',
	'editorScript.modeNewMember':
		'פרופיל חדש בתוך {user}: אפשר למלא מה שרוצים; הקובץ ייכנס לתיקייה של {user}.',
	'editorScript.modeNewProfile':
		'פרופיל חדש: אפשר למלא מה שרוצים; חוץ משם הפרופיל, הכול יכול להישאר ריק.',
	'editorScript.modeNotFound': 'עדיין אין פרופיל בשם {name}: אפשר למלא את הטופס כדי להוסיף אותו.',
	'editorScript.avatarNotice':
		'הקובץ מציין תמונה במאגר, והאתר לא מפרסם את הנתיב שלה: יש לכתוב אותו שוב (כמו בקובץ, למשל ./avatar.png), אחרת התמונה תוסר.',
	'editorScript.ownersNotice':
		'האתר אף פעם לא מפרסם את הגורמים המאשרים: אם בקובץ יש רשימת ״owners״, יש להוסיף כאן את אותם שמות, אחרת הם יוסרו.',
	'editorScript.modeEditSource': 'כאן משנים את {file} כפי שהוא כתוב: רק מה שמשנים משתנה.',
	'editorScript.unseenKeys':
		'הטופס לא רואה את {keys}: אם יש בקובץ אחד מהם, יש להוסיף אותו שוב לטקסט החדש לפני ההצעה, אחרת הוא יוסר (וכך גם ההערות שבקובץ).',
} as const satisfies Translation;
