import { describe, expect, it, vi } from 'vitest';
import { createOverlayStore } from './overlayStore';

describe('the overlay store', () => {
  it('holds one overlay at a time: opening one closes the other', () => {
    const store = createOverlayStore();
    const listener = vi.fn();
    store.subscribe(listener);

    expect(store.open('coupons_drawer', { key: 'swiggy', payload: { code: 'SAVE100' } })).toBe(true);
    expect(store.open('sign_in')).toBe(true);

    expect(store.current()).toEqual({ type: 'sign_in' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('an unknown type opens nothing and leaves the open one open', () => {
    const store = createOverlayStore();
    store.open('error_modal');

    expect(store.open('promo_wheel')).toBe(false);
    expect(store.current()).toEqual({ type: 'error_modal' });
  });

  it('closes only the named type and key', () => {
    const store = createOverlayStore();
    store.open('city_selection_pop_up', { key: 'header' });

    store.close('sign_in');
    store.close('city_selection_pop_up', 'profile');
    store.close(undefined, 'profile');
    expect(store.current()).toEqual({ type: 'city_selection_pop_up', key: 'header' });

    store.close(undefined, 'header');
    expect(store.current()).toBeNull();
  });
});
