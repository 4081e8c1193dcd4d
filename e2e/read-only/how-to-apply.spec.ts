import { expect, test } from '@playwright/test';
import { applicationGuides } from '../../src/domain/benefits/index.ts';
import { centre } from '../../src/domain/centre/centre.ts';
import { electronicChannels } from '../../src/domain/applying/applications.ts';
import { channels } from '../../src/domain/applying/channels.ts';
import { normalise } from '../support.ts';

/** The benefit pages the plain-language review found without a next step; every page with a guide is checked. */
const mustHaveGuide = [
  '/zasilek-staly',
  '/zasilek-rodzinny',
  '/swiadczenie-pielegnacyjne',
  '/fundusz-alimentacyjny',
  '/dodatek-mieszkaniowy',
];

test('the benefit pages that lacked one have a guide', () => {
  expect(mustHaveGuide.filter((route) => !applicationGuides[route])).toEqual([]);
});

for (const [route, guide] of Object.entries(applicationGuides)) {
  test(`${route} says where, when and how to apply, from the centre's data`, async ({ page }) => {
    await page.goto(route);
    const section = page.getByRole('region', { name: 'Jak złożyć wniosek' });
    await expect(section).toBeVisible();
    const text = normalise((await section.textContent()) ?? '');
    const where = centre.sections[guide.section];
    const hours = centre.hours[guide.hours ?? 'office'];
    expect(text).toContain(normalise(`${where.name}, ${where.room}`));
    expect(text).toContain(normalise(`${hours.days}, ${hours.hours}`));
    expect(text).toContain(where.phone);
    await expect(section.getByRole('heading', { name: 'Co przygotować' })).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Co dzieje się potem' })).toBeVisible();
    await expect(section.locator('ol > li')).toHaveCount(guide.next.length);
    // Every electronic way the registry of ways to apply opens for this application (src/domain/applying/).
    const ways = normalise((await section.locator('h3 + ul').first().textContent()) ?? '');
    for (const channel of electronicChannels(guide.kind)) expect(ways).toContain(channels[channel].named);
    if (electronicChannels(guide.kind).includes('eDelivery')) expect(ways).toContain(centre.eDeliveryAddress);
  });
}
