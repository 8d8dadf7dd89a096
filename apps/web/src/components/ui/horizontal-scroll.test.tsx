import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HorizontalScroll } from './horizontal-scroll';

function setup(scrollWidth: number) {
  render(
    <HorizontalScroll label="Wide table">
      <table aria-label="Wide">
        <tbody>
          <tr>
            <td>cell</td>
          </tr>
        </tbody>
      </table>
    </HorizontalScroll>,
  );
  const frame = screen.getByRole('region', { name: 'Wide table' });
  Object.defineProperty(frame, 'clientWidth', { value: 500 });
  Object.defineProperty(frame, 'scrollWidth', { value: scrollWidth });
  const shade = screen.getByTestId('more-columns');
  return { frame, shade };
}

describe('HorizontalScroll', () => {
  it('should shade the right edge until the last column is in view', () => {
    const { frame, shade } = setup(900);
    fireEvent.scroll(frame);
    expect(shade).toHaveStyle({ opacity: '1' });
    frame.scrollLeft = 400;
    fireEvent.scroll(frame);
    expect(shade).toHaveStyle({ opacity: '0' });
  });

  it('should not shade a table that fits', () => {
    const { frame, shade } = setup(500);
    fireEvent.scroll(frame);
    expect(shade).toHaveStyle({ opacity: '0' });
    expect(shade).toHaveAttribute('aria-hidden', 'true');
  });
});
