import { describe, expect, it } from 'vitest';
import { HELP_TOPICS } from '../content/help-topics';
import { queryWords, searchHelp } from './search-help';

const slugs = (query: string) =>
  searchHelp(HELP_TOPICS, query).map((match) => match.topic.slug);
const sectionsOf = (query: string, slug: string) =>
  searchHelp(HELP_TOPICS, query)
    .find((match) => match.topic.slug === slug)
    ?.sections.map((section) => section.id);

describe('searching the help pages', () => {
  it('should list every topic, in order, for an empty query', () => {
    expect(slugs('  ')).toEqual(HELP_TOPICS.map((topic) => topic.slug));
  });

  it('should put a topic that names the words in its title first', () => {
    expect(slugs('export')[0]).toBe('exports');
    expect(slugs('keyboard')).toEqual(['keyboard']);
  });

  it('should find every word, in any case and with accents ignored', () => {
    expect(slugs('CSV Éxcel')).toEqual(['exports', 'favorites-and-notes']);
    expect(sectionsOf('csv excel', 'exports')).toEqual(['what']);
  });

  it('should find the event types and limits the pages fill in', () => {
    expect(slugs('Premium Change')).toContain('alerts');
    expect(sectionsOf('premium change', 'alerts')).toEqual(['event-types']);
    expect(sectionsOf('rows per export', 'exports')).toEqual(['limits']);
  });

  it('should find the keys of the map', () => {
    expect(sectionsOf('shift arrow', 'keyboard')).toEqual(['map']);
  });

  it('should find nothing for words no page holds', () => {
    expect(slugs('zebra crossing')).toEqual([]);
  });

  it('should split a query on punctuation but keep + as a key', () => {
    expect(queryWords('Shift+Tab, map-keys')).toEqual([
      'shift+tab',
      'map',
      'keys',
    ]);
  });
});
