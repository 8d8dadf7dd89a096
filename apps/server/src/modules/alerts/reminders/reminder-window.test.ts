import { describe, expect, it } from 'vitest';
import { reminderWindow, windowOpened } from './reminder-window';

describe('reminderWindow', () => {
  const due = '2027-03-01';

  it('should raise nothing more than 120 days ahead or once past', () => {
    expect(reminderWindow('2026-10-31', due)).toBeNull();
    expect(reminderWindow('2027-03-02', due)).toBeNull();
  });

  it('should take the narrowest window the due date is in', () => {
    expect(reminderWindow('2026-11-01', due)).toBe(120);
    expect(reminderWindow('2026-12-01', due)).toBe(90);
    expect(reminderWindow('2026-11-30', due)).toBe(120);
    expect(reminderWindow('2026-12-31', due)).toBe(60);
    expect(reminderWindow('2027-03-01', due)).toBe(60);
  });

  it('should date a window from the day it opened', () => {
    expect(windowOpened(due, 120)).toBe('2026-11-01');
    expect(windowOpened(due, 90)).toBe('2026-12-01');
    expect(windowOpened(due, 60)).toBe('2026-12-31');
  });
});
