import { I18nProvider } from '@rewards/i18n';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OfferCard, type OfferCardProps } from './OfferCard';

const offer: OfferCardProps = {
  href: '/offer/zesty-bites',
  companyName: 'Zesty Bites',
  logoUrl: '/images/zesty-bites/logo.svg',
  companyColor: '#e4572e',
  header: 'Flat 25% off on every order',
  subHeader: 'Up to ₹150 on orders above ₹499',
  savingsText: 'Save up to ₹1,800',
};

describe('OfferCard', () => {
  it('is a link named by its header and brand', () => {
    render(<OfferCard {...offer} />);
    const card = screen.getByRole('link', { name: 'Flat 25% off on every order Zesty Bites' });
    expect(card).toHaveAttribute('href', '/offer/zesty-bites');
  });

  it('keeps the link name to what it shows: header, then brand', () => {
    render(<OfferCard {...offer} />);
    expect(screen.getByRole('link')).toHaveTextContent(/^Flat 25% off on every order Zesty Bites$/);
  });

  it('shows the logo, header, sub-header and savings', () => {
    render(<OfferCard {...offer} />);
    expect(screen.getByRole('img', { name: 'Zesty Bites logo' })).toHaveAttribute('src', '/images/zesty-bites/logo.svg');
    expect(screen.getByText('Flat 25% off on every order')).toBeInTheDocument();
    expect(screen.getByText('Up to ₹150 on orders above ₹499')).toBeInTheDocument();
    expect(screen.getByText('Save up to ₹1,800')).toBeInTheDocument();
  });

  it('describes the offer to screen readers with its details', () => {
    render(<OfferCard {...offer} locked />);
    expect(screen.getByRole('link')).toHaveAccessibleDescription('Up to ₹150 on orders above ₹499 Save up to ₹1,800 Members only');
  });

  it('hides the savings when asked', () => {
    render(<OfferCard {...offer} hideSavings />);
    expect(screen.queryByText('Save up to ₹1,800')).not.toBeInTheDocument();
  });

  it('works without the optional parts', () => {
    const { container } = render(<OfferCard href="/offer/x" companyName="X Co" logoUrl="/x.svg" header="Free delivery" />);
    const link = screen.getByRole('link', { name: 'Free delivery X Co' });
    expect(link).not.toHaveAttribute('aria-describedby');
    expect(container.firstElementChild).not.toHaveAttribute('style');
  });

  it('marks a members-only offer with a lock badge', () => {
    render(<OfferCard {...offer} locked />);
    expect(screen.getByText('Members only')).toBeInTheDocument();
  });

  it('shows the tag and the new badge', () => {
    render(<OfferCard {...offer} isNew tagLabel="Bestseller" />);
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('Bestseller')).toBeInTheDocument();
  });

  it('shows the cover image on COVER cards only', () => {
    const { container, rerender } = render(<OfferCard {...offer} size="COVER" coverImageUrl="/images/cover.jpg" />);
    // The cover is decorative (alt=""), so it has no img role; find it by its source.
    expect(container.querySelector('img[src="/images/cover.jpg"]')).toHaveAttribute('alt', '');
    rerender(<OfferCard {...offer} size="SMALL" coverImageUrl="/images/cover.jpg" />);
    expect(container.querySelector('img[src="/images/cover.jpg"]')).toBeNull();
  });

  it('applies the company colour as a card-level variable', () => {
    const { container } = render(<OfferCard {...offer} />);
    const style = container.firstElementChild?.getAttribute('style') ?? '';
    expect(style).toMatch(/--[\w-]+:\s*#e4572e/);
  });

  it('renders key points from HTML as plain text, never as markup', () => {
    render(<OfferCard {...offer} keyPoints={['<b>Valid</b> on dine-in &amp; delivery', '<img src=x onerror="alert(1)">Once per day', '<p></p>']} />);
    const list = screen.getByRole('list', { hidden: true });
    const items = within(list).getAllByRole('listitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual(['Valid on dine-in & delivery', 'Once per day']);
    expect(list.querySelector('b, img')).toBeNull();
  });

  it('hands a plain left click to onNavigate', async () => {
    const onNavigate = vi.fn();
    render(<OfferCard {...offer} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link'));
    expect(onNavigate).toHaveBeenCalledWith('/offer/zesty-bites');
  });

  it('leaves a ctrl-click (open in new tab) to the browser', () => {
    const onNavigate = vi.fn();
    render(<OfferCard {...offer} onNavigate={onNavigate} />);
    let browserWouldNavigate = false;
    const record = (event: Event) => {
      browserWouldNavigate = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(screen.getByRole('link'), { ctrlKey: true });
    document.removeEventListener('click', record);
    expect(browserWouldNavigate).toBe(true);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('shows key points behind a real button that flips or expands the card, and a second press closes them', async () => {
    const { container } = render(<OfferCard {...offer} keyPoints={['Valid twice a month']} />);
    const toggle = screen.getByRole('button', { name: 'Key points' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toHaveTextContent('Valid twice a month');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(container.firstElementChild).toHaveAttribute('data-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(container.firstElementChild).toHaveAttribute('data-expanded', 'false');
  });

  it('has no key points button without key points', () => {
    render(<OfferCard {...offer} />);
    expect(screen.queryByRole('button', { name: 'Key points' })).not.toBeInTheDocument();
  });

  it('a toggling card (a visitor on a locked offer) is a button that shows its key points instead of a link', async () => {
    const onNavigate = vi.fn();
    render(<OfferCard {...offer} locked action="toggle" keyPoints={['Valid twice a month']} onNavigate={onNavigate} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const card = screen.getByRole('button', { name: 'Flat 25% off on every order Zesty Bites' });
    expect(screen.getByText('Members only')).toBeInTheDocument();
    expect(card).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'false');
    expect(onNavigate).not.toHaveBeenCalled();
    // The card itself is the toggle; no second key points button.
    expect(screen.queryByRole('button', { name: 'Key points' })).not.toBeInTheDocument();
  });

  it('shows members a lock icon with an accessible name instead of the Members only badge', () => {
    render(<OfferCard {...offer} locked viewer="member" />);
    expect(screen.getByRole('img', { name: 'Locked offer' })).toBeInTheDocument();
    expect(screen.queryByText('Members only')).not.toBeInTheDocument();
  });

  it('toggles a long description between Read more and Read less', async () => {
    const description = 'Enjoy a flat discount on every order from every outlet, including weekends, holidays and festive seasons, all year.';
    render(<OfferCard {...offer} description={description} />);
    const more = screen.getByRole('button', { name: 'Read more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Read less' }));
    expect(screen.getByRole('button', { name: 'Read more' })).toBeInTheDocument();
  });

  it('has no Read more toggle for a short description', () => {
    render(<OfferCard {...offer} description="Valid on weekends." />);
    expect(screen.getByText('Valid on weekends.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });

  it('lists more than two sub-offers in place of the sub-header', () => {
    render(<OfferCard {...offer} subOffers={['Flat 10% off', 'Free dessert', 'Free delivery']} />);
    const list = screen.getByRole('list', { name: 'Zesty Bites offers' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Flat 10% off', 'Free dessert', 'Free delivery']);
    expect(screen.queryByText('Up to ₹150 on orders above ₹499')).not.toBeInTheDocument();
  });

  it('keeps the normal layout for two sub-offers', () => {
    render(<OfferCard {...offer} subOffers={['Flat 10% off', 'Free dessert']} />);
    expect(screen.queryByRole('list', { name: 'Zesty Bites offers' })).not.toBeInTheDocument();
    expect(screen.getByText('Up to ₹150 on orders above ₹499')).toBeInTheDocument();
  });

  it('shows the savings amount emphasised after its prefix, and the savings note', () => {
    render(<OfferCard {...offer} savingsText="Save" savingsAmount="up to ₹1,800" savingsNote="Save ₹1,800 on a plan worth ₹5,000" />);
    expect(screen.getByText('up to ₹1,800')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAccessibleDescription(/Save up to ₹1,800/);
    expect(screen.getByText('Save ₹1,800 on a plan worth ₹5,000')).toBeInTheDocument();
  });
});

describe('OfferCard with its key points shown elsewhere (onShowKeyPoints)', () => {
  it('the Key points button calls it and announces a dialog instead of expanding the card', async () => {
    const onShowKeyPoints = vi.fn();
    const { container } = render(<OfferCard {...offer} keyPoints={['<p>Valid twice a month</p>']} onShowKeyPoints={onShowKeyPoints} />);
    const button = screen.getByRole('button', { name: 'Key points' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).not.toHaveAttribute('aria-expanded');
    await userEvent.click(button);
    expect(onShowKeyPoints).toHaveBeenCalledTimes(1);
    expect(container.firstElementChild).toHaveAttribute('data-expanded', 'false');
  });

  it("a toggling card's click calls it too", async () => {
    const onShowKeyPoints = vi.fn();
    render(<OfferCard {...offer} action="toggle" locked onShowKeyPoints={onShowKeyPoints} />);
    const main = screen.getByRole('button', { name: 'Flat 25% off on every order Zesty Bites' });
    expect(main).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(main);
    expect(onShowKeyPoints).toHaveBeenCalledTimes(1);
  });

  it('speaks Hindi in a Hindi page: its badges, the logo and the key points button', async () => {
    render(
      <I18nProvider locale="hi">
        <Suspense fallback={null}>
          <OfferCard {...offer} locked isNew keyPoints={['Valid on every order']} />
        </Suspense>
      </I18nProvider>,
    );
    // Hindi loads with the first Hindi page; the card waits for it rather than showing English.
    expect(await screen.findByText('सिर्फ़ मेंबर्स के लिए')).toBeInTheDocument();
    expect(screen.getByText('नया')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Zesty Bites का लोगो' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ख़ास बातें' })).toBeInTheDocument();
    // what the caller passed stays as it is
    expect(screen.getByText('Save up to ₹1,800')).toBeInTheDocument();
  });
});
