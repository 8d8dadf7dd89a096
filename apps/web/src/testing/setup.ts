import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { fakeApi } from './fake-api';

// Every test answers the API through fakeApi: a request it does not fake fails.
beforeEach(() => {
  fakeApi();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
