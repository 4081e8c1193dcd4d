/**
 * The frame of the Ukrainian pages (content/pages/uk/) in Ukrainian: every word the header, its menu and search
 * box, the accessibility panel, the search page, the back link, the section label, the footer, the contact block
 * and the not-found page say there, in this one file, for a Ukrainian-speaking member of staff to review. Written
 * for people who read no Polish, not word for word: the centre is 'Центр', as the Ukrainian pages call it.
 *
 * The names of the centre and of Polish institutions are not here: the pages show them in Polish, marked
 * `lang="pl"`. A link to a page in Polish says so with `inPolish`. The Ukrainian menu titles of the Polish pages
 * live with each page (`menuTitleUk` in its frontmatter). The question under each page ('Чи була ця сторінка
 * корисною?') has its words apart, in `./feedback.ts`, so that its script loads them without the frame's.
 */
import type { frameWords as polish } from '../pl/frame.ts';
import type { Translation } from '../translation.ts';

export const frameWords: Translation<typeof polish> = {
  islands: {
    lang: 'uk',
    inPolish: 'польською',
    newTab: 'відкривається в новій вкладці',
    darkMode: 'Темний режим',
    pageIn: { pl: 'Сторінка польською мовою', uk: 'Сторінка українською мовою' },
    header: {
      homeLink: 'Головна сторінка',
      mainNav: 'Головне меню',
      contact: 'Контакти',
      menu: 'Меню',
      social: 'Facebook Центру',
      admin: 'Панель адміністратора (польською)',
    },
    accessibilityPanel: {
      title: 'Налаштування доступності',
      textSize: 'Розмір тексту',
      sizeNames: ['малий', 'стандартний', 'великий'],
      smaller: 'Зменшити текст',
      larger: 'Збільшити текст',
      close: 'Закрити панель',
      cookieNotice:
        'Цей сайт не використовує файли cookie, щоб стежити за вами. У пам’яті браузера він зберігає лише ваші налаштування відображення (розмір тексту і темний режим), щоб вони діяли на кожній сторінці.',
      privacyLink: 'Політика конфіденційності та файлів cookie',
    },
    search: {
      label: 'Пошук на сайті',
      placeholder: 'Пошук, наприклад: допомога',
      submit: 'Шукати',
      results: 'Результати пошуку',
      loading: 'Шукаю…',
      none: 'Нічого не знайдено. Спробуйте інше слово.',
      count: 'Знайдено: {count}',
      allResults: 'Показати всі результати',
      more: 'Показати більше результатів',
      unavailable: 'Пошук тимчасово не працює. Скористайтеся меню або списком сторінок нижче.',
      needsJavaScript: 'Пошук працює, коли в браузері увімкнено JavaScript. Нижче є список усіх сторінок сайту.',
      news: 'Новина від {date}',
      elsewhere: 'Цим займається не Центр',
      didYouMean: { before: 'Можливо, ви мали на увазі', after: '?' },
      didYouMeanOption: 'Можливо, ви мали на увазі «{suggestion}»?',
      selfCheck: 'Перевірте, яка допомога вам може належати',
      browse: 'Можна також переглянути сторінки за темами:',
      call: 'Не знаєте, що шукати? Зателефонуйте нам:',
      callOption: 'Зателефонувати до Центру: {phone}',
    },
  },
  page: {
    skipLink: 'Перейти до основного змісту',
    backLink: 'На головну сторінку сайту',
    reviewed: 'Інформацію перевірено:',
    responsible: 'Відповідає за зміст:',
    published: 'Опубліковано:',
    lastChange: 'Остання зміна:',
    changes: 'Історія змін сторінки',
    thisPage: 'Ця сторінка українською',
    feed: 'Новини Центру (польською)',
  },
  searchPage: {
    title: 'Пошук',
    description: 'Пошук інформації про допомогу, виплати та програми на сайті Центру соціальної допомоги.',
    allPages: 'Усі сторінки сайту',
    ukrainianPages: 'Сторінки українською',
  },
  footer: {
    help: 'Допомога',
    programs: 'Програми',
    centre: 'Центр',
    documents: 'Документи',
    phone: 'тел.',
    email: 'ел. пошта:',
    bip: 'Бюлетень публічної інформації',
  },
  contact: {
    title: 'Контакти',
    address: 'Адреса',
    phone: 'Телефон',
    email: 'Електронна пошта',
    eDelivery: 'Адреса для електронного вручення листів',
    officeHours: 'Години роботи Центру',
    cashDesk: 'Каса',
    weekdays: 'понеділок–п’ятниця',
  },
  journey: {
    step: 'Крок',
    and: 'і',
    or: 'або',
    who: 'Хто',
    centre: 'Центр',
    deadline: 'Строк',
    apply: 'Як подати заяву',
    partOf: 'Цей крок є частиною:',
  },
  notFound: {
    title: 'Сторінку не знайдено',
    description: 'Сторінки, яку ви шукаєте, немає або її перенесено.',
    intro:
      'Сторінки, яку ви шукаєте, немає або її перенесено. Перевірте, чи правильно написано адресу, або скористайтеся пошуком.',
    pages: 'Сторінки українською',
    home: 'Головна сторінка сайту',
    call: 'Не можете знайти потрібну інформацію? Зателефонуйте:',
    or: 'або',
    write: 'напишіть нам',
  },
  menuGroups: {
    'formy-pomocy': 'Форми допомоги',
    'programy-specjalne': 'Спеціальні програми',
    'informacje-o-osrodku': 'Інформація про Центр',
  },
  sections: {
    'pomoc-spoleczna': 'Соціальна допомога',
    'swiadczenia-rodzinne': 'Сімейні виплати',
    'pomoc-dla-obywateli-ukrainy': 'Допомога громадянам України',
    'inne-formy-pomocy': 'Інші форми допомоги',
    'programy-specjalne': 'Спеціальні програми',
    'informacje-o-osrodku': 'Інформація про Центр',
    'formy-pomocy': 'Форми допомоги',
    serwis: 'Про сайт',
  },
};
