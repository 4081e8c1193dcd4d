/** Components written in a sentence: the editor shows them as small frames among the words. */
import { defineContract } from './contract.ts';
import { anchor, strong } from './common-props.ts';
import { languageNames } from './marks.ts';

export const Amount = defineContract({
  kind: 'inline',
  label: 'Kwota',
  description:
    'Kwota lub liczba z danych strony (src/domain/amounts); zmienia się w jednym miejscu dla wszystkich stron.',
  props: {
    id: { type: 'choice', label: 'Która kwota', from: 'amounts' },
    since: { type: 'boolean', label: 'Dopisz, od kiedy obowiązuje', default: false },
    unit: { type: 'boolean', label: 'Z jednostką (zł, %, m²)', default: true },
    strong,
  },
});

export const Centre = defineContract({
  kind: 'inline',
  label: 'Dane ośrodka',
  description: 'Adres, telefon, godziny i inne dane ośrodka z jednego miejsca (centres/<ośrodek>/centre.yaml).',
  props: {
    field: { type: 'choice', label: 'Która informacja', from: 'centreFacts' },
    text: {
      type: 'text',
      label: 'Tekst odnośnika (opcjonalnie)',
      description: 'Zamiast samego adresu, np. „Biuletynie Informacji Publicznej”.',
      optional: true,
    },
    strong,
    id: anchor,
    plain: {
      type: 'boolean',
      label: 'Sam tekst w zdaniu',
      description: 'Bez odnośnika i bez znacznika, np. nazwa gminy w zdaniu strony wspólnej.',
      default: false,
    },
    lang: {
      type: 'choice',
      label: 'Język informacji',
      description: 'Gdy różni się od języka strony, np. polska nazwa ośrodka na stronie ukraińskiej (sam tekst).',
      options: { '': 'jak strona', ...languageNames },
      default: '',
    },
  },
});

export const Status = defineContract({
  kind: 'inline',
  label: 'Stan naboru lub edycji',
  description:
    'Czy nabór trwa, kiedy się zaczyna lub skończył, liczone na dzień publikacji (src/domain/timeline/timeline.ts).',
  props: {
    of: { type: 'choice', label: 'Nabór lub edycja', from: 'statuses' },
    period: { type: 'boolean', label: 'Pokaż też daty', default: false },
  },
});

export const DocumentLink = defineContract({
  kind: 'inline',
  label: 'Odnośnik do dokumentu',
  description: 'Odnośnik do dokumentu PDF z rejestru, z jego rodzajem i rozmiarem.',
  props: {
    href: { type: 'text', label: 'Adres pliku', description: 'Np. /documents/PS/wniosek_o_pomoc_spoleczna.pdf' },
    title: { type: 'text', label: 'Tekst odnośnika (domyślnie tytuł z rejestru)', optional: true },
  },
});
