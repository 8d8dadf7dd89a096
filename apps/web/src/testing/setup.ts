import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { fakeApi } from './fake-api';

// findBy* waits out a busy machine: two workers share two cores with the
// database suites, so a debounced suggestion can take more than a second.
configure({ asyncUtilTimeout: 5000 });

// Every test answers the API through fakeApi: a request it does not fake fails.
beforeEach(() => {
  fakeApi();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
