// The anonymous device id: a random UUID made once per browser and kept in localStorage. It names
// no one; it only tells the funnel that two events came from the same browser.
export const DEVICE_ID_KEY = 'rp_device_id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage(), makeId: () => string = () => crypto.randomUUID()): string {
  const kept = storage?.getItem(DEVICE_ID_KEY);
  if (kept && UUID.test(kept)) return kept;
  const made = makeId().toLowerCase();
  try {
    storage?.setItem(DEVICE_ID_KEY, made);
  } catch {
    // storage full or refused: the id lasts for this page only
  }
  return made;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
