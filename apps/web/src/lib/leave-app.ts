/**
 * Navigations that leave the single-page app for another site (the
 * partner's shell): one place, so tests can watch where the app went.
 */
export const leaveApp = {
  to(url: string): void {
    window.location.assign(url);
  },
};
