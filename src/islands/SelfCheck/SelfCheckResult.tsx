import type { Ref } from 'react';
import type { EligibilityResult, Household, RuleOutcome } from '../../domain/benefits/self-check.ts';
import { formatZloty } from '../../util/format.ts';
import { amountNotes, formatFigure } from '../../domain/amounts/amount-lookup.ts';
import { fieldIds } from './field-ids.ts';
import { selfCheckWords } from '../../i18n/pl/self-check.ts';
import { fill } from '../../i18n/message.ts';

const r = selfCheckWords.result;
const notes = selfCheckWords.notes;

interface Props {
  household: Household;
  result: EligibilityResult;
  titles: Record<string, string>;
  /** Receives focus after each check. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** The household's own figures always show the grosze (`1 000,00 zł`); thresholds are written as the pages write them. */
function money(grosze: number): string {
  return formatZloty(grosze / 100, 2);
}

/** Which threshold applied and the household's figure beside it; how far above it, when it is exceeded. */
function figures(outcome: RuleOutcome, household: Household, perPersonIncomeGrosze: number): string {
  const threshold = formatFigure(outcome.threshold) + amountNotes([outcome.thresholdAnnouncement]);
  const excess = money(outcome.excessGrosze);
  if (household.persons === 1) {
    const text = fill.pl(r.figuresSingle, { income: money(household.incomeGrosze), threshold });
    return outcome.excessGrosze > 0 ? `${text}; ${fill.pl(r.excessSingle, { excess })}` : text;
  }
  const text = fill.pl(r.figuresPerPerson, { income: money(perPersonIncomeGrosze), threshold });
  if (outcome.excessGrosze === 0) return text;
  return `${text}; ${fill.pl(r.excessHousehold, { persons: household.persons, limit: money(outcome.householdLimitGrosze), excess })}`;
}

interface ListProps {
  /** The heading that names the list. */
  labelledBy: string;
  outcomes: RuleOutcome[];
  household: Household;
  perPersonIncomeGrosze: number;
  titles: Record<string, string>;
}

function BenefitList({ labelledBy, outcomes, household, perPersonIncomeGrosze, titles }: ListProps) {
  return (
    <ul className="self-check__benefits" aria-labelledby={labelledBy}>
      {outcomes.map((outcome) => {
        const { rule } = outcome;
        const reduced = outcome.excessGrosze > 0 && rule.reducedAboveThreshold;
        return (
          <li key={rule.id}>
            <a href={rule.route}>{titles[rule.route] ?? rule.route}</a> –{' '}
            {figures(outcome, household, perPersonIncomeGrosze)}
            {rule.note && <span className="self-check__note">{rule.note}</span>}
            {reduced && <span className="self-check__note">{notes.reducedAboveThreshold}</span>}
          </li>
        );
      })}
    </ul>
  );
}

/** "To check X too, give Y", where Y leads to the field. */
function Hint({ text, field }: { text: { before: string; link: string; after: string }; field: string }) {
  return (
    <p className="self-check__hint">
      {text.before} <a href={`#${field}`}>{text.link}</a>
      {text.after}
    </p>
  );
}

/** The result of a check: the data it was made for, the guide note and the lists of benefits. */
export function SelfCheckResult({ household, result, titles, headingRef }: Props) {
  const s = r.summary;
  const perPerson = result.perPersonIncomeGrosze;
  return (
    <section className="self-check__result" aria-labelledby="self-check-result-heading">
      <h2 id="self-check-result-heading" ref={headingRef} tabIndex={-1}>
        {r.heading}
      </h2>
      <p>{s.intro}</p>
      <dl className="self-check__summary">
        <dt>{s.persons}</dt>
        <dd>{household.persons}</dd>
        <dt>{s.householdIncome}</dt>
        <dd>{money(household.incomeGrosze)}</dd>
        {household.persons > 1 && (
          <>
            <dt>{s.perPersonIncome}</dt>
            <dd>{money(perPerson)}</dd>
          </>
        )}
        <dt>{s.personsAged75}</dt>
        <dd>{household.personsAged75}</dd>
        <dt>{s.children}</dt>
        <dd>{household.children}</dd>
        <dt>{s.disability}</dt>
        <dd>{household.disability ? s.yes : s.no}</dd>
      </dl>
      <p className="alert alert--info">{r.guide}</p>

      <h3 id="self-check-qualifying">{r.qualifying}</h3>
      {result.qualifying.length > 0 ? (
        <BenefitList
          labelledBy="self-check-qualifying"
          outcomes={result.qualifying}
          household={household}
          perPersonIncomeGrosze={perPerson}
          titles={titles}
        />
      ) : (
        <p>{r.noneQualifying}</p>
      )}

      {result.exceeded.length > 0 && (
        <>
          <h3 id="self-check-exceeded">{r.exceeded}</h3>
          <p>{r.exceededIntro}</p>
          <BenefitList
            labelledBy="self-check-exceeded"
            outcomes={result.exceeded}
            household={household}
            perPersonIncomeGrosze={perPerson}
            titles={titles}
          />
        </>
      )}

      {result.hints.children && <Hint text={r.childrenHint} field={fieldIds.children} />}
      {result.hints.personsAged75 && <Hint text={r.personsAged75Hint} field={fieldIds.personsAged75} />}

      <h3 id="self-check-without-income-test">{r.withoutIncomeTest}</h3>
      <p>{r.withoutIncomeTestIntro}</p>
      <ul className="self-check__benefits" aria-labelledby="self-check-without-income-test">
        {result.withoutIncomeTest.map((route) => (
          <li key={route}>
            <a href={route}>{titles[route] ?? route}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
