/** HTML and plain text (src/domain/html.ts): one reading of HTML as text for the browser and the server. */
import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToLine, htmlToText } from '../../src/domain/html';

describe('HTML as text', () => {
  it('makes lines of blocks and breaks, drops tags, scripts and blank lines, and decodes entities', () => {
    expect(htmlToText('<h2>Rubrik</h2><p>Ett &amp; två<br>tre&nbsp; &lt;fyra&gt;</p>\n\n<script>x()</script><p>&#229;&#xE4;</p>')).toBe(
      'Rubrik\nEtt & två\ntre <fyra>\nåä',
    );
    expect(htmlToText('<table><tr><td>a</td><td>b</td></tr></table>')).toBe('a b');
  });

  it('reads as one line for cells, titles and history lines', () => {
    expect(htmlToLine('<p>Första</p><ul><li>ett</li><li>två</li></ul>')).toBe('Första ett två');
    expect(htmlToLine('&quot;Citat&quot; &#39;och&#39; &amp;lt;')).toBe('"Citat" \'och\' &lt;');
  });

  it('escapes text so it reads as itself in HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(htmlToText(`<p>${escapeHtml('A & <B> "C"')}</p>`)).toBe('A & <B> "C"');
  });
});
