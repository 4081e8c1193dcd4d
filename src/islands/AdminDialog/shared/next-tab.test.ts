import { describe, expect, it } from 'vitest';
import { nextTab } from './next-tab.ts';

const tabs = ['news', 'add', 'assets'] as const;

describe('nextTab', () => {
  it('steps right and left, wrapping around at either end', () => {
    expect(nextTab(tabs, 'news', 'ArrowRight')).toBe('add');
    expect(nextTab(tabs, 'assets', 'ArrowRight')).toBe('news');
    expect(nextTab(tabs, 'add', 'ArrowLeft')).toBe('news');
    expect(nextTab(tabs, 'news', 'ArrowLeft')).toBe('assets');
  });

  it('goes to the first with Home and the last with End', () => {
    expect(nextTab(tabs, 'add', 'Home')).toBe('news');
    expect(nextTab(tabs, 'add', 'End')).toBe('assets');
  });

  it('leaves every other key to the page', () => {
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter', ' ', 'Tab', 'a'])
      expect(nextTab(tabs, 'add', key)).toBeUndefined();
  });
});
