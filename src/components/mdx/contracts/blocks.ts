/** Components that stand as a paragraph of their own and take their content from props or the site's data. */
import { defineContract } from './contract.ts';
import { headingLevel } from './common-props.ts';

export const HowToApply = defineContract({
  kind: 'block',
  label: 'Jak złożyć wniosek',
  description:
    'Gdzie, kiedy i jak złożyć wniosek o świadczenie z tej strony; treść jest w rejestrze świadczeń (src/domain/benefits).',
  props: {},
});

export const Journey = defineContract({
  kind: 'block',
  label: 'Kroki ścieżki „Krok po kroku”',
  description:
    'Kroki tej strony: kto je załatwia, terminy, jak złożyć wniosek i strony, które je opisują; treść jest w pliku ścieżki (src/domain/journeys).',
  props: {},
});

export const JourneyList = defineContract({
  kind: 'block',
  label: 'Lista ścieżek „Krok po kroku”',
  description: 'Karty wszystkich ścieżek „Krok po kroku” w języku strony (strona Krok po kroku).',
  props: { level: headingLevel('Poziom tytułów kart', 2) },
});

export const CardGrid = defineContract({
  kind: 'block',
  label: 'Karty stron podrzędnych',
  description: 'Karty wszystkich stron, które mają tę stronę jako rodzica.',
  props: { level: headingLevel('Poziom tytułów kart', 3) },
});

export const CentreAddress = defineContract({
  kind: 'block',
  label: 'Adres ośrodka',
  description: 'Nazwa i adres pocztowy ośrodka z danych ośrodka.',
  props: {},
});

export const CentreFacts = defineContract({
  kind: 'block',
  label: 'Lista danych ośrodka',
  description: 'Lista nazw i danych ośrodka (telefon, e-mail, numer konta…), każda z danych ośrodka.',
  props: {
    items: {
      type: 'list',
      label: 'Pozycje',
      item: {
        term: { type: 'text', label: 'Nazwa', minLength: 1 },
        fields: { type: 'choices', label: 'Dane (kilka łączy przecinek)', from: 'centreFacts' },
      },
      itemLabel: 'term',
    },
  },
});

export const Definitions = defineContract({
  kind: 'block',
  label: 'Lista pojęć',
  description: 'Pojęcia lub skróty i ich znaczenie.',
  props: {
    items: {
      type: 'list',
      label: 'Pojęcia',
      item: {
        term: { type: 'text', label: 'Pojęcie', minLength: 1 },
        description: { type: 'text', label: 'Znaczenie', minLength: 1 },
      },
      itemLabel: 'term',
    },
  },
});

export const ContactBlock = defineContract({
  kind: 'block',
  label: 'Ramka kontaktowa',
  description:
    'Telefon, e-mail, adres i godziny pracy ośrodka. Zwykle dodaje ją sam układ strony (pole contactBlock), więc edytor wizualny jej nie wstawia; ręcznie tylko z innym tytułem w środku strony, przy contactBlock: false.',
  props: { title: { type: 'text', label: 'Tytuł ramki', default: 'Kontakt' } },
  inEditor: false,
});
