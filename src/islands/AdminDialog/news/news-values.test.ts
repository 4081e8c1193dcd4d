import { describe, expect, it } from 'vitest';
import { panelWords } from '../../../i18n/pl/panel.ts';
import type { NewsItem } from '../../../domain/news/news-item.ts';
import {
  emptyNews,
  hasPicture,
  hasProblems,
  newsProblems,
  newsText,
  newsValues,
  pictureChoice,
  picturePreview,
  type NewsFieldValues,
} from './news-values.ts';

const filled: NewsFieldValues = { ...emptyNews, title: 'Dyżur', content: 'W sobotę.' };
const chosen = { width: 1600, height: 900, variants: [], preview: 'data:image/jpeg;base64,AA', fileName: 'a.jpg' };

describe('newsProblems', () => {
  it('finds none in a filled form without a picture', () => {
    expect(newsProblems(filled)).toEqual({ missing: false, image: null, alt: null });
    expect(hasProblems(newsProblems(filled))).toBe(false);
  });

  it('wants a title and content, not only white space', () => {
    expect(newsProblems(emptyNews).missing).toBe(true);
    expect(newsProblems({ ...filled, title: '  ' }).missing).toBe(true);
    expect(hasProblems(newsProblems({ ...filled, content: '\n' }))).toBe(true);
  });

  it('refuses an image address that is not http(s)', () => {
    const values = { ...filled, image: 'javascript:alert(1)', decorative: true };
    expect(newsProblems(values).image).toBe(panelWords.news.invalidImageUrl);
    expect(hasProblems(newsProblems(values))).toBe(true);
  });

  it('ignores the address once a picture is chosen, which takes its place', () => {
    expect(newsProblems({ ...filled, image: 'obrazek', picture: chosen, decorative: true }).image).toBeNull();
  });

  it('wants a text alternative for a picture unless it is decorative', () => {
    const withAddress = { ...filled, image: 'https://example.pl/a.jpg' };
    expect(newsProblems(withAddress).alt).toBe(panelWords.news.fields.altMissing);
    expect(newsProblems({ ...withAddress, imageAlt: ' ' }).alt).toBe(panelWords.news.fields.altMissing);
    expect(newsProblems({ ...withAddress, imageAlt: 'Paczki' }).alt).toBeNull();
    expect(newsProblems({ ...withAddress, decorative: true }).alt).toBeNull();
    expect(newsProblems({ ...filled, picture: chosen }).alt).toBe(panelWords.news.fields.altMissing);
  });
});

describe('the picture', () => {
  it('is there when chosen or when an address is typed', () => {
    expect(hasPicture(filled)).toBe(false);
    expect(hasPicture({ ...filled, image: '  ' })).toBe(false);
    expect(hasPicture({ ...filled, image: 'x' })).toBe(true);
    expect(hasPicture({ ...filled, picture: chosen })).toBe(true);
  });

  it('is previewed from the chosen file first, else from a web address only', () => {
    expect(picturePreview({ ...filled, picture: chosen, image: 'https://example.pl/a.jpg' })).toBe(chosen.preview);
    expect(picturePreview({ ...filled, image: 'https://example.pl/a.jpg' })).toBe('https://example.pl/a.jpg');
    expect(picturePreview({ ...filled, image: 'javascript:alert(1)' })).toBeNull();
  });

  it('goes to the data layer with a trimmed text alternative, or an empty one when decorative', () => {
    const values = { ...filled, image: ' https://example.pl/a.jpg ', imageAlt: ' Paczki ' };
    expect(pictureChoice(values)).toEqual({ picture: null, address: 'https://example.pl/a.jpg', alt: 'Paczki' });
    expect(pictureChoice({ ...values, decorative: true }).alt).toBe('');
  });
});

describe('newsValues', () => {
  const item: NewsItem = {
    id: 'a1',
    title: 'Dyżur',
    content: 'W sobotę.',
    date: '22.11.2026',
    created_at: '2026-11-22T10:00:00Z',
    image: null,
    image_alt: null,
    image_width: null,
    image_height: null,
    image_small: null,
    image_webp: null,
    image_webp_small: null,
    published_at: '2026-11-22T10:00:00Z',
    updated_at: '2026-11-22T10:00:00Z',
    version: 1,
    deleted_at: null,
    deleted_by: null,
  };

  it('opens an item without a picture', () => {
    expect(newsValues(item)).toEqual({ ...filled });
  });

  it('reads an empty text alternative as a decorative picture', () => {
    const values = newsValues({ ...item, image: 'https://example.pl/a.jpg', image_alt: '' });
    expect(values).toMatchObject({ image: 'https://example.pl/a.jpg', imageAlt: '', decorative: true });
  });
});

describe('newsText', () => {
  it('trims title and content', () => {
    expect(newsText({ ...filled, title: ' Dyżur ', content: ' W sobotę.\n' })).toEqual({
      title: 'Dyżur',
      content: 'W sobotę.',
    });
  });
});
