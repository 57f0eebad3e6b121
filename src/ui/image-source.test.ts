// Image credentials show only image data, whichever way the connector sends it.
import { describe, expect, it } from 'vitest';
import { imageSource } from './image-source.js';

describe('imageSource', () => {
  it.each([
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['DATA:image/jpeg;base64,/9j/4AAQ', 'DATA:image/jpeg;base64,/9j/4AAQ'],
    ['iVBORw0K\nGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['data:text/html;base64,PHNjcmlwdD4=', null],
    ['javascript:alert(1)', null],
    ['https://example.com/captcha.png', null],
    ['', null],
    [null, null],
  ])('%s', (data, expected) => {
    expect(imageSource(data)).toBe(expected);
  });
});
