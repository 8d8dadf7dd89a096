import type { HelpSection, HelpTopic } from '../content/help-types';
import { sectionText, topicHeadText } from './help-text';

/** A topic a search found, and its sections that hold every word. */
export interface HelpMatch {
  topic: HelpTopic;
  sections: HelpSection[];
}

/** Lower case without accents, so 'Résumé' finds 'resume'. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The words of a query; punctuation separates them. */
export function queryWords(query: string): string[] {
  return normalize(query)
    .split(/[^\p{L}\p{N}+]+/u)
    .filter((word) => word.length > 0);
}

const hasAll = (text: string, words: readonly string[]) =>
  words.every((word) => text.includes(word));

/**
 * The topics holding every word of the query (a word may be the start of a
 * longer one), those naming it in the title first, then in the summary.
 */
export function searchHelp(
  topics: readonly HelpTopic[],
  query: string,
): HelpMatch[] {
  const words = queryWords(query);
  if (words.length === 0) {
    return topics.map((topic) => ({ topic, sections: [] }));
  }
  const scored = topics.flatMap((topic, order) => {
    const title = normalize(topic.title);
    const head = normalize(topicHeadText(topic));
    const sections = topic.sections.map((s) => normalize(sectionText(s)));
    const all = [title, head, ...sections].join(' ');
    if (!hasAll(all, words)) return [];
    const score = words.reduce(
      (sum, word) =>
        sum + (title.includes(word) ? 3 : head.includes(word) ? 2 : 1),
      0,
    );
    const found = topic.sections.filter((_, i) => hasAll(sections[i]!, words));
    return [{ match: { topic, sections: found }, score, order }];
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ match }) => match);
}
