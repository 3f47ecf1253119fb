import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useNavigate, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { StepTransition } from './StepTransition';
import * as styles from './StepTransition.css';

/** A payment-like page: the step is the URL's, as on /payment/:screen. */
function Page() {
  const { screen: step = 'review-order' } = useParams();
  const navigate = useNavigate();
  return (
    <StepTransition step={step} className="page">
      <h1>{step}</h1>
      <button type="button" onClick={() => navigate('/payment/make-payment')}>
        next
      </button>
      <button type="button" onClick={() => navigate('/payment/confirmation', { replace: true })}>
        done
      </button>
    </StepTransition>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/payment', element: <Page /> },
      { path: '/payment/:screen', element: <Page /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const stepOf = (name: string) => screen.getByRole('heading', { name }).parentElement!;

describe('StepTransition (payment sub-steps, spec §2: route changes animate for 300 ms)', () => {
  it('shows the step a page load opens on without the transition', () => {
    renderAt('/payment/make-payment');
    const step = stepOf('make-payment');
    expect(step).toHaveAttribute('data-transition', 'none');
    expect(step).not.toHaveClass(styles.stepEnter);
    expect(step).toHaveClass('page');
  });

  it('gives a step reached by a route change (push, from /payment to its sub-route) a new element with the transition', async () => {
    renderAt('/payment');
    const first = stepOf('review-order');
    expect(first).not.toHaveClass(styles.stepEnter);
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    const next = stepOf('make-payment');
    expect(next).not.toBe(first);
    expect(next).toHaveClass(styles.stepEnter, 'page');
    expect(next).toHaveAttribute('data-transition', 'enter');
  });

  it('animates a replace (status to confirmation) and a way back to the first step', async () => {
    const router = renderAt('/payment/payment-status');
    await userEvent.click(screen.getByRole('button', { name: 'done' }));
    expect(stepOf('confirmation')).toHaveClass(styles.stepEnter);
    await act(() => router.navigate(-1));
    await act(() => router.navigate('/payment/payment-status'));
    expect(stepOf('payment-status')).toHaveClass(styles.stepEnter);
  });
});
