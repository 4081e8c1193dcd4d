import { fold } from './text.ts';

/**
 * Words that carry no meaning in a question to the centre: 'czy należy mi się pomoc' is about 'należy' and
 * 'pomoc'. They never exclude a page. Words that name a thing ('dom', 'praca', 'pomoc') and words that carry the
 * question ('należy', 'przysługuje') are not here. Compared folded, so 'sie' is 'się'.
 */
const polish = `a aby ach albo ale ani aż bardzo bez bo by był była było byli być będzie będę chce chcę chciał chciała
  chciałabym chciałbym chodzi co coś czego czemu czy czyli czym dla do dostać dostanę gdy gdzie i ich ile im iż ja jak jaka
  jaki jakie jakiej jakich jakiś je jego jej jest jestem jesteśmy już każdy kiedy kim kogo komu kto ktoś która które który ku lub ma
  mają mam mamy mi mnie mną mogę może można moja moje mój mojego mojej moim my na nad nam nami nas nasz nasza nasze
  nie niech nic nich niej nim nimi no o od on ona oni one ono oraz po pod proszę przez przy pytanie są się sobie
  szukam ta tak tam te tego tej ten też to tobie tu ty tylko u w wam wami was wasz wasza we witam wy z za ze że żeby
  ci cię ciebie go ją jemu mu`;

/**
 * Who the question is about ('mama po udarze', 'mąż stracił pracę'), how it should be ('za darmo') and how much
 * ('żadnych', 'pół'): the page depends on what happened, so these never decide the order either.
 */
const people = `mama mamie mamę mamą tata taty tacie tatę tatą ojciec ojca ojcu ojcem matka matki matce matkę matką mąż
  męża mężowi mężem żona żony żonie żonę żoną syn syna synowi synem córka córki córce córkę córką babcia babci babcię
  babcią dziadek dziadka dziadkowi dziadkiem brat brata bratu bratem siostra siostry siostrze siostrę siostrą ciocia
  cioci ciocię wujek wujka sąsiad sąsiada sąsiadowi sąsiadka sąsiadki sąsiadce sąsiadkę teść teściowa teściowej
  żaden żadna żadne żadnej żadnych żadnego żadnym pół
  darmo darmowy darmowa darmowe darmowo bezpłatnie bezpłatny bezpłatna bezpłatne`;

const ukrainian = `а або але бо був була бути в вам вас ви від вже він вона вони воно де до є з за зі із її їм їх й і
  лише ми мене мені мій моя моє мої може можна на нам нас наш наша не ні по потрібен потрібна потрібні потрібно при
  про та так також ти ті тільки той треба у хочу хто це цей ця чи що щоб як яка яке які який`;

const STOP_WORDS = new Set(`${polish} ${people} ${ukrainian}`.split(/\s+/).filter(Boolean).map(fold));

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(fold(word));
}
