// The help and legal pages are data: blocks of text the Support Center
// renders and searches (docs/decisions/0031).

/** One block of a page's section. */
export type HelpBlock =
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: readonly string[] }
  // Numbered: what to do, in order.
  | { kind: 'steps'; items: readonly string[] }
  // A term and what it means (a definition list).
  | { kind: 'terms'; rows: readonly { term: string; text: string }[] }
  // Keyboard keys and what they do.
  | { kind: 'keys'; rows: readonly { keys: readonly string[]; does: string }[] }
  | { kind: 'note'; text: string }
  // Links to screens of the app.
  | { kind: 'links'; links: readonly { label: string; to: string }[] }
  // The export limits as the server is configured.
  | { kind: 'export-limits' }
  // The event types of each module's alerts.
  | { kind: 'event-types' };

export interface HelpSection {
  /** The section's anchor: /app/support/:topic#id. */
  id: string;
  title: string;
  blocks: readonly HelpBlock[];
}

/** A help page of the Support Center: /app/support/:slug. */
export interface HelpTopic {
  slug: string;
  title: string;
  summary: string;
  /** Other words a user may search for it by. */
  keywords: readonly string[];
  sections: readonly HelpSection[];
}

/** A legal page: /app/legal/:slug. */
export interface LegalPage {
  slug: 'terms' | 'privacy' | 'dmca' | 'cookies';
  title: string;
  /** When its text last changed (YYYY-MM-DD). */
  updated: string;
  intro: string;
  sections: readonly HelpSection[];
}
