import { describe, expect, test } from 'vitest';
import { addressesLeft, editedPicture, NO_PICTURE, pictureAddresses, pictureSources } from './news-picture.ts';

const uploaded = {
  image: 'https://x.supabase.co/storage/v1/object/public/pictures/aktualnosci/a/1600.jpg',
  image_alt: 'Wolontariusze rozdają paczki',
  image_width: 1600,
  image_height: 900,
  image_small: 'https://x.supabase.co/storage/v1/object/public/pictures/aktualnosci/a/600.jpg',
  image_webp: 'https://x.supabase.co/storage/v1/object/public/pictures/aktualnosci/a/1600.webp',
  image_webp_small: 'https://x.supabase.co/storage/v1/object/public/pictures/aktualnosci/a/600.webp',
};

describe('pictureSources', () => {
  test('an uploaded picture gives both formats at both widths, its size and its text alternative', () => {
    expect(pictureSources(uploaded)).toEqual({
      src: uploaded.image,
      srcSet: `${uploaded.image_small} 600w, ${uploaded.image} 1600w`,
      webpSrcSet: `${uploaded.image_webp_small} 600w, ${uploaded.image_webp} 1600w`,
      width: 1600,
      height: 900,
      alt: 'Wolontariusze rozdają paczki',
    });
  });

  test('a picture narrower than 1600 px states its real width', () => {
    expect(pictureSources({ ...uploaded, image_width: 500, image_height: 400 })?.srcSet).toBe(
      `${uploaded.image_small} 500w, ${uploaded.image} 500w`,
    );
  });

  test('an address given by hand, and an item from before text alternatives, still show', () => {
    expect(pictureSources({ ...NO_PICTURE, image: 'https://example.org/a.png' })).toEqual({
      src: 'https://example.org/a.png',
      srcSet: undefined,
      webpSrcSet: undefined,
      width: undefined,
      height: undefined,
      alt: '',
    });
  });

  test('no picture, or an address that is not http(s), shows nothing; a bad variant is left out', () => {
    expect(pictureSources(NO_PICTURE)).toBeNull();
    expect(pictureSources({ ...NO_PICTURE, image: 'javascript:alert(1)' })).toBeNull();
    expect(pictureSources({ ...uploaded, image_webp: 'javascript:alert(1)' })?.webpSrcSet).toBeUndefined();
  });
});

describe('editing a picture', () => {
  test('an unchanged address keeps the variants; a new one stands alone; none clears all', () => {
    expect(editedPicture(uploaded, uploaded.image, '')).toEqual({ ...uploaded, image_alt: '' });
    expect(editedPicture(uploaded, 'https://example.org/b.jpg', 'Plakat')).toEqual({
      ...NO_PICTURE,
      image: 'https://example.org/b.jpg',
      image_alt: 'Plakat',
    });
    expect(editedPicture(uploaded, null, 'x')).toEqual(NO_PICTURE);
    const row = { ...uploaded, id: 'a', title: 'T', created_at: '2026-11-25' };
    expect(Object.keys(editedPicture(row, uploaded.image, 'x')).sort()).toEqual(Object.keys(NO_PICTURE).sort());
  });

  test('the files of a picture are all its addresses', () => {
    expect(pictureAddresses(uploaded)).toHaveLength(4);
    expect(pictureAddresses(NO_PICTURE)).toEqual([]);
  });

  test('an edit leaves the files the new picture does not show: all of a picture replaced or taken away, none kept', () => {
    const typed = editedPicture(uploaded, 'https://example.org/b.jpg', 'Plakat');
    expect(addressesLeft(uploaded, typed)).toEqual(pictureAddresses(uploaded));
    expect(addressesLeft(uploaded, NO_PICTURE)).toEqual(pictureAddresses(uploaded));
    expect(addressesLeft(uploaded, editedPicture(uploaded, uploaded.image, 'Inny opis'))).toEqual([]);
    expect(addressesLeft(typed, uploaded)).toEqual(['https://example.org/b.jpg']);
    expect(addressesLeft(NO_PICTURE, uploaded)).toEqual([]);
  });
});
