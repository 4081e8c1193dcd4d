import { amount, polish, t } from '../text.ts';
import type { Journey } from '../types.ts';

/**
 * Допомога громадянам України (/uk/krok-po-kroku-pomoc-dla-obywateli-ukrainy): the Polish journey
 * (../krok-po-kroku-pomoc-dla-obywateli-ukrainy.ts) in Ukrainian, step for step, each Polish name of an office or
 * a benefit beside its Ukrainian one and marked Polish, as the Ukrainian pages write them.
 */
export const journey: Journey = {
  steps: [
    {
      title: 'Зателефонуйте або прийдіть до Центру',
      who: { centre: 'socialAssistance' },
      text: [
        t`Соціальний працівник (${polish('pracownik socjalny')}) разом із вами перевірить, яку допомогу ви можете отримати і які документи потрібні. Це залежить від документа, на підставі якого ви перебуваєте в Польщі (ст. 5 і 5a закону про соціальну допомогу).`,
      ],
      apply: 'centreDecision',
      links: ['/uk/pomoc-dla-obywateli-ukrainy'],
    },
    {
      logic: 'and',
      title: 'Запитайте про харчування для дітей',
      who: { centre: 'socialAssistance' },
      text: [
        t`Діти та молодь можуть отримувати харчування протягом строку до ${amount('ukraineAid.childMealsPeriod', { unit: false })} місяців (закон про допомогу громадянам України).`,
      ],
      apply: 'centreDecision',
      links: ['/posilek-w-szkole'],
    },
    {
      title: 'Маєте дітей? Зателефонуйте до відділу сімейних виплат',
      who: { centre: 'familyBenefits' },
      text: [
        'Перш ніж ви подасте заяву, ми перевіримо, які правила стосуються вашої родини. Підготуйте номери PESEL — свій і дітей.',
      ],
      apply: 'familyBenefit',
      links: ['/uk/swiadczenia-rodzinne-ukraina'],
    },
    {
      logic: 'and',
      title: 'Запитайте в ZUS про виплату на виховання 800+ і «Добрий старт»',
      who: 'zus',
      text: [
        t`Ці виплати призначає не Центр, а ${polish('Zakład Ubezpieczeń Społecznych (ZUS)')} (ст. 13 закону про державну допомогу у вихованні дітей).`,
      ],
      apply: 'zusChildBenefit',
      elsewhere: { href: 'https://www.zus.pl', text: t`${polish('Zakład Ubezpieczeń Społecznych')} – zus.pl` },
    },
    {
      title: 'Шукаєте роботу? Зареєструйтеся в управлінні праці',
      who: 'labourOffice',
      text: [
        t`Повітове управління праці (${polish('powiatowy urząd pracy')}) допомагає знайти роботу і курси (закон від 20 березня 2025 р. про ринок праці та служби зайнятості).`,
      ],
      elsewhere: { href: 'https://psz.praca.gov.pl', text: t`${polish('Urzędy pracy')} – praca.gov.pl` },
    },
  ],
};
