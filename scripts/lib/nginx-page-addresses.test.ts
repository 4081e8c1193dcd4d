import { describe, expect, it } from 'vitest';
import { nginxPageAddressMap } from './nginx-page-addresses.ts';
import { parseRedirects } from './redirects.ts';

describe('nginxPageAddressMap', () => {
  const map = nginxPageAddressMap(
    parseRedirects(
      [
        '/zasilek-staly.html        /zasilek-staly  301!',
        '/zasilek-staly/index.html  /zasilek-staly  301',
        '/index.html                /               301!',
        '/aktualnosci/:id   /aktualnosci/artykul   200',
        '/uk/*   /uk/404   404',
      ].join('\n'),
    ),
  );

  it('maps each other address of a page, exactly as written, to the page’s own', () => {
    // In nginx's double quotes `\\` is one backslash: the expressions are ^/zasilek-staly\.html$ and so on.
    expect(map.split('\n')).toEqual([
      'map $uri $ops_page_address {',
      '  default "";',
      String.raw`  "~^/zasilek-staly\\.html$" "/zasilek-staly";`,
      String.raw`  "~^/zasilek-staly/index\\.html$" "/zasilek-staly";`,
      String.raw`  "~^/index\\.html$" "/";`,
      '}',
    ]);
  });
});
