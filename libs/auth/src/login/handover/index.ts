export {
  clearLoginHandover,
  LOGIN_HANDOVER_EVENT,
  LOGIN_HANDOVER_KEYS,
  LOGIN_HANDOVER_TTL_MS,
  readLoginHandover,
  saveLoginHandover,
  subscribeLoginHandover,
} from './loginHandover';
export type { HandoverOptions, LoginCodeNote, LoginHandoverKind, LoginHandoverNotes, ReferralToastNote, TrialToastNote } from './loginHandover';
