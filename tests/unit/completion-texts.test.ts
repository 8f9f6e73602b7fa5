/** AI product texts' shared rules: prompt placeholders, prohibited words on word boundaries, the word diff. */
import { describe, expect, it } from 'vitest';
import {
  descriptionHtml,
  fillPrompt,
  prohibitedWordsIn,
  unknownPlaceholders,
  wordDiff,
} from '../../src/domain/resources/product/completion-texts';
import { htmlToText } from '../../src/domain/html';

describe('prompts', () => {
  it('fills the known placeholders and names the unknown ones', () => {
    expect(fillPrompt('Namn för {sku} från {brand}: {name}', { name: 'Batteri', brand: '', sku: 'IP13-BAT', description: '' })).toBe(
      'Namn för IP13-BAT från -: Batteri',
    );
    expect(unknownPlaceholders('{name} {colour} {sku} {Size}')).toEqual(['colour', 'Size']);
    expect(fillPrompt('{colour}', { name: '', brand: '', sku: '', description: '' })).toBe('{colour}');
  });
});

describe('prohibited words', () => {
  it('matches whole words whatever the case, including words with spaces and letters outside ASCII', () => {
    const words = ['billigast', 'bäst i test', 'Garanterat', 'c++'];
    expect(prohibitedWordsIn('Billigast i Sverige!', words)).toEqual(['billigast']);
    expect(prohibitedWordsIn('Den billigaste', words)).toEqual([]);
    expect(prohibitedWordsIn('BÄST I TEST 2026, garanterat.', words)).toEqual(['bäst i test', 'Garanterat']);
    expect(prohibitedWordsIn('ögaranterat', words)).toEqual([]);
    expect(prohibitedWordsIn('skriven i C++ och mer', words)).toEqual(['c++']);
  });
});

describe('texts', () => {
  it('reads rich text as plain text and writes plain paragraphs as rich text', () => {
    expect(htmlToText('<p>Ett &amp; två</p><p>tre<br>fyra</p>')).toBe('Ett & två\ntre\nfyra');
    expect(descriptionHtml('Ett <b>\n\nTvå\nrader')).toBe('<p>Ett &lt;b&gt;</p><p>Två<br>rader</p>');
  });

  it('diffs word by word', () => {
    expect(wordDiff('Batteri till iPhone 13', 'Nytt batteri till iPhone 13 Pro')).toEqual([
      { kind: 'removed', text: 'Batteri' },
      { kind: 'added', text: 'Nytt' },
      { kind: 'same', text: ' ' },
      { kind: 'added', text: 'batteri ' },
      { kind: 'same', text: 'till iPhone 13' },
      { kind: 'added', text: ' Pro' },
    ]);
  });
});
