/** What the Ukrainian pages say about their changes and urgent notices: the words of `../pl/trust.ts`, in Ukrainian. */
import type { trustWords as polish } from '../pl/trust.ts';
import type { Translation } from '../translation.ts';

export const trustWords: Translation<typeof polish> = {
  lang: 'uk',
  changes: {
    title: 'Зміни на сайті',
    pageTitle: 'Зміни на сайті – сторінка {page}',
    description: 'Важливі зміни сторінок сайту Центру, від найновішої: дата, сторінка та опис зміни.',
    ofPage: 'Зміни сторінки: {title}',
    ofPageDescription: 'Важливі зміни сторінки «{title}», від найновішої.',
    published: 'Сторінку опубліковано {date}.',
    none: 'Важливих змін ще немає.',
    feed: 'Канал Atom зі змінами',
    feedNote: '– нові зміни у програмі для читання каналів.',
    pages: 'Сторінки списку змін',
    all: 'Усі зміни на сайті',
  },
  notice: {
    heading: 'Оголошення',
  },
};
