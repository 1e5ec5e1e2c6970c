/** Pictures for the fuzz suite: tiny good ones, and the broken, huge-claiming and mislabelled ones users send. */
import { pngBytes } from '../../data/imageFixtures';
import type { Prng } from './prng';

/** An 8×8 grey baseline JPEG (made once with pdftoppm -jpeg). */
export const TINY_JPEG = Uint8Array.from(
  Buffer.from(
    '/9j/4AAQSkZJRgABAQEAHAAcAAD/2wBDABsSFBcUERsXFhceHBsgKEIrKCUlKFE6PTBCYFVlZF9VXVtqeJmBanGQc1tdhbWGkJ6jq62rZ4C8ybqmx5moq6T/2wBDARweHigjKE4rK06kbl1upKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKT/wAARCAAIAAgDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwDpqKKKAP/Z',
    'base64',
  ),
);
export const TINY_PNG = pngBytes(4, 4);
export const TINY_GIF = Uint8Array.from(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));

export const dataUrl = (mime: string, bytes: Uint8Array): string => `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;

export const GOOD_IMAGES = [dataUrl('image/png', TINY_PNG), dataUrl('image/jpeg', TINY_JPEG)];

/** One bad value for an image field, with a word the message about it should contain. */
export interface BadImage {
  label: string;
  value: string;
  /** damage a reader may survive (an SVG with a DOCTYPE): rendering it is fine if the PDF is sound */
  mayRender?: boolean;
}

/** A broken picture, chosen by the PRNG; `variant` is mixed in so consecutive cases differ. */
export function badImage(rng: Prng): BadImage {
  const cut = (bytes: Uint8Array) => bytes.subarray(0, rng.int(1, bytes.length - 1));
  const makers: (() => BadImage)[] = [
    () => ({ label: 'truncated PNG', value: dataUrl('image/png', cut(TINY_PNG)) }),
    () => ({ label: 'truncated JPEG', value: dataUrl('image/jpeg', cut(TINY_JPEG)) }),
    () => ({ label: 'PNG claiming a huge size', value: dataUrl('image/png', pngBytes(rng.int(60_000, 200_000), rng.int(60_000, 200_000))) }),
    () => ({ label: 'GIF', value: dataUrl('image/gif', TINY_GIF) }),
    () => ({ label: 'GIF labelled PNG', value: dataUrl('image/png', TINY_GIF) }),
    () => ({ label: 'SVG data URL', value: `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>').toString('base64')}` }),
    () => ({ label: 'HTML data URL', value: 'data:text/html,<b>hello</b>' }),
    () => ({ label: 'random bytes labelled PNG', value: dataUrl('image/png', rng.bytes(rng.int(0, 64))) }),
    () => ({ label: 'PNG header with random body', value: dataUrl('image/png', Uint8Array.from([...TINY_PNG.subarray(0, 16), ...rng.bytes(rng.int(8, 64))])) }),
    () => ({ label: 'JPEG header with random body', value: dataUrl('image/jpeg', Uint8Array.from([0xff, 0xd8, 0xff, ...rng.bytes(rng.int(4, 64))])) }),
    () => ({ label: 'base64 that is not base64', value: 'data:image/png;base64,@@@not base64@@@' }),
    () => ({ label: 'empty data URL', value: 'data:image/png;base64,' }),
  ];
  return rng.pick(makers)();
}

/** A bad value for an SVG field. */
export function badSvg(rng: Prng): BadImage {
  const makers: (() => BadImage)[] = [
    () => ({ label: 'SVG with a DOCTYPE', mayRender: true, value: '<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="5"/></svg>' }),
    () => ({ label: 'SVG with entity expansion', value: '<!DOCTYPE s [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>' }),
    () => ({ label: 'unclosed SVG', value: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="5"' }),
    () => ({ label: 'not SVG', value: rng.pick(['hello', '<html><body>x</body></html>', '{"a":1}', '<<<>>>']) }),
    () => ({ label: 'truncated SVG', value: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle cx="5" cy="5" r="4"/></svg>'.slice(0, rng.int(1, 60)) }),
  ];
  return rng.pick(makers)();
}

export const GOOD_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle cx="5" cy="5" r="4" fill="#336"/></svg>';

/** Known-bad values the floors use: a JPEG cut before its end marker, an SVG cut before its first tag closes. */
export const KNOWN_BAD_IMAGE: BadImage = { label: 'JPEG cut in half', value: dataUrl('image/jpeg', TINY_JPEG.subarray(0, TINY_JPEG.length >> 1)) };
export const KNOWN_BAD_SVG: BadImage = { label: 'SVG cut in its first tag', value: '<svg xmlns="http://www.w3.org/2000/svg" wid' };
