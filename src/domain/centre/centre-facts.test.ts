import { describe, expect, it } from 'vitest';
import { centre } from './centre.ts';
import { centreFact, DATE_TO_BE_FILLED } from './centre-facts.ts';

describe('centreFact', () => {
  it('links phones, e-mails and web addresses, and writes opening hours and the address as residents read them', () => {
    expect(centreFact('phone')).toEqual({ text: centre.phone, href: `tel:${centre.phone.replace(/[^\d+]/g, '')}` });
    expect(centreFact('dataProtectionOfficer.email')).toEqual({
      text: centre.dataProtectionOfficer.email,
      href: `mailto:${centre.dataProtectionOfficer.email}`,
    });
    expect(centreFact('bipUrl')).toEqual({ text: centre.bipUrl.replace(/^https:\/\//, ''), href: centre.bipUrl });
    expect(centreFact('hours.cashDesk').text).toBe('poniedziałek–piątek, 10:00–12:00');
    expect(centreFact('address').text).toBe(
      `${centre.address.street}, ${centre.address.postalCode} ${centre.address.city}`,
    );
    expect(centreFact('name')).toEqual({ text: centre.name });
  });

  it('gives a declaration date a <time>, or says it is still to be filled in', () => {
    expect(centreFact('accessibility.websitePublished')).toEqual(
      centre.accessibility.websitePublished
        ? { text: centre.accessibility.websitePublished, datetime: centre.accessibility.websitePublished }
        : { text: DATE_TO_BE_FILLED },
    );
  });

  it('fails the build on a field that does not exist', () => {
    expect(() => centreFact('telefon')).toThrow(
      '<Centre field="telefon" />: nie ma takiej informacji w src/domain/centre/centre.ts',
    );
    expect(() => centreFact('hours')).toThrow(/nie ma takiej informacji/);
  });
});
