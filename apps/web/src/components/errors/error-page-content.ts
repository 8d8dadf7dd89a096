export type ErrorPageStatus = 401 | 403 | 404 | 500;

// SPEC §8: 400 (and anything unlisted) is shown as 500.
export function toErrorPageStatus(status: number): ErrorPageStatus {
  return status === 401 || status === 403 || status === 404 ? status : 500;
}

export interface ErrorPageContent {
  title: string;
  message: string;
}

// SPEC §8: the error catalogue by status.
export const ERROR_PAGE_CONTENT: Record<ErrorPageStatus, ErrorPageContent> = {
  401: {
    title: 'Sign-in required',
    message: 'Login to try accessing the page...',
  },
  403: {
    title: 'Access denied',
    message: 'You do not have permission to access this page',
  },
  404: {
    title: 'Page not found',
    message: 'The page may no longer exist or the URL may be incorrect',
  },
  500: {
    title: 'Server error',
    message: 'The server encountered an internal error',
  },
};

export const UNEXPECTED_ERROR_TEXTS = {
  title: 'Something went wrong',
  message: 'An unexpected error occurred',
  hint: 'Try refreshing the page or coming back later...',
} as const;

// SPEC §8: the 403 page tells the user to switch profiles.
export const SWITCH_PROFILES_TEXT =
  'If your account holds another product, switch profiles to keep working.';
