import { describe, expect, it } from 'vitest';
import { parseRscAddress } from './rsc-address';

describe('parseRscAddress', () => {
  // The urls Waku 1.0-rc.1's client fetches for these routes (encodeRscPath(encodeRoutePath(path))).
  it.each([
    ['/RSC/R/_root.txt', '/'],
    ['/RSC/R/kategorier/el/kabel.txt', '/kategorier/el/kabel'],
    ['/RSC/R/produkt/exempel.txt', '/produkt/exempel'],
    ['/RSC/R/mina-sidor/ordrar/O-1.txt', '/mina-sidor/ordrar/O-1'],
    ['/RSC/R/__intern.txt', '/_intern'],
    ['/RSC/R/a__.txt', '/a_'],
    ['/RSC/R/kategorier/%C3%A5.txt', '/kategorier/%C3%A5'],
  ])('reads %s as the route %s', (pathname, routePath) => {
    expect(parseRscAddress(pathname)).toEqual({ type: 'route', routePath });
  });

  it('reads server functions and slices', () => {
    expect(parseRscAddress('/RSC/F/aa3630bac46a/addToCart.txt')).toEqual({ type: 'action', actionId: 'aa3630bac46a#addToCart' });
    expect(parseRscAddress('/RSC/F/_/src/features/cart/add.ts/addToCart.txt')).toEqual({ type: 'action', actionId: '/src/features/cart/add.ts#addToCart' });
    expect(parseRscAddress('/RSC/F/__x/y.txt')).toEqual({ type: 'action', actionId: '_x#y' });
    expect(parseRscAddress('/RSC/S/cart-count.txt')).toEqual({ type: 'slice', sliceId: 'cart-count' });
  });

  it.each([
    '/RSC/R/_root.txt/',
    '/RSC/R/_root',
    '/RSC/r/_root.txt',
    '/RSC/R/_root.TXT',
    '/RSC/R/_root.txt.txt',
    '/RSC/',
    '/RSC/.txt',
    '/RSC/_.txt',
    '/RSC/R.txt',
    '/RSC/R/.txt',
    '/RSC//R/cart.txt',
    '/RSC/R//cart.txt',
    '/RSC/R/cart_.txt',
    '/RSC/_R/cart.txt',
    '/RSC/R/cart/index.html.txt',
    '/RSC/X/y.txt',
    '/RSC/S/.txt',
    '/RSC/F/.txt',
    '/RSC/F/x.txt',
    '/RSC/F//y.txt',
    '/RSC/F/x/.txt',
    '/RSC/F/x/a-b.txt',
    '/RSC/F/x/1a.txt',
    '/RSC/F/x%00/y.txt',
    '/RSC/F/x/y.txt/',
    '/RSC/f/x/y.txt',
    `/RSC/R/${'a'.repeat(2000)}.txt`,
    '/rsc/R/_root.txt',
  ])('refuses %s', (pathname) => {
    expect(parseRscAddress(pathname)).toEqual({ type: 'malformed' });
  });
});
