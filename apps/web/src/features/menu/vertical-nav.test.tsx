import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mainMenu } from './menu-config';
import { VerticalNav } from './vertical-nav';
import { HorizontalNav } from './horizontal-nav';
import { activeTrail } from './menu-rules';

const menu = mainMenu({
  helpUrl: 'https://brand.example/faqs',
  unreadNotifications: 3,
  pastDue: true,
  canCancel: true,
  canTransfer: true,
});

function renderVertical(path = '/') {
  const onNavigate = vi.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <VerticalNav entries={menu} trail={activeTrail(menu, path)} onNavigate={onNavigate} />
    </MemoryRouter>,
  );
  return onNavigate;
}

describe('VerticalNav', () => {
  it('shows group headers, a collapsed Service group that expands, and reads badges in words', async () => {
    renderVertical();
    expect(screen.getByText('Your account')).toHaveClass('menu-header');
    expect(screen.getByText('Service and help')).toHaveClass('menu-header');
    const group = screen.getByTestId('menu-service');
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Transfer service' })).not.toBeInTheDocument();
    await userEvent.setup().click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    const children = document.getElementById(group.getAttribute('aria-controls')!)!;
    expect(
      within(children)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Transfer service', 'Cancel service', 'Paperless billing', 'Credit letter']);
    expect(screen.getByTestId('menu-notifications')).toHaveAccessibleName('Notifications 3 unread');
    expect(screen.getByTestId('menu-payment')).toHaveAccessibleName('Payment bill past due');
    expect(screen.getByTestId('menu-badge-payment')).toHaveTextContent('Past due');
  });

  it('opens the group on one of its pages and marks the page active', () => {
    renderVertical('/service/credit-letter');
    expect(screen.getByTestId('menu-service')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Credit letter' })).toHaveClass('active');
  });

  it('marks the help link external: a new tab, said to screen readers', () => {
    renderVertical();
    const help = screen.getByTestId('menu-help');
    expect(help).toHaveAttribute('href', 'https://brand.example/faqs');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    expect(help).toHaveAccessibleName('Help center (opens in a new tab)');
  });
});

describe('HorizontalNav', () => {
  it('shows the Service group as a dropdown with the active page, and the help link at the top level', async () => {
    render(
      <MemoryRouter initialEntries={['/service/paperless']}>
        <HorizontalNav entries={menu} trail={activeTrail(menu, '/service/paperless')} />
      </MemoryRouter>,
    );
    expect(screen.queryByText('Your account')).not.toBeInTheDocument();
    expect(screen.getByTestId('hmenu-service')).toHaveClass('active');
    await userEvent.setup().click(screen.getByTestId('hmenu-service'));
    expect(screen.getByTestId('hmenu-paperless')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('hmenu-help')).toHaveAccessibleName('Help center (opens in a new tab)');
  });
});
