// Page templating: values are escaped and a placeholder without a value is an error.
import { describe, expect, it } from 'vitest';
import { fillTemplate, markCurrentPage } from './template.js';

describe('fillTemplate', () => {
  it.each<{ html: string; values: Record<string, string>; out: string }>([
    {
      html: '<script src="{{widgetOrigin}}/ponte.js"></script>',
      values: { widgetOrigin: 'http://127.0.0.1:8788' },
      out: '<script src="http://127.0.0.1:8788/ponte.js"></script>',
    },
    { html: '<p data-x="{{v}}">', values: { v: '"><script>' }, out: '<p data-x="&quot;&gt;&lt;script&gt;">' },
    { html: 'no placeholders', values: {}, out: 'no placeholders' },
  ])('fills $html', ({ html, values, out }) => {
    expect(fillTemplate(html, values)).toBe(out);
  });

  it('refuses a placeholder nobody provides', () => {
    expect(() => fillTemplate('{{missing}}', {})).toThrow(/missing/);
  });

  it('includes partials, whose values are filled too, and refuses an unknown one', () => {
    const partials = { nav: '<!-- The nav. -->\n<a href="{{home}}">Home</a>\n' };
    expect(fillTemplate('<body>{{>nav}}</body>', { home: '/' }, partials)).toBe('<body><a href="/">Home</a></body>');
    expect(() => fillTemplate('{{>missing}}', {}, partials)).toThrow(/missing/);
  });
});

describe('markCurrentPage', () => {
  it('marks only the link to the page being served', () => {
    const nav = '<a href="/">Overview</a><a href="/iframe.html">Raw iframe</a>';
    expect(markCurrentPage(nav, '/iframe.html')).toBe('<a href="/">Overview</a><a href="/iframe.html" aria-current="page">Raw iframe</a>');
    expect(markCurrentPage(nav, '/elsewhere.html')).toBe(nav);
  });
});
