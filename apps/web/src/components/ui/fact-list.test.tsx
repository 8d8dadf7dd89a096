import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactList } from './fact-list';

describe('FactList', () => {
  it('should leave out facts without a value', () => {
    render(
      <FactList
        facts={[
          ['County', 'Kern'],
          ['Land use', null],
          ['Parcel', ''],
          ['PEO', false],
          ['Year built', 0],
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['County', 'Year built']);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('should name a titled list as a section', () => {
    render(<FactList title="Company" facts={[['Phone', '555-0100']]} />);
    expect(screen.getByRole('region', { name: 'Company' })).toHaveTextContent(
      'Phone555-0100',
    );
  });

  it('should show nothing, not even its title, without a fact', () => {
    const { container } = render(
      <FactList title="Company" facts={[['Phone', null]]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
