import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetSelectedCompany,
  rememberSelectedCompany,
  selectedCompany,
} from './selected-company';

describe('selected company', () => {
  afterEach(() => sessionStorage.clear());

  it('should be null when nothing was selected in this tab', () => {
    expect(selectedCompany()).toBeNull();
  });

  it('should give the company last opened with its module', () => {
    rememberSelectedCompany('pc', '100000001');
    rememberSelectedCompany('eb', '100000002');
    expect(selectedCompany()).toEqual({ module: 'eb', muns: '100000002' });
  });

  it('should ignore a malformed stored value', () => {
    sessionStorage.setItem('edge.selectedCompany', '{"module":"xx"}');
    expect(selectedCompany()).toBeNull();
  });

  it('should forget the company on sign-out', () => {
    rememberSelectedCompany('pc', '100000001');
    forgetSelectedCompany();
    expect(selectedCompany()).toBeNull();
  });
});
