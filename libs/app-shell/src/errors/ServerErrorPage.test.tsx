import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ServerErrorPage } from './ServerErrorPage';

describe('ServerErrorPage', () => {
  it('RETRY reloads', async () => {
    const onRetry = vi.fn();
    render(
      <MemoryRouter>
        <ServerErrorPage onRetry={onRetry} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'RETRY' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
