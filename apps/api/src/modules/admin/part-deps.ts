// What each part of the console's API is given: the module deps, the config, the staff sessions and
// the message outbox (a decision or a resent invoice reaches the member through it, never directly).
import type { AppConfig } from '../../config';
import type { ModuleDeps } from '../deps';
import type { MessageOutbox } from '../messages';
import type { StaffSessions } from './sessions';

export interface AdminPartDeps extends ModuleDeps {
  config: AppConfig;
  sessions: StaffSessions;
  outbox: MessageOutbox;
}
