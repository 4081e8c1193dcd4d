/**
 * The words of the income self-check ('Sprawdź, jaka pomoc może Ci przysługiwać'): its form, its messages, its result
 * and the table of thresholds. Apart from `./site.ts`, so that only the self-check's island and the pages with the
 * table carry them. A message that takes values is in the format of `../message.ts`.
 */
export const selfCheckWords = {
  form: {
    persons: {
      label: 'Liczba osób w gospodarstwie domowym',
      hint: 'Wszystkie osoby, które mieszkają razem i wspólnie się utrzymują, łącznie z Tobą.',
    },
    income: {
      label: 'Miesięczny dochód netto całego gospodarstwa domowego (zł)',
      hint: 'Suma dochodów wszystkich osób po odliczeniu podatku i składek, np. 2500 albo 2 500,50.',
    },
    optional: {
      legend: 'Dodatkowe informacje (nieobowiązkowe)',
      hint: 'Dzięki nim sprawdzisz też pomoc dla seniorów i świadczenia na dzieci.',
    },
    personsAged75: {
      label: 'Ile osób w gospodarstwie ma 75 lat lub więcej',
    },
    disability: {
      label: 'Czy w gospodarstwie jest osoba z orzeczeniem o niepełnosprawności',
      hint: 'Zaznacz, jeśli tak. Przy zasiłku rodzinnym wyższy próg obowiązuje, gdy orzeczenie ma dziecko.',
    },
    children: {
      label: 'Ile dzieci w wieku do 24 lat',
      hint: 'Potrzebne do sprawdzenia świadczeń na dzieci.',
    },
    submit: 'Sprawdź',
  },

  errors: {
    persons: {
      missing: 'Podaj liczbę osób w gospodarstwie domowym.',
      notWhole: 'Wpisz liczbę osób cyframi, jako liczbę całkowitą, np. 3.',
      outOfRange: 'Liczba osób musi wynosić od {min} do {max}.',
    },
    income: {
      missing: 'Podaj miesięczny dochód netto gospodarstwa domowego. Jeśli gospodarstwo nie ma dochodu, wpisz 0.',
      notAnAmount: 'Wpisz kwotę cyframi, np. 2500, 2 500 albo 2 500,50.',
      negative: 'Dochód nie może być ujemny. Jeśli gospodarstwo nie ma dochodu, wpisz 0.',
      tooManyDecimals:
        'Podaj kwotę z dokładnością do groszy: najwyżej 2 cyfry po przecinku. Tysiące oddziel spacją, np. 1 234,50.',
      tooLarge: 'Ta kwota jest za duża. Podaj miesięczny dochód gospodarstwa w złotych.',
    },
    count: {
      notWhole: 'Wpisz liczbę całkowitą cyframi, np. 1, albo zostaw pole puste.',
      negative: 'Ta liczba nie może być ujemna.',
    },
    personsAged75AbovePersons:
      'Osób w wieku 75 lat lub więcej nie może być więcej niż wszystkich osób w gospodarstwie ({persons}).',
    childrenAbovePersons: 'Dzieci nie może być więcej niż wszystkich osób w gospodarstwie ({persons}).',
    childrenAndSeniorsAbovePersons:
      'Dzieci razem z osobami w wieku 75 lat lub więcej jest więcej niż wszystkich osób w gospodarstwie ({persons}).',
  },

  result: {
    heading: 'Wynik sprawdzenia',
    summary: {
      intro: 'Sprawdzono dla tych danych:',
      persons: 'Liczba osób',
      householdIncome: 'Dochód gospodarstwa',
      perPersonIncome: 'Dochód na osobę',
      personsAged75: 'Osoby w wieku 75 lat lub więcej',
      children: 'Dzieci w wieku do 24 lat',
      disability: 'Osoba z orzeczeniem o niepełnosprawności',
      yes: 'tak',
      no: 'nie',
    },
    guide:
      'To tylko wskazówka, a nie decyzja. O przyznaniu pomocy ośrodek decyduje po złożeniu wniosku i sprawdzeniu dokumentów, a gdy wymagają tego przepisy – także po rodzinnym wywiadzie środowiskowym, który przeprowadza pracownik socjalny. Każde świadczenie ma też inne warunki i własne zasady liczenia dochodu (na przykład z innego okresu) – znajdziesz je na jego stronie.',
    qualifying: 'Może Ci przysługiwać',
    noneQualifying: 'Przy podanym dochodzie nie mieścisz się w progu dochodowym żadnego ze sprawdzanych świadczeń.',
    exceeded: 'Próg dochodowy przekroczony',
    exceededIntro:
      'Dochód jest wyższy niż próg tych świadczeń. Niektóre z nich mogą jednak przysługiwać w niższej kwocie – wtedy piszemy o tym przy świadczeniu.',
    withoutIncomeTest: 'Bez kryterium dochodowego',
    withoutIncomeTestIntro:
      'Te świadczenia nie zależą od dochodu. Mogą Ci przysługiwać, jeśli spełniasz warunki opisane na ich stronach.',
    /** One-person household: its whole income against the threshold. */
    figuresSingle: 'dochód {income}, próg {threshold}',
    figuresPerPerson: 'dochód na osobę {income}, próg {threshold}',
    excessSingle: 'dochód przekracza próg o {excess}',
    /** Exact, unlike the per-person figure rounded to the grosz, which may even equal the threshold. */
    excessHousehold: 'dochód gospodarstwa przekracza próg dla {persons} osób ({limit}) o {excess}',
    childrenHint: {
      before: 'Aby sprawdzić także świadczenia na dzieci,',
      link: 'podaj liczbę dzieci w wieku do 24 lat',
      after: '.',
    },
    personsAged75Hint: {
      before: 'Aby sprawdzić także program dla seniorów,',
      link: 'podaj liczbę osób w wieku 75 lat lub więcej',
      after: '.',
    },
  },

  /** Extra words next to a benefit, in the result and in the table. */
  notes: {
    permanentAllowance:
      'Zasiłek stały wymaga też całkowitej niezdolności do pracy z powodu wieku lub niepełnosprawności.',
    purposeAllowance:
      'W szczególnie uzasadnionych przypadkach ośrodek może przyznać specjalny zasiłek celowy także przy wyższym dochodzie.',
    housingAllowance: 'Liczy się też powierzchnia mieszkania.',
    heatingVoucher: 'Tylko dla gospodarstw ogrzewanych ciepłem systemowym.',
    reducedAboveThreshold:
      'Przy przekroczeniu progu świadczenie może przysługiwać w niższej kwocie (zasada „złotówka za złotówkę”).',
    needsChildren: 'Dla rodzin z dziećmi.',
    needsPersonAged75: 'Dla osób, które ukończyły 75 lat.',
    disabledVariant: 'Próg {threshold} na osobę, gdy w rodzinie jest dziecko z orzeczeniem o niepełnosprawności.',
  },

  thresholds: {
    caption: 'Progi dochodowe świadczeń – miesięczny dochód netto',
    benefit: 'Świadczenie',
    single: 'Gospodarstwo jednoosobowe',
    perPerson: 'Gospodarstwo wieloosobowe – na osobę',
    conditions: 'Warunki i uwagi',
    noConditions: 'brak',
    withoutIncomeTest: 'Bez kryterium dochodowego – dochód nie ma znaczenia:',
  },

  needsJavaScript:
    'Formularz działa po włączeniu JavaScriptu w przeglądarce. Wszystkie progi dochodowe znajdziesz w tabeli poniżej.',
} as const;
