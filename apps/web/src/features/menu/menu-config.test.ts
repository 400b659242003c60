import { describe, expect, it } from 'vitest';
import { mainMenu, type MenuContext } from './menu-config';
import { activeTrail, filterMenu } from './menu-rules';
import type { MenuEntry } from './menu-types';

const ids = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((e) => (e.type === 'dropdown' ? [e.id, ...ids(e.children)] : [e.id]));

const plain: MenuContext = {
  helpUrl: 'https://brand.example/faqs',
  unreadNotifications: 0,
  pastDue: false,
  canCancel: true,
  canTransfer: true,
};

const find = (entries: readonly MenuEntry[], id: string): MenuEntry | undefined =>
  entries.flatMap((e) => (e.type === 'dropdown' ? [e, ...e.children] : [e])).find((e) => e.id === id);

describe('mainMenu (spec §2 entry kinds)', () => {
  it('has both headers, the four screens, My data (issue 16), notifications, the Service group and the help link', () => {
    for (const role of ['normalUser', 'paymentUser'] as const) {
      expect(ids(filterMenu(mainMenu(plain), role, 'vertical'))).toEqual([
        'account-header',
        'home',
        'billing',
        'payment',
        'usage',
        'my-data',
        'notifications',
        'service-header',
        'service',
        'transfer',
        'cancel',
        'paperless',
        'credit-letter',
        'help',
      ]);
    }
    const kinds = mainMenu(plain).map((e) => e.type);
    expect(new Set(kinds)).toEqual(new Set(['header', 'item', 'dropdown', 'external-link']));
    expect(find(mainMenu(plain), 'help')).toMatchObject({
      type: 'external-link',
      navLink: 'https://brand.example/faqs',
    });
  });

  it('leaves the help link out when the brand has no help page', () => {
    expect(ids(mainMenu({ ...plain, helpUrl: '' }))).not.toContain('help');
  });

  it('offers Transfer and Cancel only where the enrollment allows them, like Home', () => {
    const service = find(mainMenu({ ...plain, canCancel: false, canTransfer: false }), 'service');
    expect(service?.type === 'dropdown' && ids(service.children)).toEqual(['paperless', 'credit-letter']);
  });

  it('badges the unread count on Notifications and a past-due bill on Payment', () => {
    expect(find(mainMenu(plain), 'notifications')?.badge).toBeUndefined();
    expect(find(mainMenu(plain), 'payment')?.badge).toBeUndefined();
    const menu = mainMenu({ ...plain, unreadNotifications: 3, pastDue: true });
    expect(find(menu, 'notifications')?.badge).toMatchObject({ count: 3, label: 'Menu.Badge.Unread' });
    expect(find(menu, 'payment')?.badge).toMatchObject({ text: 'Menu.Badge.PastDue', color: 'danger' });
  });

  it('highlights the Service group and the chosen page inside it', () => {
    expect(activeTrail(mainMenu(plain), '/service/paperless')).toEqual(['service', 'paperless']);
    expect(activeTrail(mainMenu(plain), '/notifications/all')).toEqual(['notifications']);
  });
});
