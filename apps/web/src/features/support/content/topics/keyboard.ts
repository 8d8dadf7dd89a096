import type { HelpTopic } from '../help-types';

export const keyboard: HelpTopic = {
  slug: 'keyboard',
  title: 'Keyboard use',
  summary:
    'Every screen works from the keyboard. These are the keys of the results, the map, alerts, favorites and notes.',
  keywords: ['shortcuts', 'keys', 'accessibility', 'focus', 'tab'],
  sections: [
    {
      id: 'everywhere',
      title: 'Everywhere',
      blocks: [
        {
          kind: 'keys',
          rows: [
            {
              keys: ['Tab', 'Shift+Tab'],
              does: 'Move to the next or the previous control; the focused one is outlined.',
            },
            {
              keys: ['Enter'],
              does: 'Follow a link, press a button or send a form, the login form included.',
            },
            { keys: ['Space'], does: 'Tick a box or press a button.' },
            {
              keys: ['↑', '↓'],
              does: 'Move through the entries of an open menu, such as Tools.',
            },
            { keys: ['Escape'], does: 'Close a menu or a dialog.' },
          ],
        },
      ],
    },
    {
      id: 'results',
      title: 'Results and alerts',
      blocks: [
        {
          kind: 'keys',
          rows: [
            {
              keys: ['Enter'],
              does: "On a row of the results table: open the company's details. On a row of Event Alerts: open the company's alerts.",
            },
            {
              keys: ['Escape'],
              does: 'Close the details of a company, from anywhere on the screen.',
            },
          ],
        },
      ],
    },
    {
      id: 'map',
      title: 'The map',
      blocks: [
        {
          kind: 'text',
          text: 'Tab to the map first: it is outlined when it has the focus.',
        },
        {
          kind: 'keys',
          rows: [
            { keys: ['←', '→', '↑', '↓'], does: 'Move the map.' },
            { keys: ['Shift+arrow'], does: 'Move the map three times as far.' },
            { keys: ['+', '='], does: 'Zoom in.' },
            { keys: ['-'], does: 'Zoom out.' },
            { keys: ['0'], does: 'Reset the view to the whole result.' },
            { keys: ['Tab'], does: 'Reach the markers, one after the other.' },
            {
              keys: ['Enter', 'Space'],
              does: 'Open the focused marker: a company, or a cluster (zoom in, or list the companies at one spot).',
            },
            {
              keys: ['Escape'],
              does: 'Close the list of companies at one spot.',
            },
          ],
        },
        {
          kind: 'text',
          text: 'With a mouse, double-click zooms in and Shift+double-click zooms out.',
        },
      ],
    },
    {
      id: 'writing',
      title: 'Comments and notes',
      blocks: [
        {
          kind: 'keys',
          rows: [
            { keys: ['Enter'], does: "Save a favorite's comment." },
            {
              keys: ['Shift+Enter'],
              does: "Start a new line in a favorite's comment.",
            },
            {
              keys: ['Escape'],
              does: "Close a favorite's comment without saving, or cancel editing a note.",
            },
          ],
        },
      ],
    },
  ],
};
