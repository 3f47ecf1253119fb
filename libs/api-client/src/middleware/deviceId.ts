import { deviceId } from '@rewards/analytics/device-id';
import { newRequestId } from './commonParams';

/**
 * The browser's device id for every call (spec §7: `deviceId` when known): the same random id the
 * analytics events carry (`rp_device_id` in localStorage), made on first use and kept, so it is the
 * same on every call, after a reload and in every later visit of this browser. Where there is no
 * browser storage (the server rendering a page) the device is not known and nothing is sent, rather
 * than a new id per call.
 */
export function browserDeviceId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = browserStorage()): string | undefined {
  if (!storage) return undefined;
  // newRequestId works outside secure contexts too (a site opened over plain http on the LAN).
  return deviceId(storage, () => newRequestId());
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' || typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (privacy settings): the device is not known
  }
}
