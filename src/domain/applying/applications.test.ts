import { describe, expect, it } from 'vitest';
import {
  applications,
  electronicChannels,
  electronicSentences,
  isApplicationKind,
  unnamedElectronicWays,
  type ApplicationKind,
} from './applications.ts';
import { centre } from '../centre/centre.ts';

describe('the registry of ways to apply', () => {
  it('gives every way of every kind its legal basis', () => {
    const without = Object.entries(applications).flatMap(([kind, { ways }]) =>
      ways.filter((way) => !/\S/.test(way.basis)).map((way) => `${kind}: ${way.channel}`),
    );
    expect(without).toEqual([]);
  });

  it("names every electronic way of the centre's applications in the sentences a guide shows", () => {
    const unsaid = Object.entries(applications)
      .filter(([, { office }]) => office === 'centre')
      .flatMap(([kind]) =>
        unnamedElectronicWays(kind as ApplicationKind, electronicSentences(kind as ApplicationKind)).map(
          (channel) => `${kind}: ${channel}`,
        ),
      );
    expect(unsaid).toEqual([]);
  });

  it('finds an electronic way that a page’s sentences leave out', () => {
    expect(unnamedElectronicWays('familyBenefit', ['Przez internet – przez portal Emp@tia.'])).toEqual(['eDelivery']);
    expect(unnamedElectronicWays('familyBenefit', electronicSentences('familyBenefit'))).toEqual([]);
  });

  it("sends a decision's application to the centre's address for e-Doręczenia, signed, and family benefits also to Emp@tia", () => {
    expect(electronicChannels('centreDecision')).toEqual(['eDelivery']);
    expect(electronicChannels('familyBenefit')).toEqual(['empatia', 'eDelivery']);
    const [eDelivery] = electronicSentences('centreDecision');
    expect(eDelivery).toContain(centre.eDeliveryAddress);
    expect(eDelivery).toMatch(/podpisem zaufanym, osobistym albo kwalifikowanym/);
    expect(eDelivery).toMatch(/art\. 63 § 1 i § 3a Kodeksu postępowania administracyjnego/);
  });

  it('has no electronic way for what the centre does without a decision, and only ZUS’s own for ZUS', () => {
    expect(electronicSentences('withoutDecision')).toEqual([]);
    expect(electronicChannels('zusChildBenefit')).toEqual(['zusOnline']);
  });

  it('tells its kinds from other words', () => {
    expect(isApplicationKind('familyBenefit')).toBe(true);
    expect(isApplicationKind('email')).toBe(false);
    expect(isApplicationKind('toString')).toBe(false);
  });
});
