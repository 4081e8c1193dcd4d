-- Local demo data only: never run this against the production project.
-- Applied by the local server (backend/) to a new database and by `supabase db reset`.

-- Demo administrator: admin@example.com / admin-demo-2026 --------------------------------

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values (
  '00000000-0000-0000-0000-000000000000',
  '5eed0000-0000-4000-8000-000000000001',
  'authenticated',
  'authenticated',
  'admin@example.com',
  extensions.crypt('admin-demo-2026', extensions.gen_salt('bf', 8)),
  '2026-09-01 08:00:00+02',
  '{"provider": "email", "providers": ["email"]}',
  '{}',
  '2026-09-01 08:00:00+02',
  '2026-09-01 08:00:00+02',
  '', '', '', ''
);

insert into auth.identities (id, user_id, provider_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values (
  '5eed0000-0000-4000-8000-000000000002',
  '5eed0000-0000-4000-8000-000000000001',
  '5eed0000-0000-4000-8000-000000000001',
  '{"sub": "5eed0000-0000-4000-8000-000000000001", "email": "admin@example.com", "email_verified": true, "phone_verified": false}',
  'email',
  '2026-09-01 08:00:00+02',
  '2026-09-01 08:00:00+02',
  '2026-09-01 08:00:00+02'
);

insert into public.admins (user_id, created_at)
values ('5eed0000-0000-4000-8000-000000000001', '2026-09-01 08:00:00+02');

-- News ------------------------------------------------------------------------------------
-- Fixed ids (news …01xx, files …02xx): a site built from one fresh database carries these items in its pages,
-- and the browser tests, run against another fresh database, find the same ones. Each row's change time is
-- fixed too (updated_at, otherwise the moment the database was made): the pages carry the ids and change times
-- they show, and an open page compares them with the database's.

insert into public.news_items
  (id, title, content, date, image, image_alt, created_at, created_by, published_at, updated_at) values
(
  '5eed0000-0000-4000-8000-000000000101',
  'Godziny pracy ośrodka w okresie świątecznym',
  'Informujemy, że 24 grudnia 2026 r. (Wigilia) jest dniem wolnym od pracy, a dniem wolnym za święto przypadające w sobotę 26 grudnia będzie czwartek 31 grudnia 2026 r. W tych dniach ośrodek i kasa będą nieczynne.

Ostatnie wypłaty w kasie przed świętami odbędą się 23 grudnia w godzinach 10:00–12:00. Od 28 do 30 grudnia ośrodek pracuje w zwykłych godzinach, od 7:30 do 15:30.

W sprawach pilnych, zagrażających zdrowiu lub życiu, prosimy dzwonić pod numer alarmowy 112.',
  '20.11.2026',
  null,
  null,
  '2026-11-20 09:15:00+01',
  '5eed0000-0000-4000-8000-000000000001',
  '2026-11-20 09:15:00+01',
  '2026-11-20 09:15:00+01'
),
(
  '5eed0000-0000-4000-8000-000000000102',
  'Nabór do Klubu Seniora',
  'Zapraszamy mieszkańców gminy w wieku 60 lat i więcej, którzy nie pracują zawodowo, do Klubu Seniora. Klub jest czynny od poniedziałku do piątku w godzinach 7:30–15:30 i ma 30 miejsc.

Udział w zajęciach jest bezpłatny i dobrowolny. W programie są spotkania, zajęcia ruchowe i artystyczne, wspólne wyjścia oraz rozmowy przy kawie. Klub nie świadczy usług opiekuńczych.

Zgłoszenia przyjmujemy w siedzibie ośrodka i telefonicznie. Decyduje kolejność zgłoszeń.',
  '16.11.2026',
  'http://localhost:4321/images/aktualnosci/klub-seniora.svg',
  'Spotkanie w klubie seniora: osoby przy stole',
  '2026-11-16 10:30:00+01',
  '5eed0000-0000-4000-8000-000000000001',
  '2026-11-16 10:30:00+01',
  '2026-11-16 10:30:00+01'
),
(
  '5eed0000-0000-4000-8000-000000000103',
  'Wydawanie paczek żywnościowych',
  'W dniach 25–27 listopada w siedzibie ośrodka będą wydawane paczki żywnościowe w ramach programu Fundusze Europejskie na Pomoc Żywnościową 2021–2027.

Paczki mogą odebrać osoby, które otrzymały skierowanie z ośrodka. Prosimy o zabranie dokumentu tożsamości oraz własnych toreb na zakupy.

Osoby, które chciałyby otrzymać skierowanie, zapraszamy do kontaktu z pracownikiem socjalnym swojego rejonu.',
  '09.11.2026',
  null,
  null,
  '2026-11-09 12:00:00+01',
  '5eed0000-0000-4000-8000-000000000001',
  '2026-11-09 12:00:00+01',
  '2026-11-09 12:00:00+01'
),
(
  '5eed0000-0000-4000-8000-000000000104',
  'Dyżury pracowników socjalnych i godziny pracy kasy',
  'Przypominamy, że pracownicy socjalni pełnią dyżury w siedzibie ośrodka od poniedziałku do piątku w godzinach 8:00–11:00. Od 11:00 do 15:00 pracują w terenie, odwiedzając mieszkańców w ich domach.

Kasa ośrodka jest czynna od poniedziałku do piątku w godzinach 10:00–12:00. Harmonogram wypłat można pobrać w zakładce Pliki do pobrania.

Dyrektor ośrodka przyjmuje interesantów w poniedziałki i czwartki w godzinach 14:00–15:00.',
  '27.10.2026',
  null,
  null,
  '2026-10-27 08:45:00+01',
  '5eed0000-0000-4000-8000-000000000001',
  '2026-10-27 08:45:00+01',
  '2026-10-27 08:45:00+01'
),
(
  '5eed0000-0000-4000-8000-000000000105',
  'Teleopieka dla osób starszych i samotnych',
  'Osoby w wieku 60 lat i więcej, które mają trudności w samodzielnym funkcjonowaniu i mieszkają same, mogą skorzystać z teleopieki. Uczestnik otrzymuje opaskę lub urządzenie z przyciskiem, które w nagłej sytuacji łączy go z centrum pomocy.

Szczegółowe informacje i wnioski są dostępne w ośrodku oraz na stronie Teleopieka.',
  '05.10.2026',
  null,
  null,
  '2026-10-05 11:20:00+02',
  '5eed0000-0000-4000-8000-000000000001',
  '2026-10-05 11:20:00+02',
  '2026-10-05 11:20:00+02'
),
(
  '5eed0000-0000-4000-8000-000000000106',
  'Bon ciepłowniczy – wnioski od 1 lipca do 31 sierpnia 2026 r.',
  'Gospodarstwa domowe ogrzewane ciepłem systemowym mogą złożyć wniosek o wypłatę bonu ciepłowniczego. Wnioski przyjmujemy od 1 lipca do 31 sierpnia 2026 r.

Bon przysługuje, jeżeli cena ciepła netto przekracza 170 zł za gigadżul, a dochód gospodarstwa domowego nie przekracza kryterium dochodowego. Wysokość bonu zależy od ceny ciepła:
– powyżej 170 zł do 200 zł za GJ – 1000 zł,
– powyżej 200 zł do 230 zł za GJ – 2000 zł,
– powyżej 230 zł za GJ – 3500 zł.

Wniosek można złożyć w wersji papierowej w pokoju nr 1 (codziennie w godzinach 8:00–13:00, a w środy 8:00–15:00) albo elektronicznie przez rządową platformę usług elektronicznych.

Na jedno gospodarstwo domowe przysługuje jeden bon. Jeżeli z tego samego gospodarstwa wpłynie kilka wniosków, rozpatrujemy pierwszy z nich, a pozostałe pozostawiamy bez rozpoznania.

Szczegółowe zasady, kryteria dochodowe i formularze znajdują się na stronie Bon ciepłowniczy oraz w zakładce Pliki do pobrania.',
  '22.06.2026',
  null,
  null,
  '2026-06-22 09:00:00+02',
  '5eed0000-0000-4000-8000-000000000001',
  '2026-06-22 09:00:00+02',
  '2026-06-22 09:00:00+02'
);

-- An archive of older notices (2024–2025, ids …0111–…0140), as years of use bring: numbered pages of the news
-- list and an archive by year, in the demo site and in the browser tests.
insert into public.news_items (id, title, content, date, created_at, created_by, published_at, updated_at)
select format('5eed0000-0000-4000-8000-%s', lpad((110 + n)::text, 12, '0'))::uuid,
       format('Komunikat archiwalny %s: %s', n,
              (array['godziny pracy kasy', 'nabór wniosków', 'spotkanie informacyjne', 'dyżury pracowników socjalnych',
                     'terminy wypłat'])[1 + n % 5]),
       format('Przykładowy komunikat z archiwum ośrodka, opublikowany %s. Pokazuje, jak starsze aktualności '
              'wyglądają na kolejnych stronach listy i w archiwum lat.', to_char(published, 'DD.MM.YYYY')),
       to_char(published, 'DD.MM.YYYY'),
       published,
       '5eed0000-0000-4000-8000-000000000001',
       published,
       published
  from generate_series(1, 30) as n,
       lateral (select timestamptz '2024-01-15 10:00:00+01' + n * interval '21 days' as published) as day;

-- Registered files ------------------------------------------------------------------------

insert into public.assets (id, name, url, type, category, description, uploaded_at, updated_at, uploaded_by) values
(
  '5eed0000-0000-4000-8000-000000000201',
  'Harmonogram wypłat w kasie',
  'http://localhost:4321/documents/harmonogram_kasa.pdf',
  'pdf', 'general',
  'Terminy wypłat świadczeń w kasie ośrodka.',
  '2026-11-02 10:00:00+01',
  '2026-11-02 10:00:00+01',
  '5eed0000-0000-4000-8000-000000000001'
),
(
  '5eed0000-0000-4000-8000-000000000202',
  'Deklaracja dostępności',
  'http://localhost:4321/documents/deklaracja_dostepnosci.pdf',
  'pdf', 'general',
  'Informacja o dostępności strony internetowej ośrodka dla osób z niepełnosprawnościami.',
  '2026-10-20 09:30:00+02',
  '2026-10-20 09:30:00+02',
  '5eed0000-0000-4000-8000-000000000001'
),
(
  '5eed0000-0000-4000-8000-000000000203',
  'Opieka 75+ – edycja 2024–2025',
  'http://localhost:4321/documents/programy_realizowane_przez_ops/opieka_75_plus_2024_2025.pdf',
  'pdf', 'programs',
  'Informacja o realizacji programu usług opiekuńczych dla osób w wieku 75 lat i więcej.',
  '2026-10-14 12:15:00+02',
  '2026-10-14 12:15:00+02',
  '5eed0000-0000-4000-8000-000000000001'
),
(
  '5eed0000-0000-4000-8000-000000000204',
  'Asystent osobisty osoby z niepełnosprawnością – edycja 2024–2025',
  'http://localhost:4321/documents/programy_realizowane_przez_ops/asystent_osobisty_2024_2025.pdf',
  'pdf', 'programs',
  'Informacja o programie usług asystencji osobistej.',
  '2026-10-14 12:10:00+02',
  '2026-10-14 12:10:00+02',
  '5eed0000-0000-4000-8000-000000000001'
),
(
  '5eed0000-0000-4000-8000-000000000205',
  'Klauzula informacyjna – ogólna',
  'http://localhost:4321/documents/RODO/klauzula_informacyjna_ogolna.pdf',
  'pdf', 'rodo',
  'Informacja o przetwarzaniu danych osobowych przez ośrodek.',
  '2026-09-15 08:30:00+02',
  '2026-09-15 08:30:00+02',
  '5eed0000-0000-4000-8000-000000000001'
),
(
  '5eed0000-0000-4000-8000-000000000206',
  'Klauzula informacyjna – pomoc społeczna',
  'http://localhost:4321/documents/RODO/klauzula_pomoc_spoleczna.pdf',
  'pdf', 'rodo',
  'Przetwarzanie danych osobowych w sprawach pomocy społecznej, wspierania rodziny i pieczy zastępczej.',
  '2026-09-15 08:25:00+02',
  '2026-09-15 08:25:00+02',
  '5eed0000-0000-4000-8000-000000000001'
);
